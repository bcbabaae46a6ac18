/**
 * `npm run check-data`: reads the database and the stored files `npm start` uses (DATA_DIR,
 * DATABASE_URL) and says whether they tell one story (see [Note: What the data check proves]):
 * photos without their blobs, blobs nothing uses, incoming uploads nobody is receiving, jobs left
 * running, photo counts per month that are not the photos'. Exits 0 when consistent, 1 when not.
 * Run it with the server stopped, or between requests: a put under way shows as a blob nothing uses
 * until its row is written.
 */
import { describeBlobStore, openBlobStore } from '../blobs/open-blob-store.ts';
import { checkData, describeReport, isConsistent } from '../check-data/check-data.ts';
import { openDatabase } from '../db/database.ts';
import { incomingStoreFor } from '../services/storage/incoming-store.ts';
import { readSettings } from '../settings.ts';

const settings = readSettings();
const database = await openDatabase(settings);
try {
  const report = await checkData({
    database,
    blobs: await openBlobStore(settings),
    // Read only: nothing is received here, so nothing is refused.
    incoming: (await incomingStoreFor(settings))({ onRefused: async () => {} }),
  });
  console.log(
    `Data in ${settings.dataDir} (${database.dialect}, blobs in ${describeBlobStore(settings)}):\n${describeReport(report)}`,
  );
  process.exitCode = isConsistent(report) ? 0 : 1;
} finally {
  await database.close();
}
