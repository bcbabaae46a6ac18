import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { ensureDemoAccounts, type Identity, registerIdentity } from '../../src/identity/index.ts';

/** The portal's own callback plus the brand hosts of a developer machine. */
export function portalRedirectUris(publicUrl: string): string[] {
  const { port } = new URL(publicUrl);
  return [`${publicUrl}/auth/callback`, `http://*.localhost:${port}/auth/callback`];
}

export interface IdentityApp {
  readonly app: FastifyInstance;
  readonly identity: Identity;
  /** Where the app listens, which is also its public URL: `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface IdentityAppOptions {
  /** Listen on this port (to come back on the same address after a restart); default a free one. */
  readonly port?: number;
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
  const app = await buildApp({ database, publicUrl: baseUrl });
  const identity = await registerIdentity(app, {
    database,
    publicUrl: baseUrl,
    redirectUris: portalRedirectUris(baseUrl),
  });
  options.routes?.(app, identity);
  await ensureDemoAccounts(database);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, identity, baseUrl, port, close: () => app.close() };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
