import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import { createAccount, DEMO_PASSWORD } from '../../server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../server/src/identity/authorization-code-flow.ts';
import { createPortal } from '../../server/src/portal.ts';
import { freePort } from '../../server/test/support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the reference portal the browser tests read config and catalogues from. */
    portalOrigin: string;
    /**
     * A customer signed in through the real sign-in, for tests that need the services to act for
     * someone (make a phone's transfer code): their e-mail address and an access token (10 minutes).
     */
    customer: { readonly email: string; readonly accessToken: string };
  }
}

const CUSTOMER_EMAIL = 'browser-tests@example.com';

/**
 * The browser tests' portal: the real reference server on a temp SQLite folder and a free port, for
 * `config.json` and the catalogues an element loads before it renders. No demo data: one customer
 * with an empty library, signed in once.
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
  await createAccount(database, {
    email: CUSTOMER_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Robin',
    lastName: 'Hale',
    userType: 'consumer',
  });
  const { accessToken } = await runAuthorizationCodeFlow({
    baseUrl: publicUrl,
    credentials: { email: CUSTOMER_EMAIL, password: DEMO_PASSWORD },
  });
  project.provide('customer', { email: CUSTOMER_EMAIL, accessToken });
  return async () => {
    await portal.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
