/**
 * The key of the signed-in customer ('me') in the page's data cache: the host's shell and every
 * element that shows the customer read it under this one key, so the page asks for it once (see
 * [Note: One data cache per page]).
 */
export function customerKey(accountId: string): readonly ['customer', string] {
  return ['customer', accountId];
}
