import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { createCustomer } from './support/customers.ts';
import { addOrderedPhotoBook } from './support/downloads.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { messagesTo } from './support/mail.ts';
import { defaultLocaleOf, menuEntry, pageHeading, sideMenu, text } from './support/portal.ts';
import { publicUrl, urlFor } from './support/urls.ts';

/**
 * `<photo-books>` on the real server (account-portal §2 'Online photo books / widgets', §4, §5, §6,
 * §7 'Widget gallery API', 'Widget API', 'Merchandise GraphQL'): a consumer publishes one of their
 * photo books as a widget, edits it, shares it by e-mail (the mail found in the outbox) and deletes
 * it, each change said where it was made; the book is named by the site's catalogue article. A
 * business customer is sent to the overview by the host and told on a brand's CMS page that the
 * page is for personal accounts. The brand's CMS page and the webview keep a book's pages through a
 * reload and Back. The journey that changes widgets has a customer and a book of its own.
 */

const HOST = 'printwell.co.uk';
const CMS_HOST = 'lumora.nl';
const LIST = '/online-products';
const CMS_LIST = '/demo/online-products';
/** The catalogue's article of an A4 landscape book, as the merchandise service names it in English. */
const A4_LANDSCAPE = 'Photo book A4 landscape';
/** demo@example.com's published book (packages/server/src/services/widgets/demo-widgets.ts). */
const DEMO_BOOK = {
  productCode: 'PHOTOBOOK-DM-1005-1',
  title: 'Road trip',
  widgetTitle: 'Road trip',
} as const;

const TEXT = {
  title: 'My online photo books',
  notPublished: 'Not published',
  published: 'Published as a widget',
  pages: '{{count, number}} pages',
  format: '{{width, number}} × {{height, number}} cm',
  orderAnother: 'Order another in the shop',
  widgetTitle: 'Title',
  publish: 'Publish widget',
  publishedToast: 'Your photo book is published as a widget.',
  edit: 'Edit widget',
  widgetPage: 'Widget of “{{title}}”',
  save: 'Save changes',
  saved: 'Your changes have been saved.',
  shareLink: 'Share by e-mail',
  sharePage: 'Share “{{title}}”',
  to: 'Recipient’s e-mail address',
  from: 'Your name',
  message: 'Personal message',
  send: 'Send e-mail',
  sent: 'Your e-mail to {{email}} is on its way.',
  backToBook: 'Back to the photo book',
  deleteWidget: 'Delete widget',
  deleteTitle: 'Delete this widget?',
  deleted: 'The widget has been deleted.',
  publishLegend: 'Publish this photo book',
  consumersOnly: 'Online photo books are for personal accounts',
  toOverview: 'Go to my account overview',
} as const;

function say(name: keyof typeof TEXT, locale: string, values?: TextValues): string | RegExp {
  return localized(locale, TEXT[name], values);
}

function photoBooks(page: Page): Locator {
  return page.locator('photo-books');
}

function bookCard(page: Page, title: string): Locator {
  return photoBooks(page).getByRole('listitem').filter({ hasText: title });
}

test('create, edit, share (the mail in the outbox) and delete a widget', async ({ page }) => {
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Alex' });
  const title = `Lake holiday ${randomUUID().slice(0, 4)}`;
  const productCode = await addOrderedPhotoBook(customer.email, title);
  await signIn(page, 'demo', { host: HOST, email: customer.email });
  await menuEntry(sideMenu(page, locale), 'onlinePhotoBooks', locale).click();
  await expect(page).toHaveURL(urlFor(HOST, LIST));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(bookCard(page, title)).toContainText(say('notPublished', locale));
  await checkA11y(page);

  // The book, named by the catalogue's article for its format.
  await bookCard(page, title).getByRole('link').click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}/${productCode}`));
  await expect(pageHeading(page, title)).toBeVisible();
  const books = photoBooks(page);
  await expect(books.getByRole('heading', { level: 2, name: A4_LANDSCAPE })).toBeVisible();
  await expect(books.getByText(say('pages', locale, { count: 4 }))).toBeVisible();
  await expect(books.getByText(say('format', locale, { width: '29.7', height: '21' }))).toBeVisible();
  await expect(books.getByRole('link', { name: say('orderAnother', locale) })).toHaveAttribute(
    'href',
    /^https:\/\/www\.printwell\.co\.uk\/photo-books\/a4-landscape$/,
  );

  // Publish: a title and a category.
  await expect(books.getByLabel(say('widgetTitle', locale))).toHaveValue(title);
  await books.getByRole('checkbox', { name: 'Travel' }).check();
  await checkA11y(page);
  await books.getByRole('button', { name: say('publish', locale) }).click();
  await expect(page.getByText(say('publishedToast', locale))).toBeVisible();
  await expect(books.getByRole('list', { name: 'Gallery categories' })).toHaveText('Travel');

  // Edit on the widget page; the change is there after a reload.
  await books.getByRole('link', { name: say('edit', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}/${productCode}/widget`));
  await expect(pageHeading(page, say('widgetPage', locale, { title }))).toBeVisible();
  const newTitle = `${title} with the kids`;
  await books.getByLabel(say('widgetTitle', locale)).fill(newTitle);
  await books.getByRole('button', { name: say('save', locale) }).click();
  await expect(books.getByRole('status').filter({ hasText: say('saved', locale) })).toBeVisible();
  await page.reload();
  await expect(books.getByLabel(say('widgetTitle', locale))).toHaveValue(newTitle);

  // Share by e-mail: the mail goes to the outbox in the customer's name with the widget's link.
  await books.getByRole('link', { name: say('shareLink', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}/${productCode}/widget/share`));
  await expect(pageHeading(page, say('sharePage', locale, { title }))).toBeVisible();
  await expect(books.getByLabel(say('from', locale))).toHaveValue(`${customer.firstName} Hale`);
  const recipient = `grandma-${randomUUID()}@example.com`;
  await books.getByLabel(say('to', locale)).fill(recipient);
  await books.getByLabel(say('message', locale)).fill('The kids chose every photo themselves!');
  await checkA11y(page);
  await books.getByRole('button', { name: say('send', locale) }).click();
  await expect(books.getByRole('status')).toHaveText(say('sent', locale, { email: recipient }));
  await expect(books.getByLabel(say('to', locale))).toHaveValue('');
  const widgetLink = await books.getByRole('link', { name: /View the widget/ }).getAttribute('href');
  expect(widgetLink).toMatch(/^https:\/\/www\.printwell\.co\.uk\/gallery\/.+/);
  const [mail] = await messagesTo(recipient);
  expect(mail?.subject).toBe(`${customer.firstName} Hale shared a photo book with you`);
  expect(mail?.links).toContain(widgetLink);
  await page.goto(publicUrl(`/mail/${mail?.id}`));
  await expect(page.getByText('The kids chose every photo themselves!')).toBeVisible();
  await expect(page.getByText(newTitle)).toBeVisible();

  // Delete, confirmed: the book offers to publish again, and the list says it is not published.
  await page.goto(urlFor(HOST, `${LIST}/${productCode}`));
  await expect(pageHeading(page, title)).toBeVisible();
  await books.getByRole('button', { name: say('deleteWidget', locale) }).click();
  const dialog = page.getByRole('dialog', { name: say('deleteTitle', locale) });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: say('deleteWidget', locale) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say('deleted', locale))).toBeVisible();
  await expect(books.getByRole('group', { name: say('publishLegend', locale) })).toBeVisible();
  await books.getByRole('link', { name: say('title', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, LIST));
  await expect(bookCard(page, title)).toContainText(say('notPublished', locale));
});

test('what a customer types never becomes markup: a widget title and a shared message stay text', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Kim' });
  const productCode = await addOrderedPhotoBook(customer.email, 'Markup');
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: `${LIST}/${productCode}` });
  const books = photoBooks(page);
  const title = '<img src=x onerror="document.title=`pwned`"><b>Bold</b>';
  await books.getByLabel(say('widgetTitle', locale)).fill(title);
  await books.getByRole('button', { name: say('publish', locale) }).click();
  await expect(page.getByText(say('publishedToast', locale))).toBeVisible();
  await expect(books.locator('.widget-title')).toHaveText(title);
  await expect(books.locator('.widget-title img, .widget-title b')).toHaveCount(0);
  await books.getByRole('link', { name: say('shareLink', locale) }).click();
  const recipient = `markup-${randomUUID()}@example.com`;
  const message = '<script>document.title="pwned"</script><a href="javascript:alert(1)">click</a>';
  await books.getByLabel(say('to', locale)).fill(recipient);
  await books.getByLabel(say('message', locale)).fill(message);
  await books.getByRole('button', { name: say('send', locale) }).click();
  await expect(books.locator('.share-form').getByRole('status')).toHaveText(
    say('sent', locale, { email: recipient }),
  );
  expect(await page.title()).not.toContain('pwned');
  // The mail says it as text: its HTML escapes every character that would start markup.
  const [mail] = await messagesTo(recipient);
  const html = await (await fetch(publicUrl(`/mail/${mail?.id}/html`))).text();
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&#60;script&#62;');
});

test('a business customer who opens /online-products by its address is sent to the overview', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'business', { host: HOST, path: `${LIST}/${DEMO_BOOK.productCode}` });
  await expect(page).toHaveURL(urlFor(HOST, '/'));
  await expect(pageHeading(page, text('greeting', locale, { name: FIRST_NAMES.business }))).toBeVisible();
  await expect(menuEntry(sideMenu(page, locale), 'onlinePhotoBooks', locale)).toHaveCount(0);
  await expect(photoBooks(page)).toHaveCount(0);
});

test("on a brand's CMS page, a book and its widget page keep their place through a reload and Back", async ({
  page,
}) => {
  const locale = defaultLocaleOf(CMS_HOST);
  await signIn(page, 'demo', { host: CMS_HOST });
  await page.goto(urlFor(CMS_HOST, CMS_LIST));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const card = bookCard(page, DEMO_BOOK.title);
  await expect(card).toContainText(say('published', locale));
  await card.getByRole('link').click();
  await expect(page).toHaveURL(urlFor(CMS_HOST, `${CMS_LIST}/${DEMO_BOOK.productCode}`));
  await expect(pageHeading(page, DEMO_BOOK.title)).toBeFocused();
  const books = photoBooks(page);
  await books.getByRole('link', { name: say('edit', locale) }).click();
  await expect(page).toHaveURL(urlFor(CMS_HOST, `${CMS_LIST}/${DEMO_BOOK.productCode}/widget`));
  await expect(books.getByLabel(say('widgetTitle', locale))).toHaveValue(DEMO_BOOK.widgetTitle);
  await checkA11y(page);

  await page.reload();
  await expect(pageHeading(page, say('widgetPage', locale, { title: DEMO_BOOK.title }))).toBeVisible();
  await expect(books.getByLabel(say('widgetTitle', locale))).toHaveValue(DEMO_BOOK.widgetTitle);
  await page.goBack();
  await expect(page).toHaveURL(urlFor(CMS_HOST, `${CMS_LIST}/${DEMO_BOOK.productCode}`));
  await expect(pageHeading(page, DEMO_BOOK.title)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(urlFor(CMS_HOST, CMS_LIST));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
});

test("on a brand's CMS page, a business customer is told the page is for personal accounts", async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'business', { host: HOST });
  await page.goto(urlFor(HOST, CMS_LIST));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  const books = photoBooks(page);
  await expect(books.getByText(say('consumersOnly', locale))).toBeVisible();
  await expect(books.getByRole('link', { name: say('toOverview', locale) })).toHaveAttribute('href', '/');
  await checkA11y(page);
});

test('in the webview, a book opened by its address carries the stripped layout on every link', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'demo', { host: HOST });
  await page.goto(urlFor(HOST, `${LIST}/${DEMO_BOOK.productCode}?stripped=true`));
  await expect(pageHeading(page, DEMO_BOOK.title)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  const books = photoBooks(page);
  const share = books.getByRole('link', { name: say('shareLink', locale) });
  await expect(share).toHaveAttribute('href', `${LIST}/${DEMO_BOOK.productCode}/widget/share?stripped=true`);
  await share.click();
  await expect(pageHeading(page, say('sharePage', locale, { title: DEMO_BOOK.title }))).toBeVisible();
  await expect(books.getByLabel(say('from', locale))).toHaveValue(`${FIRST_NAMES.demo} Morgan`);
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(pageHeading(page, say('sharePage', locale, { title: DEMO_BOOK.title }))).toBeVisible();
  await checkA11y(page);
  await books.getByRole('link', { name: say('backToBook', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}/${DEMO_BOOK.productCode}?stripped=true`));
});
