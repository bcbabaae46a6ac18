import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { defaultLocaleOf, documentTitle, menuEntry, sideMenu } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<order-list>` and its two routes, the list and one order's details, in the three places it lives
 * ([Note: Navigation in three places] in packages/elements/src/runtime/element-router.tsx): the host
 * portal at /orders, a brand's CMS page at /demo/orders, and the in-app webview (?stripped=true).
 * In each, opening an order and going back are navigations without a page load; Back, Forward,
 * reload and deep links show the right route. The demo account's orders are seeded by `npm start`:
 * DM-1002 is in progress, DM-1006 in the history.
 */

const HOST = 'printwell.co.uk';
const CMS_HOST = 'lumora.nl';
const IN_PROGRESS = 'DM-1002';
const IN_HISTORY = 'DM-1006';

const ORDERS_TEXT = {
  orders: 'Orders',
  orderCode: 'Order {{code}}',
  allOrders: 'All orders',
  orderNotFound: 'Order not found',
  inProgress: 'In progress',
  history: 'Order history',
  orderDetails: 'Order details',
  changeAddress: 'Change delivery address',
  newAddress: 'New delivery address',
  saveAddress: 'Save address',
  street: 'Street',
  houseNumber: 'House number',
  postalCode: 'Postal code',
  postalCodeInvalid: 'Postal Code must be valid',
  addressChanged: 'Your delivery address has been changed.',
  reorder: 'Order again',
} as const;

function say(name: keyof typeof ORDERS_TEXT, locale: string, values?: TextValues): string | RegExp {
  return localized(locale, ORDERS_TEXT[name], values);
}

function orderList(page: Page): Locator {
  return page.locator('order-list');
}

function heading(scope: Locator, name: string | RegExp): Locator {
  return scope.getByRole('heading', { level: 1, name });
}

function orderLink(list: Locator, code: string, locale: string): Locator {
  return list.getByRole('link', { name: new RegExp(`^${textOf(say('orderCode', locale, { code }))}`) });
}

function textOf(value: string | RegExp): string {
  return typeof value === 'string' ? value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : value.source;
}

/** Marks the window and the element, to tell later that neither the page nor the element was replaced. */
async function markPageAndElement(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'ordersJourney', true));
  await orderList(page).evaluate((element) => Reflect.set(element, 'ordersJourney', true));
}

async function expectSamePageAndElement(page: Page): Promise<void> {
  expect(await page.evaluate(() => Reflect.get(window, 'ordersJourney')), 'no page load').toBe(true);
  expect(
    await orderList(page).evaluate((element) => Reflect.get(element, 'ordersJourney')),
    'the same element',
  ).toBe(true);
}

test('in the host, an order opens inside <order-list>, and the menu, title, focus, Back, Forward, reload and deep links follow', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'demo', { host: HOST, path: '/orders' });
  const list = orderList(page);
  await expect(heading(list, say('orders', locale))).toBeVisible();
  const inProgress = list.getByRole('region', { name: new RegExp(`^${textOf(say('inProgress', locale))}`) });
  const history = list.getByRole('region', { name: new RegExp(`^${textOf(say('history', locale))}`) });
  await expect(orderLink(inProgress, IN_PROGRESS, locale)).toBeVisible();
  await expect(orderLink(history, IN_HISTORY, locale)).toBeVisible();
  await expect(orderLink(inProgress, IN_HISTORY, locale)).toHaveCount(0);
  const ordersEntry = menuEntry(sideMenu(page, locale), 'orders', locale);
  await expect(ordersEntry).toHaveAttribute('aria-current', 'page');
  await markPageAndElement(page);

  await orderLink(list, IN_PROGRESS, locale).click();
  await expect(page).toHaveURL(urlFor(HOST, `/orders/${IN_PROGRESS}`));
  const details = heading(list, say('orderCode', locale, { code: IN_PROGRESS }));
  await expect(details).toBeFocused();
  await expect(page).toHaveTitle(documentTitle('Order details', HOST));
  await expect(ordersEntry).toHaveAttribute('aria-current', 'page');
  await expectSamePageAndElement(page);

  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, '/orders'));
  await expect(heading(list, say('orders', locale))).toBeVisible();
  await expect(page).toHaveTitle(documentTitle('Orders', HOST));
  await page.goForward();
  await expect(details).toBeVisible();
  await expectSamePageAndElement(page);

  await list.getByRole('link', { name: say('allOrders', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/orders'));
  await expect(heading(list, say('orders', locale))).toBeFocused();

  await page.goto(urlFor(HOST, `/orders/${IN_HISTORY}`));
  await expect(heading(list, say('orderCode', locale, { code: IN_HISTORY }))).toBeVisible();
  await page.reload();
  await expect(heading(list, say('orderCode', locale, { code: IN_HISTORY }))).toBeVisible();

  await page.goto(urlFor(HOST, '/orders/NO-SUCH-ORDER'));
  await expect(heading(list, say('orderNotFound', locale))).toBeVisible();
});

test('on a brand CMS page, <order-list> keeps its routes in the page history under its base path', async ({
  page,
}) => {
  const locale = defaultLocaleOf(CMS_HOST);
  await signIn(page, 'demo', { host: CMS_HOST });
  await page.goto(urlFor(CMS_HOST, '/demo/orders'));
  const list = orderList(page);
  await expect(heading(list, say('orders', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await markPageAndElement(page);

  const link = orderLink(list, IN_PROGRESS, locale);
  await expect(link).toHaveAttribute('href', `/demo/orders/${IN_PROGRESS}`);
  await link.click();
  await expect(page).toHaveURL(urlFor(CMS_HOST, `/demo/orders/${IN_PROGRESS}`));
  const details = heading(list, say('orderCode', locale, { code: IN_PROGRESS }));
  await expect(details).toBeFocused();
  await expectSamePageAndElement(page);

  await page.goBack();
  await expect(page).toHaveURL(urlFor(CMS_HOST, '/demo/orders'));
  await expect(heading(list, say('orders', locale))).toBeVisible();
  await page.goForward();
  await expect(details).toBeVisible();
  await expectSamePageAndElement(page);

  await page.reload();
  await expect(details).toBeVisible();
  await list.getByRole('link', { name: say('allOrders', locale) }).click();
  await expect(page).toHaveURL(urlFor(CMS_HOST, '/demo/orders'));
  await expect(heading(list, say('orders', locale))).toBeFocused();

  await page.goto(urlFor(CMS_HOST, `/demo/orders/${IN_HISTORY}`));
  await expect(heading(list, say('orderCode', locale, { code: IN_HISTORY }))).toBeVisible();
});

test('in the webview, <order-list> carries the stripped layout on every navigation, on the CMS page and in the host', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'demo', { host: HOST });
  const list = orderList(page);

  await page.goto(urlFor(HOST, '/demo/orders?stripped=true'));
  await expect(heading(list, say('orders', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await orderLink(list, IN_PROGRESS, locale).click();
  await expect(page).toHaveURL(urlFor(HOST, `/demo/orders/${IN_PROGRESS}?stripped=true`));
  await expect(heading(list, say('orderCode', locale, { code: IN_PROGRESS }))).toBeFocused();
  await expect(list.getByRole('link', { name: say('allOrders', locale) })).toHaveAttribute(
    'href',
    '/demo/orders?stripped=true',
  );
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, '/demo/orders?stripped=true'));

  await page.goto(urlFor(HOST, '/orders?stripped=true'));
  await expect(heading(list, say('orders', locale))).toBeVisible();
  await expect(sideMenu(page, locale)).toHaveCount(0);
  await orderLink(list, IN_PROGRESS, locale).click();
  await expect(page).toHaveURL(urlFor(HOST, `/orders/${IN_PROGRESS}?stripped=true`));
  await expect(heading(list, say('orderCode', locale, { code: IN_PROGRESS }))).toBeFocused();
  await expect(sideMenu(page, locale)).toHaveCount(0);
});

test('a customer changes the delivery address of an order in production, corrected first by the form', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  // In production, delivered at home: its address may still change.
  const code = 'DM-1004';
  await signIn(page, 'demo', { host: HOST, path: `/orders/${code}` });
  const list = orderList(page);
  await expect(heading(list, say('orderCode', locale, { code }))).toBeVisible();
  await list.getByRole('button', { name: say('changeAddress', locale) }).click();
  const form = list.getByRole('group', { name: say('newAddress', locale) });
  await expect(form).toBeVisible();

  const houseNumber = String(100 + Math.floor(Math.random() * 800));
  await form.getByLabel(say('street', locale)).fill('Prinsengracht');
  await form.getByLabel(say('houseNumber', locale)).fill(houseNumber);
  const postalCode = form.getByLabel(say('postalCode', locale));
  // Its address is in the United Kingdom, whose postal codes look like 'EC1A 1BB'.
  await postalCode.fill('1017');
  await list.getByRole('button', { name: say('saveAddress', locale) }).click();
  await expect(list.getByText(say('postalCodeInvalid', locale))).toBeVisible();
  await expect(postalCode).toBeFocused();
  await expect(form.getByLabel(say('street', locale))).toHaveValue('Prinsengracht');

  await postalCode.fill('EC1A 1BB');
  await list.getByRole('button', { name: say('saveAddress', locale) }).click();
  await expect(list.getByRole('status').filter({ hasText: say('addressChanged', locale) })).toBeVisible();
  await expect(list.getByText(`Prinsengracht ${houseNumber}`)).toBeVisible();
  await page.reload();
  await expect(list.getByText(`Prinsengracht ${houseNumber}`)).toBeVisible();
});

test('Order again puts the order in a new basket and opens the shop there', async ({ page }) => {
  const locale = defaultLocaleOf(HOST);
  // The brand shop is outside the portal: its basket page answers here.
  await page.route('**/shop/reorder/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Basket</title><main><h1>Basket</h1></main></html>',
    }),
  );
  await signIn(page, 'demo', { host: HOST, path: `/orders/${IN_HISTORY}` });
  const list = orderList(page);
  await list.getByRole('button', { name: say('reorder', locale) }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/reorder/${IN_HISTORY}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
});

test('a business customer sees their orders in the two groups and opens one', async ({ page }) => {
  const locale = defaultLocaleOf(HOST);
  await signIn(page, 'business', { host: HOST, path: '/orders' });
  const list = orderList(page);
  const inProgress = list.getByRole('region', { name: new RegExp(`^${textOf(say('inProgress', locale))}`) });
  const history = list.getByRole('region', { name: new RegExp(`^${textOf(say('history', locale))}`) });
  await expect(orderLink(inProgress, 'BZ-2001', locale)).toBeVisible();
  await expect(orderLink(history, 'BZ-2002', locale)).toBeVisible();
  await orderLink(history, 'BZ-2002', locale).click();
  await expect(heading(list, say('orderCode', locale, { code: 'BZ-2002' }))).toBeFocused();
});
