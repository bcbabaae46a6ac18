import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ThrownMessage } from '../errors.ts';
import { ContractError, HttpError } from '../http.ts';
import { PHOTOS_PAGE_SIZE, TIMELINE_PAGE_SIZE } from './limits.ts';
import {
  deleteAllPhotos,
  deletePhoto,
  deletePhotos,
  getLibraryCounts,
  getMonthPhotoIds,
  getPhotoPlace,
  getPhotos,
  getTimelineCounts,
  getTimelinePage,
} from './photos.ts';

const photo = {
  imageId: 'p1',
  localFileName: 'IMG_0001.jpg',
  uploadId: 'u1',
  url: 'https://img.example.test/p1.jpg',
  untouchedUrl: 'https://img.example.test/p1-original.jpg',
  thumbnails: [300, 800, 1300].map((size) => ({
    id: size,
    url: `https://img.example.test/p1/${size}.jpg`,
    width: size,
    height: size,
  })),
  dateTaken: '2024-05-03T12:00:00+02:00',
  uploadEnd: '2024-05-04T08:00:00Z',
  visibleWidth: 3000,
  visibleHeight: 3000,
  location: { year: 2024, month: 5 },
};

const query = (request: { query: URLSearchParams }) => Object.fromEntries(request.query);

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/photo');
});
afterAll(() => stub.close());

describe('photo service client: library counts and timeline', () => {
  it('GETs /users with the bearer token and returns the library counts', async () => {
    stub.respond({ json: { photosCount: 1200, albumsCount: 4 } });
    await expect(getLibraryCounts(stub.endpoint('tok'))).resolves.toEqual({
      photosCount: 1200,
      albumsCount: 4,
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/users');
    expect(query(request)).toEqual({});
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { photosCount: 0, albumsCount: 0 } });
    await getLibraryCounts(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getLibraryCounts(stub.endpoint());
    const second = stub.last().headers['x-correlation-id'];
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(first).not.toBe(second);
  });

  it('GETs /users/timeline: photos per month, newest first', async () => {
    const timeline = { years: [{ year: 2024, months: [{ month: 5, count: 30 }] }] };
    stub.respond({ json: timeline });
    await expect(getTimelineCounts(stub.endpoint('tok'))).resolves.toEqual(timeline);
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/photo/users/timeline');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it('rejects a timeline whose years are not newest first as a contract violation', async () => {
    stub.respond({
      json: {
        years: [
          { year: 2020, months: [{ month: 1, count: 1 }] },
          { year: 2024, months: [{ month: 1, count: 1 }] },
        ],
      },
    });
    await expect(getTimelineCounts(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs the first page of a month section with the page size 24 and no cursor or sort', async () => {
    stub.respond({ json: { images: [photo], cursor: 'c2' } });
    await expect(getTimelinePage(stub.endpoint('tok'), { year: 2024, month: 5 })).resolves.toEqual({
      images: [photo],
      cursor: 'c2',
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/photos/timeline/2024/5');
    expect(query(request)).toEqual({ limit: String(TIMELINE_PAGE_SIZE) });
    expect(TIMELINE_PAGE_SIZE).toBe(24);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends the cursor, limit, sortKey and sortOrder when they are set', async () => {
    stub.respond({ json: { images: [], cursor: null } });
    await getTimelinePage(
      stub.endpoint(),
      { year: 1970, month: 1 },
      { cursor: 'c2', limit: 10, sortKey: 'uploaded', sortOrder: 'asc' },
    );
    expect(stub.last().path).toBe('/services/photo/photos/timeline/1970/1');
    expect(query(stub.last())).toEqual({ cursor: 'c2', limit: '10', sortKey: 'uploaded', sortOrder: 'asc' });
  });

  it('rejects a page with a photo that breaks the contract', async () => {
    stub.respond({ json: { images: [{ ...photo, thumbnails: [] }], cursor: null } });
    await expect(getTimelinePage(stub.endpoint(), { year: 2024, month: 5 })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('lets an HttpError through with its status and URL', async () => {
    stub.respond({ status: 500, json: { message: 'boom' } });
    const error = await getTimelinePage(stub.endpoint(), { year: 2024, month: 5 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/photos/timeline/2024/5?limit=24`);
  });

  it('passes the abort signal on', async () => {
    stub.respond({ json: { photosCount: 0, albumsCount: 0 } });
    const controller = new AbortController();
    controller.abort();
    await expect(getLibraryCounts(stub.endpoint(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('photo service client: a month from anywhere in it, a photo by its id', () => {
  it('GETs a month page from a position, with a larger limit', async () => {
    stub.respond({ json: { images: [photo], cursor: 'c' } });
    await getTimelinePage(stub.endpoint(), { year: 2024, month: 5 }, { offset: 4800, limit: 96 });
    expect(query(stub.last())).toEqual({ offset: '4800', limit: '96' });
  });

  it("GETs a month's ids from a position, 500 a call by default", async () => {
    stub.respond({ json: { ids: ['p1', 'p2'] } });
    await expect(
      getMonthPhotoIds(stub.endpoint('tok'), { year: 1970, month: 1 }, { offset: 500, sortKey: 'uploaded' }),
    ).resolves.toEqual(['p1', 'p2']);
    expect(stub.last().path).toBe('/services/photo/photos/timeline/1970/1/ids');
    expect(query(stub.last())).toEqual({ offset: '500', limit: '500', sortKey: 'uploaded' });
  });

  it('rejects an ids answer that breaks the contract', async () => {
    stub.respond({ json: { ids: [''] } });
    await expect(getMonthPhotoIds(stub.endpoint(), { year: 2024, month: 5 })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('GETs a photo with its place and neighbours', async () => {
    const place = { image: photo, index: 7, previous: [{ ...photo, imageId: 'p0' }], next: [] };
    stub.respond({ json: place });
    await expect(
      getPhotoPlace(stub.endpoint('tok'), 'p 1', { around: 24, sortKey: 'created', sortOrder: 'asc' }),
    ).resolves.toEqual(place);
    expect(stub.last().path).toBe('/services/photo/photos/p%201');
    expect(query(stub.last())).toEqual({ around: '24', sortKey: 'created', sortOrder: 'asc' });
  });

  it('answers null for an unknown photo (404) and lets other failures through', async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    await expect(getPhotoPlace(stub.endpoint(), 'gone')).resolves.toBeNull();
    stub.respond({ status: 500, json: { message: 'boom' } });
    await expect(getPhotoPlace(stub.endpoint(), 'p1')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('photo service client: photo list', () => {
  it('GETs /photos with the page size 500 and no cursor or sort by default', async () => {
    stub.respond({ json: { images: [photo], cursor: null } });
    await expect(getPhotos(stub.endpoint('tok'))).resolves.toEqual({ images: [photo], cursor: null });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/photos');
    expect(query(request)).toEqual({ limit: String(PHOTOS_PAGE_SIZE) });
    expect(PHOTOS_PAGE_SIZE).toBe(500);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('GETs the next page sorted as asked', async () => {
    stub.respond({ json: { images: [], cursor: null } });
    await getPhotos(stub.endpoint(), { cursor: 'next', sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(query(stub.last())).toEqual({
      cursor: 'next',
      limit: '500',
      sortKey: 'dateTaken',
      sortOrder: 'desc',
    });
  });

  it('leaves out a null cursor', async () => {
    stub.respond({ json: { images: [], cursor: null } });
    await getPhotos(stub.endpoint(), { cursor: null });
    expect(query(stub.last())).toEqual({ limit: '500' });
  });
});

describe('photo service client: deleting photos', () => {
  it('DELETEs /photos with the photo ids and returns the ids that failed', async () => {
    stub.respond({ json: { failed: ['p2'] } });
    await expect(deletePhotos(stub.endpoint('tok'), ['p1', 'p2'])).resolves.toEqual({ failed: ['p2'] });
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/photo/photos');
    expect(query(request)).toEqual({});
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ photoIds: ['p1', 'p2'] });
  });

  it('rejects a delete answer without a failed list', async () => {
    stub.respond({ json: { deleted: ['p1'] } });
    await expect(deletePhotos(stub.endpoint(), ['p1'])).rejects.toBeInstanceOf(ContractError);
  });

  it('deletes one photo, sending its id alone', async () => {
    stub.respond({ json: { failed: [] } });
    await expect(deletePhoto(stub.endpoint(), 'p1')).resolves.toBeUndefined();
    expect(stub.last().method).toBe('DELETE');
    expect(stub.last().body).toEqual({ photoIds: ['p1'] });
  });

  it('throws "Failed to delete photo!" when the answer lists the photo as failed', async () => {
    stub.respond({ json: { failed: ['p1'] } });
    await expect(deletePhoto(stub.endpoint(), 'p1')).rejects.toThrow(ThrownMessage.failedToDeletePhoto);
  });

  it('DELETEs /photos/all without a body and accepts 204', async () => {
    stub.respond({ status: 204 });
    await expect(deleteAllPhotos(stub.endpoint('tok'))).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/photo/photos/all');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('lets an HttpError of a failed delete through', async () => {
    stub.respond({ status: 403 });
    await expect(deleteAllPhotos(stub.endpoint())).rejects.toMatchObject({ name: 'HttpError', status: 403 });
  });
});
