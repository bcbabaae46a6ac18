/**
 * Links the portal follows or shows (photo-library §5, account-portal §5): accepted only as a valid URL
 * with protocol http or https.
 */

/**
 * [Note: Link parsing] The same reading as the contract's `httpUrl` schema: surrounding whitespace is
 * ignored and the value must start with `http://` or `https://` (any case), which also fixes the
 * protocol. Without that prefix the URL parser would quietly accept `http:example.com`, and a relative
 * value has no protocol at all.
 */
const HTTP_PREFIX = /^https?:\/\//i;

function parseLink(value: string): URL | null {
  const trimmed = value.trim();
  if (!HTTP_PREFIX.test(trimmed)) return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

export function isAllowedLink(value: string): boolean {
  return parseLink(value) !== null;
}

/** The normalised href to put in an `<a href>`, or undefined when the value is not an allowed link. */
export function toSafeHref(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return parseLink(value)?.href;
}
