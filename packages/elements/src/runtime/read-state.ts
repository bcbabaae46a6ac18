/*
 * [Note: The state of a read]
 * Everything an area reads from the services is in one of four states, decided the same way in
 * every area (`readStateOf`) and shown the same way (ui/read-view.tsx):
 * - loading: nothing to show yet; the content's own shape in skeletons, as the overview draws it.
 * - failed: nothing to show, and the last attempt failed. The read is not retried in the background
 *   (runtime/load-options.ts); the card says so in the area's own sentence and offers 'Try again',
 *   which asks once more (SWR's `mutate`). While that runs the read counts as loading again.
 * - empty: the answer came and holds nothing; the area says so in its own words.
 * - ready: the answer, to show.
 * An answer on screen is never taken away by a failure after it (a refresh that failed): it stays
 * ready, as the customer last saw it.
 */

/** What `readStateOf` needs of a read: SWR's answer to `useSWR` or `useSWRInfinite`. */
export interface Read<Data> {
  readonly data: Data | undefined;
  readonly error: unknown;
  readonly isValidating: boolean;
  readonly mutate: () => Promise<unknown>;
}

export type ReadState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'empty'; readonly data: Data }
  | { readonly status: 'ready'; readonly data: Data };

/** The state of `read` ([Note: The state of a read]); `isEmpty` says when an answer holds nothing. */
export function readStateOf<Data>(
  read: Read<Data>,
  isEmpty: (data: Data) => boolean = () => false,
): ReadState<Data> {
  if (read.data !== undefined) {
    return isEmpty(read.data) ? { status: 'empty', data: read.data } : { status: 'ready', data: read.data };
  }
  if (lastAttemptFailed(read)) return { status: 'failed', retry: () => void read.mutate() };
  return { status: 'loading' };
}

/**
 * The last attempt failed and nothing asks again yet, whatever is on screen from before: for a list
 * that keeps its loaded pages and says below them that the next one failed.
 */
export function lastAttemptFailed(read: Pick<Read<unknown>, 'error' | 'isValidating'>): boolean {
  return read.error !== undefined && !read.isValidating;
}
