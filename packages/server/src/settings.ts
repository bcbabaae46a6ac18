import { resolve } from 'node:path';
import { readS3Url } from './blobs/s3-location.ts';
import { type FaultPlan, readFaultPlan } from './http/fault-injection.ts';
import { SHUTDOWN_GRACE_MS } from './http/shutdown.ts';

/**
 * The process's settings, read once from the environment. Every default is the embedded one, so
 * `npm start` on a fresh machine needs none of them.
 */
export interface Settings {
  /** TCP port; `PORT`, default 8080. 0 picks a free port (tests). */
  readonly port: number;
  /** Interface to listen on; `HOST`, default 127.0.0.1. */
  readonly host: string;
  /** Where the SQLite file, blobs and keys live; `DATA_DIR`, default `./.data`. */
  readonly dataDir: string;
  /** `postgres://…` switches from the embedded SQLite file to PostgreSQL; `DATABASE_URL`. */
  readonly databaseUrl: string | undefined;
  /**
   * The origin browsers reach this process at; `PUBLIC_URL`, default `http://localhost:<port>`.
   * config.json, the identity issuer and signed URLs are built from it.
   */
  readonly publicUrl: string | undefined;
  /**
   * The reverse proxies whose forwarding headers count (see [Note: Forwarding headers from
   * configured proxies only]); `TRUST_PROXY`, comma-separated addresses or CIDR ranges, default none.
   */
  readonly trustProxy: readonly string[];
  /**
   * What demo data a start seeds; `DEMO_DATA`: 'full' (default: the demo accounts and their photo
   * libraries, orders, ...), 'accounts' (the demo accounts only), or 'off'.
   */
  readonly demoData: 'full' | 'accounts' | 'off';
  /** Failures injected on purpose ([Note: Injected faults]); `FAULT_INJECTION`, default none. */
  readonly faults: FaultPlan;
  /** `FAULT_CONTROL=on` lets the faults be changed at run time from this machine. */
  readonly faultControl: boolean;
  /**
   * `s3://key:secret@host/bucket[/prefix]` keeps blobs (originals and thumbnails) and the bytes of
   * unfinished uploads in that S3-compatible bucket instead of `<dataDir>`; `S3_URL`, default unset.
   * See [Note: Blobs on S3] and [Note: Incoming uploads in the bucket].
   */
  readonly s3Url: string | undefined;
  /**
   * Whether this process runs queued jobs (zips, exports, blob collection); `JOB_WORKER`, 'on'
   * (default) or 'off' for a process that only answers requests while others run the jobs.
   */
  readonly jobWorker: boolean;
  /**
   * How long requests under way may finish once the process is asked to stop, before their
   * connections are cut ([Note: A stop never waits on a stalled client]); `SHUTDOWN_GRACE_SECONDS`,
   * 1 to 300, default 10. Keep it below the orchestrator's own grace period.
   */
  readonly shutdownGraceMs: number;
}

export const DEFAULT_PORT = 8080;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got '${env.PORT}'`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite file)');
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    demoData: readDemoData(env.DEMO_DATA),
    faults: readFaultPlan(env.FAULT_INJECTION),
    faultControl: env.FAULT_CONTROL === 'on',
    s3Url: readS3Setting(env.S3_URL),
    jobWorker: readOnOff('JOB_WORKER', env.JOB_WORKER, true),
    shutdownGraceMs: readShutdownGrace(env.SHUTDOWN_GRACE_SECONDS),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  };
}

function readS3Setting(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  readS3Url(value);
  return value;
}

function readDemoData(value: string | undefined): Settings['demoData'] {
  if (value === undefined || value === '') return 'full';
  if (value === 'full' || value === 'accounts' || value === 'off') return value;
  throw new Error(`DEMO_DATA must be full, accounts or off, got '${value}'`);
}

function readShutdownGrace(value: string | undefined): number {
  if (value === undefined || value === '') return SHUTDOWN_GRACE_MS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 300) {
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 300, got '${value}'`);
  }
  return seconds * 1000;
}

function readOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be on or off, got '${value}'`);
}
