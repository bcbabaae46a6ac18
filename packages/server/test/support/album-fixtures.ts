import { randomUUID } from 'node:crypto';
import { nowIso } from '../../src/db/database.ts';
import type { StoredThumbnail } from '../../src/db/photo-library-tables.ts';
import { createAccount } from '../../src/identity/accounts.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { randomJpeg } from './photo-fixtures.ts';
import type { PortalServer } from './portal-server.ts';

/**
 * Libraries, albums and shared albums put straight into the database, for the photo, album and
 * shared-album suites. Each suite's test signs in as customers of its own ({@link newCustomer}),
 * so counts and timelines start empty whatever other tests did.
 */

export interface Customer {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

const CUSTOMER_PASSWORD = 'library-test';

/** A new consumer account, signed in through the real authorization code flow. */
export async function newCustomer(server: PortalServer, label = 'customer'): Promise<Customer> {
  const email = `${label}-${randomUUID()}@example.com`;
  const account = await createAccount(server.test.database, {
    email,
    password: CUSTOMER_PASSWORD,
    firstName: 'Test',
    lastName: label,
    userType: 'consumer',
  });
  return { id: account.id, email: account.email, token: await server.tokenFor(email, CUSTOMER_PASSWORD) };
}

export interface LibraryPhoto {
  readonly id: string;
  readonly ownerId: string;
  readonly blobHash: string;
  readonly bytes: Uint8Array;
  readonly localFileName: string;
  /** Each thumbnail's own blob, by size. */
  readonly thumbnails: ReadonlyMap<number, { readonly hash: string; readonly bytes: Uint8Array }>;
}

export interface LibraryPhotoOptions {
  /** As the camera wrote it, with its offset; null for a photo without a date. */
  readonly dateTaken?: string | null;
  readonly uploadedAt?: string;
  /** When the photo joined the library ('date added'); defaults to `uploadedAt`. */
  readonly createdAt?: string;
  readonly localFileName?: string;
  /** The original's bytes, to share a blob with another photo; random pixels otherwise. */
  readonly bytes?: Uint8Array;
  /** The thumbnails' bytes, to share thumbnail blobs with another photo; random otherwise. */
  readonly thumbnailBytes?: ReadonlyMap<number, Uint8Array>;
}

const THUMBNAIL_SIZES = [300, 800, 1300] as const;

/**
 * A photo of `ownerId` with its original and three thumbnails as separate real blobs, so a suite
 * can tell which blob a link serves and which blobs a deletion leaves.
 */
export async function addLibraryPhoto(
  context: ServiceContext,
  ownerId: string,
  options: LibraryPhotoOptions = {},
): Promise<LibraryPhoto> {
  const bytes = options.bytes ?? (await randomJpeg());
  const original = await context.blobs.put(bytes);
  const thumbnails = new Map<number, { hash: string; bytes: Uint8Array }>();
  const stored: StoredThumbnail[] = [];
  for (const size of THUMBNAIL_SIZES) {
    const thumbnailBytes = options.thumbnailBytes?.get(size) ?? (await randomJpeg(20, 15));
    const { hash } = await context.blobs.put(thumbnailBytes);
    thumbnails.set(size, { hash, bytes: thumbnailBytes });
    stored.push({ size, hash, width: 20, height: 15 });
  }
  const dateTaken = options.dateTaken === undefined ? '2024-05-01T10:00:00+02:00' : options.dateTaken;
  // The month as the camera wrote it: the date part before any offset (see [Note: Timeline months]).
  const [year = 1970, month = 1] = (dateTaken ?? '1970-01').slice(0, 7).split('-').map(Number);
  const id = randomUUID();
  const uploadedAt = options.uploadedAt ?? nowIso();
  const localFileName = options.localFileName ?? `IMG_${id.slice(0, 8)}.JPG`;
  await context.database.db
    .insertInto('photos')
    .values({
      id,
      owner_id: ownerId,
      blob_hash: original.hash,
      size: bytes.byteLength,
      mime_type: 'image/jpeg',
      local_file_name: localFileName,
      upload_id: randomUUID(),
      width: 40,
      height: 30,
      date_taken: dateTaken,
      timeline_at: dateTaken === null ? '1970-01-01T00:00:00.000Z' : new Date(dateTaken).toISOString(),
      timeline_year: year,
      timeline_month: month,
      thumbnails: JSON.stringify(stored),
      uploaded_at: uploadedAt,
      created_at: options.createdAt ?? uploadedAt,
    })
    .execute();
  return { id, ownerId, blobHash: original.hash, bytes, localFileName, thumbnails };
}

export interface AlbumOptions {
  readonly name?: string;
  readonly shared?: boolean;
  readonly createdAt?: string;
  readonly coverPhotoId?: string;
}

export async function addAlbum(
  context: ServiceContext,
  ownerId: string,
  options: AlbumOptions = {},
): Promise<string> {
  const id = randomUUID();
  const createdAt = options.createdAt ?? nowIso();
  await context.database.db
    .insertInto('albums')
    .values({
      id,
      owner_id: ownerId,
      name: options.name ?? 'Holiday',
      cover_photo_id: options.coverPhotoId ?? null,
      is_shared: options.shared ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

export async function addParticipant(
  context: ServiceContext,
  albumId: string,
  accountId: string,
  joinedAt = nowIso(),
): Promise<void> {
  await context.database.db
    .insertInto('album_participants')
    .values({ album_id: albumId, account_id: accountId, joined_at: joinedAt })
    .execute();
}

/**
 * Puts photos in an album as `addedBy` did (null: a row from before `added_by`), a millisecond
 * apart from `firstAddedAt` in the order given.
 */
export async function putInAlbum(
  context: ServiceContext,
  albumId: string,
  photoIds: readonly string[],
  addedBy: string | null,
  firstAddedAt = nowIso(),
): Promise<void> {
  const start = Date.parse(firstAddedAt);
  await context.database.db
    .insertInto('album_photos')
    .values(
      photoIds.map((photoId, index) => ({
        album_id: albumId,
        photo_id: photoId,
        added_at: new Date(start + index).toISOString(),
        added_by: addedBy,
      })),
    )
    .execute();
}

/**
 * A shared album of `ownerId` with its participants, joined in the order given, and per person the
 * photos they added, in the order given.
 */
export async function addSharedAlbum(
  context: ServiceContext,
  ownerId: string,
  participantIds: readonly string[],
  photosBy: ReadonlyMap<string, readonly string[]> = new Map(),
  options: Omit<AlbumOptions, 'shared'> = {},
): Promise<string> {
  const albumId = await addAlbum(context, ownerId, { ...options, shared: true });
  // A millisecond apart, so they are listed in the order given.
  const joined = Date.now();
  for (const [index, participantId] of participantIds.entries()) {
    await addParticipant(context, albumId, participantId, new Date(joined + index).toISOString());
  }
  // Added a millisecond apart as well, person after person.
  let added = joined;
  for (const [addedBy, photoIds] of photosBy) {
    if (photoIds.length === 0) continue;
    await putInAlbum(context, albumId, photoIds, addedBy, new Date(added).toISOString());
    added += photoIds.length;
  }
  return albumId;
}
