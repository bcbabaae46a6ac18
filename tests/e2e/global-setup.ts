import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  DATA_DIR_VARIABLE,
  PORT_VARIABLE,
  REPOSITORY_ROOT,
  RESULTS_DIR,
  SERVER_LOG,
} from './support/paths.ts';

/**
 * Starts the real portal the way `npm start` does (the reference server of packages/server, which
 * seeds the demo accounts and serves the built web files), on a free port and a fresh data folder,
 * and stops it when the run ends. Tests reach it through `urlFor` (support/urls.ts).
 */

/** Seeding the demo photo library on a fresh data folder takes about half a minute on two cores. */
const STARTUP_TIMEOUT_MS = 180_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 250;

/** What `npm run build` leaves for the server to serve; without them only the server's own pages work. */
const BUILT_WEB_FILES = ['packages/host/dist/index.html', 'packages/elements/dist/loader.js', 'demo/dist'];

export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = BUILT_WEB_FILES.filter((file) => !existsSync(join(REPOSITORY_ROOT, file)));
  if (missing.length > 0) {
    console.warn(
      `Not built: ${missing.join(', ')}. Run \`npm run build\` first; pages served from them will not load.`,
    );
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: serverEnvironment(port, dataDir),
    // Its own process group, so stopping it stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // Should the runner end without its teardown, the server must not outlive it.
  const stopOnExit = () => signalGroup(server.pid ?? 0, 'SIGTERM');
  process.once('exit', stopOnExit);

  const stop = async (): Promise<void> => {
    process.off('exit', stopOnExit);
    await stopProcessGroup(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(server, `http://127.0.0.1:${port}/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env[PORT_VARIABLE] = String(port);
  process.env[DATA_DIR_VARIABLE] = dataDir;
  console.log(
    `Portal under test on http://localhost:${port} (data in ${dataDir}, log in ${relative(REPOSITORY_ROOT, SERVER_LOG)})`,
  );
  return stop;
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

async function waitForHealth(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The portal server exited while starting (${server.exitCode ?? server.signalCode}).\n${logTail()}`,
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
    `The portal server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.\n${logTail()}`,
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

function logTail(): string {
  if (!existsSync(SERVER_LOG)) return '';
  const lines = readFileSync(SERVER_LOG, 'utf8').trimEnd().split('\n');
  return `Last lines of ${relative(REPOSITORY_ROOT, SERVER_LOG)}:\n${lines.slice(-20).join('\n')}`;
}
