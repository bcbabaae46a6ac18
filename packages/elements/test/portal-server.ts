import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import { createPortal } from '../../server/src/portal.ts';
import { freePort } from '../../server/test/support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the reference portal the browser tests read config and catalogues from. */
    portalOrigin: string;
  }
}

/**
 * The browser tests' portal: the real reference server on a temp SQLite folder and a free port, for
 * `config.json` and the catalogues an element loads before it renders. No demo data: nobody signs in.
 * It starts in vitest's global setup, where the server tests' `startPortalServer` cannot run (its
 * database helper reads the run's PostgreSQL cluster with `inject`, which only test workers have).
 */
export default async function startPortal(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-browser-tests-'));
  const database = await openDatabase({ dataDir });
  // The issuer is built from the public URL, which must be known before the portal listens.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const portal = await createPortal({ database, dataDir, publicUrl, runWorker: false, seedDemo: false });
  await portal.app.listen({ port, host: '127.0.0.1' });
  project.provide('portalOrigin', publicUrl);
  return async () => {
    await portal.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
