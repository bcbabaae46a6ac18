import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { ensureDemoAccounts, type Identity, registerIdentity } from '../../src/identity/index.ts';
import { portalPostLogoutRedirectUris, portalRedirectUris } from '../../src/portal.ts';
import { freePort } from './free-port.ts';

export interface IdentityApp {
  readonly app: FastifyInstance;
  readonly identity: Identity;
  /** Where the app listens, which is also its public URL unless one was given: `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface IdentityAppOptions {
  /** Listen on this port (to come back on the same address after a restart); default a free one. */
  readonly port?: number;
  /** The public address the issuer is built from; default where the app listens. */
  readonly publicUrl?: string;
  /** Extra routes, added before the app listens. */
  readonly routes?: (app: FastifyInstance, identity: Identity) => void;
}

/**
 * The app as `buildApp` makes it, with identity registered on it the way the server does, and the
 * demo accounts in place; listening on 127.0.0.1.
 */
export async function startIdentityApp(
  database: Database,
  options: IdentityAppOptions = {},
): Promise<IdentityApp> {
  // The issuer is built from the public URL, which must be known before the app listens.
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? baseUrl;
  const app = await buildApp({ database, publicUrl });
  const identity = await registerIdentity(app, {
    database,
    publicUrl,
    redirectUris: portalRedirectUris(publicUrl),
    postLogoutRedirectUris: portalPostLogoutRedirectUris(publicUrl),
  });
  options.routes?.(app, identity);
  await ensureDemoAccounts(database);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, identity, baseUrl, port, close: () => app.close() };
}
