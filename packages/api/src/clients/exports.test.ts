import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ThrownMessage } from '../errors.ts';
import { ContractError, HttpError } from '../http.ts';
import { getExportChunkUrl, getPhotoExport, requestPhotoExport } from './exports.ts';

const ready = {
  status: 'READY',
  backupId: 'b1',
  chunks: [
    { iteration: 0, size: 2048 },
    { iteration: 1, size: 10 },
  ],
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-02T10:00:00Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/exports');
});
afterAll(() => stub.close());

describe('photo export client: requesting an export (photo-library §8)', () => {
  it('POSTs /backups with the channel and returns the requested export', async () => {
    stub.respond({ json: { status: 'REQUESTED' } });
    await expect(requestPhotoExport(stub.endpoint('tok'), 'albelli-nl')).resolves.toEqual({
      status: 'REQUESTED',
    });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/exports/backups');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ channel: 'albelli-nl' });
  });

  it('returns a READY export so the page can go to its download page', async () => {
    stub.respond({ json: ready });
    await expect(requestPhotoExport(stub.endpoint(), 'albelli-nl')).resolves.toEqual(ready);
  });

  it('throws "Unable to parse response!" when the answer cannot be parsed', async () => {
    stub.respond({ json: { status: 'READY', backupId: '', chunks: [] } });
    const error = await requestPhotoExport(stub.endpoint(), 'albelli-nl').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(ThrownMessage.unableToParseResponse);
    expect((error as Error).cause).toBeInstanceOf(ContractError);
  });

  it('throws "Unable to parse response!" when the answer is not JSON', async () => {
    stub.respond({ text: '<html>' });
    await expect(requestPhotoExport(stub.endpoint(), 'albelli-nl')).rejects.toThrow(
      ThrownMessage.unableToParseResponse,
    );
  });

  it('throws "Unable to generate backup request!" when the export is FAILED', async () => {
    stub.respond({ json: { status: 'FAILED' } });
    await expect(requestPhotoExport(stub.endpoint(), 'albelli-nl')).rejects.toThrow(
      ThrownMessage.unableToGenerateBackupRequest,
    );
  });

  it('lets an HttpError through', async () => {
    stub.respond({ status: 503 });
    const error = await requestPhotoExport(stub.endpoint(), 'albelli-nl').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/backups`);
  });
});

describe('photo export client: the download page', () => {
  it('GETs /backups/{backupId} with the id encoded as one segment', async () => {
    stub.respond({ json: ready });
    await expect(getPhotoExport(stub.endpoint('tok'), 'b/1')).resolves.toEqual(ready);
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/exports/backups/b%2F1');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
    expect(stub.last().body).toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { status: 'IN_PROGRESS' } });
    await getPhotoExport(stub.endpoint(), 'b1');
    const first = stub.last().headers['x-correlation-id'];
    await getPhotoExport(stub.endpoint(), 'b1');
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });

  it('maps 404 to null: the download link has expired', async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    await expect(getPhotoExport(stub.endpoint(), 'b1')).resolves.toBeNull();
  });

  it('lets other errors through, which the page shows as "Export error"', async () => {
    stub.respond({ status: 500 });
    await expect(getPhotoExport(stub.endpoint(), 'b1')).rejects.toMatchObject({
      name: 'HttpError',
      status: 500,
    });
  });

  it('rejects a READY export with unsorted chunks as a contract violation', async () => {
    stub.respond({ json: { ...ready, chunks: [...ready.chunks].reverse() } });
    await expect(getPhotoExport(stub.endpoint(), 'b1')).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs /backups/{backupId}/chunks/{iteration}/url for one zip', async () => {
    stub.respond({ json: { url: 'https://dl.example.test/b1/0.zip?sig=1' } });
    await expect(getExportChunkUrl(stub.endpoint('tok'), 'b1', 0)).resolves.toEqual({
      url: 'https://dl.example.test/b1/0.zip?sig=1',
    });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/exports/backups/b1/chunks/0/url');
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });
});
