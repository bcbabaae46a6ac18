import { describe, expect, it } from 'vitest';
import {
  ArchiveEvent,
  ArchiveEventPayload,
  CreateDownloadBody,
  DOWNLOAD_PHOTO_LIMIT,
  Download,
  DownloadList,
  PUSH_SOCKET_ACK,
  PushSocketAuthenticate,
  parseArchiveEvent,
  SharedAlbumDownloadBody,
  SignedUrl,
} from './downloads.ts';

const downloadId = '0b6f3c1e-8f0a-4c5e-9a51-2f4b1d3c7e90';
const ids = (length: number) => Array.from({ length }, (_, index) => `p${index}`);

describe('download schema (photo-library §3)', () => {
  it('accepts a download with or without a name', () => {
    const download = { id: downloadId, name: 'Holiday', photos: ['p1', 'p2'] };
    expect(Download.parse(download)).toEqual(download);
    expect(Download.parse({ id: downloadId, photos: [] })).toEqual({ id: downloadId, photos: [] });
  });

  it('rejects a download without id or photo list', () => {
    expect(Download.safeParse({ id: '', photos: [] }).success).toBe(false);
    expect(Download.safeParse({ id: downloadId }).success).toBe(false);
    expect(Download.safeParse({ id: downloadId, name: '', photos: [] }).success).toBe(false);
  });

  it('lists downloads as items', () => {
    expect(DownloadList.safeParse({ items: [{ id: downloadId, photos: ['p1'] }] }).success).toBe(true);
    expect(DownloadList.safeParse([{ id: downloadId, photos: ['p1'] }]).success).toBe(false);
  });
});

describe('download request bodies: up to 100 photos (§5)', () => {
  it('has a limit of 100 photos', () => {
    expect(DOWNLOAD_PHOTO_LIMIT).toBe(100);
  });

  it('accepts a portal-made uuid, an optional name and 1 to 100 photos', () => {
    expect(CreateDownloadBody.safeParse({ id: downloadId, photos: ids(1) }).success).toBe(true);
    expect(CreateDownloadBody.safeParse({ id: downloadId, name: 'Zip', photos: ids(100) }).success).toBe(
      true,
    );
  });

  it('rejects an id that is not a uuid, no photos, or more than 100', () => {
    expect(CreateDownloadBody.safeParse({ id: 'd1', photos: ids(1) }).success).toBe(false);
    expect(CreateDownloadBody.safeParse({ id: downloadId, photos: [] }).success).toBe(false);
    expect(CreateDownloadBody.safeParse({ id: downloadId, photos: ids(101) }).success).toBe(false);
  });

  it('names each shared-album photo with its owner', () => {
    const photos = ids(100).map((photoId) => ({ photoId, ownerId: 'owner-1' }));
    expect(SharedAlbumDownloadBody.safeParse({ albumId: 's1', photos }).success).toBe(true);
    expect(SharedAlbumDownloadBody.safeParse({ albumId: 's1', photos: [...photos, photos[0]] }).success).toBe(
      false,
    );
    expect(SharedAlbumDownloadBody.safeParse({ albumId: 's1', photos: [] }).success).toBe(false);
    expect(SharedAlbumDownloadBody.safeParse({ albumId: 's1', photos: [{ photoId: 'p1' }] }).success).toBe(
      false,
    );
    expect(SharedAlbumDownloadBody.safeParse({ albumId: '', photos: photos.slice(0, 1) }).success).toBe(
      false,
    );
  });
});

describe('signed url', () => {
  it('needs a url', () => {
    expect(SignedUrl.parse({ url: 'https://dl.example.test/z.zip?sig=1' })).toEqual({
      url: 'https://dl.example.test/z.zip?sig=1',
    });
    expect(SignedUrl.safeParse({ url: 'z.zip' }).success).toBe(false);
  });
});

describe('push socket messages', () => {
  const data = { userId: 'user-1', downloadId };

  it('authenticates with the access token and is acknowledged with OK', () => {
    expect(PushSocketAuthenticate.parse({ action: 'authenticate', token: 'tok' })).toEqual({
      action: 'authenticate',
      token: 'tok',
    });
    expect(PushSocketAuthenticate.safeParse({ action: 'login', token: 'tok' }).success).toBe(false);
    expect(PushSocketAuthenticate.safeParse({ action: 'authenticate', token: '' }).success).toBe(false);
    expect(PUSH_SOCKET_ACK).toBe('OK');
  });

  it.each(['archive-started', 'archive-finished', 'archive-error'])('accepts the %s event', (type) => {
    expect(ArchiveEvent.parse({ type, data })).toEqual({ type, data });
  });

  it('rejects other event types and payloads without user or download', () => {
    expect(ArchiveEvent.safeParse({ type: 'archive-done', data }).success).toBe(false);
    expect(ArchiveEvent.safeParse({ type: 'import-started', data }).success).toBe(false);
    expect(ArchiveEvent.safeParse({ type: 'archive-started', data: { userId: 'user-1' } }).success).toBe(
      false,
    );
    expect(ArchiveEventPayload.safeParse({ userId: '', downloadId }).success).toBe(false);
  });

  it('reads an archive event from a text frame and ignores every other frame', () => {
    const frame = JSON.stringify({ type: 'archive-finished', data });
    expect(parseArchiveEvent(frame)).toEqual({ type: 'archive-finished', data });
    expect(parseArchiveEvent('OK')).toBeNull();
    expect(parseArchiveEvent('{"type":')).toBeNull();
    expect(parseArchiveEvent(JSON.stringify({ type: 'archive-finished' }))).toBeNull();
    expect(parseArchiveEvent(new ArrayBuffer(2))).toBeNull();
  });
});
