import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError, type ServiceEndpoint } from '../http.ts';
import { SHARED_ALBUMS_PAGE_SIZE } from './limits.ts';
import {
  deleteSharedAlbum,
  getSharedAlbum,
  getSharedAlbumPhotoIds,
  getSharedAlbumPhotoPlace,
  getSharedAlbumPhotos,
  getSharedAlbums,
  getSharedAlbumsSummary,
} from './shared-albums.ts';

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
  location: { year: 2024, month: 5 },
  ownerId: 'user-2',
};

const album = {
  albumId: 's1',
  albumName: 'Family',
  coverPhoto: photo,
  photosCount: 1,
  created: '2022-03-01T10:00:00Z',
  updated: '2022-03-01T10:00:00Z',
  ownerId: 'user-2',
};

const people = {
  owner: { id: 'user-2', email: 'owner@example.test' },
  participants: [{ id: 'user-1', email: 'me@example.test' }],
};

const query = (request: { query: URLSearchParams }) => Object.fromEntries(request.query);

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/shared-albums');
});
afterAll(() => stub.close());

describe('shared albums client: lists', () => {
  it('GETs /shared-albums with the page size 50 and no cursor for the first page', async () => {
    stub.respond({ json: { albums: [album], cursor: null } });
    await expect(getSharedAlbums(stub.endpoint('tok'))).resolves.toEqual({ albums: [album], cursor: null });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/shared-albums/shared-albums');
    expect(query(request)).toEqual({ limit: String(SHARED_ALBUMS_PAGE_SIZE) });
    expect(SHARED_ALBUMS_PAGE_SIZE).toBe(50);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends the cursor and a limit when asked', async () => {
    stub.respond({ json: { albums: [], cursor: null } });
    await getSharedAlbums(stub.endpoint(), { cursor: 'c2', limit: 10 });
    expect(query(stub.last())).toEqual({ cursor: 'c2', limit: '10' });
  });

  it('GETs /users on the shared albums service for the summary', async () => {
    stub.respond({ json: { readAlbumsCount: 2, grantedAlbumsCount: 0 } });
    await expect(getSharedAlbumsSummary(stub.endpoint('tok'))).resolves.toEqual({
      readAlbumsCount: 2,
      grantedAlbumsCount: 0,
    });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/shared-albums/users');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it('rejects a summary with a negative count as a contract violation', async () => {
    stub.respond({ json: { readAlbumsCount: -1, grantedAlbumsCount: 0 } });
    await expect(getSharedAlbumsSummary(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });
});

describe('shared albums client: one shared album', () => {
  it('GETs the album and its participants in parallel and combines them', async () => {
    stub.on('GET', '/services/shared-albums/shared-albums/s%2F1', { json: album });
    stub.on('GET', '/services/shared-albums/shared-albums/s%2F1/participants', { json: people });
    let started = 0;
    let startedWhenFirstAnswered = 0;
    const endpoint: ServiceEndpoint = {
      ...stub.endpoint('tok'),
      fetch: async (input, init) => {
        started += 1;
        const response = await fetch(input, init);
        startedWhenFirstAnswered ||= started;
        return response;
      },
    };
    const before = stub.requests.length;
    await expect(getSharedAlbum(endpoint, 's/1')).resolves.toEqual({ ...album, ...people });
    expect(startedWhenFirstAnswered).toBe(2);
    const sent = stub.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'GET /services/shared-albums/shared-albums/s%2F1',
      'GET /services/shared-albums/shared-albums/s%2F1/participants',
    ]);
    for (const request of sent) {
      expect(request.headers.authorization).toBe('Bearer tok');
      expect(request.body).toBeUndefined();
    }
    expect(sent[0]?.headers['x-correlation-id']).toEqual(expect.any(String));
    expect(sent[0]?.headers['x-correlation-id']).not.toBe(sent[1]?.headers['x-correlation-id']);
  });

  it('fails as a whole when the participants cannot be read', async () => {
    stub.on('GET', '/services/shared-albums/shared-albums/s2', { json: { ...album, albumId: 's2' } });
    stub.on('GET', '/services/shared-albums/shared-albums/s2/participants', { status: 404 });
    const error = await getSharedAlbum(stub.endpoint(), 's2').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/shared-albums/s2/participants`);
  });

  it('rejects a participant without a valid e-mail as a contract violation', async () => {
    stub.on('GET', '/services/shared-albums/shared-albums/s3', { json: album });
    stub.on('GET', '/services/shared-albums/shared-albums/s3/participants', {
      json: { ...people, participants: [{ id: 'user-1', email: 'me' }] },
    });
    await expect(getSharedAlbum(stub.endpoint(), 's3')).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs /shared-albums/{id}/photos with the page size 500 and the sort when set', async () => {
    stub.respond({ json: { images: [photo], cursor: 'c2' } });
    await expect(
      getSharedAlbumPhotos(stub.endpoint('tok'), 's1', { sortKey: 'dateTaken', sortOrder: 'asc' }),
    ).resolves.toEqual({ images: [photo], cursor: 'c2' });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/shared-albums/shared-albums/s1/photos');
    expect(query(request)).toEqual({ limit: '500', sortKey: 'dateTaken', sortOrder: 'asc' });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends only the limit for the first page in the default order', async () => {
    stub.respond({ json: { images: [], cursor: null } });
    await getSharedAlbumPhotos(stub.endpoint(), 's1');
    expect(query(stub.last())).toEqual({ limit: '500' });
  });

  it('rejects a shared album photo without its owner as a contract violation', async () => {
    const { ownerId: _ownerId, ...withoutOwner } = photo;
    stub.respond({ json: { images: [withoutOwner], cursor: null } });
    await expect(getSharedAlbumPhotos(stub.endpoint(), 's1')).rejects.toBeInstanceOf(ContractError);
  });

  it('DELETEs /shared-albums/{id} without a body', async () => {
    stub.respond({ status: 204 });
    await expect(deleteSharedAlbum(stub.endpoint('tok'), 's1')).resolves.toBeUndefined();
    expect(stub.last().method).toBe('DELETE');
    expect(stub.last().path).toBe('/services/shared-albums/shared-albums/s1');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
    expect(stub.last().body).toBeUndefined();
  });

  it('lets an HttpError of a failed delete through', async () => {
    stub.respond({ status: 500 });
    await expect(deleteSharedAlbum(stub.endpoint(), 's1')).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
    });
  });
});

describe('shared albums client: an album from anywhere in it, a photo by its id', () => {
  it('GETs a page of the album from a position', async () => {
    stub.respond({ json: { images: [photo], cursor: null } });
    await getSharedAlbumPhotos(stub.endpoint(), 's1', { offset: 48, limit: 24 });
    expect(stub.last().path).toBe('/services/shared-albums/shared-albums/s1/photos');
    expect(query(stub.last())).toEqual({ offset: '48', limit: '24' });
  });

  it("GETs the album's photos with their owners from a position, 500 a call by default", async () => {
    const photos = [
      { photoId: 'p1', ownerId: 'user-2' },
      { photoId: 'p2', ownerId: 'user-1' },
    ];
    stub.respond({ json: { photos } });
    await expect(
      getSharedAlbumPhotoIds(stub.endpoint('tok'), 's1', { offset: 1000, sortKey: 'dateTaken' }),
    ).resolves.toEqual(photos);
    const request = stub.last();
    expect(request.path).toBe('/services/shared-albums/shared-albums/s1/photos/ids');
    expect(query(request)).toEqual({ offset: '1000', limit: '500', sortKey: 'dateTaken' });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('rejects an ids answer without the owners as a contract violation', async () => {
    stub.respond({ json: { photos: [{ photoId: 'p1' }] } });
    await expect(getSharedAlbumPhotoIds(stub.endpoint(), 's1')).rejects.toBeInstanceOf(ContractError);
  });

  it("GETs a shared album's photo with its place and neighbours, each with its owner", async () => {
    const place = { image: photo, index: 0, previous: [], next: [{ ...photo, imageId: 'p2' }] };
    stub.respond({ json: place });
    await expect(getSharedAlbumPhotoPlace(stub.endpoint('tok'), 's1', 'p1', { around: 24 })).resolves.toEqual(
      place,
    );
    expect(stub.last().path).toBe('/services/shared-albums/shared-albums/s1/photos/p1');
    expect(query(stub.last())).toEqual({ around: '24' });
    const { ownerId: _ownerId, ...withoutOwner } = photo;
    stub.respond({ json: { ...place, next: [withoutOwner] } });
    await expect(getSharedAlbumPhotoPlace(stub.endpoint(), 's1', 'p1')).rejects.toBeInstanceOf(ContractError);
  });

  it('answers null for a photo not in the album (404) and lets other failures through', async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    await expect(getSharedAlbumPhotoPlace(stub.endpoint(), 's1', 'gone')).resolves.toBeNull();
    stub.respond({ status: 503, json: { message: 'busy' } });
    await expect(getSharedAlbumPhotoPlace(stub.endpoint(), 's1', 'p1')).rejects.toBeInstanceOf(HttpError);
  });
});
