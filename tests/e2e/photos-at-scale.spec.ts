import type { Locator, Page, Request } from '@playwright/test';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { findAccountByEmail } from '../../packages/server/src/identity/accounts.ts';
import { signIn } from './support/accounts.ts';
import { addPhotos, createCustomer, type NewCustomer } from './support/customers.ts';
import { expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { DATA_DIR_VARIABLE } from './support/paths.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<photo-library>` on a library of 1,500 photos over twenty years: three times what one page of the
 * photo list holds, so nothing here works by having read the list from its start. A photo deep in
 * the library opens from its tile and from its address after one request, steps across a month's
 * edge, and closes to its place; a width change keeps the photo at the top in view; a shift-click
 * across months selects the photos between, loaded or not.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
const LIBRARY_SIZE = 1500;

const TEXT = {
  jump: 'Go to',
  close: 'Close',
  taken: 'Taken on {{date}}',
  select: 'Select',
  selected: '{{count, number}} selected',
} as const;

function say(name: keyof typeof TEXT, values?: TextValues): string | RegExp {
  return localized(LOCALE, TEXT[name], values);
}

let customer: NewCustomer;

// Thirty steps through a preview, each waiting for its photo, outlast the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  customer = await createCustomer({ firstName: 'Morgan' });
  await addPhotos(customer.email, LIBRARY_SIZE);
});

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

/** The photo service's calls the page makes from now on: the list's, a photo's by id, month pages. */
function photoCalls(page: Page): {
  readonly byId: string[];
  readonly list: string[];
  readonly months: string[];
} {
  const calls = { byId: [] as string[], list: [] as string[], months: [] as string[] };
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/services/photo/photos')) return;
    if (pathname === '/services/photo/photos') calls.list.push(request.url());
    else if (pathname.startsWith('/services/photo/photos/timeline/')) calls.months.push(request.url());
    else calls.byId.push(request.url());
  });
  return calls;
}

/** The months of the library with their counts, newest first, as the database has them. */
async function monthCounts(email: string): Promise<{ year: number; month: number; count: number }[]> {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir) throw new Error(`${DATA_DIR_VARIABLE} is not set`);
  const database = await openDatabase({ dataDir });
  try {
    const account = await findAccountByEmail(database, email);
    if (account === undefined) throw new Error(`No account ${email}`);
    const rows = await database.db
      .selectFrom('photos')
      .select((eb) => ['timeline_year', 'timeline_month', eb.fn.countAll().as('n')])
      .where('owner_id', '=', account.id)
      .groupBy(['timeline_year', 'timeline_month'])
      .orderBy('timeline_year', 'desc')
      .orderBy('timeline_month', 'desc')
      .execute();
    return rows.map((row) => ({ year: row.timeline_year, month: row.timeline_month, count: Number(row.n) }));
  } finally {
    await database.close();
  }
}

/** Jumps with the month list to the month at `fraction` of the library's months. */
async function jumpTo(library: Locator, fraction: number): Promise<string> {
  const jump = library.getByLabel(say('jump'));
  await expect(library.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const months = await jump.locator('option').allTextContents();
  const month = months[Math.floor(months.length * fraction)] ?? '';
  await jump.selectOption({ label: month });
  await expect(library.getByRole('heading', { level: 2, name: month })).toBeInViewport();
  return month;
}

/** A loaded photo the customer sees: in the viewport, below the month's heading. */
function seenPhoto(library: Locator): Promise<string> {
  return library.locator('.tile img').evaluateAll((images) => {
    const seen = images.find((image) => {
      const box = image.getBoundingClientRect();
      return box.top >= 100 && box.bottom <= window.innerHeight && (image as HTMLImageElement).complete;
    });
    return seen?.getAttribute('alt') ?? '';
  });
}

test('a photo deep in the library opens after one request, steps across months, and comes back from its address', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await jumpTo(library, 0.85);
  await expect.poll(() => seenPhoto(library)).not.toBe('');
  const name = await seenPhoto(library);

  const calls = photoCalls(page);
  await library.getByRole('link', { name, exact: true }).click();
  const preview = library.getByRole('dialog', { name });
  await expect(preview.getByRole('img', { name })).toHaveJSProperty('complete', true);
  expect(calls.byId.length).toBeLessThanOrEqual(3);
  expect(calls.list).toEqual([]);

  // Thirty steps on go through the month's end into the months after it, each photo shown at once.
  const photoName = library.locator('.preview-name');
  const monthShown = async () =>
    (await library.locator('.preview-date').allTextContents())[0]?.slice(-8) ?? '';
  const monthsShown = new Set([await monthShown()]);
  for (let step = 0; step < 30; step += 1) {
    const before = (await photoName.textContent()) ?? '';
    await page.keyboard.press('ArrowRight');
    await expect(photoName).not.toHaveText(before);
    await expect(library.locator('.preview-stage img')).toHaveJSProperty('complete', true);
    monthsShown.add(await monthShown());
  }
  expect(monthsShown.size).toBeGreaterThan(1);
  // The window grows by its neighbours as the steps near its side: a few requests, never the list.
  expect(calls.byId.length).toBeLessThanOrEqual(4);
  expect(calls.list).toEqual([]);

  // Reloaded on its address, the photo shows after one request and closes to its place in the list.
  const shown = (await photoName.textContent()) ?? '';
  calls.byId.length = 0;
  await page.reload();
  await expect(
    library.getByRole('dialog', { name: shown }).getByRole('img', { name: shown }),
  ).toHaveJSProperty('complete', true);
  expect(calls.byId.length).toBeLessThanOrEqual(3);
  expect(calls.list).toEqual([]);
  await library.getByRole('button', { name: say('close'), exact: true }).click();
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos'));
  await expect(library.getByRole('link', { name: shown, exact: true })).toBeInViewport();

  // An id that is not the customer's goes back to the list after its one request.
  calls.byId.length = 0;
  await page.goto(urlFor(HOST, '/my-photos/photos/preview/no-such-photo'));
  await expect(page).toHaveURL(urlFor(HOST, '/my-photos/photos'));
  expect(calls.byId).toHaveLength(1);
  expect(calls.list).toEqual([]);
});

test('a narrower window keeps the photo at the top of the view in view', async ({ page }) => {
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  await jumpTo(library, 0.5);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => seenPhoto(library)).not.toBe('');
  const name = await seenPhoto(library);
  for (const width of [760, 1280, 420]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(library.getByRole('link', { name, exact: true })).toBeInViewport();
  }
});

test('a shift-click from one month to a later one selects every photo between, loaded or not', async ({
  page,
}) => {
  const months = await monthCounts(customer.email);
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: '/my-photos' });
  const library = photoLibrary(page);
  // From the first photo of the newest month to the first photo of the fifth month.
  await library.getByRole('button', { name: say('select'), exact: true }).click();
  // The newest month's first photo itself: rows make their tiles in turns, so the first tile in the
  // page may for a moment be one of a month whose page came first.
  await library.locator('.timeline-row[data-section="0"][data-first="0"] .tile-button').first().click();
  await expect(library.getByText(say('selected', { count: 1 }))).toBeVisible();
  const fifth = months[4];
  if (fifth === undefined) throw new Error('The library has fewer than five months');
  const label = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(fifth.year, fifth.month - 1, 1),
  );
  await library.getByLabel(say('jump')).selectOption({ label });
  const heading = library.getByRole('heading', { level: 2, name: label });
  await expect(heading).toBeInViewport();
  // The first tile below the fifth month's heading, once its photos have loaded.
  const firstBelow = () =>
    heading.evaluate((element) => {
      const headingBox = element.closest('.month-heading')?.getBoundingClientRect();
      const root = element.getRootNode() as ShadowRoot;
      const below = [...root.querySelectorAll('.tile-button')]
        .map((tile) => ({ tile, box: tile.getBoundingClientRect() }))
        .filter(({ box }) => headingBox !== undefined && box.top >= headingBox.bottom - 1)
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
      return below[0]?.tile.getAttribute('aria-label') ?? '';
    });
  await expect.poll(firstBelow).not.toBe('');
  const target = await firstBelow();
  await library.getByRole('button', { name: target, exact: true }).click({ modifiers: ['Shift'] });
  const expected = months.slice(0, 4).reduce((total, month) => total + month.count, 0) + 1;
  await expect(library.getByText(say('selected', { count: expected }))).toBeVisible();
});
