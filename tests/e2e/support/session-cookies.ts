import type { BrowserContext } from '@playwright/test';

/**
 * The signed-in user as the portal keeps it: oidc-client-ts' stored user, URI-encoded and cut into
 * numbered cookies plus a pointer (`<generation>.<count>`, or a bare count for chunks without a
 * generation), on the site's parent domain (see [Note: Tokens in parent-domain cookies] and
 * [Note: A stored value changes in one write] in packages/elements/src/runtime/session/cookie-store.ts). Journeys read and change it
 * to play what time or the identity provider would do to a session (an access token expiring, a
 * refresh token revoked).
 */

const USER_COOKIE = /^portal\.user_.+\.n$/;
const CHUNK_LENGTH = 3000;

export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
  [claim: string]: unknown;
}

export async function readStoredUser(context: BrowserContext): Promise<StoredUser | null> {
  const cookies = await context.cookies();
  const count = cookies.find((cookie) => USER_COOKIE.test(cookie.name));
  if (count === undefined) return null;
  const [generation, chunks] = count.value.includes('.') ? count.value.split('.') : [null, count.value];
  const stem = `${count.name.slice(0, -'n'.length)}${generation === null ? '' : `${generation}.`}`;
  let encoded = '';
  for (let index = 0; index < Number(chunks); index += 1) {
    const chunk = cookies.find(
      (cookie) => cookie.name === `${stem}${index}` && cookie.domain === count.domain,
    );
    if (chunk === undefined) return null;
    encoded += chunk.value;
  }
  return JSON.parse(decodeURIComponent(encoded)) as StoredUser;
}

/** Replaces the stored user with `change(user)`, in the cookies' own name, domain and path. */
export async function changeStoredUser(
  context: BrowserContext,
  change: (user: StoredUser) => StoredUser,
): Promise<void> {
  const cookies = await context.cookies();
  const count = cookies.find((cookie) => USER_COOKIE.test(cookie.name));
  const user = await readStoredUser(context);
  if (count === undefined || user === null) throw new Error('Nobody is signed in: there is no stored user');
  const stem = count.name.slice(0, -'n'.length);
  await context.clearCookies({ name: new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  const encoded = encodeURIComponent(JSON.stringify(change(user)));
  const chunks = Math.max(1, Math.ceil(encoded.length / CHUNK_LENGTH));
  const cookie = { domain: count.domain, path: count.path, sameSite: count.sameSite, expires: count.expires };
  await context.addCookies([
    ...Array.from({ length: chunks }, (_, index) => ({
      ...cookie,
      name: `${stem}${index}`,
      value: encoded.slice(index * CHUNK_LENGTH, (index + 1) * CHUNK_LENGTH),
    })),
    { ...cookie, name: count.name, value: String(chunks) },
  ]);
}
