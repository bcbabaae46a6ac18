import { decodeShareEmail } from '@portal/api/rules/widget-share';
import type { Customer } from '@portal/api/schemas/customer';
import type { Article, MerchandiseChannelWithArticles } from '@portal/api/schemas/merchandise';
import type { Order } from '@portal/api/schemas/orders';
import type { Product } from '@portal/api/schemas/products';
import type { Widget } from '@portal/api/schemas/widgets';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showPage } from '../runtime/test-page.test-data.ts';
import { defineTestPage } from '../ui/test-page.test.tsx';
import { PhotoBooksPages } from './photo-books-pages.tsx';

/**
 * The online photo books in Chromium with the real catalogues and config (account-portal §2 'Online
 * photo books / widgets', §4, §5): the list's paging (10 a page with Show more), each widget call's
 * own request state (a failed publish, edit or delete says so where it happened and keeps what was
 * typed, while the widget read before stays), and the share form's validation and its request. The
 * services are a stand-in for `fetch` holding the books, widgets and categories in memory, so a
 * failure can be staged call by call; config and catalogues come from the real reference server.
 */

const TAG = 'test-photo-books';
const BASE = '/online-products';
const ACCOUNT = 'acc-2093-1150';
const CHANNEL = 'PRINTWELL_GB';
const VENDOR = 'PRINTWELL';
const realFetch = globalThis.fetch;

const CUSTOMER: Customer = {
  id: ACCOUNT,
  accountId: ACCOUNT,
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Hale',
  userType: 'Consumer',
  accountDeleted: false,
  changed: false,
  callbackUrl: null,
  callbackFormat: null,
  b2bAccountStatus: null,
};

const ARTICLE: Article = {
  ID: 'PB-A4-LANDSCAPE',
  ArticleType: 'PhotoBook',
  Title: 'Photo book A4 landscape',
  PageWidth: 297,
  PageHeight: 210,
  Visible: true,
  Links: [{ Rel: 'shop', Href: 'https://www.printwell.co.uk/photo-books/a4-landscape' }],
  OptionGroups: [],
};

interface Books {
  count: number;
  widgets: Map<string, Widget>;
  blocked: Set<string>;
  /** Calls to fail, by 'METHOD /path' (the service prefix left out), each failing once per count. */
  failures: Map<string, number>;
  shares: URLSearchParams[];
  channelMissing: boolean;
}

let books: Books;

function code(index: number): string {
  return `PHOTOBOOK-${String(index).padStart(3, '0')}`;
}

function order(index: number): Order {
  return {
    id: `order-item-${index}`,
    orderCode: `DM-${2000 + index}`,
    productCode: code(index),
    articleName: index % 3 === 0 ? 'OnlinePhotoBook' : 'PhotoBook',
    title: `Book ${index}`,
    quantity: 1,
    status: 'Confirmed',
    lineStatus: 'approved',
    createdAt: new Date(Date.UTC(2026, 9, 30 - index)).toISOString(),
  };
}

function product(productCode: string): Product {
  const index = Number(productCode.slice(-3));
  return {
    productCode,
    title: `Book ${index}`,
    articleType: 'PhotoBook',
    pageCount: 24,
    pageWidthMm: 297,
    pageHeightMm: 210,
    files: [],
  };
}

function widgetOf(productCode: string, title: string, categoryNames: readonly string[]): Widget {
  const at = new Date(Date.UTC(2026, 10, 1)).toISOString();
  return {
    widgetId: `widget-${productCode}`,
    productCode,
    channel: CHANNEL,
    title,
    categoryNames: [...categoryNames],
    url: `https://www.printwell.co.uk/gallery/widget-${productCode}`,
    thumbnailUrl: null,
    created: at,
    updated: at,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fails(call: string): boolean {
  const left = books.failures.get(call) ?? 0;
  if (left === 0) return false;
  books.failures.set(call, left - 1);
  return true;
}

/** What each service the area calls answers from `books`; anything else goes to the real server. */
async function standIn(url: URL, init: RequestInit | undefined): Promise<Response | null> {
  const method = init?.method ?? 'GET';
  const match = /^\/services\/([a-z-]+)(\/.*)$/.exec(url.pathname);
  if (match === null) return null;
  const [, service, path = ''] = match;
  const call = `${method} ${path}`;
  const known = ['orders', 'widgets', 'widget-gallery', 'products', 'merchandise', 'customer'];
  if (!known.includes(service ?? '')) return null;
  if (fails(call) || fails(`${method} ${path.replace(/\/[^/]+$/, '/*')}`)) {
    return json({ message: 'Service unavailable' }, 503);
  }
  if (service === 'customer') return json(CUSTOMER);
  if (service === 'orders') {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const items = [];
    for (let index = offset + 1; index <= Math.min(books.count, offset + limit); index += 1)
      items.push(order(index));
    return json({ items, total: books.count });
  }
  if (service === 'products') return json(product(decodeURIComponent(path.split('/').at(-1) ?? '')));
  if (service === 'merchandise') {
    const channel: MerchandiseChannelWithArticles = {
      ID: CHANNEL,
      Vendor: { ID: VENDOR, Locale: 'en-GB' },
      ShopUrl: 'https://www.printwell.co.uk',
      Currency: { ID: 'GBP' },
      Articles: [ARTICLE],
    };
    return json({ data: { channel: books.channelMissing ? null : channel } });
  }
  if (service === 'widgets') {
    if (path === '/v1/widget/all') {
      const codes = url.searchParams.getAll('orderCodes');
      return json({ widgets: codes.flatMap((each) => books.widgets.get(each) ?? []) });
    }
    const shared = /^\/v1\/widget\/([^/]+)\/share$/.exec(path);
    if (shared !== null && method === 'PUT') {
      books.shares.push(url.searchParams);
      return new Response(null, { status: 204 });
    }
    const one = /^\/v1\/widget\/([^/]+)$/.exec(path);
    const widget = books.widgets.get(decodeURIComponent(one?.[1] ?? ''));
    return widget === undefined ? json({ message: 'This book has no widget' }, 401) : json(widget);
  }
  // The widget gallery.
  if (path === '/v1/categories') {
    return json({
      categories: ['Family', 'Travel', 'Wedding'].map((name) => ({ id: name.toLowerCase(), name })),
    });
  }
  const blocked = /^\/v1\/blockedorders\/(.+)$/.exec(path);
  if (blocked !== null) {
    const productCode = decodeURIComponent(blocked[1] ?? '');
    return json({ productCode, blocked: books.blocked.has(productCode) });
  }
  if (method === 'POST') {
    const body = JSON.parse(String(init?.body)) as {
      productCode: string;
      title: string;
      categoryNames: string[];
    };
    const created = widgetOf(body.productCode, body.title, body.categoryNames);
    books.widgets.set(body.productCode, created);
    return json(created, 201);
  }
  const entry = [...books.widgets.values()].find((each) => path === `/v1/galleryentries/${each.widgetId}`);
  if (entry === undefined) return json({ message: 'Not found' }, 404);
  if (method === 'DELETE') {
    books.widgets.delete(entry.productCode);
    return new Response(null, { status: 204 });
  }
  const body = JSON.parse(String(init?.body)) as { title: string; categoryNames: string[] };
  const updated = { ...entry, title: body.title, categoryNames: body.categoryNames };
  books.widgets.set(entry.productCode, updated);
  return json(updated);
}

function Page(): ReactElement {
  return <PhotoBooksPages accountId={ACCOUNT} />;
}

defineTestPage(TAG, Page, { basePath: BASE });

let start = '';

beforeAll(() => {
  start = window.location.pathname + window.location.search;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return (await standIn(url, init)) ?? realFetch(input, init);
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  books = {
    count: 3,
    widgets: new Map(),
    blocked: new Set(),
    failures: new Map(),
    shares: [],
    channelMissing: false,
  };
});

afterEach(() => {
  window.history.replaceState(null, '', start);
});

function show(path: string, heading: string): Promise<ShadowRoot> {
  window.history.replaceState(null, '', `${BASE}${path}`);
  return showPage(TAG, heading);
}

function button(root: ShadowRoot | Element, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (each) => each.textContent?.trim() === name,
  );
  if (found === undefined) throw new Error(`no button '${name}'`);
  return found;
}

function titles(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.book-title')].map((title) => title.textContent ?? '');
}

function input(root: ShadowRoot, name: string): HTMLInputElement | HTMLTextAreaElement {
  const found = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (found === null) throw new Error(`no field ${name}`);
  return found;
}

const text = (root: ShadowRoot, selector: string) =>
  [...root.querySelectorAll(selector)].map((each) => each.textContent?.trim() ?? '');
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Book ${from + index}`);

describe('the list of online photo books', () => {
  it('shows 10 books, then 10 more with each Show more, focus on the first added, until all are there', async () => {
    books.count = 23;
    books.widgets.set(code(2), widgetOf(code(2), 'Book 2', []));
    books.blocked.add(code(3));
    const root = await show('', 'My online photo books');
    await expect.poll(() => titles(root)).toEqual(names(1, 10));
    expect(root.querySelector('.books-count')?.textContent).toBe('10 of 23 photo books');
    await expect
      .poll(() => text(root, '.widget-state').slice(0, 3))
      .toEqual(['Not published', 'Published as a widget', 'Cannot be published']);
    expect(text(root, '.book-meta span').slice(0, 3)).toEqual([
      'Photo book',
      'Photo book',
      'Online photo book',
    ]);
    const first = root.querySelector<HTMLAnchorElement>('a.book-link');
    expect(first?.getAttribute('href')).toBe(`${BASE}/${code(1)}`);

    button(root, 'Show more').click();
    await expect.poll(() => titles(root)).toEqual(names(1, 20));
    await expect.poll(() => root.activeElement?.querySelector('.book-title')?.textContent).toBe('Book 11');
    button(root, 'Show more').click();
    await expect.poll(() => titles(root)).toEqual(names(1, 23));
    expect(root.querySelector('.books-count')?.textContent).toBe('23 of 23 photo books');
    expect(text(root, 'button')).not.toContain('Show more');
  });

  it('says a page that failed to load, keeps the books shown, and loads it on Retry', async () => {
    books.count = 15;
    const root = await show('', 'My online photo books');
    await expect.poll(() => titles(root)).toEqual(names(1, 10));
    books.failures.set(`GET /orders/byAccount/${ACCOUNT}`, 1);
    button(root, 'Show more').click();
    await expect
      .poll(() => root.querySelector('[role="alert"]')?.textContent)
      .toContain('More photo books could not be loaded.');
    expect(titles(root)).toEqual(names(1, 10));
    button(root, 'Try again').click();
    await expect.poll(() => titles(root)).toEqual(names(1, 15));
  });

  it('tells a customer without photo books so', async () => {
    books.count = 0;
    const root = await show('', 'My online photo books');
    await expect
      .poll(() => root.querySelector('.empty-state')?.textContent)
      .toContain('You have no photo books yet.');
  });
});

describe("a book's widget, each call with its own request state", () => {
  it('names the book by its catalogue article and offers to order another with the shop link', async () => {
    const root = await show(`/${code(1)}`, 'Book 1');
    await expect.poll(() => root.querySelector('.book-details .card-title')?.textContent).toBe(ARTICLE.Title);
    expect(text(root, '.facts dd')).toEqual(['24 pages', '29.7 × 21 cm']);
    const shop = [...root.querySelectorAll<HTMLAnchorElement>('.shop a')][0];
    expect(shop?.href).toBe('https://www.printwell.co.uk/photo-books/a4-landscape');
    expect(shop?.target).toBe('_blank');
  });

  it("names the book by its kind alone when the site's channel is not found", async () => {
    books.channelMissing = true;
    const root = await show(`/${code(1)}`, 'Book 1');
    await expect.poll(() => root.querySelector('.book-details .card-title')?.textContent).toBe('Photo book');
    await expect.poll(() => text(root, '.facts dd')).toEqual(['24 pages', '29.7 × 21 cm']);
    expect(root.querySelector('.shop')).toBeNull();
  });

  it('publishes a book: a failure is said in the form and keeps the title and categories, the retry publishes', async () => {
    const root = await show(`/${code(1)}/widget`, 'Widget of “Book 1”');
    await expect.poll(() => root.querySelector('legend')?.textContent).toBe('Publish this photo book');
    const title = input(root, 'title');
    expect(title.value).toBe('Book 1');
    await userEvent.clear(title);
    await userEvent.click(button(root, 'Publish widget'));
    expect(root.querySelector('.field-error')?.textContent).toBe('Please give your widget a title');
    expect(root.activeElement).toBe(title);
    await userEvent.type(title, 'Our summer');
    await expect.poll(() => root.querySelectorAll('.category-choice').length).toBe(3);
    await userEvent.click(root.querySelector<HTMLInputElement>('input[value="Travel"]') ?? title);

    books.failures.set('POST /v1/galleryentries/', 1);
    await userEvent.click(button(root, 'Publish widget'));
    await expect
      .poll(() => root.querySelector('.widget-form [role="alert"]')?.textContent)
      .toBe('The widget could not be published. Please try again.');
    expect(input(root, 'title').value).toBe('Our summer');
    expect(root.querySelector<HTMLInputElement>('input[value="Travel"]')?.checked).toBe(true);
    expect(books.widgets.size).toBe(0);

    await userEvent.click(button(root, 'Publish widget'));
    await expect.poll(() => root.querySelector('legend')?.textContent).toBe('Change the widget');
    expect(books.widgets.get(code(1))).toMatchObject({ title: 'Our summer', categoryNames: ['Travel'] });
    expect(text(root, '.category-chips li')).toEqual(['Travel']);
    expect(root.querySelector('.widget-form [role="alert"]')).toBeNull();
  });

  it('edits a widget: a failed save keeps the summary read before and what was typed, the retry saves', async () => {
    books.widgets.set(code(4), widgetOf(code(4), 'Wedding day', ['Wedding']));
    const root = await show(`/${code(4)}/widget`, 'Widget of “Book 4”');
    await expect.poll(() => root.querySelector('.widget-title')?.textContent).toBe('Wedding day');
    const title = input(root, 'title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Our wedding');

    books.failures.set('PUT /v1/galleryentries/*', 1);
    await userEvent.click(button(root, 'Save changes'));
    await expect
      .poll(() => root.querySelector('.widget-form [role="alert"]')?.textContent)
      .toBe('Unable to save changes. Please try again');
    expect(root.querySelector('.widget-title')?.textContent).toBe('Wedding day');
    expect(input(root, 'title').value).toBe('Our wedding');

    await userEvent.click(button(root, 'Save changes'));
    await expect
      .poll(() => root.querySelector('.widget-form [role="status"]')?.textContent)
      .toBe('Your changes have been saved.');
    expect(root.querySelector('.widget-title')?.textContent).toBe('Our wedding');
    expect(books.widgets.get(code(4))?.title).toBe('Our wedding');
  });

  it('deletes a widget after a confirmation: a failure stays in the dialog, the retry deletes and offers to publish again', async () => {
    books.widgets.set(code(5), widgetOf(code(5), 'Road trip', []));
    const root = await show(`/${code(5)}`, 'Book 5');
    await expect.poll(() => root.querySelector('.widget-title')?.textContent).toBe('Road trip');
    books.failures.set('DELETE /v1/galleryentries/*', 1);
    await userEvent.click(button(root, 'Delete widget'));
    await expect.poll(() => root.querySelector('dialog[open]')).not.toBeNull();
    const open = root.querySelector('dialog[open]');
    if (open === null) throw new Error('no dialog');
    expect(open.textContent).toContain('“Road trip” will no longer be shown in the gallery');
    await userEvent.click(button(open, 'Delete widget'));
    await expect
      .poll(() => open.querySelector('[role="alert"]')?.textContent)
      .toBe('The widget could not be deleted. Please try again.');
    expect(books.widgets.has(code(5))).toBe(true);

    await userEvent.click(button(open, 'Delete widget'));
    await expect.poll(() => root.querySelector('dialog[open]')).toBeNull();
    expect(books.widgets.has(code(5))).toBe(false);
    await expect.poll(() => root.querySelector('legend')?.textContent).toBe('Publish this photo book');
  });

  it('says a failed read of the widget and reads it again on Retry', async () => {
    books.widgets.set(code(6), widgetOf(code(6), 'Garden', []));
    books.failures.set(`GET /v1/widget/${code(6)}`, 1);
    const root = await show(`/${code(6)}`, 'Book 6');
    await expect
      .poll(() => root.querySelector('.widget-card [role="alert"]')?.textContent)
      .toContain('We could not check whether this book is published.');
    button(root, 'Try again').click();
    await expect.poll(() => root.querySelector('.widget-title')?.textContent).toBe('Garden');
  });

  it('says a book that cannot be published, and offers no form', async () => {
    books.blocked.add(code(7));
    const root = await show(`/${code(7)}`, 'Book 7');
    await expect
      .poll(() => root.querySelector('.widget-blocked')?.textContent)
      .toContain('cannot be published');
    expect(root.querySelector('form')).toBeNull();
  });
});

describe('the share form', () => {
  beforeEach(() => {
    books.widgets.set(code(8), widgetOf(code(8), 'Snow days', ['Family']));
  });

  it('checks the form when sent, the first wrong field focused, and sends nothing until it is right', async () => {
    const root = await show(`/${code(8)}/widget/share`, 'Share “Book 8”');
    await expect.poll(() => input(root, 'fromName').value).toBe('Robin Hale');
    await userEvent.clear(input(root, 'fromName'));
    await userEvent.click(button(root, 'Send e-mail'));
    expect(text(root, '.field-error')).toEqual([
      'Please enter the recipient’s e-mail address',
      'Please enter your name',
    ]);
    expect(root.activeElement).toBe(input(root, 'toEmailAddress'));

    await userEvent.type(input(root, 'toEmailAddress'), 'not an address');
    await userEvent.type(input(root, 'fromName'), 'Robin');
    await userEvent.fill(input(root, 'personalMessage'), 'x'.repeat(1003));
    expect(root.querySelector('.field-over')?.textContent).toBe('3 characters too many');
    await userEvent.click(button(root, 'Send e-mail'));
    expect(text(root, '.field-error')).toEqual([
      'Please enter a valid e-mail address, like name@example.com',
      'Your message can have at most 1000 characters',
    ]);
    expect(input(root, 'toEmailAddress').getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(input(root, 'toEmailAddress'));
    expect(books.shares).toEqual([]);
  });

  it('sends the recipient base64-encoded with the vendor, name and message, says to whom, and empties the recipient', async () => {
    const root = await show(`/${code(8)}/widget/share`, 'Share “Book 8”');
    await expect.poll(() => input(root, 'fromName').value).toBe('Robin Hale');
    await userEvent.type(input(root, 'toEmailAddress'), 'o.brien+books@example.co.uk');
    await userEvent.type(input(root, 'personalMessage'), 'Look at our winter!');
    await userEvent.click(button(root, 'Send e-mail'));
    await expect
      .poll(() => root.querySelector('.share-form [role="status"]')?.textContent)
      .toBe('Your e-mail to o.brien+books@example.co.uk is on its way.');
    expect(books.shares).toHaveLength(1);
    const [sent] = books.shares;
    expect(decodeShareEmail(sent?.get('toEmailAddress') ?? '')).toBe('o.brien+books@example.co.uk');
    expect(sent?.get('toEmailAddress')).not.toContain('@');
    expect(sent?.get('vendorId')).toBe(VENDOR);
    expect(sent?.get('fromName')).toBe('Robin Hale');
    expect(sent?.get('personalMessage')).toBe('Look at our winter!');
    expect(input(root, 'toEmailAddress').value).toBe('');
    expect(input(root, 'personalMessage').value).toBe('Look at our winter!');
  });

  it('says why a share failed and keeps everything as typed', async () => {
    const root = await show(`/${code(8)}/widget/share`, 'Share “Book 8”');
    await expect.poll(() => input(root, 'fromName').value).toBe('Robin Hale');
    await userEvent.type(input(root, 'toEmailAddress'), 'sam@example.com');
    books.failures.set(`PUT /v1/widget/${code(8)}/share`, 1);
    await userEvent.click(button(root, 'Send e-mail'));
    await expect
      .poll(() => root.querySelector('.share-form [role="alert"]')?.textContent)
      .toBe('Your e-mail could not be sent. Please try again.');
    expect(input(root, 'toEmailAddress').value).toBe('sam@example.com');
    await userEvent.click(button(root, 'Send e-mail'));
    await expect.poll(() => books.shares.length).toBe(1);
  });

  it('leads a book that is not published to its widget page first', async () => {
    const root = await show(`/${code(9)}/widget/share`, 'Share “Book 9”');
    await expect
      .poll(() => root.querySelector('[part="share"]')?.textContent)
      .toContain('This photo book is not published as a widget yet.');
    const link = [...root.querySelectorAll<HTMLAnchorElement>('a')].find(
      (each) => each.textContent === 'Publish the widget',
    );
    expect(link?.getAttribute('href')).toBe(`${BASE}/${code(9)}/widget`);
  });

  it("says sharing is not available where the site's channel is not found", async () => {
    books.channelMissing = true;
    const root = await show(`/${code(8)}/widget/share`, 'Share “Book 8”');
    await expect
      .poll(() => root.querySelector('[part="share"] [role="alert"]')?.textContent)
      .toBe('Sharing by e-mail is not available on this site.');
    expect(root.querySelector('form')).toBeNull();
  });
});
