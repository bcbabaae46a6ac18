import { describe, expect, it } from 'vitest';
import { dateTakenFromExif } from '../src/media/exif-date.ts';

describe('dateTakenFromExif', () => {
  it('reads DateTimeOriginal with its own offset as a UTC instant and as written', () => {
    expect(
      dateTakenFromExif({ DateTimeOriginal: '2023:02:21 14:33:08', OffsetTimeOriginal: '+03:00' }),
    ).toEqual({
      instant: '2023-02-21T11:33:08Z',
      withOffset: '2023-02-21T14:33:08+03:00',
    });
  });

  it('crosses the date line with a negative offset', () => {
    expect(
      dateTakenFromExif({ DateTimeOriginal: '2020:12:31 21:30:00', OffsetTimeOriginal: '-05:00' }),
    ).toEqual({
      instant: '2021-01-01T02:30:00Z',
      withOffset: '2020-12-31T21:30:00-05:00',
    });
  });

  it('reads the wall-clock time as UTC when no offset is written', () => {
    expect(dateTakenFromExif({ DateTimeOriginal: '2023:04:27 19:44:18' })).toEqual({
      instant: '2023-04-27T19:44:18Z',
      withOffset: '2023-04-27T19:44:18Z',
    });
  });

  it('falls back to OffsetTime when the original has no offset of its own', () => {
    expect(
      dateTakenFromExif({ DateTimeOriginal: '2023:02:21 14:33:08', OffsetTime: '+05:30' })?.instant,
    ).toBe('2023-02-21T09:03:08Z');
  });

  it('prefers the offset of the original over OffsetTime', () => {
    expect(
      dateTakenFromExif({
        DateTimeOriginal: '2023:02:21 14:33:08',
        OffsetTimeOriginal: '+01:00',
        OffsetTime: '+02:00',
      })?.instant,
    ).toBe('2023-02-21T13:33:08Z');
  });

  it('falls back to DateTimeDigitized (CreateDate) with its offset when there is no original', () => {
    expect(dateTakenFromExif({ CreateDate: '2019:07:01 08:00:00', OffsetTimeDigitized: '-0700' })).toEqual({
      instant: '2019-07-01T15:00:00Z',
      withOffset: '2019-07-01T08:00:00-07:00',
    });
  });

  it('skips an unset or impossible original and uses DateTimeDigitized', () => {
    for (const unset of [
      '0000:00:00 00:00:00',
      '    :  :     :  :  ',
      '2023:02:30 10:00:00',
      '2023:13:01 10:00:00',
    ]) {
      expect(dateTakenFromExif({ DateTimeOriginal: unset, CreateDate: '2019:07:01 08:00:00' })?.instant).toBe(
        '2019-07-01T08:00:00Z',
      );
    }
  });

  it('accepts dashes in the date and a T before the time, as some writers put them', () => {
    expect(dateTakenFromExif({ DateTimeOriginal: '2022-05-06T07:08:09' })?.instant).toBe(
      '2022-05-06T07:08:09Z',
    );
  });

  it('ignores an offset that is no offset', () => {
    for (const offset of ['+15:00', '+03:75', '03:00', 'Z', '', 3]) {
      expect(
        dateTakenFromExif({ DateTimeOriginal: '2023:02:21 14:33:08', OffsetTimeOriginal: offset })
          ?.withOffset,
      ).toBe('2023-02-21T14:33:08Z');
    }
  });

  it('gives null without any date, or with only dates before photography existed', () => {
    expect(dateTakenFromExif({})).toBeNull();
    expect(dateTakenFromExif({ OffsetTimeOriginal: '+03:00' })).toBeNull();
    expect(dateTakenFromExif({ DateTimeOriginal: '1700:01:01 00:00:00' })).toBeNull();
    expect(dateTakenFromExif({ DateTimeOriginal: 20230221 })).toBeNull();
  });
});
