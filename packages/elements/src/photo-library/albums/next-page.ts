import { type RefObject, useEffect, useRef } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';

/**
 * Loads a cursor-paged list's next page as its end comes near: returns the ref of an element put
 * after the list, and whether there is more. One page at a time; a failed page waits for a retry.
 */
export function useNextPageInView<Page extends { readonly cursor: string | null }>(
  pages: SWRInfiniteResponse<Page>,
): { readonly end: RefObject<HTMLDivElement | null>; readonly hasMore: boolean } {
  const end = useRef<HTMLDivElement>(null);
  const hasMore = pages.data !== undefined && (pages.data.at(-1)?.cursor ?? null) !== null;
  const { isValidating, error, setSize, size } = pages;
  useEffect(() => {
    const element = end.current;
    if (element === null || !hasMore || isValidating || error !== undefined) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void setSize(size + 1);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isValidating, error, setSize, size]);
  return { end, hasMore };
}
