/**
 * The sign-out page's navigation state: where to land once signed out. It travels in the router's
 * state, not the address, so no link from elsewhere can choose where a sign-out leads.
 */
export interface SignOutState {
  readonly returnTo: string;
}

export function signOutState(returnTo: string): SignOutState {
  return { returnTo };
}

/** The landing page a sign-out was asked for, when it is a path on this site. */
export function returnToOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : null;
}
