import { describe, expect, it } from 'vitest';
import {
  acceptedTypeOf,
  chooseFiles,
  nextToStart,
  progressOf,
  queueChosen,
  type UploadItem,
  withState,
} from './upload-items.ts';

function file(name: string, type: string, size = 10, lastModified = 1): File {
  return new File([new Uint8Array(size)], name, { type, lastModified });
}

describe('acceptedTypeOf', () => {
  it('takes HEIC, JPEG and PNG by their declared type', () => {
    expect(acceptedTypeOf({ name: 'a.bin', type: 'image/heic' })).toBe('image/heic');
    expect(acceptedTypeOf({ name: 'a', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(acceptedTypeOf({ name: 'a.PNG', type: 'image/png' })).toBe('image/png');
  });

  it('refuses other declared types, whatever the name says', () => {
    expect(acceptedTypeOf({ name: 'a.jpg', type: 'image/gif' })).toBeNull();
    expect(acceptedTypeOf({ name: 'a.heic', type: 'application/pdf' })).toBeNull();
    expect(acceptedTypeOf({ name: 'clip.mov', type: 'video/quicktime' })).toBeNull();
  });

  it('judges a file the system has no type for by its extension', () => {
    expect(acceptedTypeOf({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(acceptedTypeOf({ name: 'pug.heic', type: 'application/octet-stream' })).toBe('image/heic');
    expect(acceptedTypeOf({ name: 'pug.heic', type: 'image/heif' })).toBe('image/heic');
    expect(acceptedTypeOf({ name: 'photo.JPEG', type: '' })).toBe('image/jpeg');
    expect(acceptedTypeOf({ name: 'notes.txt', type: '' })).toBeNull();
    expect(acceptedTypeOf({ name: 'README', type: '' })).toBeNull();
    expect(acceptedTypeOf({ name: 'image.heif', type: 'image/heif' })).toBeNull();
  });
});

describe('chooseFiles', () => {
  it('adds the accepted files as chosen items and names the refused ones', () => {
    const chosen = chooseFiles(
      [],
      [file('a.jpg', 'image/jpeg'), file('b.gif', 'image/gif'), file('c.png', 'image/png')],
    );
    expect(chosen.items.map((item) => [item.file.name, item.type, item.state.kind])).toEqual([
      ['a.jpg', 'image/jpeg', 'chosen'],
      ['c.png', 'image/png', 'chosen'],
    ]);
    expect(chosen.refused).toEqual(['b.gif']);
  });

  it('keeps one item for a file chosen twice, whatever its state', () => {
    const first = chooseFiles([], [file('a.jpg', 'image/jpeg')]).items;
    const uploading = withState(first, first[0]?.key ?? '', { kind: 'uploading', sent: 5 });
    const again = chooseFiles(uploading, [file('a.jpg', 'image/jpeg'), file('a.jpg', 'image/jpeg', 11)]);
    expect(again.items).toHaveLength(2);
    expect(again.items[0]?.state).toEqual({ kind: 'uploading', sent: 5 });
    expect(again.refused).toEqual([]);
  });
});

describe('the queue', () => {
  const items = chooseFiles(
    [],
    ['1', '2', '3', '4', '5'].map((name) => file(`${name}.jpg`, 'image/jpeg')),
  ).items;

  it('sends nothing before Upload is pressed', () => {
    expect(nextToStart(items)).toEqual([]);
  });

  it('starts the first three waiting items, and another as one ends', () => {
    let queued = queueChosen(items);
    const started = nextToStart(queued);
    expect(started.map((item) => item.file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    for (const item of started) queued = withState(queued, item.key, { kind: 'uploading', sent: 0 });
    expect(nextToStart(queued)).toEqual([]);
    queued = withState(queued, started[0]?.key ?? '', { kind: 'failed', failure: 'failed' });
    expect(nextToStart(queued).map((item) => item.file.name)).toEqual(['4.jpg']);
  });
});

describe('progressOf', () => {
  it('counts the asked items, their bytes, and the photos new to the library', () => {
    const chosen = chooseFiles(
      [],
      [100, 200, 300, 400, 500].map((size, index) => file(`${index}.png`, 'image/png', size)),
    ).items;
    const states: UploadItem['state'][] = [
      { kind: 'uploaded', photo: { uploadId: 'u1', photoId: 'p1', duplicate: false } },
      { kind: 'uploaded', photo: { uploadId: 'u2', photoId: 'p2', duplicate: true } },
      { kind: 'uploading', sent: 150 },
      { kind: 'failed', failure: 'unreadable' },
      { kind: 'chosen' },
    ];
    const items = chosen.map((item, index) => ({ ...item, state: states[index] ?? item.state }));
    expect(progressOf(items)).toEqual({
      asked: 4,
      uploaded: 2,
      failed: 1,
      busy: 1,
      chosen: 1,
      sentBytes: 100 + 200 + 150,
      totalBytes: 100 + 200 + 300,
      newPhotoIds: ['p1'],
    });
  });
});
