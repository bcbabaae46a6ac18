import { randomBytes } from 'node:crypto';
import { SIGN_IN_CALLBACK_PATH, SIGN_OUT_CALLBACK_PATH } from '@portal/api/schemas/config';
import type { FastifyInstance } from 'fastify';
import {
  BLOB_COLLECTION_GRACE_MS,
  BLOB_COLLECTION_JOB,
  blobCollectionJob,
} from './account-deletion/index.ts';
import { buildApp } from './app.ts';
import { openBlobStore } from './blobs/open-blob-store.ts';
import type { Database } from './db/database.ts';
import type { FaultPlan } from './http/fault-injection.ts';
import { trustedProxies } from './http/trusted-proxies.ts';
import { ensureDemoAccounts, type Identity, registerIdentity } from './identity/index.ts';
import { isLocalAddress } from './identity/redirect-uris.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { registerMail } from './mail/index.ts';
import { type PushHub, registerPushHub } from './push/push-hub.ts';
import { getOrCreateSecret } from './secrets.ts';
import type { ServiceContext } from './services/context.ts';
import { registerServices } from './services/index.ts';
import { subscribeToNewsletter } from './services/newsletter/index.ts';
import { mayWatchTransfer } from './services/storage/upload-transfers.ts';
import { registerWebFiles, type WebRoots } from './web/index.ts';

export interface PortalOptions {
  readonly database: Database;
  readonly dataDir: string;
  /** Where browsers reach this process, without a trailing slash. */
  readonly publicUrl: string;
  /** Set on PostgreSQL so push events fan out across processes. */
  readonly databaseUrl?: string | undefined;
  readonly logger?: boolean;
  /** Run the job worker loop in this process (default true). */
  readonly runWorker?: boolean;
  /** Seed the demo accounts (default true). */
  readonly seedDemo?: boolean;
  /** Where the built web files are; each defaults to the workspace's own build output. */
  readonly webRoots?: Partial<WebRoots>;
  /** The reverse proxies whose forwarding headers count (TRUST_PROXY); default none. */
  readonly trustProxy?: readonly string[];
  /** The S3 bucket for blobs and incoming uploads (`S3_URL`); the files under `dataDir` when absent. */
  readonly s3Url?: string;
  /**
   * How long a blob put lately is safe from collection; default BLOB_COLLECTION_GRACE_MS ([Note: A
   * blob put again is fresh again]).
   */
  readonly blobCollectionGraceMs?: number;
  /** Failures to inject on purpose (FAULT_INJECTION, FAULT_CONTROL); see [Note: Injected faults]. */
  readonly faults?: { readonly plan: FaultPlan; readonly control: boolean };
}

export interface Portal {
  readonly app: FastifyInstance;
  readonly identity: Identity;
  readonly push: PushHub;
  readonly jobs: JobQueue;
  readonly context: ServiceContext;
  /** Stops the worker, closes sockets and the HTTP server; the database stays open for its owner. */
  close(): Promise<void>;
}

/**
 * The redirect URIs the portal's sign-in may return to: its own host, and while the public address
 * is local, every `*.localhost` brand host.
 */
export function portalRedirectUris(publicUrl: string): string[] {
  return [publicUrl, ...brandHostsOrigins(publicUrl)].map((origin) => `${origin}${SIGN_IN_CALLBACK_PATH}`);
}

/**
 * Where the portal may send people after signing out: its sign-out callback on its own host and,
 * while the public address is local, on every `*.localhost` brand host (see [Note: Wildcard
 * redirect URIs on localhost]).
 */
export function portalPostLogoutRedirectUris(publicUrl: string): string[] {
  return [publicUrl, ...brandHostsOrigins(publicUrl)].map((origin) => `${origin}${SIGN_OUT_CALLBACK_PATH}`);
}

/** `http://*.localhost` on the port of `publicUrl` (every brand host on this machine), if it is local. */
function brandHostsOrigins(publicUrl: string): string[] {
  if (!isLocalAddress(publicUrl)) return [];
  const { port } = new URL(publicUrl);
  return [`http://*.localhost${port ? `:${port}` : ''}`];
}

/** Composes the whole reference backend in one Fastify app: identity, push, jobs, every service and the web files. */
export async function createPortal(options: PortalOptions): Promise<Portal> {
  const { database, publicUrl } = options;
  const proxies = trustedProxies(options.trustProxy ?? []);
  const app = await buildApp({
    database,
    publicUrl,
    logger: options.logger ?? false,
    proxies,
    faults: options.faults,
  });
  const identity = await registerIdentity(app, {
    proxies,
    database,
    publicUrl,
    redirectUris: portalRedirectUris(publicUrl),
    postLogoutRedirectUris: portalPostLogoutRedirectUris(publicUrl),
  });
  const push = await registerPushHub(app, {
    verify: async (token) => ({ accountId: (await identity.authenticateToken(token)).subject }),
    mayWatchTransfer: (accountId, transferId) => mayWatchTransfer(database.db, accountId, transferId),
    databaseUrl: options.databaseUrl,
  });
  const mail = registerMail(app, { database, publicUrl });
  const jobs = new JobQueue(database, {
    onError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
  });
  const context: ServiceContext = {
    database,
    dataDir: options.dataDir,
    s3Url: options.s3Url,
    blobs: await openBlobStore(options),
    jobs,
    push,
    auth: identity,
    publicUrl,
    urlSigningSecret: await getOrCreateSecret(database, 'url-signing', () =>
      randomBytes(32).toString('base64url'),
    ),
  };
  // Photo deletion, ingest and account deletion all queue blob collection: it runs whatever services are on.
  jobs.register(
    BLOB_COLLECTION_JOB,
    blobCollectionJob(context, { graceMs: options.blobCollectionGraceMs ?? BLOB_COLLECTION_GRACE_MS }),
  );
  await registerServices(app, context);
  await registerWebFiles(app, {
    roots: options.webRoots,
    publicUrl,
    // Only while mail stays on this machine (see [Note: The demo pages' newsletter sign-up]).
    newsletterSignUp:
      mail.delivery === undefined ? (email) => subscribeToNewsletter(context, email) : undefined,
  });
  if (options.seedDemo ?? true) await ensureDemoAccounts(database);
  if (options.runWorker ?? true) {
    // A job a killed process left running is taken back before the worker starts.
    const released = await jobs.releaseOrphans();
    if (released > 0) app.log.warn({ released }, 'jobs left running by a stopped process are queued again');
    jobs.start();
  }

  return {
    app,
    identity,
    push,
    jobs,
    context,
    async close() {
      await jobs.stop();
      await app.close();
      await push.close();
    },
  };
}
