import type { AcceptedUploadType } from '@portal/api/schemas/uploads';
import { describe, expect, it } from 'vitest';
import type { UploadFailure, UploadItem, UploadState } from '../ui/parts/upload-items.ts';
import { phoneUploadStatus, untilTime } from './phone-upload-status.ts';

const JPEG: AcceptedUploadType = 'image/jpeg';

function item(name: string, state: UploadState): UploadItem {
  return { key: name, file: new File(['photo bytes of ', name], name, { type: JPEG }), type: JPEG, state };
}

const uploaded = (name: string, duplicate = false): UploadItem =>
  item(name, {
    kind: 'uploaded',
    photo: { uploadId: `upload-${name}`, photoId: `photo-${name}`, duplicate },
  });
const failed = (name: string, failure: UploadFailure): UploadItem => item(name, { kind: 'failed', failure });

describe('what the phone says of its uploads', () => {
  it('offers to upload while the code works, and counts nothing before Upload', () => {
    expect(phoneUploadStatus([], false)).toEqual({ stopped: null, sent: null });
    expect(phoneUploadStatus([item('a.jpg', { kind: 'chosen' })], false)).toEqual({
      stopped: null,
      sent: null,
    });
  });

  it("stops offering to upload when the code expires by the phone's clock", () => {
    expect(phoneUploadStatus([], true)).toEqual({ stopped: 'expired', sent: null });
  });

  it('stops and says the code has ended when the service refuses an upload for its sake', () => {
    for (const failure of ['ended', 'signedOut'] as const) {
      expect(phoneUploadStatus([uploaded('a.jpg'), failed('b.jpg', failure)], false).stopped).toBe('ended');
      // Closed on the computer or run out: the ended code is named either way.
      expect(phoneUploadStatus([failed('b.jpg', failure)], true).stopped).toBe('ended');
    }
  });

  it('goes on after a failure that is the photo’s own or a passing one', () => {
    const failures: readonly UploadFailure[] = [
      'unsupported',
      'tooLarge',
      'unreadable',
      'tooManyUnfinished',
      'tooMuchPending',
      'failed',
    ];
    for (const failure of failures) {
      expect(phoneUploadStatus([failed('a.jpg', failure)], false).stopped).toBeNull();
    }
  });

  it('counts the photos uploaded, duplicates included, once every photo asked for has ended', () => {
    const items = [uploaded('a.jpg'), uploaded('b.jpg', true), failed('c.jpg', 'tooLarge')];
    expect(phoneUploadStatus(items, false).sent).toBe(2);
    // Chosen after the others, not yet sent: the others are counted all the same.
    expect(phoneUploadStatus([...items, item('d.jpg', { kind: 'chosen' })], false).sent).toBe(2);
  });

  it('counts nothing while a photo is still uploading or waiting, or when none arrived', () => {
    expect(
      phoneUploadStatus([uploaded('a.jpg'), item('b.jpg', { kind: 'uploading', sent: 3 })], false).sent,
    ).toBeNull();
    expect(phoneUploadStatus([uploaded('a.jpg'), item('b.jpg', { kind: 'waiting' })], false).sent).toBeNull();
    expect(phoneUploadStatus([failed('a.jpg', 'failed')], false).sent).toBeNull();
  });
});

describe('until when the code works', () => {
  it('is the time of day in the phone’s locale, with two-digit hours', () => {
    const fivePastNine = new Date(2025, 5, 1, 9, 5).getTime();
    expect(untilTime(fivePastNine, 'en-GB')).toBe('09:05');
    expect(untilTime(fivePastNine, 'de-DE')).toBe('09:05');
    expect(untilTime(new Date(2025, 5, 1, 21, 40).getTime(), 'nl-NL')).toBe('21:40');
  });
});
