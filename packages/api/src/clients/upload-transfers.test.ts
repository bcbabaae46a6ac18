import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError } from '../http.ts';
import { TransferEvent, transferPageUrl, transferTokenOf } from '../schemas/upload-transfers.ts';
import {
  createUploadTransfer,
  getCurrentUploadTransfer,
  revokeUploadTransfer,
  revokeUploadTransfers,
} from './upload-transfers.ts';

const token = `upt_${'a'.repeat(43)}`;

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/storage');
});
afterAll(() => stub.close());

describe('storage client: upload from a phone', () => {
  it('POSTs /upload-transfers with the customer token and reads the credential', async () => {
    const transfer = { transferId: 'tr-1', token, expiresAt: '2026-11-25T10:30:00Z', expiresIn: 1800 };
    stub.respond({ status: 201, json: transfer });
    await expect(createUploadTransfer(stub.endpoint('customer'))).resolves.toEqual(transfer);
    expect(stub.last().method).toBe('POST');
    expect(stub.last().path).toBe('/services/storage/upload-transfers');
    expect(stub.last().headers.authorization).toBe('Bearer customer');
  });

  it('GETs the current transfer with the credential as the bearer token', async () => {
    const current = {
      transferId: 'tr-1',
      accountId: 'acc-1',
      email: 'a@example.com',
      expiresAt: '2026-11-25T10:30:00Z',
      expiresIn: 1799,
    };
    stub.respond({ json: current });
    await expect(getCurrentUploadTransfer(stub.endpoint(token))).resolves.toEqual(current);
    expect(stub.last().path).toBe('/services/storage/upload-transfers/current');
    expect(stub.last().headers.authorization).toBe(`Bearer ${token}`);
  });

  it('DELETEs one transfer by id with the customer token, and accepts 204', async () => {
    stub.respond({ status: 204 });
    await expect(revokeUploadTransfer(stub.endpoint('customer'), 'tr-1')).resolves.toBeUndefined();
    expect(stub.last().method).toBe('DELETE');
    expect(stub.last().path).toBe('/services/storage/upload-transfers/tr-1');
    expect(stub.last().headers.authorization).toBe('Bearer customer');
  });

  it('DELETEs every transfer of the account at once', async () => {
    stub.respond({ status: 204 });
    await expect(revokeUploadTransfers(stub.endpoint('customer'))).resolves.toBeUndefined();
    expect(stub.last().method).toBe('DELETE');
    expect(stub.last().path).toBe('/services/storage/upload-transfers');
    expect(stub.last().headers.authorization).toBe('Bearer customer');
  });

  it('refuses a credential of another shape', async () => {
    stub.respond({
      status: 201,
      json: { transferId: 'tr-1', token: 'short', expiresAt: '2026-11-25T10:30:00Z', expiresIn: 1800 },
    });
    await expect(createUploadTransfer(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });
});

describe('the phone page address', () => {
  it('carries the credential in the fragment, never in the query', () => {
    const url = transferPageUrl('https://photos.example.test/upload-from-phone?x=1', token);
    expect(url).toBe(`https://photos.example.test/upload-from-phone?x=1#${token}`);
    expect(transferTokenOf(new URL(url).hash)).toBe(token);
  });

  it('reads no credential from an empty or foreign fragment', () => {
    expect(transferTokenOf('')).toBeNull();
    expect(transferTokenOf('#top')).toBeNull();
    expect(transferTokenOf(`#${token}x`)).toBeNull();
  });
});

describe('transfer socket events', () => {
  it('takes a received photo and a connected phone, and nothing else', () => {
    expect(TransferEvent.safeParse({ type: 'phone-connected', transferId: 'tr-1' }).success).toBe(true);
    const photo = {
      type: 'photo-received',
      transferId: 'tr-1',
      uploadId: 'up-1',
      photoId: 'p-1',
      fileName: 'IMG_1.HEIC',
      fileType: 'image/heic',
      duplicate: false,
    };
    expect(TransferEvent.safeParse(photo).success).toBe(true);
    expect(TransferEvent.safeParse({ ...photo, fileType: 'image/gif' }).success).toBe(false);
    expect(TransferEvent.safeParse({ type: 'archive-started', transferId: 'tr-1' }).success).toBe(false);
  });
});
