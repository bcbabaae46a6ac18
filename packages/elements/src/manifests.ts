import { ACCOUNT_OVERVIEW_MANIFEST } from './account-overview/manifest.ts';
import { ACCOUNT_SETTINGS_MANIFEST } from './account-settings/manifest.ts';
import { ORDER_LIST_MANIFEST } from './order-list/manifest.ts';
import { PHONE_UPLOAD_MANIFEST } from './phone-upload/manifest.ts';
import { PHOTO_LIBRARY_MANIFEST } from './photo-library/manifest.ts';
import type { ElementManifest } from './runtime/manifest.ts';

/** The public face of every element, by tag (see elements.ts for their code). */
export const ELEMENT_MANIFESTS: Readonly<Record<string, ElementManifest>> = {
  'account-overview': ACCOUNT_OVERVIEW_MANIFEST,
  'account-settings': ACCOUNT_SETTINGS_MANIFEST,
  'order-list': ORDER_LIST_MANIFEST,
  'phone-upload': PHONE_UPLOAD_MANIFEST,
  'photo-library': PHOTO_LIBRARY_MANIFEST,
};
