import { describeBlobStore } from './blobs/open-blob-store.ts';
import { openDatabase } from './db/database.ts';
import { cutOffAfterGrace } from './http/shutdown.ts';
import { createPortal } from './portal.ts';
import { seedDemo } from './seed/demo.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const database = await openDatabase(settings);
const publicUrl = settings.publicUrl ?? `http://localhost:${settings.port}`;
const portal = await createPortal({
  database,
  dataDir: settings.dataDir,
  publicUrl,
  databaseUrl: settings.databaseUrl,
  logger: true,
  trustProxy: settings.trustProxy,
  s3Url: settings.s3Url,
  faults: { plan: settings.faults, control: settings.faultControl },
  seedDemo: settings.demoData !== 'off',
  runWorker: settings.jobWorker,
});
if (settings.faults.rules.length > 0 || settings.faultControl) {
  portal.app.log.warn(
    { faults: settings.faults, control: settings.faultControl },
    'failures are injected on purpose',
  );
}

// Seeded here rather than in createPortal, so test suites do not each ingest the demo library.
if (settings.demoData === 'full') portal.app.log.info(await seedDemo(portal.context), 'demo data ready');

async function shutdown(signal: string): Promise<void> {
  portal.app.log.info(`${signal}: closing`);
  cutOffAfterGrace(portal.app, settings.shutdownGraceMs);
  await portal.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// The one start-up line a person reads: the address to open, not the interface it listens on.
await portal.app.listen({
  port: settings.port,
  host: settings.host,
  listenTextResolver: () =>
    `Portal ready: open ${publicUrl} (data in ${settings.dataDir}, ${database.dialect}${settings.s3Url ? `, blobs in ${describeBlobStore(settings)}` : ''})`,
});
