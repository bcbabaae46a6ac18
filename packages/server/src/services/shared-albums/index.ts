import { AlbumPhotoIdsQueryParams, AlbumPhotoListQueryParams } from '@portal/api/schemas/albums';
import { id } from '@portal/api/schemas/common';
import { PhotoPlaceQueryParams } from '@portal/api/schemas/photos';
import {
  ListedSharedAlbum,
  SharedAlbumListPage,
  SharedAlbumListQueryParams,
  SharedAlbumParticipants,
  SharedAlbumPhotoIdPage,
  SharedAlbumPhotoPage,
  SharedAlbumPhotoPlace,
  SharedAlbumsSummary,
} from '@portal/api/schemas/shared-albums';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { nowIso } from '../../db/database.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import { photoToContract } from '../../media-urls/photo-to-contract.ts';
import type { ServiceContext } from '../context.ts';
import { AlbumReads } from '../photo/album-place.ts';
import { type AlbumRow, type AlbumWithOwner, albumOrder, albumsToContract } from '../photo/album-store.ts';
import { readKeysetPage } from '../photo/keyset.ts';
import { type AlbumPhotoRow, albumPhotoOrder } from '../photo/photo-order.ts';
import {
  readableSharedAlbumRow,
  sharedAlbumPeople,
  sharedAlbumsSummary,
  sharedWithRows,
} from './shared-album-store.ts';

const SharedAlbumParams = z.object({ albumId: id });
const SharedAlbumPhotoParams = z.object({ albumId: id, photoId: id });

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

  /** A shared album's photo as the contract's: it always says whose it is (a download names its owner). */
  const sharedPhotoToContract = () => {
    const now = Date.now();
    return (row: AlbumPhotoRow) => photoToContract(row, context, { now, withOwner: true });
  };

  /**
   * Photos of every person who added some, after a cursor or from a position ([Note: An album read
   * from anywhere in it]).
   */
  app.get('/shared-albums/:albumId/photos', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const query = parseInput(AlbumPhotoListQueryParams, request.query, 'query');
    await readableAlbum(user.subject, albumId);
    const page = await new AlbumReads(context.database, albumId).page(
      albumPhotoOrder(query, 'sharedAlbumPhotos'),
      query,
    );
    return checkOutput(SharedAlbumPhotoPage, {
      images: page.rows.map(sharedPhotoToContract()),
      cursor: page.cursor,
    });
  });

  /** The album's photos from a position with their owners, 500 a call: its select-all. */
  app.get('/shared-albums/:albumId/photos/ids', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId } = parseInput(SharedAlbumParams, request.params, 'params');
    const query = parseInput(AlbumPhotoIdsQueryParams, request.query, 'query');
    await readableAlbum(user.subject, albumId);
    const photos = await new AlbumReads(context.database, albumId).ids(
      albumPhotoOrder(query, 'sharedAlbumPhotos'),
      query.offset ?? 0,
      query.limit,
    );
    return checkOutput(SharedAlbumPhotoIdPage, {
      photos: photos.map((photo) => ({ photoId: photo.id, ownerId: photo.ownerId })),
    });
  });

  /** A photo of the album with its place: 404 for a photo not in it, as for an album they do not read. */
  app.get('/shared-albums/:albumId/photos/:photoId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { albumId, photoId } = parseInput(SharedAlbumPhotoParams, request.params, 'params');
    const query = parseInput(PhotoPlaceQueryParams, request.query, 'query');
    await readableAlbum(user.subject, albumId);
    const place = await new AlbumReads(context.database, albumId).place(
      photoId,
      albumPhotoOrder(query, 'sharedAlbumPhotos'),
      query.around,
    );
    if (place === null) throw notFound('Photo');
    const contract = sharedPhotoToContract();
    return checkOutput(SharedAlbumPhotoPlace, {
      image: contract(place.photo),
      index: place.index,
      previous: place.previous.map(contract),
      next: place.next.map(contract),
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
