import { HttpError } from '@portal/api/http';
import type { CurrentUploadTransfer } from '@portal/api/schemas/upload-transfers';
import { describe, expect, it } from 'vitest';
import { failedOpening, initialOpening, openedTransfer } from './transfer-opening.ts';

const TOKEN = `upt_${'a'.repeat(43)}`;
const STORAGE = { baseUrl: 'https://portal.example/services/storage', getToken: async () => TOKEN };

function answer(expiresIn: number): CurrentUploadTransfer {
  return {
    transferId: 'transfer-1',
    accountId: 'account-1',
    email: 'iris@example.com',
    // The service's clock, which the phone's may disagree with by hours.
    expiresAt: '2030-01-01T12:30:00.000Z',
    expiresIn,
  };
}

function refusal(status: number): HttpError {
  return new HttpError(status, 'GET', '/services/storage/upload-transfers/current', 'correlation-1', '');
}

describe('opening the page with a code', () => {
  it('asks nothing when the address holds no code, and says the link is incomplete', () => {
    expect(initialOpening(null)).toEqual({ kind: 'incomplete' });
  });

  it('checks a code with the service before offering to upload', () => {
    expect(initialOpening(TOKEN)).toEqual({ kind: 'checking' });
  });

  it("counts the code's 30 minutes from when the answer arrived, whatever the service's clock says", () => {
    const receivedAt = Date.UTC(2025, 5, 1, 8, 0, 0);
    const opening = openedTransfer(answer(1800), STORAGE, receivedAt);
    expect(opening).toEqual({
      kind: 'ready',
      transfer: answer(1800),
      storage: STORAGE,
      expiresAt: receivedAt + 30 * 60 * 1000,
    });
  });

  it('says a code the service refuses (401: expired, revoked or unknown) has expired', () => {
    expect(failedOpening(refusal(401))).toEqual({ kind: 'expired' });
  });

  it('offers to try again after any other failure: a server error, a refusal of another kind, no connection', () => {
    expect(failedOpening(refusal(500))).toEqual({ kind: 'failed' });
    expect(failedOpening(refusal(403))).toEqual({ kind: 'failed' });
    expect(failedOpening(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});
