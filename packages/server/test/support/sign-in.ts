import { runAuthorizationCodeFlow, type TokenSet } from '../../src/identity/authorization-code-flow.ts';

export { DEMO_PASSWORD } from '../../src/identity/accounts.ts';
export type { TokenSet } from '../../src/identity/authorization-code-flow.ts';

/**
 * Signs in to the portal at `baseUrl` through the real authorization code flow (the same code as
 * `npm run token`) and returns its tokens; `accessToken` is what services expect as a bearer token.
 */
export function signIn(baseUrl: string, email: string, password: string): Promise<TokenSet> {
  return runAuthorizationCodeFlow({ baseUrl, credentials: { email, password } });
}
