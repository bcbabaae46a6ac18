import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  getAlbum,
  getAlbumPhotoIds,
  getAlbumPhotoPlace,
  getAlbumPhotos,
  getAlbums,
  removePhotoFromAlbum,
  removePhotosFromAlbum,
  renameAlbum,
} from './albums.ts';
import { ALBUMS_PAGE_SIZE } from './limits.ts';

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
  uploadEnd: '2024-05-04T08:00:00Z',
  visibleWidth: 3000,
  visibleHeight: 3000,
  location: { year: 1970, month: 1 },
};

const album = {
  albumId: 'a1',
  albumName: 'Summer',
  coverPhoto: photo,
  photosCount: 1,
  created: '2024-06-01T10:00:00Z',
  updated: '2024-06-01T10:00:00Z',
  userId: 'user-1',
  isShared: false,
};

const query = (request: { query: URLSearchParams }) => Object.fromEntries(request.query);

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/photo');
});
afterAll(() => stub.close());

describe('albums client: the album list', () => {
  it('GETs /albums with the page size 50, displaySharedData false and no cursor by default', async () => {
    stub.respond({ json: { albums: [album], cursor: 'c2' } });
    await expect(getAlbums(stub.endpoint('tok'))).resolves.toEqual({ albums: [album], cursor: 'c2' });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/albums');
    expect(query(request)).toEqual({ limit: String(ALBUMS_PAGE_SIZE), displaySharedData: 'false' });
    expect(ALBUMS_PAGE_SIZE).toBe(50);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends the cursor, a smaller first-page limit and displaySharedData true when asked', async () => {
    stub.respond({ json: { albums: [], cursor: null } });
    await getAlbums(stub.endpoint(), { cursor: 'c2', limit: ALBUMS_PAGE_SIZE - 1, displaySharedData: true });
    expect(query(stub.last())).toEqual({ cursor: 'c2', limit: '49', displaySharedData: 'true' });
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { albums: [], cursor: null } });
    await getAlbums(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getAlbums(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });

  it('rejects a listed album without its shared flag as a contract violation', async () => {
    const { isShared: _isShared, ...withoutFlag } = album;
    stub.respond({ json: { albums: [withoutFlag], cursor: null } });
    await expect(getAlbums(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });
});

describe('albums client: one album', () => {
  it('POSTs /albums with the name and returns the new album id', async () => {
    stub.respond({ status: 201, json: { albumId: 'a9' } });
    await expect(createAlbum(stub.endpoint('tok'), 'Summer')).resolves.toEqual({ albumId: 'a9' });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/photo/albums');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ name: 'Summer' });
  });

  it('GETs /albums/{id} with the id encoded as one segment, answering the list variant', async () => {
    stub.respond({ json: { ...album, isShared: true } });
    await expect(getAlbum(stub.endpoint('tok'), 'a/1?x')).resolves.toEqual({ ...album, isShared: true });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/photo/albums/a%2F1%3Fx');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it("lets a 404 for an album that is not the customer's through as HttpError", async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    const error = await getAlbum(stub.endpoint(), 'gone').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/albums/gone`);
  });

  it('PATCHes /albums/{id} with the new name and accepts 204', async () => {
    stub.respond({ status: 204 });
    await expect(renameAlbum(stub.endpoint('tok'), 'a1', 'Winter')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('PATCH');
    expect(request.path).toBe('/services/photo/albums/a1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toEqual({ name: 'Winter' });
  });

  it('DELETEs /albums/{id} without a body', async () => {
    stub.respond({ status: 204 });
    await expect(deleteAlbum(stub.endpoint('tok'), 'a1')).resolves.toBeUndefined();
    expect(stub.last().method).toBe('DELETE');
    expect(stub.last().path).toBe('/services/photo/albums/a1');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
    expect(stub.last().body).toBeUndefined();
  });
});

describe('albums client: album photos', () => {
  it('GETs /albums/{id}/photos with the page size 500 and the sort when set', async () => {
    stub.respond({ json: { images: [photo], cursor: null } });
    await expect(
      getAlbumPhotos(stub.endpoint('tok'), 'a1', { cursor: 'c', sortKey: 'created', sortOrder: 'desc' }),
    ).resolves.toEqual({ images: [photo], cursor: null });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/albums/a1/photos');
    expect(query(request)).toEqual({ cursor: 'c', limit: '500', sortKey: 'created', sortOrder: 'desc' });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends only the limit for the first page in the default order', async () => {
    stub.respond({ json: { images: [], cursor: null } });
    await getAlbumPhotos(stub.endpoint(), 'a1');
    expect(query(stub.last())).toEqual({ limit: '500' });
  });

  it('POSTs /albums/{id}/photos with the photo ids to copy', async () => {
    stub.respond({ status: 204 });
    await expect(addPhotosToAlbum(stub.endpoint('tok'), 'a1', ['p1', 'p2'])).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/photo/albums/a1/photos');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toEqual({ photoIds: ['p1', 'p2'] });
  });

  it('DELETEs /albums/{id}/photos with the photo ids to remove', async () => {
    stub.respond({ status: 204 });
    await expect(removePhotosFromAlbum(stub.endpoint('tok'), 'a1', ['p1'])).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/photo/albums/a1/photos');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toEqual({ photoIds: ['p1'] });
  });

  it('DELETEs /albums/{id}/photos/{photoId} to remove one photo by album id and photo id', async () => {
    stub.respond({ status: 204 });
    await expect(removePhotoFromAlbum(stub.endpoint('tok'), 'a1', 'p/1')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe('/services/photo/albums/a1/photos/p%2F1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('lets an HttpError of a failed copy through', async () => {
    stub.respond({ status: 400, json: { message: 'photoIds' } });
    await expect(addPhotosToAlbum(stub.endpoint(), 'a1', [])).rejects.toMatchObject({
      name: 'HttpError',
      status: 400,
    });
  });
});

describe('albums client: an album from anywhere in it, a photo by its id', () => {
  it('GETs a page of the album from a position, with a smaller limit', async () => {
    stub.respond({ json: { images: [photo], cursor: 'c' } });
    await getAlbumPhotos(stub.endpoint(), 'a1', { offset: 49_976, limit: 24, sortKey: 'dateTaken' });
    expect(stub.last().path).toBe('/services/photo/albums/a1/photos');
    expect(query(stub.last())).toEqual({ offset: '49976', limit: '24', sortKey: 'dateTaken' });
  });

  it("GETs the album's ids from a position, 500 a call by default", async () => {
    stub.respond({ json: { ids: ['p1', 'p2'] } });
    await expect(
      getAlbumPhotoIds(stub.endpoint('tok'), 'a 1', { offset: 500, sortKey: 'created', sortOrder: 'asc' }),
    ).resolves.toEqual(['p1', 'p2']);
    const request = stub.last();
    expect(request.path).toBe('/services/photo/albums/a%201/photos/ids');
    expect(query(request)).toEqual({ offset: '500', limit: '500', sortKey: 'created', sortOrder: 'asc' });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('rejects an ids answer that breaks the contract', async () => {
    stub.respond({ json: { ids: [''] } });
    await expect(getAlbumPhotoIds(stub.endpoint(), 'a1')).rejects.toBeInstanceOf(ContractError);
  });

  it("GETs an album's photo with its place and neighbours", async () => {
    const place = { image: photo, index: 3, previous: [{ ...photo, imageId: 'p0' }], next: [] };
    stub.respond({ json: place });
    await expect(
      getAlbumPhotoPlace(stub.endpoint('tok'), 'a1', 'p/1', {
        around: 24,
        sortKey: 'uploaded',
        sortOrder: 'desc',
      }),
    ).resolves.toEqual(place);
    expect(stub.last().path).toBe('/services/photo/albums/a1/photos/p%2F1');
    expect(query(stub.last())).toEqual({ around: '24', sortKey: 'uploaded', sortOrder: 'desc' });
  });

  it('answers null for a photo not in the album (404) and lets other failures through', async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    await expect(getAlbumPhotoPlace(stub.endpoint(), 'a1', 'gone')).resolves.toBeNull();
    stub.respond({ status: 500, json: { message: 'boom' } });
    await expect(getAlbumPhotoPlace(stub.endpoint(), 'a1', 'p1')).rejects.toBeInstanceOf(HttpError);
  });
});
