import { deriveStorageStatus, type StorageAccountInformation } from '@portal/api/rules/storage-status';
import { describe, expect, it } from 'vitest';
import { calendarDay, storageSummary } from './storage-summary.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

function summaryFor(deletionDate: string, delayedDeletionDate: string | null = null) {
  const account: StorageAccountInformation = {
    delayedDeletionDate,
    lastOrderDate: null,
    projectCount: 0,
    projectedDeletionDate: deletionDate,
    registrationDate: '2024-09-10',
  };
  return storageSummary(deriveStorageStatus(account, NOW));
}

describe('storageSummary', () => {
  it('shows the months remaining as information while storage is safe', () => {
    const summary = summaryFor('2026-09-10');
    expect(summary.tone).toBe('info');
    expect(summary.headline).toEqual({ key: 'storage.safe', count: 6 });
    expect(summary.orderByDay).toBeNull();
  });

  it('shows the days remaining as a warning with one or two months left', () => {
    const summary = summaryFor('2026-04-20');
    expect(summary.tone).toBe('warning');
    expect(summary.headline).toEqual({ key: 'storage.warning', count: 41 });
    expect(summary.orderByDay).toBeNull();
  });

  it("says 'deletes today', 'tomorrow' or 'in N days' with an order-by date when critical", () => {
    expect(summaryFor('2026-03-10').headline).toEqual({ key: 'storage.criticalToday' });
    expect(summaryFor('2026-03-11').headline).toEqual({ key: 'storage.criticalTomorrow' });
    const inDays = summaryFor('2026-03-25');
    expect(inDays.tone).toBe('critical');
    expect(inDays.headline).toEqual({ key: 'storage.criticalInDays', count: 15 });
    expect(inDays.orderByDay).toEqual(new Date(2026, 2, 25));
  });

  it('uses the postponed deletion date when there is one', () => {
    const summary = summaryFor('2026-03-12', '2026-12-01');
    expect(summary.tone).toBe('info');
    expect(summary.deletionDay).toEqual(new Date(2026, 11, 1));
  });
});

describe('calendarDay', () => {
  it('is the day as written, at local midnight, for a date or a date-time with any offset', () => {
    expect(calendarDay('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(calendarDay('2026-03-01T23:30:00-05:00')).toEqual(new Date(2026, 2, 1));
    expect(calendarDay('2026-03-01T00:30:00+09:00')).toEqual(new Date(2026, 2, 1));
  });

  it('refuses text that is not an ISO date', () => {
    expect(() => calendarDay('01/03/2026')).toThrow(RangeError);
  });
});
