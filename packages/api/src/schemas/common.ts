import * as z from 'zod/mini';

/**
 * Building blocks every service schema shares (photo-library §5): timestamps are ISO date-times,
 * counts integers >= 0, cursors a string or null, photo urls valid urls.
 */

/** An ISO 8601 date-time with `Z` or an offset ('2024-05-01T10:00:00Z', '…+02:00'). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** An ISO 8601 calendar date ('2024-05-01'). */
export const isoDate = z.iso.date();

/** A count: an integer >= 0. */
export const count = z.int().check(z.minimum(0));

/** A keyset cursor: the next page's opaque position, or null when there is no next page. */
export const cursor = z.nullable(z.string());

/** Any absolute URL (photo and thumbnail urls, signed download urls). */
export const url = z.url();

/** A link the portal will follow or show: only http and https (account-portal §5). */
export const httpUrl = z.url({ protocol: /^https?$/ });

export const email = z.email();

export const uuid = z.uuid();

/** A non-empty identifier. */
export const id = z.string().check(z.minLength(1));

/** Request state of any async data (photo-library §3, account-portal §3). */
export const RequestState = z.enum(['NotRequested', 'InProgress', 'Finished', 'Failed']);
export type RequestState = z.infer<typeof RequestState>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** The ids a bulk call could not handle (photo-library §3 'Failed list'). */
export const FailedList = z.object({ failed: z.array(z.string()) });
export type FailedList = z.infer<typeof FailedList>;
