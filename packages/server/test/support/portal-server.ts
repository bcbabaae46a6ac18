import type { ServiceEndpoint } from '@portal/api/http';
import type { ServiceName } from '@portal/api/schemas/config';
import { servicePrefix } from '../../src/config/portal-config.ts';
import { createPortal, type Portal, type PortalOptions } from '../../src/portal.ts';
import type { WebRoots } from '../../src/web/index.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './databases.ts';
import { freePort } from './free-port.ts';
import { DEMO_PASSWORD, signIn } from './sign-in.ts';

/** The whole reference backend on a fresh database, listening on 127.0.0.1 and a free port. */
export interface PortalServer {
  readonly baseUrl: string;
  readonly port: number;
  readonly portal: Portal;
  readonly test: TestDatabase;
  /** Signs in through the real authorization code flow (demo password unless given). */
  tokenFor(email: string, password?: string): Promise<string>;
  /** A contract client endpoint for one service, with a fixed bearer token (none when omitted). */
  endpoint(service: ServiceName, token?: string): ServiceEndpoint;
  close(): Promise<void>;
}

export interface PortalServerOptions {
  /** Run the job worker loop; tests that drive jobs step by step call `portal.jobs.drain()`. */
  readonly runWorker?: boolean;
  /** Where the built web files are; each defaults to the workspace's own build output. */
  readonly webRoots?: Partial<WebRoots>;
  /** Failures to inject on purpose ([Note: Injected faults]). */
  readonly faults?: PortalOptions['faults'];
  /** Blobs in this S3 bucket (`S3_URL`) rather than the data folder. */
  readonly s3Url?: string;
  /** The proxies whose forwarding headers count (`TRUST_PROXY`). */
  readonly trustProxy?: readonly string[];
  /**
   * How long a blob put lately is safe from collection. None by default: a suite deletes the photos
   * it has just made and sees their blobs go when it drains the jobs; blob-collection.test.ts
   * tests the grace itself.
   */
  readonly blobCollectionGraceMs?: number;
}

export async function startPortalServer(
  engine: Engine['name'],
  options: PortalServerOptions = {},
): Promise<PortalServer> {
  const test = await createTestDatabase(engine);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const portal = await createPortal({
    database: test.database,
    dataDir: test.dataDir,
    publicUrl: baseUrl,
    databaseUrl: test.databaseUrl,
    runWorker: options.runWorker ?? false,
    webRoots: options.webRoots,
    faults: options.faults,
    s3Url: options.s3Url,
    trustProxy: options.trustProxy,
    blobCollectionGraceMs: options.blobCollectionGraceMs ?? 0,
  });
  await portal.app.listen({ port, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  return {
    baseUrl,
    port,
    portal,
    test,
    async tokenFor(email, password = DEMO_PASSWORD) {
      const key = `${email}\n${password}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const { accessToken } = await signIn(baseUrl, email, password);
      tokens.set(key, accessToken);
      return accessToken;
    },
    endpoint(service, token) {
      const base = `${baseUrl}${servicePrefix(service)}`;
      return token === undefined ? { baseUrl: base } : { baseUrl: base, getToken: () => token };
    },
    async close() {
      await portal.close();
      await test.dispose();
    },
  };
}
