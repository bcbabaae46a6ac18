import { describe, expect, it } from 'vitest';
import {
  ListedSharedAlbum,
  SharedAlbum,
  SharedAlbumListPage,
  SharedAlbumListQueryParams,
  SharedAlbumMember,
  SharedAlbumParticipants,
  SharedAlbumPhoto,
  SharedAlbumPhotoPage,
  SharedAlbumsSummary,
} from './shared-albums.ts';

const photo = {
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
  ownerId: 'owner-1',
};

const summary = {
  albumId: 's1',
  albumName: 'Family',
  coverPhoto: null,
  photosCount: 0,
  created: '2022-03-01T10:00:00Z',
  updated: '2022-03-01T10:00:00Z',
  ownerId: 'owner-1',
};

const people = {
  owner: { id: 'owner-1', email: 'owner@example.test' },
  participants: [
    { id: 'user-2', email: 'two@example.test' },
    { id: 'user-3', email: 'three@example.test' },
  ],
};

describe('shared album schema (photo-library §3, §2.6)', () => {
  it('is an album with its owner id', () => {
    expect(ListedSharedAlbum.parse(summary)).toEqual(summary);
    expect(ListedSharedAlbum.safeParse({ ...summary, ownerId: undefined }).success).toBe(false);
  });

  it('combines the album with its owner and participants', () => {
    expect(SharedAlbumParticipants.parse(people)).toEqual(people);
    expect(SharedAlbum.parse({ ...summary, ...people })).toEqual({ ...summary, ...people });
    expect(SharedAlbum.safeParse(summary).success).toBe(false);
  });

  it('needs a valid e-mail for the owner and every participant (§5)', () => {
    expect(SharedAlbumMember.safeParse({ id: 'u', email: 'not-an-email' }).success).toBe(false);
    expect(SharedAlbumMember.safeParse({ id: '', email: 'a@example.test' }).success).toBe(false);
    const badParticipant = { ...people, participants: [{ id: 'user-2', email: 'two' }] };
    expect(SharedAlbumParticipants.safeParse(badParticipant).success).toBe(false);
  });

  it('pages shared albums with a nullable cursor', () => {
    expect(SharedAlbumListPage.safeParse({ albums: [summary], cursor: null }).success).toBe(true);
    expect(SharedAlbumListPage.safeParse({ albums: [summary], cursor: undefined }).success).toBe(false);
  });
});

describe('shared albums summary schema', () => {
  it('counts readable and granted albums, with optional dates', () => {
    const full = {
      readAlbumsCount: 2,
      grantedAlbumsCount: 1,
      created: '2021-01-01T00:00:00Z',
      updated: '2022-01-01T00:00:00Z',
    };
    expect(SharedAlbumsSummary.parse(full)).toEqual(full);
    expect(SharedAlbumsSummary.parse({ readAlbumsCount: 0, grantedAlbumsCount: 0 })).toEqual({
      readAlbumsCount: 0,
      grantedAlbumsCount: 0,
    });
  });

  it('rejects negative counts and dates that are not ISO', () => {
    expect(SharedAlbumsSummary.safeParse({ readAlbumsCount: -1, grantedAlbumsCount: 0 }).success).toBe(false);
    expect(
      SharedAlbumsSummary.safeParse({ readAlbumsCount: 1, grantedAlbumsCount: 0, created: 'yesterday' })
        .success,
    ).toBe(false);
  });
});

describe('shared album photos', () => {
  it('every photo says whose it is', () => {
    expect(SharedAlbumPhoto.parse(photo).ownerId).toBe('owner-1');
    const { ownerId: _ownerId, ...withoutOwner } = photo;
    expect(SharedAlbumPhoto.safeParse(withoutOwner).success).toBe(false);
  });

  it('pages photos with a nullable cursor', () => {
    expect(SharedAlbumPhotoPage.parse({ images: [photo], cursor: 'c' })).toEqual({
      images: [photo],
      cursor: 'c',
    });
    const { ownerId: _ownerId, ...withoutOwner } = photo;
    expect(SharedAlbumPhotoPage.safeParse({ images: [withoutOwner], cursor: null }).success).toBe(false);
  });
});

describe('shared album list query as the service reads it', () => {
  it('defaults to pages of 50 and reads the cursor and limit', () => {
    expect(SharedAlbumListQueryParams.parse({})).toEqual({ limit: 50 });
    expect(SharedAlbumListQueryParams.parse({ cursor: 'c', limit: '5' })).toEqual({ cursor: 'c', limit: 5 });
    expect(SharedAlbumListQueryParams.safeParse({ limit: '51' }).success).toBe(false);
  });
});
