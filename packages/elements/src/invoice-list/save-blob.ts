/*
 * [Note: Saving a fetched PDF]
 * An invoice PDF is answered only with the customer's bearer token, so the browser cannot fetch it
 * through a plain link (ui/save-url.ts saves signed links that way). The element fetches it, makes
 * an object URL of the Blob and clicks a hidden link with `download` set to the name to save it
 * under. The object URL keeps the whole file in memory until it is revoked, so it is revoked as
 * soon as the browser has taken the download over: a moment after the click, not at once, since
 * some browsers resolve the link only after the click has returned.
 */

/** How long the saved file's object URL outlives the click. */
const REVOKE_AFTER_MS = 1_000;

/** Saves `blob` to the customer's downloads as `fileName`; the page stays where it is. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
