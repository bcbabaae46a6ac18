import { type Order, type OrderPage, PHOTO_BOOK_ARTICLE_NAMES } from '@portal/api/schemas/orders';
import type { Widget } from '@portal/api/schemas/widgets';

/*
 * [Note: The online photo books are the photo-book orders]
 * No call of the spec lists a customer's products, so the online photo books list is the customer's
 * orders of photo books, printed or online (GET /orders/byAccount/{accountId} with articleNames,
 * 10 a page as the call's default limit, newest first): each ordered book is one product, opened by
 * its product code (GET /v1/Products/{code}). Each page of books learns which of them are published
 * as widgets with one call (GET /v1/widget/all with the page's product codes) and, for those that
 * are not, whether they may be (GET v1/blockedorders/{code}).
 */

/** One photo book of the list: the ordered product. */
export interface PhotoBook {
  /** The order item's id: unique in the list. */
  readonly id: string;
  readonly productCode: string;
  readonly orderCode: string;
  readonly title: string;
  readonly articleName: string;
  /** When the order was placed. */
  readonly createdAt: string;
}

/** The books of the pages loaded so far, in the service's order, each once. */
export function booksOf(pages: readonly OrderPage[]): PhotoBook[] {
  const seen = new Set<string>();
  const books: PhotoBook[] = [];
  for (const page of pages) {
    for (const order of page.items) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      books.push(bookOf(order));
    }
  }
  return books;
}

function bookOf(order: Order): PhotoBook {
  return {
    id: order.id,
    productCode: order.productCode,
    orderCode: order.orderCode,
    title: order.title,
    articleName: order.articleName,
    createdAt: order.createdAt,
  };
}

/** How many books there are in all, by the last page loaded; 0 before any. */
export function totalOf(pages: readonly OrderPage[]): number {
  return pages.at(-1)?.total ?? 0;
}

/**
 * Whether 'Show more' is offered: fewer books are shown than the service counts, and the last page
 * was not empty (a total that shrank while paging must not offer pages that never come).
 */
export function hasMore(pages: readonly OrderPage[]): boolean {
  const last = pages.at(-1);
  if (last === undefined) return false;
  const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && shown < last.total;
}

/** Whether the books of one page are published as widgets, or may be. */
export interface BookStates {
  /** The widget of each published book, by product code. */
  readonly widgets: Readonly<Record<string, Widget>>;
  /** The product codes of the books that may not be published. */
  readonly blocked: readonly string[];
}

export type WidgetState = 'published' | 'notPublished' | 'blocked';

export function widgetStateOf(states: BookStates, productCode: string): WidgetState {
  if (states.widgets[productCode] !== undefined) return 'published';
  return states.blocked.includes(productCode) ? 'blocked' : 'notPublished';
}

/** The states with `widget` published for its book, when that book is one of theirs. */
export function withWidget(states: BookStates, widget: Widget, productCodes: readonly string[]): BookStates {
  if (!productCodes.includes(widget.productCode)) return states;
  return { ...states, widgets: { ...states.widgets, [widget.productCode]: widget } };
}

/** The states with the book's widget gone. */
export function withoutWidget(states: BookStates, productCode: string): BookStates {
  if (states.widgets[productCode] === undefined) return states;
  const { [productCode]: _deleted, ...widgets } = states.widgets;
  return { ...states, widgets };
}

/** The catalogue key that names a book's article: 'Photo book', 'Online photo book'. */
export function articleNameKey(articleName: string): string {
  return `photoBooks.articleName.${PHOTO_BOOK_ARTICLE_NAMES.includes(articleName) ? articleName : 'PhotoBook'}`;
}
