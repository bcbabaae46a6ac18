import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startPortalServer } from '../../scripts/portal-server.ts';
import { credentialsIn } from './support/credentials.ts';
import {
  DATA_DIR_VARIABLE,
  PORT_VARIABLE,
  REPOSITORY_ROOT,
  RESULTS_DIR,
  SERVER_LOG,
} from './support/paths.ts';

/**
 * Starts the real portal the way `npm start` does (scripts/portal-server.ts) on a free port and a
 * fresh data folder, and stops it when the run ends. Tests reach it through `urlFor`
 * (support/urls.ts).
 */

/** What `npm run build` leaves for the server to serve; without them only the server's own pages work. */
const BUILT_WEB_FILES = ['packages/host/dist/index.html', 'packages/elements/dist/loader.js', 'demo/dist'];

export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = BUILT_WEB_FILES.filter((file) => !existsSync(join(REPOSITORY_ROOT, file)));
  if (missing.length > 0) {
    console.warn(
      `Not built: ${missing.join(', ')}. Run \`npm run build\` first; pages served from them will not load.`,
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  mkdirSync(RESULTS_DIR, { recursive: true });
  let server: Awaited<ReturnType<typeof startPortalServer>>;
  try {
    // Faults are injected only by the journeys that ask for them, for their own customers (faults.spec.ts).
    server = await startPortalServer({ dataDir, logFile: SERVER_LOG, env: { FAULT_CONTROL: 'on' } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[PORT_VARIABLE] = String(server.port);
  process.env[DATA_DIR_VARIABLE] = dataDir;
  console.log(
    `Portal under test on ${server.url} (data in ${dataDir}, log in ${relative(REPOSITORY_ROOT, SERVER_LOG)})`,
  );
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // [Note: No token in the logs] Whatever the run made the server log, no credential is in it.
    const leaked = readFileSync(SERVER_LOG, 'utf8')
      .split('\n')
      .flatMap((line, index) => credentialsIn(line).map((found) => `line ${index + 1}: ${found}`));
    if (leaked.length > 0) {
      throw new Error(`The server's log of the run shows credentials:\n${leaked.join('\n')}`);
    }
  };
}
