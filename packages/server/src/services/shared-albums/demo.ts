import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { findAccountByEmail } from '../../identity/accounts.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The demo's shared albums (photo-library §2.6): one that demo@example.com shares with
 * friend@example.com and one that friend@example.com shares with demo@example.com, so each demo
 * account sees a shared album as its owner (who it is shared with) and as a participant (who owns
 * it, photos of two owners, leaving it).
 */
interface DemoSharedAlbum {
  /** Names the album for its id; see {@link demoSharedAlbumId}. */
  readonly key: string;
  readonly name: string;
  readonly owner: string;
  readonly participants: readonly string[];
  /** When it was shared, in days before the run. */
  readonly createdDaysAgo: number;
}

const DEMO_SHARED_ALBUMS: readonly DemoSharedAlbum[] = [
  {
    key: 'weekend-away',
    name: 'Weekend away',
    owner: 'demo@example.com',
    participants: ['friend@example.com'],
    createdDaysAgo: 40,
  },
  {
    key: 'garden-party',
    name: 'Garden party',
    owner: 'friend@example.com',
    participants: ['demo@example.com'],
    createdDaysAgo: 25,
  },
];

export interface DemoSharedAlbumsOptions {
  /** The owner's photos in each album: their newest by date taken. Defaults to 12. */
  readonly ownerPhotos?: number;
  /** Each participant's photos in each album, added by them. Defaults to 4. */
  readonly participantPhotos?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the demo's shared albums that do not exist yet and resolves the ids of all of them.
 * Needs the demo accounts and their photos first: each album takes up to `ownerPhotos` of its
 * owner's newest photos and up to `participantPhotos` of each participant's (an account without
 * photos adds none; a missing account leaves its album out, or its place as participant empty).
 * Idempotent and safe from several processes at once: an album's id is derived from its owner and
 * key, and one transaction writes an album whole or not at all, skipping one that exists.
 */
export async function ensureDemoSharedAlbums(
  context: Pick<ServiceContext, 'database'>,
  options: DemoSharedAlbumsOptions = {},
): Promise<string[]> {
  const { db } = context.database;
  const ownerPhotos = options.ownerPhotos ?? 12;
  const participantPhotos = options.participantPhotos ?? 4;
  const albumIds: string[] = [];
  for (const album of DEMO_SHARED_ALBUMS) {
    const ownerId = await activeAccountId(context, album.owner);
    if (ownerId === undefined) continue;
    const participantIds: string[] = [];
    for (const email of album.participants) {
      const participantId = await activeAccountId(context, email);
      if (participantId !== undefined) participantIds.push(participantId);
    }
    const albumId = demoSharedAlbumId(ownerId, album.key);
    albumIds.push(albumId);
    const created = Date.now() - album.createdDaysAgo * DAY_MS;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('albums')
        .values({
          id: albumId,
          owner_id: ownerId,
          name: album.name,
          cover_photo_id: null,
          is_shared: 1,
          created_at: new Date(created).toISOString(),
          updated_at: new Date(created + DAY_MS).toISOString(),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      if (participantIds.length > 0) {
        await trx
          .insertInto('album_participants')
          .values(
            participantIds.map((accountId, index) => ({
              album_id: albumId,
              account_id: accountId,
              joined_at: new Date(created + index + 1).toISOString(),
            })),
          )
          .execute();
      }
      // The owner's photos on the day it was shared, each participant's a day later, a
      // millisecond apart so 'date added' keeps this order.
      const additions = (await newestPhotos(trx, ownerId, ownerPhotos)).map((photoId) => ({
        photoId,
        addedBy: ownerId,
        day: 0,
      }));
      for (const participantId of participantIds) {
        for (const photoId of await newestPhotos(trx, participantId, participantPhotos)) {
          additions.push({ photoId, addedBy: participantId, day: 1 });
        }
      }
      if (additions.length === 0) return;
      await trx
        .insertInto('album_photos')
        .values(
          additions.map((addition, index) => ({
            album_id: albumId,
            photo_id: addition.photoId,
            added_at: new Date(created + addition.day * DAY_MS + index).toISOString(),
            added_by: addition.addedBy,
          })),
        )
        .execute();
    });
  }
  return albumIds;
}

async function activeAccountId(
  context: Pick<ServiceContext, 'database'>,
  email: string,
): Promise<string | undefined> {
  const account = await findAccountByEmail(context.database, email);
  return account && account.deletedAt === null ? account.id : undefined;
}

async function newestPhotos(trx: Kysely<Tables>, ownerId: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await trx
    .selectFrom('photos')
    .select('id')
    .where('owner_id', '=', ownerId)
    .orderBy('timeline_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

/** A UUID-shaped id that is the same on every run for one owner's demo shared album. */
export function demoSharedAlbumId(ownerId: string, key: string): string {
  const hex = createHash('sha256').update(`demo-shared-album\n${ownerId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
