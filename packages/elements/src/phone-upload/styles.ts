import { UPLOAD_STYLES } from '../ui/parts/upload-styles.ts';

/** The phone page's sheet, after BASE_CSS: one column, large touch targets, the upload parts. */
export const PHONE_UPLOAD_STYLES = /* css */ `
:host { display: block; }
.phone-upload {
  display: grid; gap: var(--portal-space-4); max-width: 560px; margin: 0 auto;
  padding: var(--portal-space-5) var(--portal-space-4);
}
.phone-upload-header { display: grid; gap: var(--portal-space-2); }
.phone-upload-brand { font-weight: 750; font-size: var(--portal-font-size-lg); color: var(--portal-primary); }
.phone-upload-title { font-size: var(--portal-font-size-xl); }
.phone-upload-account { overflow-wrap: anywhere; }
.phone-upload-actions { display: grid; gap: var(--portal-space-2); }
.phone-upload-actions .button { width: 100%; min-height: 48px; }
.phone-upload .upload-drop .button { min-height: 48px; }
.phone-upload .upload-items { max-height: none; overflow: visible; }
.phone-upload-note { font-size: var(--portal-font-size-sm); }
.phone-upload-ended { display: grid; gap: var(--portal-space-2); }
.phone-upload-ended .icon { width: 32px; height: 32px; color: var(--portal-primary); }
${UPLOAD_STYLES}
`;
