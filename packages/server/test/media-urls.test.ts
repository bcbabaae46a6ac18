import { randomUUID } from 'node:crypto';
import { deletePhotos, getPhotos } from '@portal/api/clients/photos';
import type { Photo } from '@portal/api/schemas/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedPath } from '../src/blobs/signed-url.ts';
import { readRange } from '../src/media-urls/byte-range.ts';
import { mediaLinkExpiry, photoMediaPath, photoMediaUrl } from '../src/media-urls/photo-media-links.ts';
import { attachment } from '../src/media-urls/photo-media-route.ts';
import { addLibraryPhoto, type Customer, type LibraryPhoto, newCustomer } from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { statusOf } from './support/status-of.ts';

const HOUR = 3600 * 1000;

describe('media link expiry', () => {
  it('gives every link made during one UTC day the same expiry, the end of the next day', () => {
    const morning = Date.parse('2025-03-10T00:00:00.000Z');
    const night = Date.parse('2025-03-10T23:59:59.999Z');
    expect(mediaLinkExpiry(morning)).toBe(Date.parse('2025-03-12T00:00:00.000Z'));
    expect(mediaLinkExpiry(night)).toBe(mediaLinkExpiry(morning));
    expect(mediaLinkExpiry(night + 1)).toBe(Date.parse('2025-03-13T00:00:00.000Z'));
    for (const now of [morning, night, morning + 13 * HOUR]) {
      expect(mediaLinkExpiry(now) - now).toBeGreaterThan(24 * HOUR);
      expect(mediaLinkExpiry(now) - now).toBeLessThanOrEqual(48 * HOUR);
    }
  });

  it('makes the same link for the same photo and variant within a day, another for each variant', () => {
    const signer = { publicUrl: 'https://photos.example.test', urlSigningSecret: 'secret' };
    const now = Date.parse('2025-03-10T08:00:00Z');
    const link = photoMediaUrl(signer, 'p1', 300, now);
    expect(photoMediaUrl(signer, 'p1', 300, now + 10 * HOUR)).toBe(link);
    expect(photoMediaUrl(signer, 'p1', 800, now)).not.toBe(link);
    expect(link.startsWith('https://photos.example.test/services/photo/media/p1/300?expires=')).toBe(true);
  });
});

describe('byte ranges', () => {
  it('reads one range of a known size, as RFC 9110 writes them', () => {
    expect(readRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(readRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(readRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(readRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(readRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(readRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(readRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('serves the whole for what it does not support or cannot read', () => {
    for (const header of ['bytes=0-1,5-6', 'items=0-1', 'bytes=5-2', 'bytes=-', 'bytes=a-b', '']) {
      expect(readRange(header, 100), header).toEqual({ kind: 'whole' });
    }
  });
});

describe('attachment names', () => {
  it('names the file in UTF-8 with a plain fallback, never a path', () => {
    expect(attachment('IMG_0001.JPG')).toBe(
      `attachment; filename="IMG_0001.JPG"; filename*=UTF-8''IMG_0001.JPG`,
    );
    expect(attachment('Strand "ä" (1).jpg')).toBe(
      `attachment; filename="Strand ___ (1).jpg"; filename*=UTF-8''Strand%20%22%C3%A4%22%20%281%29.jpg`,
    );
    expect(attachment('../../etc/passwd')).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`);
  });
});

describe.each(ENGINES)('photo media links on $name', (engine) => {
  let server: PortalServer;
  let owner: Customer;
  let photo: LibraryPhoto;
  let listed: Photo;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    owner = await newCustomer(server, 'media');
    photo = await addLibraryPhoto(server.portal.context, owner.id, { localFileName: 'Strand ä.jpg' });
    const [first] = (await getPhotos(server.endpoint('photo', owner.token))).images;
    if (!first) throw new Error('The photo is not listed');
    listed = first;
  });
  afterAll(async () => {
    await server?.close();
  });

  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it.skipIf(engine.skip)(
    'serves the original without a token, as an attachment under its file name',
    async () => {
      const response = await fetch(listed.untouchedUrl);
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toEqual(photo.bytes);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-length')).toBe(String(photo.bytes.byteLength));
      expect(response.headers.get('etag')).toBe(`"${photo.blobHash}"`);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Strand _.jpg"; filename*=UTF-8''Strand%20%C3%A4.jpg`,
      );
      const cacheControl = response.headers.get('cache-control') ?? '';
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(cacheControl)?.[1]);
      expect(maxAge).toBeGreaterThan(24 * 3600 - 60);
      expect(maxAge).toBeLessThanOrEqual(48 * 3600);
    },
  );

  it.skipIf(engine.skip)('serves each thumbnail, and the 1300 one as the display picture', async () => {
    for (const thumbnail of listed.thumbnails) {
      const response = await fetch(thumbnail.url);
      expect(response.status, String(thumbnail.id)).toBe(200);
      expect(await bytesOf(response)).toEqual(photo.thumbnails.get(thumbnail.id)?.bytes);
      expect(response.headers.get('etag')).toBe(`"${photo.thumbnails.get(thumbnail.id)?.hash}"`);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    const display = await fetch(listed.url);
    expect(display.status).toBe(200);
    expect(await bytesOf(display)).toEqual(photo.thumbnails.get(1300)?.bytes);
    expect(display.headers.get('content-type')).toBe('image/jpeg');
  });

  it.skipIf(engine.skip)(
    'gives the same links in every listing of one day, so browsers cache them',
    async () => {
      const [again] = (await getPhotos(server.endpoint('photo', owner.token))).images;
      expect(again?.url).toBe(listed.url);
      expect(again?.thumbnails).toEqual(listed.thumbnails);
      const cached = await fetch(listed.thumbnails[0]?.url ?? '', {
        headers: { 'If-None-Match': `"${photo.thumbnails.get(300)?.hash}"` },
      });
      expect(cached.status).toBe(304);
    },
  );

  it.skipIf(engine.skip)('serves a byte range of the original with 206, and 416 past its end', async () => {
    const size = photo.bytes.byteLength;
    const first = await fetch(listed.untouchedUrl, { headers: { Range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(first.headers.get('content-length')).toBe('10');
    expect(await bytesOf(first)).toEqual(photo.bytes.slice(0, 10));

    const tail = await fetch(listed.untouchedUrl, { headers: { Range: 'bytes=-7' } });
    expect(tail.status).toBe(206);
    expect(await bytesOf(tail)).toEqual(photo.bytes.slice(size - 7));

    const stale = await fetch(listed.untouchedUrl, {
      headers: { Range: 'bytes=0-9', 'If-Range': '"other"' },
    });
    expect(stale.status).toBe(200);
    expect(await bytesOf(stale)).toEqual(photo.bytes);

    const beyond = await fetch(listed.untouchedUrl, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it.skipIf(engine.skip)('answers HEAD with the headers only', async () => {
    const response = await fetch(listed.untouchedUrl, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(photo.bytes.byteLength));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it.skipIf(engine.skip)('answers 403 to a link that is forged, altered, unsigned or expired', async () => {
    const url = new URL(listed.untouchedUrl);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const otherPhoto = new URL(url);
    otherPhoto.pathname = photoMediaPath(randomUUID(), 'original');
    const otherVariant = new URL(url);
    otherVariant.pathname = photoMediaPath(photo.id, 300);
    const unsigned = new URL(url.pathname, url.origin);
    const expired = `${server.baseUrl}${signedPath(
      photoMediaPath(photo.id, 'original'),
      Date.now() - 1000,
      server.portal.context.urlSigningSecret,
    )}`;
    for (const link of [forged, later, otherPhoto, otherVariant, unsigned, expired]) {
      const response = await fetch(link);
      expect(response.status, String(link)).toBe(403);
    }
    const expiredAnswer = (await (await fetch(expired)).json()) as { message: string };
    expect(expiredAnswer.message).toBe('This photo link has expired');
  });

  it.skipIf(engine.skip)(
    'answers 404 for a photo deleted since, and for a size it does not have',
    async () => {
      const signer = server.portal.context;
      expect((await fetch(photoMediaUrl(signer, photo.id, 640))).status).toBe(404);
      const badVariant = `${server.baseUrl}${signedPath(
        `${photoMediaPath(photo.id, 'original').replace(/original$/, 'poster')}`,
        Date.now() + HOUR,
        signer.urlSigningSecret,
      )}`;
      expect((await fetch(badVariant)).status).toBe(400);

      const gone = await addLibraryPhoto(server.portal.context, owner.id);
      const link = photoMediaUrl(signer, gone.id, 'original');
      expect(await statusOf(link)).toBe(200);
      await deletePhotos(server.endpoint('photo', owner.token), [gone.id]);
      expect((await fetch(link)).status).toBe(404);
    },
  );
});
