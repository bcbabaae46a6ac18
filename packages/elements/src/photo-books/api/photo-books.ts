import { getOrdersByAccount } from '@portal/api/clients/orders';
import { getBlockedOrder } from '@portal/api/clients/widget-gallery';
import { getWidgets } from '@portal/api/clients/widgets';
import { isHttpStatus } from '@portal/api/http';
import {
  ORDERS_BY_ACCOUNT_DEFAULT_LIMIT,
  type OrderPage,
  PHOTO_BOOK_ARTICLE_NAMES,
} from '@portal/api/schemas/orders';
import type { Widget } from '@portal/api/schemas/widgets';
import useSWR, { type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';
import type { BookStates } from '../book-list.ts';

/** Books a page: the by-account call's default limit (account-portal §7, §9). */
export const PHOTO_BOOKS_PAGE_SIZE = ORDERS_BY_ACCOUNT_DEFAULT_LIMIT;

/** How many blocked-book checks run at once. */
const BLOCKED_CHECKS_AT_ONCE = 4;

type PageKey = readonly [string, string, number];

/**
 * The customer's photo books, page by page ([Note: The online photo books are the photo-book
 * orders]): the pages shown so far stay in the page's data cache, so the list comes back as it was
 * after a book was opened.
 */
export function usePhotoBookPages(accountId: string): SWRInfiniteResponse<OrderPage> {
  const endpoint = useEndpoint('orders');
  return useSWRInfinite(
    (index: number, previous: OrderPage | null): PageKey | null =>
      previous !== null && previous.items.length === 0
        ? null
        : ['photo-books', accountId, index * PHOTO_BOOKS_PAGE_SIZE],
    ([, , offset]: PageKey) =>
      getOrdersByAccount(endpoint, accountId, {
        articleNames: PHOTO_BOOK_ARTICLE_NAMES,
        offset,
        limit: PHOTO_BOOKS_PAGE_SIZE,
      }),
    { ...useLoadOptions('LOAD_PHOTO_BOOKS_FAILED'), revalidateFirstPage: false },
  );
}

/** The name under which every page's book states are cached, for a widget change to update them. */
export const BOOK_STATES = 'photo-book-states';

function bookStatesKey(accountId: string, productCodes: readonly string[]): readonly string[] | null {
  return productCodes.length === 0 ? null : [BOOK_STATES, accountId, ...productCodes];
}

/** Whether a cache key is one of the account's book states (for `mutate` with a filter). */
export function isBookStatesKey(key: unknown, accountId: string): boolean {
  return Array.isArray(key) && key[0] === BOOK_STATES && key[1] === accountId;
}

/** The product codes a book states key asks about. */
export function productCodesOf(key: unknown): readonly string[] {
  return Array.isArray(key) ? key.slice(2).map(String) : [];
}

/**
 * Which of one page's books are published as widgets, and which of the others may not be: one call
 * for the widgets, then one blocked check per unpublished book. A book the gallery does not know
 * (404) is taken as not blocked; its own page says what it can.
 */
export function useBookStates(accountId: string, productCodes: readonly string[]): SWRResponse<BookStates> {
  const widgets = useEndpoint('widgets');
  const gallery = useEndpoint('widgetGallery');
  return useSWR(
    bookStatesKey(accountId, productCodes),
    async (): Promise<BookStates> => {
      const published: Record<string, Widget> = {};
      for (const widget of (await getWidgets(widgets, productCodes)).widgets)
        published[widget.productCode] = widget;
      const unpublished = productCodes.filter((code) => published[code] === undefined);
      const blocked: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < unpublished.length) {
          const code = unpublished[next] ?? '';
          next += 1;
          try {
            if ((await getBlockedOrder(gallery, code)).blocked) blocked.push(code);
          } catch (error) {
            if (!isHttpStatus(error, 404)) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(BLOCKED_CHECKS_AT_ONCE, unpublished.length) }, worker));
      return { widgets: published, blocked: productCodes.filter((code) => blocked.includes(code)) };
    },
    useLoadOptions('LOAD_PHOTO_BOOK_STATES_FAILED'),
  );
}
