import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { registerPortalConfig } from './config/portal-config.ts';
import type { Database } from './db/database.ts';
import { registerCors } from './http/cors.ts';
import { registerNoStoreForCredentials } from './http/credentialed-answers.ts';
import { type FaultPlan, registerFaultInjection } from './http/fault-injection.ts';
import { registerPageHeaders } from './http/page-headers.ts';
import { recordRoutes } from './http/route-table.ts';
import { registerServedHosts } from './http/served-hosts.ts';
import { type TrustedProxies, trustedProxies } from './http/trusted-proxies.ts';
import { installErrorHandling } from './http/validation.ts';

export interface AppOptions {
  readonly database: Database;
  /** The origin browsers reach this process at, without a trailing slash. */
  readonly publicUrl: string;
  readonly logger?: boolean;
  /** Whose forwarding headers count; default nobody's. */
  readonly proxies?: TrustedProxies;
  /** Failures to inject on purpose, and whether they may change while running ([Note: Injected faults]). */
  readonly faults?: { readonly plan: FaultPlan; readonly control: boolean };
}

/** What a log line never shows: credentials in headers and in fields named for them, at any depth. */
const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.password',
  '*.*.token',
  '*.*.password',
];

/** Builds the one process that serves every reference service under its own prefix. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const proxies = options.proxies ?? trustedProxies([]);
  const app = Fastify({
    // [Note: No token in the logs] Whatever a log line carries of a request or an error, its
    // credentials are replaced: headers, and any field named for a token or a password.
    logger: options.logger ? { redact: { paths: LOG_REDACTIONS, censor: '[redacted]' } } : false,
    // Errors are logged where they happen; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: (address) => proxies.trusts(address),
  });
  recordRoutes(app);
  installErrorHandling(app);
  // First, so that nothing of a request for another host name runs.
  registerServedHosts(app, options.publicUrl);
  if (options.faults !== undefined && (options.faults.control || options.faults.plan.rules.length > 0)) {
    registerFaultInjection(app, options.faults);
  }
  await registerCors(app);
  await registerCompression(app);
  const publicOrigin = new URL(options.publicUrl).origin;
  // A brand host's page renews its tokens on the public origin and shows photos signed for it.
  registerPageHeaders(app, { portalOrigins: [publicOrigin], https: publicOrigin.startsWith('https:') });
  registerNoStoreForCredentials(app);

  app.get('/health', async () => {
    await options.database.db.selectFrom('accounts').select('id').limit(1).execute();
    return { status: 'ok', database: options.database.dialect };
  });

  registerPortalConfig(app, { publicUrl: options.publicUrl, issuer: `${options.publicUrl}/oidc` });

  return app;
}

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * [Note: What is compressed where]
 * The built web files are compressed once at build time and sent as their `.br` or `.gz` copies
 * (web/index.ts), the locale catalogues once per version (web/compressed-body.ts). What is left is
 * the services' JSON, different for every customer: it is compressed per answer, above
 * COMPRESSION_THRESHOLD_BYTES, at a brotli quality cheap enough for every request. Answers that
 * already carry a Content-Encoding, and photos, zips and PDFs (not compressible types), are left as
 * they are; the identity provider's answers never pass through Fastify's reply.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
