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

/*
 * [Note: Every text has a maximum length]
 * A string the contract takes without a limit is stored as long as a body may be (a 900 KB download
 * name, a 900 KB street) and sent back in every list that shows it. So every text a caller sends has
 * a maximum here, the same for the form that checks it and the service that refuses it (400), sized
 * for what a person really types: a name or a title 100 characters, a label (a file name) 255,
 * an address line 100, a short code (a house number, a postal code) 20, a phone number 30, an
 * e-mail address 254 (RFC 5321), a link 2048, an identifier 256.
 */
export const TEXT_LIMITS = {
  name: 100,
  label: 255,
  line: 100,
  code: 20,
  phone: 30,
  email: 254,
  url: 2048,
  id: 256,
} as const;

/** Any absolute URL (photo and thumbnail urls, signed download urls). */
export const url = z.url().check(z.maxLength(TEXT_LIMITS.url));

/** A link the portal will follow or show: only http and https (account-portal §5). */
export const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(TEXT_LIMITS.url));

export const email = z.email().check(z.maxLength(TEXT_LIMITS.email));

export const uuid = z.uuid();

/** A non-empty identifier. */
export const id = z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.id));

/** Text a person types, from empty up to `max` characters. */
export function textUpTo(max: number) {
  return z.string().check(z.maxLength(max));
}

/** Text a person types, at least one character and at most `max`. */
export function requiredTextUpTo(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max));
}

/**
 * Text a person types with its surrounding spaces dropped, up to `max` characters, so a stored name
 * or address never keeps a stray space.
 */
export function trimmedUpTo(max: number) {
  return z.string().check(z.trim(), z.maxLength(max));
}

/** Text a person types with its surrounding spaces dropped, at least one character and at most `max`. */
export function requiredTrimmedUpTo(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}

/** Request state of any async data (photo-library §3, account-portal §3). */
export const RequestState = z.enum(['NotRequested', 'InProgress', 'Finished', 'Failed']);
export type RequestState = z.infer<typeof RequestState>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** The ids a bulk call could not handle (photo-library §3 'Failed list'). */
export const FailedList = z.object({ failed: z.array(z.string()) });
export type FailedList = z.infer<typeof FailedList>;
