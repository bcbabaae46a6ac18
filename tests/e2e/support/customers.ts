import { randomUUID } from 'node:crypto';
import type { B2bAccountStatus } from '@portal/api/schemas/customer';
import { FileBlobStore } from '../../../packages/server/src/blobs/file-blob-store.ts';
import { nowIso, openDatabase } from '../../../packages/server/src/db/database.ts';
import {
  createAccount,
  findAccountByEmail,
  type UserType,
} from '../../../packages/server/src/identity/accounts.ts';
import { seedLargeLibrary } from '../../../packages/server/src/seed/large-library.ts';
import { insertSavedProject } from '../../../packages/server/src/services/projects/demo-saved-projects.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { DATA_DIR_VARIABLE } from './paths.ts';

/**
 * A customer of its own for a journey that changes an account for good (deleting it) or needs one
 * the demo data does not have (a business account in another status): created in the database of
 * the portal under test, as a sign-up and the back office would, with the demo password. The
 * embedded identity provider has no sign-up page, and the demo accounts are shared by every journey.
 */
export interface NewCustomer {
  /** The account id: what its tokens name as their subject. */
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
}

export interface NewCustomerOptions {
  readonly firstName?: string;
  readonly userType?: UserType;
  /** A business account's status as the back office set it; none reads as Default. */
  readonly b2bStatus?: B2bAccountStatus;
}

export async function createCustomer(options: NewCustomerOptions = {}): Promise<NewCustomer> {
  const { firstName = 'Robin', userType = 'consumer', b2bStatus } = options;
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const database = await openDatabase({ dataDir });
  let id: string;
  try {
    const account = await createAccount(database, {
      email,
      password: DEMO_PASSWORD,
      firstName,
      lastName: 'Hale',
      userType,
    });
    id = account.id;
    if (b2bStatus !== undefined) {
      await database.db
        .insertInto('customer_profiles')
        .values({
          account_id: account.id,
          b2b_status: b2bStatus,
          callback_url: null,
          callback_format: null,
          updated_at: nowIso(),
        })
        .execute();
    }
  } finally {
    await database.close();
  }
  return { id, email, firstName };
}

/**
 * Adds `count` photos to a customer's library, as `npm run seed` does (real rows, originals and
 * thumbnails), for a journey that changes a library for good (deleting it all).
 */
export async function addPhotos(email: string, count: number): Promise<void> {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  const database = await openDatabase({ dataDir });
  try {
    const account = await findAccountByEmail(database, email);
    if (account === undefined) throw new Error(`No account ${email}`);
    await seedLargeLibrary({ database, blobs: new FileBlobStore(dataDir) }, { ownerId: account.id, count });
  } finally {
    await database.close();
  }
}

/**
 * Shares a new album of the owner's photos with the participants, as the legacy sharing did (the
 * portal no longer shares albums: photo-library §2.6), for a journey that deletes or leaves one.
 * The album holds every photo of the owner and of each participant; resolves its id.
 */
export async function shareAlbum(options: {
  readonly owner: string;
  readonly participants: readonly string[];
  readonly name: string;
}): Promise<string> {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  const database = await openDatabase({ dataDir });
  try {
    const idOf = async (email: string) => {
      const account = await findAccountByEmail(database, email);
      if (account === undefined) throw new Error(`No account ${email}`);
      return account.id;
    };
    const ownerId = await idOf(options.owner);
    const participantIds = await Promise.all(options.participants.map(idOf));
    const albumId = randomUUID();
    const now = nowIso();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('albums')
        .values({
          id: albumId,
          owner_id: ownerId,
          name: options.name,
          cover_photo_id: null,
          is_shared: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (participantIds.length > 0) {
        await trx
          .insertInto('album_participants')
          .values(
            participantIds.map((accountId) => ({ album_id: albumId, account_id: accountId, joined_at: now })),
          )
          .execute();
      }
      for (const accountId of [ownerId, ...participantIds]) {
        const photos = await trx
          .selectFrom('photos')
          .select('id')
          .where('owner_id', '=', accountId)
          .execute();
        if (photos.length === 0) continue;
        await trx
          .insertInto('album_photos')
          .values(
            photos.map((photo) => ({
              album_id: albumId,
              photo_id: photo.id,
              added_at: now,
              added_by: accountId,
            })),
          )
          .execute();
      }
    });
    return albumId;
  } finally {
    await database.close();
  }
}

/**
 * Gives a customer `count` saved projects named 'Project 1' to 'Project N', through the projects
 * service's own store: Project 1 was edited last, so the list shows them in that order, 10 a page.
 * For a journey that deletes projects without touching the demo accounts'.
 */
export async function addSavedProjects(email: string, count: number): Promise<string[]> {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${DATA_DIR_VARIABLE} is not set: run the suites with tests/e2e/playwright.config.ts`);
  const database = await openDatabase({ dataDir });
  try {
    const account = await findAccountByEmail(database, email);
    if (account === undefined) throw new Error(`No account ${email}`);
    const now = Date.now();
    const names: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      const edited = new Date(now - index * 60 * 60 * 1000).toISOString();
      await insertSavedProject(database.db, {
        id: randomUUID(),
        ownerId: account.id,
        name: `Project ${index}`,
        productCode: 'PB-A4-LANDSCAPE',
        productType: 'PhotoBook',
        thumbnailUrl: null,
        created: new Date(now - (count + index) * 60 * 60 * 1000).toISOString(),
        updated: edited,
      });
      names.push(`Project ${index}`);
    }
    return names;
  } finally {
    await database.close();
  }
}
