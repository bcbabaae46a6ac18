import type { Locator, Page, Request } from '@playwright/test';
import { ATTRIBUTE_PAYLOADS } from '../../packages/elements/src/runtime/attribute-payloads.test-data.ts';
import { FIRST_NAMES, signIn } from './support/accounts.ts';
import { type CmsServer, startCmsServer } from './support/cms-server.ts';
import { expect, test } from './support/fixtures.ts';
import { accountOverview, text } from './support/portal.ts';
import { originOf, publicUrl } from './support/urls.ts';

/**
 * The built elements bundle as a brand's CMS page uses it (ARCHITECTURE 'element contract'): a page
 * of the site on another origin than the portal's (`www.`, on a CMS server of its own) loads
 * `/elements/loader.js` from the portal's origin with one script tag, and the elements fetch their
 * config, catalogues and data from there across origins (see [Note: Cross-origin elements]). The
 * session cookies live on the site's parent domain, so a sign-in on the portal counts there too.
 */

const PORTAL_HOST = 'printwell.co.uk';
const CMS_HOST = 'www.printwell.co.uk';
const LOCALE = 'en-GB';
const CMS_PAGE_PATH = '/spring-sale';

/** A brand colour the page sets on the element, overriding the brand's own. */
const PAGE_PRIMARY = 'rgb(1, 2, 3)';

/** The overview's own chunk, which the build names for its tag. */
function isElementChunk(request: Request): boolean {
  const url = new URL(request.url());
  return url.pathname.startsWith('/elements/chunks/account-overview-');
}

let cms: CmsServer;
test.beforeAll(async () => {
  cms = await startCmsServer();
});
test.afterAll(async () => {
  await cms?.close();
});

/** Opens the CMS page at `www.` with `body` after the loader's one script tag. */
async function openCmsPage(page: Page, body: string, head = ''): Promise<void> {
  cms.setPage(
    CMS_PAGE_PATH,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Spring sale</title>
<script type="module" src="${originOf(PORTAL_HOST)}/elements/loader.js"></script>${head}</head>
<body><main><h1>Spring sale</h1>${body}</main></body></html>`,
  );
  await page.goto(cms.url(CMS_HOST, CMS_PAGE_PATH));
}

test('an element is fetched only when its tag first appears on the page', async ({ page }) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (isElementChunk(request)) chunkRequests.push(request.url());
  });
  await openCmsPage(page, '<section id="account"></section>');
  await page.waitForLoadState('networkidle');
  expect(chunkRequests, 'element code loaded before any tag appeared').toEqual([]);

  await page.evaluate(() => {
    document.querySelector('#account')?.append(document.createElement('account-overview'));
  });
  const overview = accountOverview(page);
  await expect(overview.getByRole('heading', { level: 1, name: text('signInPrompt', LOCALE) })).toBeVisible();
  expect(chunkRequests).toHaveLength(1);
  expect(new URL(chunkRequests[0] ?? '').origin).toBe(originOf(PORTAL_HOST));
});

test('the page may override a brand token, and the brand and locale attributes change and reset', async ({
  page,
}) => {
  await openCmsPage(
    page,
    '<account-overview id="themed"></account-overview><account-overview id="plain"></account-overview>',
    `<style>#themed { --portal-primary: ${PAGE_PRIMARY}; }</style>`,
  );
  const themed = page.locator('#themed');
  const plain = page.locator('#plain');
  const signInButton = (element: typeof themed) =>
    element.getByRole('button', { name: text('signIn', LOCALE), exact: true });
  await expect(signInButton(themed)).toBeVisible();
  await expect(signInButton(themed)).toHaveCSS('background-color', PAGE_PRIMARY);
  await expect(signInButton(plain)).not.toHaveCSS('background-color', PAGE_PRIMARY);

  const primaryToken = () =>
    plain.evaluate((node) => getComputedStyle(node).getPropertyValue('--portal-primary'));
  const printwellPrimary = await primaryToken();
  await plain.evaluate((node) => node.setAttribute('brand', 'snapbook'));
  await expect.poll(primaryToken).not.toBe(printwellPrimary);
  await plain.evaluate((node) => node.removeAttribute('brand'));
  await expect.poll(primaryToken).toBe(printwellPrimary);

  await plain.evaluate((node) => node.setAttribute('locale', 'fr-FR'));
  await expect(plain.getByRole('heading', { level: 1, name: text('signInPrompt', 'fr-FR') })).toBeVisible();
  // The other element keeps the page's language: each element has its own.
  await expect(themed.getByRole('heading', { level: 1, name: text('signInPrompt', LOCALE) })).toBeVisible();
  await plain.evaluate((node) => node.removeAttribute('locale'));
  await expect(plain.getByRole('heading', { level: 1, name: text('signInPrompt', LOCALE) })).toBeVisible();
});

test('signed in on the portal, the element on the CMS page greets the customer and announces navigations', async ({
  page,
}) => {
  await signIn(page, 'demo', { host: PORTAL_HOST });
  await openCmsPage(
    page,
    '<account-overview></account-overview>',
    // The CMS routes itself: it cancels the event and keeps what it was asked.
    `<script>
      window.navigations = [];
      document.addEventListener('portal-navigate', (event) => {
        window.navigations.push({ href: event.detail.href, composed: event.composed });
        event.preventDefault();
      });
    </script>`,
  );
  const overview = accountOverview(page);
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText(
    text('greeting', LOCALE, { name: FIRST_NAMES.demo }),
  );
  await overview.getByRole('link', { name: text('viewAllOrders', LOCALE) }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { navigations: unknown[] }).navigations))
    .toEqual([{ href: '/orders', composed: true }]);
  expect(new URL(page.url()).pathname).toBe(CMS_PAGE_PATH);
});

test("an element whose base-path is script or another site links and navigates only on the page's origin", async ({
  page,
}) => {
  // Seventeen payloads, each rendered, then each clicked through to a page load: longer than one journey.
  test.setTimeout(180_000);
  const order = 'DM-1002';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'demo', { host: PORTAL_HOST });
  // Each payload as a CMS author's markup would carry it; the elements share the page's data.
  const lists = ATTRIBUTE_PAYLOADS.map(
    (payload) =>
      `<order-list base-path="${payload.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></order-list>`,
  );
  await openCmsPage(
    page,
    lists.join(''),
    `<script>
      window.portalErrors = [];
      document.addEventListener('portal-error', (event) => window.portalErrors.push(event.detail.action));
    </script>`,
  );
  await page.evaluate(() => Reflect.set(window, 'samePage', true));
  const orderLink = (list: Locator) => list.getByRole('link', { name: new RegExp(`^Order ${order}`) });
  for (const [index, payload] of ATTRIBUTE_PAYLOADS.entries()) {
    const list = page.locator('order-list').nth(index);
    expect(await list.getAttribute('base-path'), 'the markup carried the payload').toBe(payload);
    // The element's default base path, on the CMS page's own origin.
    await expect(orderLink(list), JSON.stringify(payload)).toHaveAttribute('href', `/orders/${order}`);
  }
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'portalErrors')), 'each refusal reported once')
    .toEqual(ATTRIBUTE_PAYLOADS.map(() => 'READ_ATTRIBUTE_FAILED'));

  // Then one element given each payload in turn, its order and 'All orders' links clicked in turn.
  await page.evaluate(() => {
    for (const list of [...document.querySelectorAll('order-list')].slice(1)) list.remove();
  });
  const list = page.locator('order-list');
  for (const [index, payload] of ATTRIBUTE_PAYLOADS.entries()) {
    await list.evaluate((element, value) => element.setAttribute('base-path', value), payload);
    const [link, path] =
      index % 2 === 0
        ? [orderLink(list), `/orders/${order}`]
        : [list.getByRole('link', { name: 'All orders' }), '/orders'];
    await expect(link, JSON.stringify(payload)).toHaveAttribute('href', path);
    await link.click();
    await expect(page, JSON.stringify(payload)).toHaveURL(cms.url(CMS_HOST, path));
  }
  expect(await page.evaluate(() => Reflect.get(window, 'samePage')), 'no page load').toBe(true);
  expect(dialogs, 'no script ran').toEqual([]);
});

test('the Custom Elements Manifest documents every element the loader registers', async ({ request }) => {
  const response = await request.get(publicUrl('/elements/custom-elements.json'));
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    modules: {
      declarations: {
        tagName: string;
        attributes: { name: string }[];
        events: { name: string }[];
        cssParts: { name: string }[];
        cssProperties: { name: string }[];
      }[];
    }[];
  };
  const overview = manifest.modules
    .flatMap((module) => module.declarations)
    .find((declaration) => declaration.tagName === 'account-overview');
  expect(overview?.attributes.map((attribute) => attribute.name)).toEqual(
    expect.arrayContaining(['brand', 'locale', 'base-path', 'stripped']),
  );
  expect(overview?.events.map((event) => event.name)).toEqual(
    expect.arrayContaining(['portal-navigate', 'portal-error']),
  );
  expect(overview?.cssParts.map((part) => part.name)).toEqual(
    expect.arrayContaining(['root', 'greeting', 'storage', 'orders', 'areas', 'sign-in']),
  );
  expect(overview?.cssProperties.map((property) => property.name)).toContain('--portal-primary');
});
