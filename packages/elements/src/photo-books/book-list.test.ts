import type { Order, OrderPage } from '@portal/api/schemas/orders';
import type { Widget } from '@portal/api/schemas/widgets';
import { describe, expect, it } from 'vitest';
import {
  articleNameKey,
  type BookStates,
  booksOf,
  hasMore,
  totalOf,
  widgetStateOf,
  withoutWidget,
  withWidget,
} from './book-list.ts';

function order(index: number, articleName = 'PhotoBook'): Order {
  return {
    id: `item-${index}`,
    orderCode: `DM-${index}`,
    productCode: `PB-${index}`,
    articleName,
    title: `Book ${index}`,
    quantity: 1,
    status: 'Confirmed',
    lineStatus: 'approved',
    createdAt: '2026-10-01T10:00:00.000Z',
  };
}

function page(from: number, to: number, total: number): OrderPage {
  const items = [];
  for (let index = from; index <= to; index += 1) items.push(order(index));
  return { items, total };
}

function widget(productCode: string): Widget {
  return {
    widgetId: `w-${productCode}`,
    productCode,
    channel: 'PRINTWELL_GB',
    title: 'A book',
    categoryNames: [],
    url: 'https://www.printwell.co.uk/gallery/1',
    thumbnailUrl: null,
    created: '2026-10-01T10:00:00.000Z',
    updated: '2026-10-01T10:00:00.000Z',
  };
}

describe('the online photo books list', () => {
  it('lists the books of every page loaded in the service order, each once', () => {
    const pages = [page(1, 10, 23), page(10, 19, 23)];
    const books = booksOf(pages);
    expect(books.map((book) => book.title)).toEqual(
      Array.from({ length: 19 }, (_, index) => `Book ${index + 1}`),
    );
    expect(books[0]).toEqual({
      id: 'item-1',
      productCode: 'PB-1',
      orderCode: 'DM-1',
      title: 'Book 1',
      articleName: 'PhotoBook',
      createdAt: '2026-10-01T10:00:00.000Z',
    });
  });

  it('counts the books by the last page and offers more only while fewer are shown and pages still come', () => {
    expect(totalOf([])).toBe(0);
    expect(hasMore([])).toBe(false);
    expect(totalOf([page(1, 10, 23)])).toBe(23);
    expect(hasMore([page(1, 10, 23)])).toBe(true);
    expect(hasMore([page(1, 10, 23), page(11, 20, 23), page(21, 23, 23)])).toBe(false);
    // The total shrank while paging: an empty page ends the list.
    expect(hasMore([page(1, 10, 23), { items: [], total: 23 }])).toBe(false);
  });

  it('names printed and online books apart, and anything else as a photo book', () => {
    expect(articleNameKey('PhotoBook')).toBe('photoBooks.articleName.PhotoBook');
    expect(articleNameKey('OnlinePhotoBook')).toBe('photoBooks.articleName.OnlinePhotoBook');
    expect(articleNameKey('Calendar')).toBe('photoBooks.articleName.PhotoBook');
  });
});

describe("a page's widget states", () => {
  const states: BookStates = { widgets: { 'PB-1': widget('PB-1') }, blocked: ['PB-3'] };

  it('tells published, blocked and not published books apart', () => {
    expect(widgetStateOf(states, 'PB-1')).toBe('published');
    expect(widgetStateOf(states, 'PB-2')).toBe('notPublished');
    expect(widgetStateOf(states, 'PB-3')).toBe('blocked');
  });

  it('takes a new widget for a book of its own page only, and forgets a deleted one', () => {
    const published = withWidget(states, widget('PB-2'), ['PB-1', 'PB-2']);
    expect(widgetStateOf(published, 'PB-2')).toBe('published');
    expect(withWidget(states, widget('PB-9'), ['PB-1', 'PB-2'])).toBe(states);
    const deleted = withoutWidget(published, 'PB-1');
    expect(widgetStateOf(deleted, 'PB-1')).toBe('notPublished');
    expect(withoutWidget(deleted, 'PB-1')).toBe(deleted);
  });
});
