import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { urlFor } from './support/urls.ts';

/**
 * The accessibility check itself: a page with a known fault, served by the browser alone, must be
 * caught inside an open shadow root, by `checkA11y` at once and by the automatic check of every
 * page a test visits.
 */

const FAULTY = urlFor('printwell.co.uk', '/accessibility-check/faulty');
const CLEAN = urlFor('printwell.co.uk', '/accessibility-check/clean');

/** An element whose open shadow root holds a button without a name. */
const FIXTURE_ELEMENT = `<script>
customElements.define('portal-fixture', class extends HTMLElement {
  connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<button></button>'; }
});
</script>`;

async function serveFixturePages(page: Page): Promise<void> {
  await page.route(FAULTY, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Faulty</title><main><h1>Faulty</h1><portal-fixture></portal-fixture></main>${FIXTURE_ELEMENT}</html>`,
    }),
  );
  await page.route(CLEAN, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>Clean</title><main><h1>Clean</h1><button>Go</button></main>${FIXTURE_ELEMENT}</html>`,
    }),
  );
}

test('checkA11y names the rule, its impact and the element inside the shadow root', async ({ page }) => {
  await serveFixturePages(page);
  await page.goto(CLEAN);
  await checkA11y(page);
  // The fault appears after the page's automatic check, and is gone before the test ends.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('portal-fixture')));
  const failure = await checkA11y(page).then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(failure).toContain(`On ${CLEAN}:`);
  expect(failure).toContain('button-name (critical): Buttons must have discernible text');
  expect(failure).toContain('- portal-fixture >>> button');
  await page.evaluate(() => document.querySelector('portal-fixture')?.remove());
});

test('a page left without an explicit check is still checked and fails the test', async ({
  page,
  accessibility,
}) => {
  test.fail(true, 'the faulty page was visited, so the test must fail');
  await serveFixturePages(page);
  await page.goto(FAULTY);
  await expect(page.getByRole('heading', { name: 'Faulty' })).toBeVisible();
  // Left once its automatic check is done, however long a busy machine takes over it. Should the
  // check never come, the test goes on and passes, which `test.fail` reports as the failure it is.
  await expect
    .poll(() => accessibility.scans.some((scan) => scan.url === FAULTY), { timeout: 30_000 })
    .toBe(true)
    .catch(() => undefined);
  await page.goto(CLEAN);
});
