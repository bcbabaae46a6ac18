import { describe, expect, it } from 'vitest';
import {
  nextArchiveCheckMs,
  PREPARING_CHECK_MS,
  PREPARING_WATCH_MS,
  refusedArchiveState,
} from './archive-state.ts';

describe('an archive the service refuses a link for', () => {
  it('is being prepared for two minutes, then not ready', () => {
    expect(refusedArchiveState(0)).toBe('preparing');
    expect(refusedArchiveState(PREPARING_WATCH_MS - 1)).toBe('preparing');
    expect(refusedArchiveState(PREPARING_WATCH_MS)).toBe('notReady');
  });

  it('is checked again every five seconds only while it is being prepared', () => {
    expect(nextArchiveCheckMs('preparing')).toBe(PREPARING_CHECK_MS);
    expect(PREPARING_CHECK_MS).toBe(5000);
    expect(nextArchiveCheckMs('ready')).toBe(0);
    expect(nextArchiveCheckMs('notReady')).toBe(0);
    expect(nextArchiveCheckMs(undefined)).toBe(0);
  });
});
