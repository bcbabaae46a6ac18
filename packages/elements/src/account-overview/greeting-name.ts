/**
 * The name the greeting uses: the customer's first name, else the given name the identity provider
 * signed in with, else none (a neutral greeting). Blank names count as none.
 */
export function greetingName(
  customerFirstName: string | null | undefined,
  givenName: string | null,
): string | null {
  for (const name of [customerFirstName, givenName]) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}
