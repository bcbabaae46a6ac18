import { describe, expect, it } from 'vitest';
import { DELETE_BATCH_SIZE } from '../rules/batched-calls.ts';
import {
  DeletePhotosBody,
  LibraryCounts,
  Photo,
  PhotoListQueryParams,
  PhotoPage,
  PhotoSort,
  PhotoSortKey,
  THUMBNAIL_IDS,
  TimelineCounts,
  TimelineLocation,
  TimelineQueryParams,
  TimelineSectionParams,
  UNKNOWN_DATE_LOCATION,
} from './photos.ts';

const thumbnails = [300, 800, 1300].map((size) => ({
  id: size,
  url: `https://img.example.test/p1/${size}.jpg`,
  width: size,
  height: Math.round(size * 0.75),
}));

const photo = {
  imageId: 'p1',
  localFileName: 'IMG_0001.HEIC',
  uploadId: 'u1',
  url: 'https://img.example.test/p1.jpg',
  untouchedUrl: 'https://img.example.test/p1-original.heic',
  thumbnails,
  dateTaken: '2023-07-14T18:30:00+02:00',
  uploadEnd: '2024-01-02T09:00:00Z',
  visibleWidth: 4032,
  visibleHeight: 3024,
  location: { year: 2023, month: 7 },
};

describe('photo schema (photo-library §3)', () => {
  it('accepts a photo with its urls, the three used thumbnails, dates, visible size and timeline month', () => {
    expect(Photo.parse(photo)).toEqual(photo);
  });

  it('accepts a photo without a date taken, and one of a shared album with its owner', () => {
    const { dateTaken: _dateTaken, ...undated } = photo;
    expect(Photo.safeParse({ ...undated, location: UNKNOWN_DATE_LOCATION }).success).toBe(true);
    expect(Photo.parse({ ...photo, ownerId: 'user-2' }).ownerId).toBe('user-2');
  });

  it('files undated photos in January 1970, the "Unknown Date" section', () => {
    expect(UNKNOWN_DATE_LOCATION).toEqual({ year: 1970, month: 1 });
  });

  it('uses thumbnail 300 and 800 for the grid and 1300 for the preview', () => {
    expect(THUMBNAIL_IDS).toEqual({ gridSmall: 300, gridLarge: 800, preview: 1300 });
  });

  it('accepts thumbnails of other sizes besides the used ones', () => {
    const extra = { id: 150, url: 'https://img.example.test/p1/150.jpg', width: 150, height: 113 };
    expect(Photo.safeParse({ ...photo, thumbnails: [...thumbnails, extra] }).success).toBe(true);
  });

  it('rejects a photo that lacks a used thumbnail size or lists one twice', () => {
    expect(Photo.safeParse({ ...photo, thumbnails: thumbnails.slice(0, 2) }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, thumbnails: [...thumbnails, thumbnails[0]] }).success).toBe(false);
  });

  it('rejects urls that are not urls and timestamps that are not ISO date-times', () => {
    expect(Photo.safeParse({ ...photo, url: 'p1.jpg' }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, untouchedUrl: '' }).success).toBe(false);
    const [first, ...rest] = thumbnails;
    expect(Photo.safeParse({ ...photo, thumbnails: [{ ...first, url: 'nope' }, ...rest] }).success).toBe(
      false,
    );
    expect(Photo.safeParse({ ...photo, dateTaken: '14/07/2023' }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, dateTaken: null }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, uploadEnd: undefined }).success).toBe(false);
  });

  it('rejects missing ids and file names, and sizes that are not positive integers', () => {
    expect(Photo.safeParse({ ...photo, imageId: '' }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, uploadId: undefined }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, localFileName: '' }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, visibleWidth: 0 }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, visibleHeight: 10.5 }).success).toBe(false);
    expect(Photo.safeParse({ ...photo, ownerId: '' }).success).toBe(false);
  });

  it('rejects a photo without a valid timeline month', () => {
    expect(Photo.safeParse({ ...photo, location: undefined }).success).toBe(false);
    expect(TimelineLocation.safeParse({ year: 2023, month: 0 }).success).toBe(false);
    expect(TimelineLocation.safeParse({ year: 2023, month: 13 }).success).toBe(false);
    expect(TimelineLocation.safeParse({ year: 0, month: 1 }).success).toBe(false);
    expect(TimelineLocation.safeParse({ year: 10000, month: 1 }).success).toBe(false);
    expect(TimelineLocation.safeParse({ year: 2023.5, month: 1 }).success).toBe(false);
  });

  it('drops fields the contract does not name', () => {
    expect(Photo.parse({ ...photo, exif: { iso: 100 } })).not.toHaveProperty('exif');
  });
});

describe('photo page schema (timeline page, photo list, album photos)', () => {
  it('accepts images with the next cursor, or null on the last page', () => {
    expect(PhotoPage.parse({ images: [photo], cursor: 'next' })).toEqual({ images: [photo], cursor: 'next' });
    expect(PhotoPage.safeParse({ images: [], cursor: null }).success).toBe(true);
  });

  it('rejects a page without a cursor or with a photo that breaks the contract', () => {
    expect(PhotoPage.safeParse({ images: [] }).success).toBe(false);
    expect(PhotoPage.safeParse({ images: [], cursor: 3 }).success).toBe(false);
    expect(PhotoPage.safeParse({ images: [{ ...photo, url: 'x' }], cursor: null }).success).toBe(false);
  });
});

describe('library counts schema', () => {
  it('accepts photo and album counts that are integers >= 0', () => {
    expect(LibraryCounts.parse({ photosCount: 1200, albumsCount: 0 })).toEqual({
      photosCount: 1200,
      albumsCount: 0,
    });
  });

  it('rejects negative, fractional or missing counts', () => {
    expect(LibraryCounts.safeParse({ photosCount: -1, albumsCount: 0 }).success).toBe(false);
    expect(LibraryCounts.safeParse({ photosCount: 1.5, albumsCount: 0 }).success).toBe(false);
    expect(LibraryCounts.safeParse({ photosCount: 3 }).success).toBe(false);
  });
});

describe('timeline counts schema: years and months newest first', () => {
  const timeline = {
    years: [
      {
        year: 2024,
        months: [
          { month: 12, count: 30 },
          { month: 1, count: 2 },
        ],
      },
      { year: 1970, months: [{ month: 1, count: 5 }] },
    ],
  };

  it('accepts years and months newest first, and an empty library', () => {
    expect(TimelineCounts.parse(timeline)).toEqual(timeline);
    expect(TimelineCounts.safeParse({ years: [] }).success).toBe(true);
  });

  it('rejects years out of order or given twice', () => {
    expect(TimelineCounts.safeParse({ years: [...timeline.years].reverse() }).success).toBe(false);
    const [first] = timeline.years;
    expect(TimelineCounts.safeParse({ years: [first, first] }).success).toBe(false);
  });

  it('rejects months out of order, given twice or outside 1..12', () => {
    const year = (months: { month: number; count: number }[]) => ({ years: [{ year: 2024, months }] });
    expect(
      TimelineCounts.safeParse(
        year([
          { month: 1, count: 1 },
          { month: 2, count: 1 },
        ]),
      ).success,
    ).toBe(false);
    expect(
      TimelineCounts.safeParse(
        year([
          { month: 3, count: 1 },
          { month: 3, count: 1 },
        ]),
      ).success,
    ).toBe(false);
    expect(TimelineCounts.safeParse(year([{ month: 13, count: 1 }])).success).toBe(false);
    expect(TimelineCounts.safeParse(year([{ month: 0, count: 1 }])).success).toBe(false);
  });

  it('rejects empty months and years without months', () => {
    expect(
      TimelineCounts.safeParse({ years: [{ year: 2024, months: [{ month: 5, count: 0 }] }] }).success,
    ).toBe(false);
    expect(TimelineCounts.safeParse({ years: [{ year: 2024, months: [] }] }).success).toBe(false);
  });
});

describe('photo sort', () => {
  it('sorts by created, dateTaken or uploaded, ascending or descending', () => {
    for (const sortKey of ['created', 'dateTaken', 'uploaded']) {
      expect(PhotoSortKey.safeParse(sortKey).success).toBe(true);
    }
    expect(PhotoSort.parse({ sortKey: 'uploaded', sortOrder: 'asc' })).toEqual({
      sortKey: 'uploaded',
      sortOrder: 'asc',
    });
    expect(PhotoSort.parse({})).toEqual({});
  });

  it('rejects other keys and orders', () => {
    expect(PhotoSortKey.safeParse('name').success).toBe(false);
    expect(PhotoSort.safeParse({ sortOrder: 'up' }).success).toBe(false);
  });
});

describe('delete photos body', () => {
  it('accepts one to one batch of photo ids', () => {
    expect(DeletePhotosBody.safeParse({ photoIds: ['p1'] }).success).toBe(true);
    const batch = Array.from({ length: DELETE_BATCH_SIZE }, (_, index) => `p${index}`);
    expect(DeletePhotosBody.safeParse({ photoIds: batch }).success).toBe(true);
  });

  it('rejects no ids, an empty id, or more than one batch', () => {
    expect(DeletePhotosBody.safeParse({ photoIds: [] }).success).toBe(false);
    expect(DeletePhotosBody.safeParse({ photoIds: [''] }).success).toBe(false);
    const tooMany = Array.from({ length: DELETE_BATCH_SIZE + 1 }, (_, index) => `p${index}`);
    expect(DeletePhotosBody.safeParse({ photoIds: tooMany }).success).toBe(false);
  });
});

describe('query parameters as the service reads them', () => {
  it('reads the timeline section from the path', () => {
    expect(TimelineSectionParams.parse({ year: '2024', month: '5' })).toEqual({ year: 2024, month: 5 });
    expect(TimelineSectionParams.parse({ year: '1970', month: '12' })).toEqual({ year: 1970, month: 12 });
  });

  it.each([
    ['month 13', { year: '2024', month: '13' }],
    ['month 0', { year: '2024', month: '0' }],
    ['a leading zero', { year: '2024', month: '05' }],
    ['a sign', { year: '+2024', month: '5' }],
    ['a fraction', { year: '2024', month: '5.0' }],
    ['a word', { year: 'this', month: '5' }],
  ])('refuses a timeline section with %s', (_, params) => {
    expect(TimelineSectionParams.safeParse(params).success).toBe(false);
  });

  it('defaults the limit to the page size: 24 for a month, 500 for a photo list', () => {
    expect(TimelineQueryParams.parse({})).toEqual({ limit: 24 });
    expect(PhotoListQueryParams.parse({})).toEqual({ limit: 500 });
  });

  it('reads the cursor, limit and sort', () => {
    expect(
      TimelineQueryParams.parse({ cursor: 'c2', limit: '10', sortKey: 'uploaded', sortOrder: 'asc' }),
    ).toEqual({ cursor: 'c2', limit: 10, sortKey: 'uploaded', sortOrder: 'asc' });
    expect(PhotoListQueryParams.parse({ limit: '500' })).toEqual({ limit: 500 });
  });

  it('reads a month page from a position, up to 500 photos, never with a cursor too', () => {
    expect(TimelineQueryParams.parse({ offset: '4800', limit: '96' })).toEqual({ offset: 4800, limit: 96 });
    expect(TimelineQueryParams.parse({ offset: '0' })).toEqual({ offset: 0, limit: 24 });
    expect(TimelineQueryParams.safeParse({ limit: '500' }).success).toBe(true);
    expect(TimelineQueryParams.safeParse({ offset: '-1' }).success).toBe(false);
    expect(TimelineQueryParams.safeParse({ offset: '1.5' }).success).toBe(false);
    expect(TimelineQueryParams.safeParse({ offset: '24', cursor: 'c2' }).success).toBe(false);
  });

  it('refuses a limit above the page size or below 1, an empty cursor and unknown sorts', () => {
    expect(TimelineQueryParams.safeParse({ limit: '501' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ limit: '501' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ limit: '0' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ limit: '-1' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ cursor: '' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ sortKey: 'name' }).success).toBe(false);
    expect(PhotoListQueryParams.safeParse({ sortOrder: 'DESC' }).success).toBe(false);
  });
});
