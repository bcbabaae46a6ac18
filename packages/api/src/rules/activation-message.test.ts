import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivationMessage } from '../schemas/activation.ts';
import {
  ACTIVATION_FINISH_DELAY_MS,
  newerMessage,
  PUSH_SOCKET_TIMEOUT_MS,
  parseActivationSocketMessage,
} from './activation-message.ts';

const message = (timestamp: string, id = '5f0c6c2e-3b7a-4d8e-9f10-1a2b3c4d5e6f'): ActivationMessage => ({
  id,
  type: 'import-started',
  data: { payload: '', timestamp },
});

describe('activation socket messages (photo-library §4, §5)', () => {
  it('recognises the OK acknowledgement', () => {
    expect(parseActivationSocketMessage('OK')).toEqual({ kind: 'ack' });
  });

  it('reads a valid activation message', () => {
    const valid = message('2024-05-01T10:00:00Z');
    expect(parseActivationSocketMessage(JSON.stringify(valid))).toEqual({
      kind: 'activation',
      message: valid,
    });
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a quoted OK', '"OK"'],
    ['an id that is not a uuid', JSON.stringify({ ...message('2024-05-01T10:00:00Z'), id: 'm1' })],
    ['an unknown type', JSON.stringify({ ...message('2024-05-01T10:00:00Z'), type: 'import-paused' })],
    ['a timestamp that is not ISO', JSON.stringify(message('1 May 2024'))],
    [
      'an archive event',
      JSON.stringify({ type: 'archive-finished', data: { userId: 'u', downloadId: 'd' } }),
    ],
    ['JSON null', 'null'],
  ])('ignores %s', (_, frame) => {
    expect(parseActivationSocketMessage(frame)).toBeNull();
  });

  it('ignores frames that are not text', () => {
    expect(parseActivationSocketMessage(new Uint8Array([79, 75]))).toBeNull();
    expect(parseActivationSocketMessage(undefined)).toBeNull();
  });

  it('ignores any text that is not OK nor a valid message', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text !== 'OK'),
        (text) => {
          expect(parseActivationSocketMessage(text)).toBeNull();
        },
      ),
    );
  });
});

describe('newer activation message wins', () => {
  const older = message('2024-05-01T10:00:00Z');
  const newer = message('2024-05-01T10:00:01Z', '8d5b1f7a-2c3e-4f60-8a9b-0c1d2e3f4a5b');

  it('keeps the first message', () => {
    expect(newerMessage(null, older)).toBe(older);
  });

  it('replaces the kept message with a newer one and ignores an older one', () => {
    expect(newerMessage(older, newer)).toBe(newer);
    expect(newerMessage(newer, older)).toBe(newer);
  });

  it('keeps the current message when the incoming one is as old', () => {
    const same = message('2024-05-01T10:00:00Z', '8d5b1f7a-2c3e-4f60-8a9b-0c1d2e3f4a5b');
    expect(newerMessage(older, same)).toBe(older);
  });

  it('compares instants across offsets', () => {
    const berlin = message('2024-05-01T11:30:00+02:00');
    const utc = message('2024-05-01T10:00:00Z');
    expect(newerMessage(berlin, utc)).toBe(utc);
  });
});

describe('activation timing constants (§9)', () => {
  it('waits 10 s after import-finished and closes the socket after 30 minutes', () => {
    expect(ACTIVATION_FINISH_DELAY_MS).toBe(10_000);
    expect(PUSH_SOCKET_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });
});
