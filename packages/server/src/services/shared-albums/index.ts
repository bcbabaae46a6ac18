import { id } from '@portal/api/schemas/common';
import { PhotoListQueryParams } from '@portal/api/schemas/photos';
import {
  ListedSharedAlbum,
  SharedAlbumListPage,
  SharedAlbumListQueryParams,
  SharedAlbumParticipants,
  SharedAlbumPhotoPage,
  SharedAlbumsSummary,
} from '@portal/api/schemas/shared-albums';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import { photoToContract } from '../../media-urls/photo-to-contract.ts';
import type { ServiceContext } from '../context.ts';
import {
  type AlbumRow,
  type AlbumWithOwner,
  albumOrder,
  albumPhotoRows,
  albumsToContract,
} from '../photo/album-store.ts';
import { readKeysetPage } from '../photo/keyset.ts';
import { albumPhotoOrder } from '../photo/photo-order.ts';
import {
  readableSharedAlbumRow,
  sharedAlbumPeople,
  sharedAlbumsSummary,
  sharedWithRows,
} from './shared-album-store.ts';

const SharedAlbumParams = z.object({ albumId: id });

function toListedSharedAlbum({ isShared: _, ...album }: AlbumWithOwner): ListedSharedAlbum {
  return album;
}

/**
 * The shared albums service (`services.sharedAlbums`, photo-library §2.6, §6, §7): read-only
 * albums, seen by their owner and their participants (see [Note: Who reads a shared album]).
 */
export function registerSharedAlbumsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  async function readableAlbum(accountId: string, albumId: string): Promise<AlbumRow> {
    const album = await readableSharedAlbumRow(db, accountId, albumId);
    if (!album) throw notFound('Shared album');
    return album;
  }

  app.get('/shared-albums', async (request) => {
    const user = await context.auth.requireUser(request);
    const query = parseInput(SharedAlbumListQueryParams, request.query, 'query');
    const page = await readKeysetPage(sharedWithRows(db, user.subject), albumOrder(), query);
    const albums = await albumsToContract(db, context, page.rows);
    return checkOutput(SharedAlbumListPage, {
      albums: albums.map(toListedSharedAlbum),
      cursor: page.cursor,
    });
  });

  app.get('/users', async (request) => {
    const user = await context.auth.requireUser(request);
    return checkOutput(SharedAlbumsSummary, await sharedAlbumsSummary(db, user.subject));
  });

  app.get('/shared-albums/:albumId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const [album] = await albumsToContract(db, context, [await readableAlbum(user.subject, albumId)]);
    return checkOutput(ListedSharedAlbum, album && toListedSharedAlbum(album));
  });

  /** The owner and everyone else the album is shared with; the page shows 'Shared with N people'. */
  app.get('/shared-albums/:albumId/participants', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const people = await sharedAlbumPeople(db, await readableAlbum(user.subject, albumId));
    if (!people) throw notFound('Shared album');
    return checkOutput(SharedAlbumParticipants, people);
  });

  /** Photos of every person who added some, each saying whose it is (a download names its owner). */
  app.get('/shared-albums/:albumId/photos', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const query = parseInput(PhotoListQueryParams, request.query, 'query');
    await readableAlbum(user.subject, albumId);
    const page = await readKeysetPage(
      albumPhotoRows(db, albumId),
      albumPhotoOrder(query, 'sharedAlbumPhotos'),
      query,
    );
    const now = Date.now();
    return checkOutput(SharedAlbumPhotoPage, {
      images: page.rows.map((row) => photoToContract(row, context, { now, withOwner: true })),
      cursor: page.cursor,
    });
  });

  /**
   * The owner deletes the album for everyone (its photos stay in their libraries). A participant
   * leaves it, and the photos they added go out of it with them (photo-library §6); the album and
   * everyone else's photos stay. One transaction either way.
   */
  app.delete('/shared-albums/:albumId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const album = await readableAlbum(user.subject, albumId);
    await db.transaction().execute(async (trx) => {
      if (album.owner_id === user.subject) {
        await trx.deleteFrom('albums').where('id', '=', albumId).execute();
        return;
      }
      // Their photos are the ones they added and, for rows older than `added_by`, the ones they own.
      await trx
        .deleteFrom('album_photos')
        .where('album_id', '=', albumId)
        .where((eb) =>
          eb.or([
            eb('added_by', '=', user.subject),
            eb.exists(
              eb
                .selectFrom('photos as p')
                .select('p.id')
                .whereRef('p.id', '=', 'album_photos.photo_id')
                .where('p.owner_id', '=', user.subject),
            ),
          ]),
        )
        .execute();
      await trx
        .deleteFrom('album_participants')
        .where('album_id', '=', albumId)
        .where('account_id', '=', user.subject)
        .execute();
      await trx.updateTable('albums').set({ updated_at: nowIso() }).where('id', '=', albumId).execute();
    });
    return reply.status(204).send();
  });
}
