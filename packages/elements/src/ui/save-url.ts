/** Saves a URL the service answers as an attachment: the page stays, the file goes to downloads. */
export function saveUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
