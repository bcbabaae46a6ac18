import { FailedList } from '@portal/api/schemas/common';
import {
  DeletePhotosBody,
  LibraryCounts,
  MonthIdsQueryParams,
  PhotoIdPage,
  PhotoListQueryParams,
  PhotoPage,
  PhotoPlace,
  PhotoPlaceParams,
  PhotoPlaceQueryParams,
  TimelineCounts,
  TimelineQueryParams,
  TimelineSectionParams,
} from '@portal/api/schemas/photos';
import type { FastifyInstance } from 'fastify';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import {
  CONTRACT_PHOTO_COLUMNS,
  type ContractPhotoRow,
  photoToContract,
} from '../../media-urls/photo-to-contract.ts';
import type { ServiceContext } from '../context.ts';
import { encodeCursor } from '../cursor.ts';
import { readKeysetPage } from './keyset.ts';
import { deleteAllOwnPhotos, deleteOwnPhotos } from './photo-deletion.ts';
import { libraryPhotoOrder } from './photo-order.ts';
import { TimelineReads } from './timeline-place.ts';

/**
 * The library on the photo service (photo-library §7): counts, the timeline, the photo list and
 * deleting photos. Every query is the token's account's own.
 */
export function registerLibraryRoutes(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  const ownPhotos = (ownerId: string) =>
    db.selectFrom('photos as p').select(CONTRACT_PHOTO_COLUMNS).where('p.owner_id', '=', ownerId);

  /** The photo count is the month counts' sum ([Note: Photo counts per month]). */
  app.get('/users', async (request) => {
    const user = await context.auth.requireUser(request);
    const [photosCount, albums] = await Promise.all([
      new TimelineReads(context.database, user.subject).photoCount(),
      db
        .selectFrom('albums')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', user.subject)
        .executeTakeFirstOrThrow(),
    ]);
    return checkOutput(LibraryCounts, { photosCount, albumsCount: Number(albums.n) });
  });

  /**
   * See [Note: Timeline counts are newest first]; the counts are `photo_months`' ([Note: Photo
   * counts per month]).
   */
  app.get('/users/timeline', async (request) => {
    const user = await context.auth.requireUser(request);
    const months = await new TimelineReads(context.database, user.subject).monthCounts();
    const years: { year: number; months: { month: number; count: number }[] }[] = [];
    for (const row of months) {
      let year = years.at(-1);
      if (year?.year !== row.year) {
        year = { year: row.year, months: [] };
        years.push(year);
      }
      year.months.push({ month: row.month, count: row.count });
    }
    return checkOutput(TimelineCounts, { years });
  });

  /**
   * One page of a month section, after a cursor or from a position; see [Note: Timeline months] and
   * [Note: A month read from anywhere in it].
   */
  app.get('/photos/timeline/:year/:month', async (request) => {
    const user = await context.auth.requireUser(request);
    const location = parseInput(TimelineSectionParams, request.params, 'params');
    const query = parseInput(TimelineQueryParams, request.query, 'query');
    const reads = new TimelineReads(context.database, user.subject);
    const order = libraryPhotoOrder(query);
    let page: { rows: readonly ContractPhotoRow[]; cursor: string | null };
    if (query.offset === undefined) {
      page = await readKeysetPage(reads.month(location), order, query);
    } else {
      const start = await reads.startOf(location, order, query.offset);
      page =
        start === 'past-end'
          ? { rows: [], cursor: null }
          : await readKeysetPage(reads.month(location), order, {
              cursor: start === null ? undefined : encodeCursor(order.tag, start),
              limit: query.limit,
            });
    }
    const now = Date.now();
    return checkOutput(PhotoPage, {
      images: page.rows.map((row) => photoToContract(row, context, { now })),
      cursor: page.cursor,
    });
  });

  /** A month's ids from a position; see [Note: A month read from anywhere in it]. */
  app.get('/photos/timeline/:year/:month/ids', async (request) => {
    const user = await context.auth.requireUser(request);
    const location = parseInput(TimelineSectionParams, request.params, 'params');
    const query = parseInput(MonthIdsQueryParams, request.query, 'query');
    const reads = new TimelineReads(context.database, user.subject);
    const ids = await reads.monthIds(location, libraryPhotoOrder(query), query.offset ?? 0, query.limit);
    return checkOutput(PhotoIdPage, { ids });
  });

  /** A photo with its place in the timeline; see [Note: A photo opened by its id]. */
  app.get('/photos/:photoId', async (request) => {
    const user = await context.auth.requireUser(request);
    const { photoId } = parseInput(PhotoPlaceParams, request.params, 'params');
    const query = parseInput(PhotoPlaceQueryParams, request.query, 'query');
    const place = await new TimelineReads(context.database, user.subject).place(photoId, query, query.around);
    if (place === null) throw notFound('Photo');
    const now = Date.now();
    const contract = (row: ContractPhotoRow) => photoToContract(row, context, { now });
    return checkOutput(PhotoPlace, {
      image: contract(place.photo),
      index: place.index,
      previous: place.previous.map(contract),
      next: place.next.map(contract),
    });
  });

  app.get('/photos', async (request) => {
    const user = await context.auth.requireUser(request);
    const query = parseInput(PhotoListQueryParams, request.query, 'query');
    const page = await readKeysetPage(ownPhotos(user.subject), libraryPhotoOrder(query), query);
    const now = Date.now();
    return checkOutput(PhotoPage, {
      images: page.rows.map((row) => photoToContract(row, context, { now })),
      cursor: page.cursor,
    });
  });

  app.delete('/photos', async (request) => {
    const user = await context.auth.requireUser(request);
    const { photoIds } = parseInput(DeletePhotosBody, request.body, 'body');
    const failed = await deleteOwnPhotos(context, user.subject, photoIds);
    return checkOutput(FailedList, { failed });
  });

  app.delete('/photos/all', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    await deleteAllOwnPhotos(context, user.subject);
    return reply.status(204).send();
  });
}
