/**
 * The widget share form sends the recipient e-mail encoded as base64 in the query (account-portal §2,
 * §5). The text is UTF-8 first, so an address such as jörg@exämple.de survives the trip.
 */

export function encodeShareEmail(email: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(email)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The e-mail back from its base64 form, or null when the value is not base64 of UTF-8 text.
 * [Note: Lenient base64] A `+` that reached the query unescaped arrives as a space, and some senders use
 * the URL-safe alphabet or drop the padding; all of these decode to the same address.
 */
export function decodeShareEmail(encoded: string): string | null {
  const standard = encoded.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  try {
    const binary = atob(standard);
    return UTF8.decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return null;
  }
}
