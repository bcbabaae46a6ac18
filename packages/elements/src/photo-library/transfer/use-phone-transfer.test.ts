import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './use-phone-transfer.ts';

describe('reconnectDelay', () => {
  it('doubles from a second after each drop in a row, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((drops) => reconnectDelay(drops, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads the pages of one server over a quarter either side', () => {
    expect(reconnectDelay(3, 0)).toBe(3000);
    expect(reconnectDelay(3, 0.999_999)).toBe(5000);
  });
});
