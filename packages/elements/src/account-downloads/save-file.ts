/** How long a saved file's object URL is kept, for the browser to finish handing it over. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves a file fetched with the bearer token (a product or map PDF, which no plain link could
 * download) under `fileName`: the page stays, the file goes to downloads. Archives, which have
 * signed links, are saved with ui/save-url.ts instead, never held in memory.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
