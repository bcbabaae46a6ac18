/**
 * `npm run seed -- --photos 100000 --email bench@example.com [--password demo]`: adds a large photo
 * library to an account, for benchmarks, in the database `npm start` uses (DATA_DIR, DATABASE_URL).
 * The account is created when it does not exist. Rows are real and each photo has its own original;
 * the pictures and thumbnails repeat (see [Note: A large library's blobs]). Prints progress and the
 * rows per second.
 */
import { parseArgs } from 'node:util';
import { openBlobStore } from '../blobs/open-blob-store.ts';
import { openDatabase } from '../db/database.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { seedLargeLibrary } from '../seed/large-library.ts';
import { readSettings } from '../settings.ts';

const USAGE = 'Usage: npm run seed -- --photos <count> --email <address> [--password <password>]';

let values: { photos?: string; email?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: {
      photos: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string', default: 'demo' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(1);
}
const count = Number(values.photos);
if (!values.email || !Number.isSafeInteger(count) || count < 1) {
  console.error(USAGE);
  process.exit(1);
}
const email = values.email;

const settings = readSettings();
const database = await openDatabase(settings);
try {
  let account = await findAccountByEmail(database, email);
  if (account?.deletedAt) {
    console.error(`The account ${account.email} was deleted; choose another address.`);
    process.exit(1);
  }
  if (!account) {
    account = await createAccount(database, {
      email,
      password: values.password ?? 'demo',
      firstName: 'Bench',
      lastName: 'Library',
      userType: 'consumer',
    });
    console.log(`Created the account ${account.email}`);
  }
  const where = settings.databaseUrl ? 'PostgreSQL' : `${settings.dataDir}`;
  console.log(`Adding ${count.toLocaleString('en-GB')} photos to ${account.email} (${where})`);
  const started = performance.now();
  const step = Math.max(1, Math.round(count / 20));
  let reported = 0;
  const result = await seedLargeLibrary(
    { database, blobs: await openBlobStore(settings) },
    {
      ownerId: account.id,
      count,
      onProgress: (inserted) => {
        if (inserted - reported < step && inserted < count) return;
        reported = inserted;
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `  ${inserted.toLocaleString('en-GB').padStart(11)} photos  ${seconds.toFixed(1).padStart(6)} s  ${Math.round(inserted / seconds).toLocaleString('en-GB')} rows/s`,
        );
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const { year, month } = result.largestMonth;
  console.log(
    `Done: ${result.inserted.toLocaleString('en-GB')} photos in ${seconds.toFixed(1)} s, ${Math.round(
      result.inserted / seconds,
    ).toLocaleString('en-GB')} rows/s (busiest month ${year}-${String(month).padStart(2, '0')})`,
  );
} finally {
  await database.close();
}
