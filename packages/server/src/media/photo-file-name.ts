import { sanitizeEntryName } from '../zips/entry-names.ts';
import type { ImageType } from './image-type.ts';

/** The extensions each photo type is saved under; the first is the one added when none fits. */
const EXTENSIONS: Readonly<Record<ImageType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/heic': ['heic', 'heif'],
};

/*
 * [Note: A photo's file name is cleaned on the way in]
 * The name a browser sends with an upload is the customer's, but it is also what the portal shows,
 * what a single download is saved as (Content-Disposition) and what a zip entry is called, so it is
 * cleaned once, when it arrives, instead of wherever it is used: control and bidirectional
 * characters removed, path separators and the characters Windows forbids replaced (so '../x' or
 * '<b>' never reach a path or a page as such), at most 255 UTF-8 bytes (`sanitizeEntryName`). And
 * its extension must say what the bytes are: a JPEG sent as 'invoice.html' is kept as
 * 'invoice.html.jpg', so saving it never makes a file a browser or a desktop would open as a page.
 */

/** The name to keep for an upload as it arrives: cleaned, its type not known yet. */
export function cleanUploadFileName(name: string): string {
  return sanitizeEntryName(name);
}

/** The name a photo of `type` is kept under: cleaned, ending in an extension of its type. */
export function photoFileName(name: string, type: ImageType): string {
  const cleaned = sanitizeEntryName(name);
  const extension = /\.([^.]+)$/.exec(cleaned)?.[1]?.toLowerCase();
  const [canonical = 'jpg', ...others] = EXTENSIONS[type];
  if (extension === canonical || (extension !== undefined && others.includes(extension))) return cleaned;
  return sanitizeEntryName(`${cleaned}.${canonical}`);
}
