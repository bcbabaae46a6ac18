import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import { createAccount, type UserType } from '../../server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../server/src/identity/authorization-code-flow.ts';
import { createPortal } from '../../server/src/portal.ts';
import { freePort } from '../../server/test/support/free-port.ts';
import type { SignedInUser } from '../src/runtime/session/signed-in-user.test-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the reference portal the browser tests read config and catalogues from. */
    portalOrigin: string;
    /** A consumer and a business customer of that portal, signed in (see runtime/session/signed-in-user.test-data.ts). */
    signedInUsers: Readonly<Record<UserType, SignedInUser>>;
  }
}

/**
 * The browser tests' portal: the real reference server on a temp SQLite folder and a free port, for
 * `config.json` and the catalogues an element loads before it renders. No demo data; two accounts
 * with nothing in them yet (a consumer, a business customer) whose tests sign in to call the
 * services themselves.
 * It starts in vitest's global setup, where the server tests' `startPortalServer` cannot run (its
 * database helper reads the run's PostgreSQL cluster with `inject`, which only test workers have).
 */
export default async function startPortal(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-browser-tests-'));
  const database = await openDatabase({ dataDir });
  // The issuer is built from the public URL, which must be known before the portal listens.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const portal = await createPortal({ database, dataDir, publicUrl, runWorker: false, seedDemo: false });
  await portal.app.listen({ port, host: '127.0.0.1' });
  project.provide('portalOrigin', publicUrl);
  project.provide('signedInUsers', {
    consumer: await signIn(database, publicUrl, 'consumer'),
    b2b: await signIn(database, publicUrl, 'b2b'),
  });
  return async () => {
    await portal.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A new account of `userType`, signed in through the real authorization code flow. */
async function signIn(
  database: Awaited<ReturnType<typeof openDatabase>>,
  baseUrl: string,
  userType: UserType,
): Promise<SignedInUser> {
  const credentials = { email: `browser-tests-${userType}@example.com`, password: 'browser-tests' };
  await createAccount(database, { ...credentials, firstName: 'Robin', lastName: 'Hale', userType });
  const tokens = await runAuthorizationCodeFlow({ baseUrl, credentials });
  if (tokens.idToken === undefined) throw new Error('The sign-in gave no ID token');
  const [, payload = ''] = tokens.idToken.split('.');
  return {
    access_token: tokens.accessToken,
    token_type: 'Bearer',
    expires_at: Math.floor(Date.now() / 1000) + tokens.expiresIn,
    profile: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
