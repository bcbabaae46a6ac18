import { signIn } from './support/accounts.ts';
import { describeFirstLoad, type FirstLoad, KB, measureFirstLoad } from './support/first-load.ts';
import { expect, test } from './support/fixtures.ts';
import { urlFor } from './support/urls.ts';

/**
 * The first-load budgets, measured in Chromium as a phone pays for them (see [Note: The honest
 * first-load budget] in support/first-load.ts): the portal's JavaScript transferred before an element
 * first renders, every chunk, the loader and the shared runtime included. `npm run bench` prints the
 * same tables.
 */

/** One element on a brand's CMS page, the loader and everything it pulls in. */
const CMS_PAGE_BUDGET = 120 * KB;
/**
 * `<photo-library>`'s own, 2 KB over the page budget: its timeline now reads any photo where it is
 * (the timeline manager, the month and id reads by position, the preview's reads by id), and the
 * work to bring its first load to 100 KB (issue 'The photo library at a million photos', item 6:
 * fewer chunks, the configuration and catalogue fetched beside the code) has not landed yet.
 */
const PHOTO_LIBRARY_CMS_PAGE_BUDGET = 122 * KB;
/**
 * The standalone portal's overview: the shell, its router and the overview element. 132 KB, not 130:
 * the runtime every element shares now checks the attributes that become addresses and signs out
 * by a form post (1.3 KB); the first-load work of the photo library's issue is to win it back.
 */
const HOST_OVERVIEW_BUDGET = 132 * KB;

const BRAND_HOST = 'lumora.nl';
const PORTAL_HOST = 'printwell.co.uk';

/** What the portal serves to a CMS page of its sites: the elements, config, catalogues and services. */
function isPortalFileOnCmsPage(path: string): boolean {
  return ['/elements/', '/locales/', '/services/', '/config.json', '/public-config'].some((prefix) =>
    path.startsWith(prefix),
  );
}

function calledServices(load: FirstLoad): boolean {
  return load.resources.some((resource) => resource.path.startsWith('/services/'));
}

test('<account-overview> on a brand CMS page loads at most 120 KB of JavaScript before it renders', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo', { host: BRAND_HOST });
  const storageState = await page.context().storageState();

  const signedIn = await measureFirstLoad({
    browser,
    storageState,
    url: urlFor(BRAND_HOST, '/demo/'),
    element: 'account-overview',
    isPortalFile: isPortalFileOnCmsPage,
  });
  console.log(describeFirstLoad(`Signed in, ${urlFor(BRAND_HOST, '/demo/')}`, signedIn));
  expect(calledServices(signedIn), 'the page was signed in and loaded the account').toBe(true);
  expect(signedIn.portalScriptBytes).toBeLessThanOrEqual(CMS_PAGE_BUDGET);

  const signedOut = await measureFirstLoad({
    browser,
    url: urlFor(BRAND_HOST, '/demo/'),
    element: 'account-overview',
    isPortalFile: isPortalFileOnCmsPage,
  });
  console.log(describeFirstLoad(`Signed out, ${urlFor(BRAND_HOST, '/demo/')}`, signedOut));
  expect(signedOut.portalScriptBytes).toBeLessThanOrEqual(CMS_PAGE_BUDGET);
});

test('<order-list> opened by a deep link on a brand CMS page loads at most 120 KB of JavaScript before it renders', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo', { host: BRAND_HOST });
  const url = urlFor(BRAND_HOST, '/demo/orders/DM-1002');
  const load = await measureFirstLoad({
    browser,
    storageState: await page.context().storageState(),
    url,
    element: 'order-list',
    isPortalFile: isPortalFileOnCmsPage,
  });
  console.log(describeFirstLoad(`Signed in, ${url}`, load));
  expect(calledServices(load), 'the page was signed in and loaded the order').toBe(true);
  expect(load.portalScriptBytes).toBeLessThanOrEqual(CMS_PAGE_BUDGET);
});

test('<photo-library> on a brand CMS page loads at most 122 KB of JavaScript before it renders', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo', { host: BRAND_HOST });
  const url = urlFor(BRAND_HOST, '/demo/my-photos');
  const load = await measureFirstLoad({
    browser,
    storageState: await page.context().storageState(),
    url,
    element: 'photo-library',
    isPortalFile: isPortalFileOnCmsPage,
  });
  console.log(describeFirstLoad(`Signed in, ${url}`, load));
  expect(calledServices(load), 'the page was signed in and loaded the library').toBe(true);
  expect(load.portalScriptBytes).toBeLessThanOrEqual(PHOTO_LIBRARY_CMS_PAGE_BUDGET);
});

/** The other account areas, each on the brand's page for it, opened by the customer they are for. */
const ACCOUNT_AREAS = [
  { element: 'saved-projects', path: '/demo/saved-projects', account: 'demo' },
  { element: 'photo-books', path: '/demo/online-products/PHOTOBOOK-DM-1005-1', account: 'demo' },
  { element: 'account-downloads', path: '/demo/downloads', account: 'demo' },
  { element: 'invoice-list', path: '/demo/invoices', account: 'business' },
  { element: 'ftp-integration', path: '/demo/integration', account: 'business' },
] as const;

for (const area of ACCOUNT_AREAS) {
  test(`<${area.element}> on a brand CMS page loads at most 120 KB of JavaScript before it renders`, async ({
    page,
    browser,
  }) => {
    await signIn(page, area.account, { host: BRAND_HOST });
    const url = urlFor(BRAND_HOST, area.path);
    const load = await measureFirstLoad({
      browser,
      storageState: await page.context().storageState(),
      url,
      element: area.element,
      isPortalFile: isPortalFileOnCmsPage,
    });
    console.log(describeFirstLoad(`Signed in, ${url}`, load));
    expect(calledServices(load), 'the page was signed in and loaded its data').toBe(true);
    expect(load.portalScriptBytes).toBeLessThanOrEqual(CMS_PAGE_BUDGET);
  });
}

test("the portal's overview loads at most 132 KB of JavaScript before the overview renders", async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo', { host: PORTAL_HOST });
  const load = await measureFirstLoad({
    browser,
    storageState: await page.context().storageState(),
    url: urlFor(PORTAL_HOST, '/'),
    element: 'account-overview',
    isPortalFile: () => true,
  });
  console.log(describeFirstLoad(`Signed in, ${urlFor(PORTAL_HOST, '/')}`, load));
  expect(calledServices(load), 'the page was signed in and loaded the account').toBe(true);
  expect(load.portalScriptBytes).toBeLessThanOrEqual(HOST_OVERVIEW_BUDGET);
});
