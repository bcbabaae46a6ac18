/** Clicks a hidden link to `href` that saves what it leads to (as `fileName`, or the answer's own name). */
function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** Saves a URL the service answers as an attachment: the page stays, the file goes to downloads. */
export function saveUrl(url: string): void {
  clickDownloadLink(url, '');
}

/*
 * [Note: Saving a fetched file]
 * A file the service answers only with the customer's bearer token (an invoice, a product or map
 * PDF) cannot be fetched through a plain link, as signed links are (`saveUrl`). The element fetches
 * it, makes an object URL of the Blob and clicks a hidden link with `download` set to the name to
 * save it under. The object URL keeps the whole file in memory until it is revoked, so it is revoked
 * once the browser has taken the download over: a while after the click, not at once, since some
 * browsers resolve the link only after the click has returned. Archives, which can be large, always
 * have signed links and are never held in memory.
 */

/** How long a saved file's object URL outlives the click. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` to the customer's downloads as `fileName`; the page stays where it is. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    clickDownloadLink(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
