import { describe, expect, it } from 'vitest';
import {
  ActivationMessage,
  ActivationStartResponse,
  ActivationStatus,
  ActivationStatusResponse,
} from './activation.ts';

const message = {
  id: '5f0c6c2e-3b7a-4d8e-9f10-1a2b3c4d5e6f',
  type: 'import-finished',
  data: { payload: '1200 photos', timestamp: '2024-05-01T10:00:00.123Z' },
};

describe('activation status schema (photo-library §3)', () => {
  it.each(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'])('accepts %s', (status) => {
    expect(ActivationStatus.parse(status)).toBe(status);
    expect(ActivationStatusResponse.parse({ status })).toEqual({ status });
  });

  it('rejects other statuses', () => {
    expect(ActivationStatusResponse.safeParse({ status: 'active' }).success).toBe(false);
    expect(ActivationStatusResponse.safeParse({}).success).toBe(false);
  });

  it('answers a start with a boolean', () => {
    expect(ActivationStartResponse.parse({ started: true })).toEqual({ started: true });
    expect(ActivationStartResponse.safeParse({ started: 'yes' }).success).toBe(false);
  });
});

describe('activation message schema (photo-library §3, §5)', () => {
  it.each(['import-started', 'import-error', 'import-finished'])('accepts a %s message', (type) => {
    expect(ActivationMessage.parse({ ...message, type })).toEqual({ ...message, type });
  });

  it('needs a uuid id, a known type and an ISO timestamp', () => {
    expect(ActivationMessage.safeParse({ ...message, id: 'm1' }).success).toBe(false);
    expect(ActivationMessage.safeParse({ ...message, type: 'import-paused' }).success).toBe(false);
    expect(ActivationMessage.safeParse({ ...message, data: { payload: '', timestamp: 'now' } }).success).toBe(
      false,
    );
    expect(
      ActivationMessage.safeParse({ ...message, data: { timestamp: message.data.timestamp } }).success,
    ).toBe(false);
  });
});
