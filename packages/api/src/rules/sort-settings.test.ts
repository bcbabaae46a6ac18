import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ALBUM_SORT_KEYS,
  DEFAULT_SORT_SETTINGS,
  formatSortSetting,
  PHOTO_SORT_KEYS,
  parseSortSetting,
  SORT_KEYS,
  SORT_LISTS,
  SORT_ORDERS,
  type SortSetting,
} from './sort-settings.ts';

const allowedSettings = SORT_LISTS.flatMap((list) =>
  SORT_KEYS[list].flatMap((sortKey) =>
    SORT_ORDERS.map((sortOrder) => ({ list, setting: { sortKey, sortOrder } })),
  ),
);

describe('sort settings (photo-library §3, §9)', () => {
  it('sorts photos by dateTaken descending by default', () => {
    expect(DEFAULT_SORT_SETTINGS.photos).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
  });

  it('sorts albums and shared albums by created descending by default', () => {
    expect(DEFAULT_SORT_SETTINGS.albums).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(DEFAULT_SORT_SETTINGS.sharedAlbums).toEqual({ sortKey: 'created', sortOrder: 'desc' });
  });

  it('sorts album and shared-album photos by date added, newest first, by default', () => {
    expect(DEFAULT_SORT_SETTINGS.albumPhotos).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(DEFAULT_SORT_SETTINGS.sharedAlbumPhotos).toEqual({ sortKey: 'created', sortOrder: 'desc' });
  });

  it('allows created, dateTaken and uploaded for photo lists, and only created for album lists', () => {
    expect(PHOTO_SORT_KEYS).toEqual(['created', 'dateTaken', 'uploaded']);
    expect(ALBUM_SORT_KEYS).toEqual(['created']);
    expect(SORT_KEYS.photos).toBe(PHOTO_SORT_KEYS);
    expect(SORT_KEYS.albumPhotos).toBe(PHOTO_SORT_KEYS);
    expect(SORT_KEYS.sharedAlbumPhotos).toBe(PHOTO_SORT_KEYS);
    expect(SORT_KEYS.albums).toBe(ALBUM_SORT_KEYS);
    expect(SORT_KEYS.sharedAlbums).toBe(ALBUM_SORT_KEYS);
    expect(SORT_ORDERS).toEqual(['asc', 'desc']);
  });

  it("stores a setting as 'key/order'", () => {
    expect(formatSortSetting({ sortKey: 'uploaded', sortOrder: 'asc' })).toBe('uploaded/asc');
    expect(formatSortSetting(DEFAULT_SORT_SETTINGS.photos)).toBe('dateTaken/desc');
  });

  it.each([
    ['photos', 'uploaded/asc', { sortKey: 'uploaded', sortOrder: 'asc' }],
    ['photos', 'created/desc', { sortKey: 'created', sortOrder: 'desc' }],
    ['albumPhotos', 'dateTaken/asc', { sortKey: 'dateTaken', sortOrder: 'asc' }],
    ['sharedAlbumPhotos', 'uploaded/desc', { sortKey: 'uploaded', sortOrder: 'desc' }],
    ['albums', 'created/asc', { sortKey: 'created', sortOrder: 'asc' }],
  ] as const)('reads the stored %s setting %j', (list, stored, setting) => {
    expect(parseSortSetting(list, stored)).toEqual(setting);
  });

  it.each([
    ['photos', null],
    ['photos', ''],
    ['photos', 'dateTaken'],
    ['photos', 'dateTaken/'],
    ['photos', '/desc'],
    ['photos', 'dateTaken/desc/extra'],
    ['photos', 'DateTaken/desc'],
    ['photos', 'dateTaken/DESC'],
    ['photos', 'name/asc'],
    ['photos', ' dateTaken/asc'],
    ['photos', '{"sortKey":"created","sortOrder":"asc"}'],
    ['albums', 'dateTaken/asc'],
    ['sharedAlbums', 'uploaded/asc'],
    ['albumPhotos', 'toString/asc'],
    ['albumPhotos', 'created/__proto__'],
  ] as const)('falls back to the default for %s when the stored value is %j', (list, stored) => {
    expect(parseSortSetting(list, stored)).toEqual(DEFAULT_SORT_SETTINGS[list]);
  });

  it('reads back every allowed setting it stored', () => {
    for (const { list, setting } of allowedSettings) {
      expect(parseSortSetting(list, formatSortSetting(setting))).toEqual(setting);
    }
    fc.assert(
      fc.property(fc.constantFrom(...allowedSettings), ({ list, setting }) => {
        expect(parseSortSetting(list, formatSortSetting(setting))).toEqual(setting);
      }),
    );
  });

  it('turns any stored string into a setting allowed for its list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SORT_LISTS),
        fc.oneof(
          fc.string(),
          fc.constant(null),
          fc
            .tuple(fc.constantFrom('created', 'dateTaken', 'uploaded', 'name', ''), fc.string())
            .map(([key, order]) => `${key}/${order}`),
        ),
        (list, stored) => {
          const setting = parseSortSetting(list, stored);
          expect(SORT_KEYS[list]).toContain(setting.sortKey);
          expect(SORT_ORDERS).toContain(setting.sortOrder);
        },
      ),
    );
  });

  it('types a list’s setting with that list’s keys', () => {
    expectTypeOf(parseSortSetting('albums', null)).toEqualTypeOf<SortSetting<'albums'>>();
    expectTypeOf<SortSetting<'albums'>['sortKey']>().toEqualTypeOf<'created'>();
    expectTypeOf<SortSetting<'photos'>['sortKey']>().toEqualTypeOf<'created' | 'dateTaken' | 'uploaded'>();
  });
});
