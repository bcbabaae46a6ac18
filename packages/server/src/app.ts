import Fastify, { type FastifyInstance } from 'fastify';
import { registerPortalConfig } from './config/portal-config.ts';
import type { Database } from './db/database.ts';
import { registerCors } from './http/cors.ts';
import { installErrorHandling } from './http/validation.ts';

export interface AppOptions {
  readonly database: Database;
  /** The origin browsers reach this process at, without a trailing slash. */
  readonly publicUrl: string;
  readonly logger?: boolean;
}

/** Builds the one process that serves every reference service under its own prefix. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, disableRequestLogging: true, trustProxy: true });
  installErrorHandling(app);
  await registerCors(app);

  app.get('/health', async () => {
    await options.database.db.selectFrom('accounts').select('id').limit(1).execute();
    return { status: 'ok', database: options.database.dialect };
  });

  registerPortalConfig(app, { publicUrl: options.publicUrl, issuer: `${options.publicUrl}/oidc` });

  return app;
}
