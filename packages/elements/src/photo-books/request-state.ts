import type { RequestState } from '@portal/api/schemas/common';

/**
 * [Note: Each widget call has its own request state]
 * Widget create, read, update and delete each have their own request state (account-portal §3, §4:
 * NotRequested, InProgress, Finished, Failed): reading the widget is the data cache's load, and each
 * change is a request of its own (api/widget-changes.ts), held by the form or button that made it.
 * So a failed change says so where it was made and keeps what was typed, while the widget read
 * before stays on screen; and a failed read never hides a change that worked.
 */

/** The request state of a read asked for through the data cache (its key is not null). */
export function readStateOf(read: {
  readonly data: unknown;
  readonly error: unknown;
  readonly isValidating: boolean;
}): RequestState {
  if (read.data !== undefined) return 'Finished';
  if (read.error !== undefined && !read.isValidating) return 'Failed';
  return 'InProgress';
}
