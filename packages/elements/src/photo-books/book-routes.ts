import type { RouteTable } from '../runtime/element-router.tsx';

/** The pages of the online photo books area, by name. */
export type PhotoBooksPage = 'list' | 'book' | 'widget' | 'share';

/**
 * The routes below the element's base path (account-portal §2, '/online-products' in the host):
 * the list, one book, its widget (an exact match, so the share route below it is its own page) and
 * the widget's share form. See [Note: Widget routes] in packages/api/src/schemas/config.ts. Any
 * other path below the base path shows the list, as the host routes none there.
 */
export const PHOTO_BOOK_ROUTES: RouteTable<PhotoBooksPage> = [
  ['/', 'list'],
  ['/:productCode', 'book'],
  ['/:productCode/widget', 'widget'],
  ['/:productCode/widget/share', 'share'],
];

/** One book's page, below the base path ('/PHOTOBOOK-DM-1001-1'). */
export function bookPath(productCode: string): string {
  return `/${encodeURIComponent(productCode)}`;
}

/** The book's widget page. */
export function widgetPath(productCode: string): string {
  return `${bookPath(productCode)}/widget`;
}

/** The page that shares the book's widget by e-mail. */
export function sharePath(productCode: string): string {
  return `${widgetPath(productCode)}/share`;
}
