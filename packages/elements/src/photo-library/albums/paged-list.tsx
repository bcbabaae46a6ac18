import { type ReactElement, type RefObject, useEffect, useRef } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { CardFailure } from '../../ui/card-failure.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * Loads a cursor-paged list's next page as its end comes near: returns the ref of an element put
 * after the list, and whether there is more. One page at a time; a failed page waits for a retry.
 */
function useNextPageInView<Page extends { readonly cursor: string | null }>(
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

/**
 * What follows a paged list: the failure of its last page with a retry (when earlier pages show),
 * and the element whose coming into view loads the next page, a spinner while there is more.
 */
export function PagedListEnd<Page extends { readonly cursor: string | null }>({
  pages,
  failure,
}: {
  readonly pages: SWRInfiniteResponse<Page>;
  /** What a failed page says. */
  readonly failure: string;
}): ReactElement {
  const { end, hasMore } = useNextPageInView(pages);
  return (
    <>
      {pages.error !== undefined && pages.data !== undefined ? (
        <CardFailure message={failure} onRetry={() => void pages.mutate()} />
      ) : null}
      <div ref={end} className="list-end">
        {hasMore ? <Spinner /> : null}
      </div>
    </>
  );
}
