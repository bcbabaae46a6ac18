import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real portal started the way `npm start` does (the reference server of packages/server, which
 * seeds the demo accounts and serves the built web files), on a free port of 127.0.0.1 and a data
 * folder of the caller's, in its own process group: for the end-to-end suites and the browser
 * benchmarks. `stop()` ends it and everything it started.
 */

const REPOSITORY_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Seeding the demo photo library on a fresh data folder takes about half a minute on two cores. */
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 250;

export interface PortalServer {
  readonly port: number;
  /** http://localhost:<port>, the server's public URL. */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startPortalServer(options: {
  readonly dataDir: string;
  /** Where the server's output goes. */
  readonly logFile: string;
  /** Settings besides the embedded defaults (FAULT_CONTROL for the journeys that inject faults). */
  readonly env?: Readonly<Record<string, string>>;
}): Promise<PortalServer> {
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: { ...serverEnvironment(port, options.dataDir), ...options.env },
    // Its own process group, so stopping it stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // Should the caller end without stopping it, the server must not outlive it.
  const stopOnExit = () => signalGroup(server.pid ?? 0, 'SIGTERM');
  process.once('exit', stopOnExit);
  const stop = async (): Promise<void> => {
    process.off('exit', stopOnExit);
    await stopProcessGroup(server);
    log.end();
  };
  try {
    await waitForHealth(server, `http://127.0.0.1:${port}/health`, options.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url: `http://localhost:${port}`, stop };
}

function serverEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  // The embedded defaults: SQLite in the data folder and, with no SMTP_URL, the local mail page.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, MAIL_FROM: _from, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function waitForHealth(server: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The portal server exited while starting (${server.exitCode ?? server.signalCode}).\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `The portal server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.\n${logTail(logFile)}`,
  );
}

async function stopProcessGroup(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  signalGroup(server.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(server.pid ?? 0, 'SIGKILL'), SHUTDOWN_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

function logTail(logFile: string): string {
  if (!existsSync(logFile)) return '';
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  return `Last lines of ${logFile}:\n${lines.slice(-20).join('\n')}`;
}
