/**
 * The push socket's address (photo-library §4, §7): config may give it root-relative, on the
 * portal's own origin; zip downloads and the import of photos both listen on it.
 */
export function pushSocketUrl(configured: string, origin: string): string {
  const url = new URL(configured, origin);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}
