import { getConfig } from '@portal/api/clients/config';
import { SWRGlobalState } from 'swr/_internal';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configurePortal, loadPlatform } from '../platform.ts';
import { showPage } from '../test-page.test-data.ts';
import { CookieStateStore, documentCookieJar, sessionCookieDomain } from './cookie-store.ts';

/**
 * A signed-in user as the session keeps it (oidc-client-ts' stored user): the tokens of a real
 * sign-in to the browser tests' portal (test/portal-server.ts), without a refresh token, so the
 * session never tries to renew them during a run.
 */
export interface SignedInUser {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_at: number;
  readonly profile: Readonly<Record<string, unknown>>;
}

/** Where the page's session reads its user (see [Note: One session per page]). */
async function sessionStore(origin: string): Promise<{ store: CookieStateStore; key: string }> {
  const { auth } = await getConfig({ baseUrl: origin });
  const store = new CookieStateStore({
    domain: sessionCookieDomain(window.location.hostname),
    secure: window.location.protocol === 'https:',
    jar: documentCookieJar,
  });
  return { store, key: `user:${auth.authority}:${auth.clientId}` };
}

/**
 * Signs `user` in on this page before its platform is created: the elements then call the real
 * services with the user's token. `signOut` must follow, as the cookies outlive the test file.
 */
export async function signInAs(origin: string, user: SignedInUser): Promise<void> {
  const { store, key } = await sessionStore(origin);
  await store.set(key, JSON.stringify(user));
}

export async function signOut(origin: string): Promise<void> {
  const { store, key } = await sessionStore(origin);
  await store.remove(key);
}

export { ANSWERED } from '../test-page.test-data.ts';

/**
 * For a test file whose elements call the real services as `user`: signs in before the page's
 * platform is made and out after the file; each test starts from an empty page and data cache.
 */
export function signedInAs(origin: string, user: SignedInUser): void {
  const start = window.location.pathname;
  beforeAll(async () => {
    configurePortal({ origin, reporter: () => undefined });
    await signInAs(origin, user);
  });
  afterEach(async () => {
    document.body.replaceChildren();
    const { dataCache } = await loadPlatform(origin);
    for (const key of [...dataCache.keys()]) dataCache.delete(key);
    // SWR remembers each key's last request for two seconds and answers a new reader with it, and
    // each key's last change (`mutate`), dropping answers to requests begun before it: a test that
    // read or changed a key just before would leave the next one waiting on a request whose answer
    // went with the emptied cache. Both records go with the cache's entries.
    const records = SWRGlobalState.get(dataCache);
    if (records !== undefined) {
      const [, mutations, fetches, preloads] = records;
      for (const record of [mutations, fetches, preloads]) {
        for (const key of Object.keys(record)) delete record[key];
      }
    }
  });
  afterAll(async () => {
    window.history.replaceState(null, '', start);
    await signOut(origin);
  });
}

/** Puts the element `tag` on the page at `path` and waits for its h1 to read `heading`. */
export function showElement(
  tag: keyof HTMLElementTagNameMap,
  path: string,
  heading: string,
): Promise<ShadowRoot> {
  window.history.replaceState(null, '', path);
  return showPage(tag, heading);
}
