import { describe, expect, it } from 'vitest';
import { UserMessage } from '../errors.ts';
import { COPY_TO_ALBUM_BATCH_SIZE } from '../rules/batched-calls.ts';
import {
  Album,
  AlbumListPage,
  AlbumListQueryParams,
  AlbumName,
  AlbumPhotosBody,
  CreateAlbumBody,
  CreatedAlbum,
  ListedAlbum,
  RenameAlbumBody,
} from './albums.ts';

const coverPhoto = {
  imageId: 'p1',
  localFileName: 'beach.jpg',
  uploadId: 'u1',
  url: 'https://img.example.test/p1.jpg',
  untouchedUrl: 'https://img.example.test/p1-original.jpg',
  thumbnails: [300, 800, 1300].map((size) => ({
    id: size,
    url: `https://img.example.test/p1/${size}.jpg`,
    width: size,
    height: size,
  })),
  uploadEnd: '2024-01-02T09:00:00Z',
  visibleWidth: 2000,
  visibleHeight: 2000,
  location: { year: 2024, month: 1 },
};

const album = {
  albumId: 'a1',
  albumName: 'Summer',
  coverPhoto,
  photosCount: 12,
  created: '2024-06-01T10:00:00Z',
  updated: '2024-06-02T10:00:00+02:00',
};

const listed = { ...album, userId: 'user-1', isShared: false };

describe('album schema (photo-library §3)', () => {
  it('accepts an album with its cover photo, count and date-times', () => {
    expect(Album.parse(album)).toEqual(album);
  });

  it('accepts an empty album without a cover photo', () => {
    expect(Album.safeParse({ ...album, coverPhoto: null, photosCount: 0 }).success).toBe(true);
  });

  it('displays names saved before the album-name rule existed', () => {
    expect(Album.safeParse({ ...album, albumName: '<old>' }).success).toBe(true);
  });

  it('rejects a missing id, a negative count, a broken cover photo or a date that is not ISO', () => {
    expect(Album.safeParse({ ...album, albumId: '' }).success).toBe(false);
    expect(Album.safeParse({ ...album, photosCount: -1 }).success).toBe(false);
    expect(Album.safeParse({ ...album, coverPhoto: { ...coverPhoto, url: 'x' } }).success).toBe(false);
    expect(Album.safeParse({ ...album, coverPhoto: undefined }).success).toBe(false);
    expect(Album.safeParse({ ...album, created: '01 Jun 2024' }).success).toBe(false);
  });
});

describe('listed album schema (list variant and GET /albums/{id})', () => {
  it('adds the owner and the shared flag', () => {
    expect(ListedAlbum.parse(listed)).toEqual(listed);
  });

  it('rejects an album without owner or shared flag', () => {
    expect(ListedAlbum.safeParse(album).success).toBe(false);
    expect(ListedAlbum.safeParse({ ...listed, isShared: 'no' }).success).toBe(false);
  });

  it('pages albums with a nullable cursor', () => {
    expect(AlbumListPage.parse({ albums: [listed], cursor: 'c2' })).toEqual({
      albums: [listed],
      cursor: 'c2',
    });
    expect(AlbumListPage.safeParse({ albums: [], cursor: null }).success).toBe(true);
    expect(AlbumListPage.safeParse({ albums: [album], cursor: null }).success).toBe(false);
  });
});

describe('album name in create and rename bodies (photo-library §5)', () => {
  const messages = (name: unknown) => {
    const parsed = AlbumName.safeParse(name);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts a name the album-name rule accepts', () => {
    expect(CreateAlbumBody.parse({ name: 'Summer 2024' })).toEqual({ name: 'Summer 2024' });
    expect(RenameAlbumBody.parse({ name: "Mum & Dad's 50th" })).toEqual({ name: "Mum & Dad's 50th" });
  });

  it('asks for a name when it is empty or blank', () => {
    expect(messages('')).toEqual([UserMessage.albumNameRequired]);
    expect(messages('   ')).toEqual([UserMessage.albumNameRequired]);
  });

  it('refuses <, > and ; anywhere, with "Name not valid"', () => {
    expect(messages('<script>')).toEqual([UserMessage.albumNameInvalid]);
    expect(messages('a;b')).toEqual([UserMessage.albumNameInvalid]);
    expect(messages('x >')).toEqual([UserMessage.albumNameInvalid]);
  });

  it('refuses a name that still has surrounding spaces: the UI sends it trimmed', () => {
    expect(messages(' Summer ')).toEqual([UserMessage.albumNameInvalid]);
  });

  it('refuses a body without a string name', () => {
    expect(CreateAlbumBody.safeParse({}).success).toBe(false);
    expect(RenameAlbumBody.safeParse({ name: 5 }).success).toBe(false);
  });

  it('answers the new album id', () => {
    expect(CreatedAlbum.parse({ albumId: 'a9' })).toEqual({ albumId: 'a9' });
    expect(CreatedAlbum.safeParse({ albumId: '' }).success).toBe(false);
  });
});

describe('album photos body (copy to album, remove from album)', () => {
  it('accepts one to one copy batch of photo ids', () => {
    expect(AlbumPhotosBody.safeParse({ photoIds: ['p1', 'p2'] }).success).toBe(true);
    const batch = Array.from({ length: COPY_TO_ALBUM_BATCH_SIZE }, (_, index) => `p${index}`);
    expect(AlbumPhotosBody.safeParse({ photoIds: batch }).success).toBe(true);
  });

  it('rejects no ids, empty ids, or more than one batch', () => {
    expect(AlbumPhotosBody.safeParse({ photoIds: [] }).success).toBe(false);
    expect(AlbumPhotosBody.safeParse({ photoIds: [''] }).success).toBe(false);
    const tooMany = Array.from({ length: COPY_TO_ALBUM_BATCH_SIZE + 1 }, (_, index) => `p${index}`);
    expect(AlbumPhotosBody.safeParse({ photoIds: tooMany }).success).toBe(false);
  });
});

describe('album list query as the service reads it', () => {
  it('defaults to pages of 50 without shared albums', () => {
    expect(AlbumListQueryParams.parse({})).toEqual({ limit: 50, displaySharedData: false });
  });

  it('reads the cursor, a smaller limit and displaySharedData', () => {
    expect(AlbumListQueryParams.parse({ cursor: 'c', limit: '49', displaySharedData: 'true' })).toEqual({
      cursor: 'c',
      limit: 49,
      displaySharedData: true,
    });
    expect(AlbumListQueryParams.parse({ displaySharedData: 'false' }).displaySharedData).toBe(false);
  });

  it('refuses a limit above 50 and a displaySharedData other than true or false', () => {
    expect(AlbumListQueryParams.safeParse({ limit: '51' }).success).toBe(false);
    expect(AlbumListQueryParams.safeParse({ displaySharedData: '1' }).success).toBe(false);
  });
});
