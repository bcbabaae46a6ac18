import * as z from 'zod/mini';
import { count, isoDate, isoDateTime } from './common.ts';

/**
 * Account information of the deletion service (`services.deletion`), photo-library §3 'Storage status
 * / account information': the dates from which the storage status (safe, warning, critical) is derived
 * by `deriveStorageStatus` (`rules/storage-status.ts`), which takes this type as it is.
 */

/**
 * [Note: Storage dates are calendar dates]
 * The storage status counts calendar days, so a date ('2025-11-01') is enough; a date-time is also
 * accepted and its calendar day is read as written. The service answers dates.
 */
const storageDate = z.union([isoDate, isoDateTime]);

export const AccountInformation = z.object({
  /** When present it overrides the projected date: deletion was postponed. */
  delayedDeletionDate: z.nullable(storageDate),
  /** Null when the customer never ordered: storage then counts from registration. */
  lastOrderDate: z.nullable(storageDate),
  projectCount: count,
  /** 18 months after the last order, or after registration when there was none. */
  projectedDeletionDate: storageDate,
  registrationDate: storageDate,
});
export type AccountInformation = z.infer<typeof AccountInformation>;
