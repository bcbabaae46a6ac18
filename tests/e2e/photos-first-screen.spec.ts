import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { MORE_ACTIONS } from './support/library-tools.ts';
import { defaultLocaleOf } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<photo-library>`'s first screen (photo-library §2.2), measured in the browser rather than
 * guessed: on a phone it holds at least two full rows of thumbnails, in the host, on a brand's CMS
 * page and in the webview, with no control's text cut or wrapped a word per line in any language;
 * on a desktop the first row starts at most 360 px down. The header's actions show their icons on
 * a phone, the tools share one row with a menu ([Note: One row of tools]), and the intro folds once
 * it was read.
 */

const PHONES = [
  { width: 375, height: 812 },
  { width: 390, height: 844 },
] as const;
const DESKTOP = { width: 1440, height: 900 } as const;
/** Where the desktop's first row of thumbnails may start, at the latest. */
const DESKTOP_FIRST_ROW_PX = 360;

const TEXT = {
  select: 'Select',
  prints: 'Order photo prints',
  export: 'Export photos',
  deleteAll: 'Delete all photos',
  showMore: 'Show more',
} as const;

function photoLibrary(page: Page): Locator {
  return page.locator('photo-library');
}

interface FirstScreen {
  /** Rows of thumbnails wholly inside the viewport, every photo in them shown. */
  readonly fullRows: number;
  /** The top of the first row of thumbnails, in CSS pixels from the viewport's top. */
  readonly firstRowTop: number;
}

/** What the first screen shows now: rows of thumbnails in full, and where the first starts. */
function measureFirstScreen(library: Locator): Promise<FirstScreen> {
  return library.evaluate((element) => {
    const rows = [...(element.shadowRoot?.querySelectorAll<HTMLElement>('.timeline-row') ?? [])]
      .map((row) => ({ rect: row.getBoundingClientRect(), images: [...row.querySelectorAll('img')] }))
      .filter(({ images }) => images.length > 0)
      .sort((a, b) => a.rect.top - b.rect.top);
    const shown = rows.filter(
      ({ rect, images }) =>
        rect.top >= 0 &&
        rect.bottom <= window.innerHeight &&
        images.every((image) => image.complete && image.naturalWidth > 0),
    );
    return { fullRows: shown.length, firstRowTop: Math.round(rows[0]?.rect.top ?? Number.POSITIVE_INFINITY) };
  });
}

/**
 * The header's, tabs' and tools' controls whose text does not fit them: cut (wider than its box) or
 * wrapped (a button or tab taller than two lines of its text), by their text.
 */
function crampedControls(library: Locator): Promise<string[]> {
  return library.evaluate((element) => {
    const root = element.shadowRoot;
    if (root === null) return ['no shadow root'];
    const controls = root.querySelectorAll<HTMLElement>(
      '.photos-header a, .photos-header button, .tabs a, .timeline-tools button, .timeline-tools label, .timeline-tools select, .faq-banner button',
    );
    const cramped: string[] = [];
    for (const control of controls) {
      if (control.getClientRects().length === 0) continue;
      const style = getComputedStyle(control);
      const visuallyHidden = style.position === 'absolute' && control.getBoundingClientRect().width <= 1;
      if (visuallyHidden) continue;
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
      const { height } = control.getBoundingClientRect();
      const wrapped = control.tagName !== 'SELECT' && height > Math.max(48, lineHeight * 2 + 16);
      const cut = control.scrollWidth > control.clientWidth + 1 && control.tagName !== 'SELECT';
      // A list shows its choice in full where it shows one (not on a phone, where it shows its icon).
      const select = control as HTMLElement as HTMLSelectElement;
      const choiceCut =
        control.tagName === 'SELECT' &&
        style.color !== 'rgba(0, 0, 0, 0)' &&
        select.clientWidth < measureText(select.selectedOptions[0]?.text ?? '', style) + 24;
      if (wrapped || cut || choiceCut)
        cramped.push(`${control.tagName} '${control.textContent?.trim().slice(0, 40)}'`);
    }
    return cramped;

    function measureText(text: string, style: CSSStyleDeclaration): number {
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) return 0;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(text).width;
    }
  });
}

/** Waits until the first screen has settled: its thumbnails shown, as many full rows as it will have. */
async function firstScreen(library: Locator): Promise<FirstScreen> {
  await expect(library.locator('.tile img').first()).toBeVisible();
  await expect
    .poll(async () => (await measureFirstScreen(library)).fullRows, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  return measureFirstScreen(library);
}

const PLACES = [
  { where: 'in the portal', host: 'printwell.co.uk', path: '/my-photos' },
  { where: "on a brand's CMS page", host: 'lumora.nl', path: '/demo/my-photos' },
  { where: 'in the webview', host: 'printwell.co.uk', path: '/my-photos?stripped=true' },
] as const;

test.describe('on a phone', () => {
  test.use({ viewport: PHONES[0], hasTouch: true, isMobile: true });

  for (const place of PLACES) {
    test(`${place.where}, the first screen holds two full rows of thumbnails at 375 and 390 px, nothing cut`, async ({
      page,
    }) => {
      await signIn(page, 'demo', { host: place.host });
      const library = photoLibrary(page);
      for (const size of PHONES) {
        await page.setViewportSize(size);
        await page.goto(urlFor(place.host, place.path));
        await expect
          .poll(async () => (await firstScreen(library)).fullRows, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);
        expect(await crampedControls(library), `at ${size.width} px`).toEqual([]);
      }
    });
  }

  test('in German and French the tools keep to one row and no label is cut', async ({ page }) => {
    for (const host of ['lumora.de', 'cliche.fr']) {
      await signIn(page, 'demo', { host });
      await page.goto(urlFor(host, '/my-photos'));
      const library = photoLibrary(page);
      await expect
        .poll(async () => (await firstScreen(library)).fullRows, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await crampedControls(library), host).toEqual([]);
      const rowTops = await library
        .locator('.timeline-tools > *:not(.menu)')
        .evaluateAll(
          (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
        );
      expect(rowTops, `${host}: the tools in one row`).toBe(1);
    }
  });

  test("the row's menu holds order prints, export and delete all; keys move through it and Escape gives focus back", async ({
    page,
  }) => {
    await signIn(page, 'demo', { path: '/my-photos' });
    const library = photoLibrary(page);
    await expect(library.getByRole('button', { name: TEXT.select, exact: true })).toBeVisible();
    await expect(library.getByRole('button', { name: TEXT.prints, exact: true })).toHaveCount(0);
    const more = library.getByRole('button', { name: MORE_ACTIONS });
    await more.click();
    const menu = library.getByRole('menu', { name: MORE_ACTIONS });
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText([TEXT.prints, TEXT.export, TEXT.deleteAll]);
    await expect(menu.getByRole('menuitem', { name: TEXT.prints })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: TEXT.export })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: TEXT.deleteAll })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: TEXT.prints })).toBeFocused();
    // The whole menu is on the screen, under or above its button.
    const box = await menu.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= PHONES[0].width && box.y >= 0).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Chosen from the menu, an action starts as its button would.
    await more.click();
    await menu.getByRole('menuitem', { name: TEXT.deleteAll }).click();
    await expect(library.getByRole('dialog', { name: 'Delete all your photos?' })).toBeVisible();
  });

  test('a long press selects a photo, the finger moved on selects the photos passed over, and a tap toggles', async ({
    page,
  }) => {
    await signIn(page, 'demo', { path: '/my-photos' });
    const library = photoLibrary(page);
    const tiles = library.locator('.timeline-row .tile');
    await expect(tiles.nth(6)).toBeVisible();
    // The notices and the scrubber that come after the first screen have come: the tiles stay
    // where they are measured.
    await page.waitForLoadState('networkidle');
    await expect(library.locator('.scrubber-rail')).toBeVisible();
    // Below the page's header, the date scrubber's rail still ends on the screen: its oldest years
    // are in reach of a thumb.
    await expect
      .poll(async () => {
        const rail = await library.locator('.scrubber-rail').boundingBox();
        return rail === null ? Number.NaN : Math.round(rail.y + rail.height);
      })
      .toBeLessThanOrEqual(PHONES[0].height);
    const centres = await tiles.evaluateAll((elements) =>
      elements.map((tile) => {
        const box = tile.getBoundingClientRect();
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      }),
    );
    const [first, third, fifth] = [centres[1], centres[3], centres[5]];
    if (first === undefined || third === undefined || fifth === undefined) throw new Error('too few tiles');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point === undefined ? [] : [{ ...point, id: 1 }],
      });
    const selected = library.getByText(/^\d+ selected$/);

    const pressed = library.locator('.tile-pressed');
    // A long press is the finger held still: the photo under it is marked...
    await touch('touchStart', first);
    await expect(pressed).toHaveCount(1);
    // ...and moved on, the finger marks every photo from the pressed one to it...
    await touch('touchMove', { x: first.x + 4, y: first.y + 2 });
    await touch('touchMove', fifth);
    await expect(pressed).toHaveCount(5);
    // ...and fewer again when it goes back, without the page scrolling under it.
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch('touchMove', third);
    await expect(pressed).toHaveCount(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Lifted, the finger leaves them selected, in selection mode.
    await touch('touchEnd');
    await expect(selected).toHaveText('3 selected');
    const bar = library.getByRole('region', { name: 'Selected photos' });
    await expect(bar).toBeVisible();
    // The long press opened no preview.
    expect(new URL(page.url()).pathname).toBe('/my-photos');
    await expect(tiles.nth(2)).toHaveAttribute('aria-pressed', 'true');

    // While selecting, a tap toggles a photo.
    await tiles.nth(2).tap();
    await expect(selected).toHaveText('2 selected');
    await expect(tiles.nth(2)).toHaveAttribute('aria-pressed', 'false');
    // The selection bar is in a thumb's reach: at the bottom of the screen.
    const barBox = await bar.boundingBox();
    expect(barBox !== null && barBox.y + barBox.height >= PHONES[0].height - 96).toBe(true);
  });

  test('the intro shows in full on the first visit and folds to one line on the next', async ({ page }) => {
    await signIn(page, 'demo', { path: '/my-photos' });
    const banner = photoLibrary(page).locator('.faq-banner');
    const lines = () =>
      banner
        .locator('p')
        .first()
        .evaluate((text) => {
          const { height } = text.getBoundingClientRect();
          return Math.round(height / Number.parseFloat(getComputedStyle(text).lineHeight));
        });
    await expect(banner).toBeVisible();
    expect(await lines()).toBeGreaterThan(1);
    await page.reload();
    await expect(banner).toBeVisible();
    await expect.poll(lines).toBe(1);
    await banner.getByRole('button', { name: TEXT.showMore }).click();
    await expect.poll(lines).toBeGreaterThan(1);
    await expect(banner.getByRole('link', { name: 'Read the FAQ' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const host of ['printwell.co.uk', 'lumora.de']) {
    test(`in ${defaultLocaleOf(host)} the first row of thumbnails starts within ${DESKTOP_FIRST_ROW_PX} px, its tools in one row`, async ({
      page,
    }) => {
      await signIn(page, 'demo', { host, path: '/my-photos' });
      const library = photoLibrary(page);
      const screen = await firstScreen(library);
      expect(screen.firstRowTop).toBeLessThanOrEqual(DESKTOP_FIRST_ROW_PX);
      expect(await crampedControls(library)).toEqual([]);
    });
  }
});
