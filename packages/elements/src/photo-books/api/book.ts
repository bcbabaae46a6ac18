import { getChannel } from '@portal/api/clients/merchandise';
import { getProduct } from '@portal/api/clients/products';
import { getBlockedOrder, getWidgetCategories } from '@portal/api/clients/widget-gallery';
import { getWidget } from '@portal/api/clients/widgets';
import { isHttpStatus } from '@portal/api/http';
import type { MerchandiseChannelWithArticles } from '@portal/api/schemas/merchandise';
import type { Product } from '@portal/api/schemas/products';
import type { Widget, WidgetCategoryList } from '@portal/api/schemas/widgets';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';

/*
 * One book's data, each call cached under the account (and the book), so a second customer signing
 * in on the same page never sees the first one's, and the book, widget and share pages of one book
 * read each call once.
 */

/** The book as the product service holds it, with its files; null when it is not the customer's. */
export function useProduct(accountId: string, productCode: string): SWRResponse<Product | null> {
  const endpoint = useEndpoint('products');
  return useSWR(
    ['photo-book-product', accountId, productCode],
    async () => {
      try {
        return await getProduct(endpoint, productCode, ['files']);
      } catch (error) {
        if (isHttpStatus(error, 404)) return null;
        throw error;
      }
    },
    useLoadOptions('LOAD_PHOTO_BOOK_FAILED'),
  );
}

/** The cache key of a book's widget, for a change to put the service's answer in place. */
export function widgetKey(accountId: string, productCode: string): readonly [string, string, string] {
  return ['photo-book-widget', accountId, productCode];
}

/** The book's widget; null while it is not published (the service's 401, account-portal §7). */
export function useWidget(accountId: string, productCode: string): SWRResponse<Widget | null> {
  const endpoint = useEndpoint('widgets');
  return useSWR(
    widgetKey(accountId, productCode),
    () => getWidget(endpoint, productCode),
    useLoadOptions('LOAD_WIDGET_FAILED'),
  );
}

/** Whether the book may not be published; asked only while `asked` (it has no widget). */
export function useBlocked(accountId: string, productCode: string, asked: boolean): SWRResponse<boolean> {
  const endpoint = useEndpoint('widgetGallery');
  return useSWR(
    asked ? ['photo-book-blocked', accountId, productCode] : null,
    async () => (await getBlockedOrder(endpoint, productCode)).blocked,
    useLoadOptions('LOAD_BLOCKED_ORDER_FAILED'),
  );
}

/** The gallery's categories, while a widget form shows. */
export function useWidgetCategories(accountId: string): SWRResponse<WidgetCategoryList> {
  const endpoint = useEndpoint('widgetGallery');
  return useSWR(
    ['widget-categories', accountId],
    () => getWidgetCategories(endpoint),
    useLoadOptions('LOAD_WIDGET_CATEGORIES_FAILED'),
  );
}

/**
 * The site's merchandise channel in the element's locale: its vendor (whose id a share is sent
 * with) and its articles (which name a book's product). Not asked without a channel; a channel the
 * service does not know fails with 'Channel Not Found' (account-portal §8).
 */
export function useMerchandiseChannel(
  channel: string | null,
  locale: string,
): SWRResponse<MerchandiseChannelWithArticles> {
  const endpoint = useEndpoint('merchandise');
  return useSWR(
    channel === null ? null : ['merchandise-channel', channel, locale],
    () => getChannel(endpoint, channel ?? '', locale),
    useLoadOptions('LOAD_MERCHANDISE_CHANNEL_FAILED'),
  );
}
