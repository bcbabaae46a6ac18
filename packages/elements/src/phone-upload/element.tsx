import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PhoneUploadPage } from './phone-upload-page.tsx';
import { PHONE_UPLOAD_STYLES } from './styles.ts';

/**
 * The page behind the QR code of the photo library’s ‘From your phone’ tab (photo-library §2.1, §7). It
 * reads the transfer credential from the address’s fragment, then takes it out of the address (and the
 * history), and needs no sign-in: it names the account the photos go to and until when the code works,
 * then takes HEIC, JPEG and PNG photos from the phone’s picker and uploads them over tus, each with its
 * progress and state (Loading, Success, Failure with Try again, ‘Already in your library’), as the
 * library’s own upload dialog does. The computer lists each photo as it arrives. An expired, revoked or
 * incomplete code says so and how to get a new one. It is served as its own light page at the QR-upload
 * base URL; it can also sit on any page that receives such an address.
 *
 * @summary Uploads photos from a phone to the library of the customer whose computer showed the QR
 *   code.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/upload-from-phone] - The path of its page. Only a path on the page's own
 *   origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - It has no link or
 *   route of its own, so it raises none today; like every element, it would announce a navigation this
 *   way. Composed and cancelable: a page that routes itself (the host portal) cancels it and goes
 *   there; left alone, the element writes the history entry for its own routes and loads the page for
 *   any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - The
 *   transfer could not be opened (OPEN_UPLOAD_TRANSFER_FAILED); a failed upload is said in its row.
 *   Composed, so the page hears it on window; the page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart phone-upload - The whole page: heading, account, chooser and list.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
