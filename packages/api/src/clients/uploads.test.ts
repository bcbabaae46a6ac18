import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { findUpload, getAnonymousUploads, getUpload } from './uploads.ts';

const upload = {
  id: 'up_1',
  accountId: 'acc-1',
  status: 'COMPLETED',
  fileName: 'IMG_0001.jpg',
  fileType: 'image/jpeg',
  size: 1_000_000,
  photoId: 'p1',
  duplicate: false,
  createdAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:05Z',
};
const anonymous = { ...upload, id: 'up_2', accountId: null, status: 'PROCESSING', photoId: null };

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/storage');
});
afterAll(() => stub.close());

describe('storage client: upload records', () => {
  it('GETs /uploads/{id} with the account id', async () => {
    stub.respond({ json: upload });
    await expect(getUpload(stub.endpoint('tok'), 'up_1', 'acc-1')).resolves.toEqual(upload);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/storage/uploads/up_1');
    expect(Object.fromEntries(request.query)).toEqual({ accountId: 'acc-1' });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('maps 404 to null: the account has no such upload', async () => {
    stub.respond({ status: 404 });
    await expect(getUpload(stub.endpoint(), 'up_9', 'acc-1')).resolves.toBeNull();
  });

  it('lets other errors through as HttpError', async () => {
    stub.respond({ status: 500 });
    const error = await getUpload(stub.endpoint(), 'up_1', 'acc-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/uploads/up_1?accountId=acc-1`);
  });

  it('rejects a completed upload without its photo as a contract violation', async () => {
    stub.respond({ json: { ...upload, photoId: null } });
    await expect(getUpload(stub.endpoint(), 'up_1', 'acc-1')).rejects.toBeInstanceOf(ContractError);
  });

  it('POSTs /getanonymousuploads with the array of ids', async () => {
    stub.respond({ json: [anonymous] });
    await expect(getAnonymousUploads(stub.endpoint('tok'), ['up_2'])).resolves.toEqual([anonymous]);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/storage/getanonymousuploads');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual(['up_2']);
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: [] });
    await getAnonymousUploads(stub.endpoint(), ['up_2']);
    const first = stub.last().headers['x-correlation-id'];
    await getAnonymousUploads(stub.endpoint(), ['up_2']);
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});

describe('storage client: finding an upload wherever it was made', () => {
  it('returns the account upload without asking for anonymous ones', async () => {
    stub.on('GET', '/services/storage/uploads/up_1', { json: upload });
    const before = stub.requests.length;
    await expect(findUpload(stub.endpoint(), 'up_1', 'acc-1')).resolves.toEqual(upload);
    expect(stub.requests.length - before).toBe(1);
  });

  it('falls back to the anonymous uploads when the account has none', async () => {
    stub.on('GET', '/services/storage/uploads/up_2', { status: 404 });
    stub.on('POST', '/services/storage/getanonymousuploads', { json: [anonymous] });
    const before = stub.requests.length;
    await expect(findUpload(stub.endpoint('tok'), 'up_2', 'acc-1')).resolves.toEqual(anonymous);
    const sent = stub.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /services/storage/uploads/up_2',
      'POST /services/storage/getanonymousuploads',
    ]);
    expect(sent[1]?.body).toEqual(['up_2']);
  });

  it('gives null when neither knows the upload', async () => {
    stub.on('GET', '/services/storage/uploads/up_3', { status: 404 });
    stub.on('POST', '/services/storage/getanonymousuploads', { json: [anonymous] });
    await expect(findUpload(stub.endpoint(), 'up_3', 'acc-1')).resolves.toBeNull();
  });

  it('lets an error of the account lookup through without falling back', async () => {
    stub.on('GET', '/services/storage/uploads/up_4', { status: 401 });
    const before = stub.requests.length;
    await expect(findUpload(stub.endpoint(), 'up_4', 'acc-1')).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
    });
    expect(stub.requests.length - before).toBe(1);
  });
});
