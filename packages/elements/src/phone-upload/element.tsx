import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PhoneUploadPage } from './phone-upload-page.tsx';
import { PHONE_UPLOAD_STYLES } from './styles.ts';

defineElement({
  tag: 'phone-upload',
  component: PhoneUploadPage,
  styles: PHONE_UPLOAD_STYLES,
  defaultBasePath: '/upload-from-phone',
});

declare global {
  interface HTMLElementTagNameMap {
    'phone-upload': PortalElement;
  }
}
