import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { createDownload, createSharedAlbumDownload, getDownloads, getDownloadUrl } from './downloads.ts';

const downloadId = '0b6f3c1e-8f0a-4c5e-9a51-2f4b1d3c7e90';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/downloads');
});
afterAll(() => stub.close());

describe('download service client', () => {
  it('GETs /downloads and returns the items', async () => {
    const items = [{ id: downloadId, name: 'Holiday', photos: ['p1'] }];
    stub.respond({ json: { items } });
    await expect(getDownloads(stub.endpoint('tok'))).resolves.toEqual({ items });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/downloads/downloads');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { items: [] } });
    await getDownloads(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getDownloads(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });

  it('GETs /downloads/{id}/url for the signed link to the zip', async () => {
    stub.respond({ json: { url: 'https://dl.example.test/zip?sig=abc' } });
    await expect(getDownloadUrl(stub.endpoint('tok'), downloadId)).resolves.toEqual({
      url: 'https://dl.example.test/zip?sig=abc',
    });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe(`/services/downloads/downloads/${downloadId}/url`);
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it('rejects a signed link that is not a url as a contract violation', async () => {
    stub.respond({ json: { url: 'zip' } });
    await expect(getDownloadUrl(stub.endpoint(), downloadId)).rejects.toBeInstanceOf(ContractError);
  });

  it('lets a 409 for a zip that is not finished through as HttpError', async () => {
    stub.respond({ status: 409 });
    const error = await getDownloadUrl(stub.endpoint(), 'd/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/downloads/d%2F1/url`);
  });

  it('POSTs /downloads with the portal-made id, name and photo ids', async () => {
    const body = { id: downloadId, name: 'Holiday', photos: ['p1', 'p2'] };
    stub.respond({ status: 202, json: body });
    await expect(createDownload(stub.endpoint('tok'), body)).resolves.toEqual(body);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/downloads/downloads');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual(body);
  });

  it('POSTs /shared-album-downloads with the album and each photo with its owner', async () => {
    const body = {
      albumId: 's1',
      photos: [
        { photoId: 'p1', ownerId: 'user-1' },
        { photoId: 'p2', ownerId: 'user-2' },
      ],
    };
    stub.respond({ status: 202, json: { id: 'd-7', photos: ['p1', 'p2'] } });
    await expect(createSharedAlbumDownload(stub.endpoint('tok'), body)).resolves.toEqual({
      id: 'd-7',
      photos: ['p1', 'p2'],
    });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/downloads/shared-album-downloads');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toEqual(body);
  });

  it('rejects a created download without an id as a contract violation', async () => {
    stub.respond({ status: 202, json: { photos: ['p1'] } });
    await expect(
      createSharedAlbumDownload(stub.endpoint(), { albumId: 's1', photos: [] }),
    ).rejects.toBeInstanceOf(ContractError);
  });
});
