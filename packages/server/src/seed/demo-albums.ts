import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { activeAccountId } from './accounts.ts';
import type { DemoLibrary } from './demo-library.ts';

/**
 * A demo library's albums (see `DemoLibrary.albums`). Run after the library's photos are in;
 * photos are found by their file names, which the plan fixes. Idempotent and safe from several processes at once: ids are
 * derived from the account and the album, and every insert skips what exists.
 */
export async function ensureDemoAlbums(database: Database, library: DemoLibrary): Promise<void> {
  const ownerId = await activeAccountId(database, library.email);
  if (!ownerId) return;
  const { db } = database;
  const start = Date.now() - library.albums.length * 60_000;
  for (const [index, album] of library.albums.entries()) {
    const fileNames = library.photos
      .filter((photo) => album.tag !== null && photo.tags.includes(album.tag))
      .map((photo) => photo.fileName);
    const photos =
      fileNames.length === 0
        ? []
        : await db
            .selectFrom('photos')
            .select(['id', 'local_file_name'])
            .where('owner_id', '=', ownerId)
            .where('local_file_name', 'in', fileNames)
            .execute();
    const idByName = new Map(photos.map((photo) => [photo.local_file_name, photo.id]));
    const photoIds = fileNames.flatMap((name) => idByName.get(name) ?? []);
    // A minute apart, so the list order is the one above; the photos a millisecond apart in plan
    // order, so 'date added' sorts them as taken.
    const created = start + index * 60_000;
    const albumId = demoAlbumId(ownerId, album.key);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('albums')
        .values({
          id: albumId,
          owner_id: ownerId,
          name: album.name,
          cover_photo_id: album.coverIndex === undefined ? null : (photoIds[album.coverIndex] ?? null),
          is_shared: 0,
          created_at: new Date(created).toISOString(),
          updated_at: new Date(created + photoIds.length).toISOString(),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      if (photoIds.length === 0) return;
      await trx
        .insertInto('album_photos')
        .values(
          photoIds.map((photoId, position) => ({
            album_id: albumId,
            photo_id: photoId,
            added_at: new Date(created + position).toISOString(),
            added_by: ownerId,
          })),
        )
        .onConflict((conflict) => conflict.columns(['album_id', 'photo_id']).doNothing())
        .execute();
    });
  }
}

/** A UUID-shaped id that is the same on every run for one account's album. */
export function demoAlbumId(ownerId: string, key: string): string {
  const hex = createHash('sha256').update(`demo-album\n${ownerId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
