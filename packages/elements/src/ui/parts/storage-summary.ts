import type { StorageStatus } from '@portal/api/rules/storage-status';

/** The banner tone of each storage status: safe reads as information, the others as alerts. */
export type StorageTone = 'info' | 'warning' | 'critical';

/** A catalogue key with the count its plural forms read. */
export interface StorageHeadline {
  readonly key: string;
  readonly count?: number;
}

export interface StorageSummary {
  readonly tone: StorageTone;
  readonly headline: StorageHeadline;
  /** The day the photos are deleted, as a local date for formatting. */
  readonly deletionDay: Date;
  /** Critical only: ordering by this day keeps the photos another 18 months. */
  readonly orderByDay: Date | null;
}

const TONE: Readonly<Record<StorageStatus['status'], StorageTone>> = {
  safe: 'info',
  warning: 'warning',
  critical: 'critical',
};

/**
 * What the overview says about a storage status (photo-library §2.10): safe shows the months
 * remaining, warning the days remaining, critical 'deletes today', 'tomorrow' or 'in N days' with the
 * order-by date that extends storage.
 */
export function storageSummary(status: StorageStatus): StorageSummary {
  return {
    tone: TONE[status.status],
    headline: headline(status),
    deletionDay: calendarDay(status.deletionDate),
    orderByDay: status.status === 'critical' ? calendarDay(status.orderByDate) : null,
  };
}

function headline(status: StorageStatus): StorageHeadline {
  if (status.status === 'safe') return { key: 'storage.safe', count: status.monthsRemaining };
  if (status.status === 'warning') return { key: 'storage.warning', count: status.daysRemaining };
  const wording = status.criticalWording ?? { kind: 'today' };
  if (wording.kind === 'today') return { key: 'storage.criticalToday' };
  if (wording.kind === 'tomorrow') return { key: 'storage.criticalTomorrow' };
  return { key: 'storage.criticalInDays', count: wording.days };
}

const ISO_DATE_START = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day an ISO date or date-time names, as written (see [Note: Storage time is counted
 * in calendar days]), at local midnight: `new Date('2026-03-01')` is UTC midnight, which a page west
 * of Greenwich would format as 28 February.
 */
export function calendarDay(iso: string): Date {
  const match = ISO_DATE_START.exec(iso);
  if (match === null) throw new RangeError(`Not an ISO date: '${iso}'`);
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(0, 0, 1);
  date.setFullYear(Number(year), Number(month) - 1, Number(day));
  return date;
}
