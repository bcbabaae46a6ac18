import { ACCOUNT_DOWNLOADS_MANIFEST } from './account-downloads/manifest.ts';
import { ACCOUNT_OVERVIEW_MANIFEST } from './account-overview/manifest.ts';
import { ACCOUNT_SETTINGS_MANIFEST } from './account-settings/manifest.ts';
import { FTP_INTEGRATION_MANIFEST } from './ftp-integration/manifest.ts';
import { INVOICE_LIST_MANIFEST } from './invoice-list/manifest.ts';
import { ORDER_LIST_MANIFEST } from './order-list/manifest.ts';
import { PHONE_UPLOAD_MANIFEST } from './phone-upload/manifest.ts';
import { PHOTO_BOOKS_MANIFEST } from './photo-books/manifest.ts';
import { PHOTO_LIBRARY_MANIFEST } from './photo-library/manifest.ts';
import type { ElementManifest } from './runtime/manifest.ts';
import { SAVED_PROJECTS_MANIFEST } from './saved-projects/manifest.ts';

/** The public face of every element, by tag (see elements.ts for their code). */
export const ELEMENT_MANIFESTS: Readonly<Record<string, ElementManifest>> = {
  'account-downloads': ACCOUNT_DOWNLOADS_MANIFEST,
  'account-overview': ACCOUNT_OVERVIEW_MANIFEST,
  'account-settings': ACCOUNT_SETTINGS_MANIFEST,
  'ftp-integration': FTP_INTEGRATION_MANIFEST,
  'invoice-list': INVOICE_LIST_MANIFEST,
  'order-list': ORDER_LIST_MANIFEST,
  'phone-upload': PHONE_UPLOAD_MANIFEST,
  'photo-books': PHOTO_BOOKS_MANIFEST,
  'photo-library': PHOTO_LIBRARY_MANIFEST,
  'saved-projects': SAVED_PROJECTS_MANIFEST,
};
