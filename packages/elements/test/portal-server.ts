import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database.ts';
import {
  createAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ensureDemoAccounts,
  findAccountByEmail,
  type UserType,
} from '../../server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../server/src/identity/authorization-code-flow.ts';
import { createPortal } from '../../server/src/portal.ts';
import type { ServiceContext } from '../../server/src/services/context.ts';
import { ensureDemoCustomers } from '../../server/src/services/customer/demo.ts';
import { ensureDemoInvoices } from '../../server/src/services/invoices/demo-invoices.ts';
import { ensureDemoOrders } from '../../server/src/services/orders/demo.ts';
import {
  ensureDemoSavedProjects,
  insertSavedProject,
} from '../../server/src/services/projects/demo-saved-projects.ts';
import { ensureDemoVouchers } from '../../server/src/services/vouchers/demo.ts';
import { ensureDemoWidgets } from '../../server/src/services/widgets/demo-widgets.ts';
import { freePort } from '../../server/test/support/free-port.ts';
import type { SignedInUser } from '../src/runtime/session/signed-in-user.test-data.ts';

/** The accounts of `ownUsers`, each named for what its test file does with it. */
type OwnUser =
  | 'projects'
  | 'photos'
  | 'archives'
  | 'activation'
  | 'albums'
  | 'library'
  | 'exports'
  | 'sharedAlbumOwner'
  | 'sharedAlbumReader';

/** The shared album of `sharedAlbum`; its id is fixed so a run's tests can name it. */
const SHARED_ALBUM = { id: '5d0b6a52-1c3e-4f7a-9b8d-2e6f4a1c7b90', name: 'Lake days' } as const;

/** The export of `photoExport`. */
const PHOTO_EXPORT = { id: '9c4e2f18-7a3b-4d5c-8e1f-0b6a2d9c3e47', size: 48_213 } as const;

/** The archive of `finishedDownload`. */
const FINISHED_DOWNLOAD = '3b7d1e90-5f2a-4c86-9d04-e1a8c6b25f73';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the reference portal the browser tests read config and catalogues from. */
    portalOrigin: string;
    /** A consumer and a business customer of that portal, signed in (see runtime/session/signed-in-user.test-data.ts). */
    signedInUsers: Readonly<Record<UserType, SignedInUser>>;
    /**
     * Customers with the demo seed's orders, products, widgets, invoices and saved projects (not its
     * photo library): demo@example.com (`demo`) and business@example.com (`business`), signed in.
     * Tests may change only what they made themselves, and must leave it as they found it.
     */
    demoUsers: Readonly<Record<'demo' | 'business', SignedInUser>>;
    /**
     * Consumers each owned by one test file that changes their data: `projects` has two saved
     * projects (made here, as the projects service has no call to make one), `sharedAlbumReader` is
     * a participant of `sharedAlbum` (made here, as the shared albums service has no call to share
     * one), the others have nothing yet.
     */
    ownUsers: Readonly<Record<OwnUser, SignedInUser>>;
    /**
     * An album `ownUsers.sharedAlbumOwner` shares with `ownUsers.sharedAlbumReader`, with no photos:
     * the shared albums' test files only read it.
     */
    sharedAlbum: { readonly id: string; readonly name: string };
    /**
     * A finished export of `ownUsers.exports` with one chunk of `size` bytes (made here: the server
     * of these tests runs no jobs, and only a job finishes an export).
     */
    photoExport: { readonly id: string; readonly size: number };
    /** The id of a finished photo archive of `ownUsers.archives`, made here for the same reason. */
    finishedDownload: string;
  }
}

/**
 * The browser tests' portal: the real reference server on a temp SQLite folder and a free port, for
 * `config.json` and the catalogues an element loads before it renders. Two accounts with nothing
 * in them yet (a consumer, a business customer) whose tests sign in to call the services
 * themselves, and the demo accounts with the demo seed's service data (see `seedServiceData`).
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
  project.provide('signedInUsers', {
    consumer: await signIn(database, publicUrl, 'consumer'),
    b2b: await signIn(database, publicUrl, 'b2b'),
  });
  await seedServiceData(portal.context);
  project.provide('demoUsers', {
    demo: await signInWith(publicUrl, demoCredentials('demo@example.com')),
    business: await signInWith(publicUrl, demoCredentials('business@example.com')),
  });
  project.provide('ownUsers', {
    projects: await signIn(database, publicUrl, 'consumer', 'projects'),
    photos: await signIn(database, publicUrl, 'consumer', 'photos'),
    archives: await signIn(database, publicUrl, 'consumer', 'archives'),
    activation: await signIn(database, publicUrl, 'consumer', 'activation'),
    albums: await signIn(database, publicUrl, 'consumer', 'albums'),
    library: await signIn(database, publicUrl, 'consumer', 'library'),
    exports: await signIn(database, publicUrl, 'consumer', 'exports'),
    sharedAlbumOwner: await signIn(database, publicUrl, 'consumer', 'shared-album-owner'),
    sharedAlbumReader: await signIn(database, publicUrl, 'consumer', 'shared-album-reader'),
  });
  await seedSavedProjects(portal.context, 'browser-tests-projects@example.com');
  await seedSharedAlbum(
    portal.context,
    'browser-tests-shared-album-owner@example.com',
    'browser-tests-shared-album-reader@example.com',
  );
  project.provide('sharedAlbum', SHARED_ALBUM);
  await seedPhotoExport(portal.context, 'browser-tests-exports@example.com');
  project.provide('photoExport', PHOTO_EXPORT);
  await seedFinishedDownload(portal.context, 'browser-tests-archives@example.com');
  project.provide('finishedDownload', FINISHED_DOWNLOAD);
  return async () => {
    await portal.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The demo seed's service data for the demo accounts: customers, vouchers, orders, invoices, the
 * products and widgets, saved projects. Not the photo library, which takes seconds to draw.
 */
async function seedServiceData(context: ServiceContext): Promise<void> {
  await ensureDemoAccounts(context.database);
  await ensureDemoCustomers(context);
  await ensureDemoVouchers(context);
  await ensureDemoOrders(context);
  await ensureDemoInvoices(context);
  await ensureDemoWidgets(context);
  await ensureDemoSavedProjects(context);
}

/** Two saved projects of the account `email`, which only the test that deletes them reads. */
async function seedSavedProjects(context: ServiceContext, email: string): Promise<void> {
  const { db } = context.database;
  const ownerId = await accountIdOf(context, email);
  for (const [index, name] of ['Holiday prints', 'Wall calendar'].entries()) {
    await insertSavedProject(db, {
      id: `browser-tests-project-${index + 1}`,
      ownerId,
      name,
      productCode: 'PRINTS-CLASSIC',
      productType: 'Prints',
      thumbnailUrl: null,
      created: new Date(Date.now() - (index + 2) * 86_400_000).toISOString(),
      updated: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
    });
  }
}

/** `SHARED_ALBUM`, owned by `ownerEmail` and shared with `readerEmail`, without photos. */
async function seedSharedAlbum(
  context: ServiceContext,
  ownerEmail: string,
  readerEmail: string,
): Promise<void> {
  const { db } = context.database;
  const created = Date.now() - 3 * 86_400_000;
  await db
    .insertInto('albums')
    .values({
      id: SHARED_ALBUM.id,
      owner_id: await accountIdOf(context, ownerEmail),
      name: SHARED_ALBUM.name,
      cover_photo_id: null,
      is_shared: 1,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
    })
    .execute();
  await db
    .insertInto('album_participants')
    .values({
      album_id: SHARED_ALBUM.id,
      account_id: await accountIdOf(context, readerEmail),
      joined_at: new Date(created + 1000).toISOString(),
    })
    .execute();
}

/** `PHOTO_EXPORT` of the account `email`, finished a day ago. */
async function seedPhotoExport(context: ServiceContext, email: string): Promise<void> {
  const { db } = context.database;
  const ownerId = await accountIdOf(context, email);
  const finished = new Date(Date.now() - 86_400_000).toISOString();
  await db
    .insertInto('exports')
    .values({
      id: PHOTO_EXPORT.id,
      owner_id: ownerId,
      channel: 'browser-tests',
      status: 'READY',
      created_at: finished,
      updated_at: finished,
    })
    .execute();
  await db
    .insertInto('export_chunks')
    .values({
      export_id: PHOTO_EXPORT.id,
      iteration: 0,
      size: PHOTO_EXPORT.size,
      photo_ids: '[]',
      entry_names: '[]',
    })
    .execute();
}

/** `FINISHED_DOWNLOAD` of the account `email`: an archive finished a day ago. */
async function seedFinishedDownload(context: ServiceContext, email: string): Promise<void> {
  const { db } = context.database;
  const ownerId = await accountIdOf(context, email);
  const finished = new Date(Date.now() - 86_400_000).toISOString();
  await db
    .insertInto('downloads')
    .values({
      id: FINISHED_DOWNLOAD,
      owner_id: ownerId,
      name: 'Summer',
      status: 'finished',
      size: 48_213,
      album_id: null,
      created_at: finished,
      updated_at: finished,
    })
    .execute();
}

/** The id of the account `email`, which the set-up made. */
async function accountIdOf(context: ServiceContext, email: string): Promise<string> {
  const account = await findAccountByEmail(context.database, email);
  if (account === undefined) throw new Error(`no account ${email}`);
  return account.id;
}

function demoCredentials(email: string): { email: string; password: string } {
  const demo = DEMO_ACCOUNTS.find((account) => account.email === email);
  if (demo === undefined) throw new Error(`no demo account ${email}`);
  return { email: demo.email, password: DEMO_PASSWORD };
}

/** A new account of `userType`, signed in through the real authorization code flow. */
async function signIn(
  database: Awaited<ReturnType<typeof openDatabase>>,
  baseUrl: string,
  userType: UserType,
  name: string = userType,
): Promise<SignedInUser> {
  const credentials = { email: `browser-tests-${name}@example.com`, password: 'browser-tests' };
  await createAccount(database, { ...credentials, firstName: 'Robin', lastName: 'Hale', userType });
  return signInWith(baseUrl, credentials);
}

/** The account of `credentials`, signed in through the real authorization code flow. */
async function signInWith(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<SignedInUser> {
  const tokens = await runAuthorizationCodeFlow({ baseUrl, credentials });
  if (tokens.idToken === undefined) throw new Error('The sign-in gave no ID token');
  const [, payload = ''] = tokens.idToken.split('.');
  return {
    access_token: tokens.accessToken,
    token_type: 'Bearer',
    expires_at: Math.floor(Date.now() / 1000) + tokens.expiresIn,
    profile: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
