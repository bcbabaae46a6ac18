import { type ReactElement, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { type Cache, SWRConfig, type SWRConfiguration } from 'swr';
import { initCache } from 'swr/_internal';

/*
 * [Note: The page's data cache outlives each element]
 * SWR keeps, beside a cache, a record of who listens to which key and which reads are under way.
 * Given a cache through `SWRConfig`'s `provider`, the first `SWRConfig` to meet the cache creates
 * that record and deletes it when it unmounts. On a page of several elements sharing the page's
 * cache ([Note: One data cache per page]), removing the first element therefore took the record
 * from under the others: the next element to mount made a new one, and answers written through it
 * reached none of the earlier elements' reads, which stayed loading for good.
 *
 * So no element owns the record: each holds a lease on it while mounted, the record is made when
 * the first lease is taken and ends with the last. The lease is taken before `SWRConfig` first
 * renders, so it always finds the record there and never makes or ends one of its own.
 */

interface Lease {
  count: number;
  readonly end: (() => void) | undefined;
}

const leases = new WeakMap<Cache, Lease>();

function hold(cache: Cache): void {
  const lease = leases.get(cache);
  if (lease !== undefined && lease.count > 0) {
    lease.count += 1;
    return;
  }
  // Makes the record unless one is there (then someone else ends it, and `end` is undefined).
  const [, , , end] = initCache(cache) ?? [];
  leases.set(cache, { count: 1, end });
}

function release(cache: Cache): void {
  const lease = leases.get(cache);
  if (lease === undefined || lease.count === 0) return;
  lease.count -= 1;
  if (lease.count === 0) lease.end?.();
}

/**
 * SWR's configuration for the reads of an element, or of the host's whole page, over the page's
 * data cache, holding the cache's record while mounted ([Note: The page's data cache outlives each
 * element]).
 */
export function PageDataCache({
  cache,
  children,
}: {
  readonly cache: Cache;
  readonly children: ReactNode;
}): ReactElement {
  // Held during the first render, before the reads below it render and look the record up.
  const held = useRef<Cache | null>(null);
  if (held.current !== cache) {
    if (held.current !== null) release(held.current);
    hold(cache);
    held.current = cache;
  }
  useLayoutEffect(() => {
    // Held again when an effect's cleanup let go and the element stayed (a remount in place).
    if (held.current !== cache) {
      hold(cache);
      held.current = cache;
    }
    return () => {
      release(cache);
      held.current = null;
    };
  }, [cache]);
  const value = useMemo(
    (): SWRConfiguration => ({ provider: () => cache, revalidateOnFocus: false }),
    [cache],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
