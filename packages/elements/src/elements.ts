/**
 * Every element the loader knows, by tag: its code is imported the first time the tag appears on
 * the page. Its public face is the doc comment above its `defineElement(` call, which the build reads
 * as text for the Custom Elements Manifest, without loading any element.
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
