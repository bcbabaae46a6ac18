/**
 * Every element the loader knows, by tag: its code is imported the first time the tag appears on
 * the page. The manifests (public face) are listed separately in manifests.ts, so the Custom
 * Elements Manifest is built without loading any element.
 */
export const ELEMENT_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  'account-downloads': () => import('./account-downloads/element.tsx'),
  'account-overview': () => import('./account-overview/element.tsx'),
  'account-settings': () => import('./account-settings/element.tsx'),
  'ftp-integration': () => import('./ftp-integration/element.tsx'),
  'invoice-list': () => import('./invoice-list/element.tsx'),
  'order-list': () => import('./order-list/element.tsx'),
  'phone-upload': () => import('./phone-upload/element.tsx'),
  'photo-books': () => import('./photo-books/element.tsx'),
  'photo-library': () => import('./photo-library/element.tsx'),
  'saved-projects': () => import('./saved-projects/element.tsx'),
};
