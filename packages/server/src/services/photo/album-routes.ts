import { randomUUID } from 'node:crypto';
import {
  AlbumListPage,
  AlbumListQueryParams,
  AlbumPhotoIdsQueryParams,
  AlbumPhotoListQueryParams,
  AlbumPhotoPlace,
  AlbumPhotosBody,
  CreateAlbumBody,
  CreatedAlbum,
  ListedAlbum,
  RenameAlbumBody,
} from '@portal/api/schemas/albums';
import { id } from '@portal/api/schemas/common';
import { PhotoIdPage, PhotoPage, PhotoPlaceQueryParams } from '@portal/api/schemas/photos';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import { photoToContract } from '../../media-urls/photo-to-contract.ts';
import type { ServiceContext } from '../context.ts';
import { AlbumReads } from './album-place.ts';
import { type AlbumWithOwner, albumOrder, albumRows, albumsToContract, findOwnAlbum } from './album-store.ts';
import { readKeysetPage } from './keyset.ts';
import { type AlbumPhotoRow, albumPhotoOrder } from './photo-order.ts';

const AlbumParams = z.object({ albumId: id });
const AlbumPhotoParams = z.object({ albumId: id, photoId: id });

/** The answer of `GET /albums/{id}` and each entry of `GET /albums`. */
function toListedAlbum({ ownerId, ...album }: AlbumWithOwner): ListedAlbum {
  return { ...album, userId: ownerId };
}

/**
 * [Note: Shared albums are read-only]
 * Shared albums are a legacy feature, now view-only (photo-library §1, §2.6): copy to album and
 * delete from album are 'Unavailable for shared albums', and the copy-to-album modal lists only
 * albums that are not shared. The service holds the same line for the owner, who still reaches
 * the album here: adding photos to a shared album, or taking them out, answers 409. Renaming and
 * deleting it stay open: delete album is available to everyone.
 */
const SHARED_ALBUM_READ_ONLY = 'Shared albums are read-only';

/**
 * Albums on the photo service (photo-library §7): the customer's own albums only. Another person's
 * album answers 404 as an unknown one does, shared with the customer or not (those are read on the
 * shared albums service).
 */
export function registerAlbumRoutes(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  /** An album photo as the contract's: one a participant of a shared album added says whose it is. */
  const albumPhotoToContract = (accountId: string) => {
    const now = Date.now();
    return (row: AlbumPhotoRow) =>
      photoToContract(row, context, { now, withOwner: row.owner_id !== accountId });
  };

  /** The album if it is the customer's own, for a change of its photos: 404, or 409 if it is shared. */
  async function ownAlbumForChange(ownerId: string, albumId: string) {
    const album = await findOwnAlbum(db, ownerId, albumId);
    if (!album) throw notFound('Album');
    if (album.is_shared === 1) throw new HttpProblem(409, SHARED_ALBUM_READ_ONLY);
    return album;
  }

  /**
   * `displaySharedData` true lists every album of the customer, shared ones included (the albums
   * list, which shows those with isShared); false leaves the shared ones out (the copy-to-album
   * modal). Albums shared with the customer by others are never listed here: see `GET
   * /shared-albums`.
   */
  app.get('/albums', async (request) => {
    const user = await context.auth.requireUser(request);
    const query = parseInput(AlbumListQueryParams, request.query, 'query');
    let albums = albumRows(db).where('a.owner_id', '=', user.subject);
    if (!query.displaySharedData) albums = albums.where('a.is_shared', '=', 0);
    const page = await readKeysetPage(albums, albumOrder(), query);
    const listed = await albumsToContract(db, context, page.rows);
    return checkOutput(AlbumListPage, { albums: listed.map(toListedAlbum), cursor: page.cursor });
  });

  app.post('/albums', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { name } = parseInput(CreateAlbumBody, request.body, 'body');
    const albumId = randomUUID();
    const now = nowIso();
    await db
      .insertInto('albums')
      .values({
        id: albumId,
        owner_id: user.subject,
        name,
        cover_photo_id: null,
        is_shared: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return reply.status(201).send(checkOutput(CreatedAlbum, { albumId }));
  });

  app.get('/albums/:albumId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const row = await albumRows(db)
      .where('a.id', '=', albumId)
      .where('a.owner_id', '=', user.subject)
      .executeTakeFirst();
    if (!row) throw notFound('Album');
    const [album] = await albumsToContract(db, context, [row]);
    return checkOutput(ListedAlbum, album && toListedAlbum(album));
  });

  app.patch('/albums/:albumId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const { name } = parseInput(RenameAlbumBody, request.body, 'body');
    const result = await db
      .updateTable('albums')
      .set({ name, updated_at: nowIso() })
      .where('id', '=', albumId)
      .where('owner_id', '=', user.subject)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Album');
    return reply.status(204).send();
  });

  /** Deletes the album, never its photos; a shared one goes for everyone it was shared with. */
  app.delete('/albums/:albumId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const result = await db
      .deleteFrom('albums')
      .where('id', '=', albumId)
      .where('owner_id', '=', user.subject)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Album');
    return reply.status(204).send();
  });

  /** A page of the album, after a cursor or from a position ([Note: An album read from anywhere in it]). */
  app.get('/albums/:albumId/photos', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const query = parseInput(AlbumPhotoListQueryParams, request.query, 'query');
    if (!(await findOwnAlbum(db, user.subject, albumId))) throw notFound('Album');
    const page = await new AlbumReads(context.database, albumId).page(
      albumPhotoOrder(query, 'albumPhotos'),
      query,
    );
    const contract = albumPhotoToContract(user.subject);
    return checkOutput(PhotoPage, { images: page.rows.map(contract), cursor: page.cursor });
  });

  /** The album's ids from a position, 500 a call: its select-all. */
  app.get('/albums/:albumId/photos/ids', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const query = parseInput(AlbumPhotoIdsQueryParams, request.query, 'query');
    if (!(await findOwnAlbum(db, user.subject, albumId))) throw notFound('Album');
    const photos = await new AlbumReads(context.database, albumId).ids(
      albumPhotoOrder(query, 'albumPhotos'),
      query.offset ?? 0,
      query.limit,
    );
    return checkOutput(PhotoIdPage, { ids: photos.map((photo) => photo.id) });
  });

  /** A photo of the album with its place: 404 for a photo not in it, as for another person's album. */
  app.get('/albums/:albumId/photos/:photoId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId, photoId } = parseInput(AlbumPhotoParams, request.params, 'params');
    const query = parseInput(PhotoPlaceQueryParams, request.query, 'query');
    if (!(await findOwnAlbum(db, user.subject, albumId))) throw notFound('Album');
    const place = await new AlbumReads(context.database, albumId).place(
      photoId,
      albumPhotoOrder(query, 'albumPhotos'),
      query.around,
    );
    if (place === null) throw notFound('Photo');
    const contract = albumPhotoToContract(user.subject);
    return checkOutput(AlbumPhotoPlace, {
      image: contract(place.photo),
      index: place.index,
      previous: place.previous.map(contract),
      next: place.next.map(contract),
    });
  });

  /**
   * Copy to album: every id must be one of the customer's photos, else 404 naming the others (an
   * unknown id and another person's photo alike) and nothing is added. Photos already in the album
   * keep their place.
   */
  app.post('/albums/:albumId/photos', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const { photoIds } = parseInput(AlbumPhotosBody, request.body, 'body');
    await ownAlbumForChange(user.subject, albumId);
    await db
      .transaction()
      .execute((trx) => addOwnPhotosToAlbum(trx, { albumId, addedBy: user.subject, photoIds }));
    return reply.status(204).send();
  });

  /** Remove from album: ids not in the album are ignored. */
  app.delete('/albums/:albumId/photos', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(AlbumParams, request.params, 'params');
    const { photoIds } = parseInput(AlbumPhotosBody, request.body, 'body');
    await ownAlbumForChange(user.subject, albumId);
    await removePhotosFromAlbum(db, albumId, photoIds);
    return reply.status(204).send();
  });

  app.delete('/albums/:albumId/photos/:photoId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId, photoId } = parseInput(AlbumPhotoParams, request.params, 'params');
    await ownAlbumForChange(user.subject, albumId);
    if ((await removePhotosFromAlbum(db, albumId, [photoId])) === 0) throw notFound('Photo');
    return reply.status(204).send();
  });
}

/**
 * Adds `addedBy`'s own photos to an album and marks it updated; throws 404 when an id is not one
 * of their photos, so run it in a transaction to add nothing then. Every photo added remembers who
 * added it, which decides what leaves a shared album with a participant (`album_photos.added_by`).
 */
export async function addOwnPhotosToAlbum(
  trx: Kysely<Tables>,
  addition: { readonly albumId: string; readonly addedBy: string; readonly photoIds: readonly string[] },
): Promise<void> {
  const photoIds = [...new Set(addition.photoIds)];
  if (photoIds.length === 0) return;
  const owned = await trx
    .selectFrom('photos')
    .select('id')
    .where('owner_id', '=', addition.addedBy)
    .where('id', 'in', photoIds)
    .execute();
  const ownedIds = new Set(owned.map((row) => row.id));
  const missing = photoIds.filter((photoId) => !ownedIds.has(photoId));
  if (missing.length > 0) {
    const more = missing.length > 10 ? ` and ${missing.length - 10} more` : '';
    throw new HttpProblem(404, `Photos not found: ${missing.slice(0, 10).join(', ')}${more}`);
  }
  const now = nowIso();
  await trx
    .insertInto('album_photos')
    .values(
      photoIds.map((photoId) => ({
        album_id: addition.albumId,
        photo_id: photoId,
        added_at: now,
        added_by: addition.addedBy,
      })),
    )
    .onConflict((conflict) => conflict.columns(['album_id', 'photo_id']).doNothing())
    .execute();
  await trx.updateTable('albums').set({ updated_at: now }).where('id', '=', addition.albumId).execute();
}

/** Takes photos out of an album (never out of the library); resolves how many were in it. */
async function removePhotosFromAlbum(
  db: Kysely<Tables>,
  albumId: string,
  photoIds: readonly string[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('album_photos')
      .where('album_id', '=', albumId)
      .where('photo_id', 'in', [...new Set(photoIds)])
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    if (removed > 0) {
      await trx.updateTable('albums').set({ updated_at: nowIso() }).where('id', '=', albumId).execute();
    }
    return removed;
  });
}
