import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const database = await openDatabase(settings);
const publicUrl = settings.publicUrl ?? `http://localhost:${settings.port}`;
const app = await buildApp({ database, publicUrl, logger: true });

async function shutdown(signal: string): Promise<void> {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
console.log(`Portal services listening on ${publicUrl} (data in ${settings.dataDir}, ${database.dialect})`);
