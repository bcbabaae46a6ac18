import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  criticalWording,
  deriveStorageStatus,
  projectDeletionDate,
  SAFE_MIN_MONTHS,
  STORAGE_PERIOD_MONTHS,
  type StorageAccountInformation,
  type StorageStatusLevel,
  sampleAccountInformation,
  storageStatusLevel,
  WARNING_MIN_MONTHS,
} from './storage-status.ts';

const DAY = 24 * 60 * 60 * 1000;

function account(projectedDeletionDate: string, delayedDeletionDate: string | null = null) {
  return {
    delayedDeletionDate,
    lastOrderDate: '2023-01-02T10:00:00Z',
    projectCount: 2,
    projectedDeletionDate,
    registrationDate: '2020-05-06T10:00:00Z',
  } satisfies StorageAccountInformation;
}

const now = new Date('2024-06-30T12:00:00.000Z');
const statusOn = (deletionDate: string, at: Date = now) => deriveStorageStatus(account(deletionDate), at);

/** 'YYYY-MM-DD' of a UTC instant. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Test oracle: the same day `months` later, clamped to the month's last day. */
function plusMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return first + (Math.min(date.getUTCDate(), lastDay) - 1) * DAY;
}

describe('storage constants', () => {
  it('keeps photos 18 months; safe from 3 months, warning from 1 month', () => {
    expect(STORAGE_PERIOD_MONTHS).toBe(18);
    expect(SAFE_MIN_MONTHS).toBe(3);
    expect(WARNING_MIN_MONTHS).toBe(1);
  });
});

describe('deriveStorageStatus', () => {
  it('uses the delayed deletion date when there is one', () => {
    const status = deriveStorageStatus(account('2024-07-05T00:00:00Z', '2025-01-01T00:00:00Z'), now);
    expect(status.deletionDate).toBe('2025-01-01T00:00:00Z');
    expect(status.status).toBe('safe');
  });

  it('falls back to the projected deletion date', () => {
    expect(statusOn('2024-07-05T00:00:00Z').deletionDate).toBe('2024-07-05T00:00:00Z');
  });

  it('offers the deletion date as the order-by date that extends storage', () => {
    expect(statusOn('2024-12-01T08:00:00Z').orderByDate).toBe('2024-12-01T08:00:00Z');
  });

  it('is safe with exactly 3 months remaining and shows the months', () => {
    expect(statusOn('2024-09-30')).toMatchObject({
      status: 'safe',
      monthsRemaining: 3,
      daysRemaining: 92,
      criticalWording: null,
    });
  });

  it('is a warning one day short of 3 months', () => {
    expect(statusOn('2024-09-29')).toMatchObject({
      status: 'warning',
      monthsRemaining: 2,
      daysRemaining: 91,
    });
  });

  it('is a warning with exactly 1 month remaining', () => {
    expect(statusOn('2024-07-30')).toMatchObject({
      status: 'warning',
      monthsRemaining: 1,
      criticalWording: null,
    });
  });

  it('is critical one day short of 1 month, and says "in N days"', () => {
    expect(statusOn('2024-07-29')).toMatchObject({
      status: 'critical',
      monthsRemaining: 0,
      daysRemaining: 29,
      criticalWording: { kind: 'inDays', days: 29 },
    });
  });

  it('says "tomorrow" when the deletion day is tomorrow', () => {
    expect(statusOn('2024-07-01T00:00:00Z').criticalWording).toEqual({ kind: 'tomorrow' });
  });

  it('says "deletes today" on the deletion day, whatever the hour', () => {
    expect(statusOn('2024-06-30T23:59:59Z')).toMatchObject({
      daysRemaining: 0,
      criticalWording: { kind: 'today' },
    });
    expect(statusOn('2024-06-30T00:00:00Z').criticalWording).toEqual({ kind: 'today' });
  });

  it('says "deletes today" when the deletion date has already passed', () => {
    expect(statusOn('2024-01-01')).toMatchObject({
      status: 'critical',
      daysRemaining: 0,
      monthsRemaining: 0,
      criticalWording: { kind: 'today' },
    });
  });

  it('counts the deletion day as written, before its time and offset', () => {
    // 00:30 on 1 July in +02:00 is still 30 June in UTC; the customer was told 1 July.
    expect(statusOn('2024-07-01T00:30:00+02:00').criticalWording).toEqual({ kind: 'tomorrow' });
  });

  it('counts today as the UTC date of now', () => {
    const lateEvening = new Date('2024-06-30T23:59:59.999Z');
    const justAfterMidnight = new Date('2024-07-01T00:00:00.000Z');
    expect(statusOn('2024-07-01', lateEvening).criticalWording).toEqual({ kind: 'tomorrow' });
    expect(statusOn('2024-07-01', justAfterMidnight).criticalWording).toEqual({ kind: 'today' });
  });

  it('counts 31 January to 28 February as one month when February has 28 days', () => {
    const jan31 = new Date('2023-01-31T09:00:00Z');
    expect(statusOn('2023-02-28', jan31)).toMatchObject({ monthsRemaining: 1, status: 'warning' });
    expect(statusOn('2023-02-27', jan31)).toMatchObject({ monthsRemaining: 0, status: 'critical' });
  });

  it('counts 31 January to 29 February as one month in a leap year, and 28 February as none', () => {
    const jan31 = new Date('2024-01-31T09:00:00Z');
    expect(statusOn('2024-02-29', jan31).monthsRemaining).toBe(1);
    expect(statusOn('2024-02-28', jan31).monthsRemaining).toBe(0);
  });

  it('counts from the end of a short month to the end of a long one', () => {
    const feb28 = new Date('2023-02-28T09:00:00Z');
    expect(statusOn('2023-05-28', feb28)).toMatchObject({ monthsRemaining: 3, status: 'safe' });
    expect(statusOn('2023-05-27', feb28)).toMatchObject({ monthsRemaining: 2, status: 'warning' });
  });

  it('counts across years', () => {
    expect(statusOn('2025-12-31T10:00:00Z').monthsRemaining).toBe(18);
  });

  it.each(['', 'soon', '2024-13-01', '2024-02-30', '24-01-01'])('rejects the deletion date %j', (date) => {
    expect(() => statusOn(date)).toThrow(RangeError);
  });

  it('rejects an invalid now', () => {
    expect(() => statusOn('2024-07-01', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('storageStatusLevel and criticalWording', () => {
  it.each([
    [0, 'critical'],
    [1, 'warning'],
    [2, 'warning'],
    [3, 'safe'],
    [18, 'safe'],
  ] as const)('gives %i whole months remaining the status %s', (months, level) => {
    expect(storageStatusLevel(months)).toBe(level);
  });

  it.each([
    [-3, { kind: 'today' }],
    [0, { kind: 'today' }],
    [1, { kind: 'tomorrow' }],
    [2, { kind: 'inDays', days: 2 }],
    [30, { kind: 'inDays', days: 30 }],
  ] as const)('words %i days remaining as %j', (days, wording) => {
    expect(criticalWording(days)).toEqual(wording);
  });
});

describe('projectDeletionDate', () => {
  it('projects 18 months after the last order', () => {
    expect(
      projectDeletionDate({
        lastOrderDate: '2024-03-15T10:20:30Z',
        registrationDate: '2020-01-01T00:00:00Z',
      }),
    ).toBe('2025-09-15T10:20:30Z');
  });

  it('projects 18 months after registration when there was no order', () => {
    expect(projectDeletionDate({ lastOrderDate: null, registrationDate: '2023-02-10T08:00:00.000Z' })).toBe(
      '2024-08-10T08:00:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month', () => {
    expect(projectDeletionDate({ lastOrderDate: '2023-08-31', registrationDate: '2020-01-01' })).toBe(
      '2025-02-28',
    );
    expect(projectDeletionDate({ lastOrderDate: '2022-08-31', registrationDate: '2020-01-01' })).toBe(
      '2024-02-29',
    );
  });

  it('keeps the time and offset as written', () => {
    expect(
      projectDeletionDate({ lastOrderDate: '2024-01-15T23:30:00-05:00', registrationDate: '2020-01-01' }),
    ).toBe('2025-07-15T23:30:00-05:00');
  });

  it('rejects a date that is not ISO', () => {
    expect(() => projectDeletionDate({ lastOrderDate: null, registrationDate: '15/01/2024' })).toThrow(
      RangeError,
    );
  });
});

describe('sampleAccountInformation', () => {
  it('registers 16 months back and projects deletion 2 months ahead', () => {
    expect(sampleAccountInformation(now)).toEqual({
      delayedDeletionDate: null,
      lastOrderDate: null,
      projectCount: 0,
      projectedDeletionDate: '2024-08-30T12:00:00.000Z',
      registrationDate: '2023-02-28T12:00:00.000Z',
    });
  });

  it('is a warning with 2 months remaining', () => {
    const sample = sampleAccountInformation(now);
    expect(deriveStorageStatus(sample, now)).toMatchObject({ status: 'warning', monthsRemaining: 2 });
  });
});

describe('storage status laws', () => {
  const day = fc
    .integer({ min: Date.UTC(1990, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY })
    .map((d) => d * DAY);
  const instant = fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const rank: Record<StorageStatusLevel, number> = { critical: 0, warning: 1, safe: 2 };

  it('never gets worse as the deletion date moves later', () => {
    fc.assert(
      fc.property(instant, day, fc.integer({ min: 0, max: 800 }), (at, deletion, later) => {
        const sooner = statusOn(isoDay(deletion), at);
        const afterwards = statusOn(isoDay(deletion + later * DAY), at);
        expect(afterwards.monthsRemaining).toBeGreaterThanOrEqual(sooner.monthsRemaining);
        expect(afterwards.daysRemaining).toBeGreaterThanOrEqual(sooner.daysRemaining);
        expect(rank[afterwards.status]).toBeGreaterThanOrEqual(rank[sooner.status]);
      }),
    );
  });

  it('never gets better as time passes', () => {
    fc.assert(
      fc.property(day, instant, fc.integer({ min: 0, max: 800 * DAY }), (deletion, at, elapsed) => {
        const before = statusOn(isoDay(deletion), at);
        const after = statusOn(isoDay(deletion), new Date(at.getTime() + elapsed));
        expect(rank[after.status]).toBeLessThanOrEqual(rank[before.status]);
      }),
    );
  });

  it('counts exactly N whole months to the same day N months later, and N - 1 to the day before', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 40 }), (today, months) => {
        const at = new Date(today + 12 * 60 * 60 * 1000);
        const deletion = plusMonths(today, months);
        expect(statusOn(isoDay(deletion), at).monthsRemaining).toBe(months);
        expect(statusOn(isoDay(deletion - DAY), at).monthsRemaining).toBe(months - 1);
      }),
    );
  });

  it('switches status exactly at 3 months and at 1 month', () => {
    fc.assert(
      fc.property(day, (today) => {
        const at = new Date(today);
        expect(statusOn(isoDay(plusMonths(today, 3)), at).status).toBe('safe');
        expect(statusOn(isoDay(plusMonths(today, 3) - DAY), at).status).toBe('warning');
        expect(statusOn(isoDay(plusMonths(today, 1)), at).status).toBe('warning');
        expect(statusOn(isoDay(plusMonths(today, 1) - DAY), at).status).toBe('critical');
      }),
    );
  });

  it('counts the days to the deletion day and words them when critical', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 1000 }), (at, days) => {
        const today = Math.floor(at.getTime() / DAY) * DAY;
        const status = statusOn(isoDay(today + days * DAY), at);
        expect(status.daysRemaining).toBe(days);
        expect(28 * status.monthsRemaining).toBeLessThanOrEqual(days);
        expect(days).toBeLessThan(31 * (status.monthsRemaining + 1));
        expect(status.criticalWording).toEqual(status.status === 'critical' ? criticalWording(days) : null);
      }),
    );
  });

  it('projects a deletion date exactly 18 whole months after its base date', () => {
    fc.assert(
      fc.property(day, (base) => {
        const projected = projectDeletionDate({ lastOrderDate: null, registrationDate: isoDay(base) });
        expect(projected).toBe(isoDay(plusMonths(base, 18)));
        expect(statusOn(projected, new Date(base)).monthsRemaining).toBe(STORAGE_PERIOD_MONTHS);
      }),
    );
  });
});
