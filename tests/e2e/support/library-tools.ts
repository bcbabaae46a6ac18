import { expect, type Locator, type Page } from '@playwright/test';

/**
 * [Note: Journeys on a phone]
 * The photo library's journeys tagged '@phone' run twice (playwright.config.ts): at a desktop's size
 * with a mouse and a keyboard, and at a phone's size with touch. What differs between the two is
 * how a person gets at a control, never what the journey checks, and it is decided here, once:
 * - a control is tapped on a touch screen and clicked elsewhere (`press`);
 * - an action of the timeline's row is its button where the row shows one, else in the row's menu
 *   (`chooseLibraryAction`), as at a phone's width;
 * - the preview steps to the next photo and closes with the keys on a desktop, and with its own
 *   buttons on a phone, which has no keyboard (`nextInPreview`, `closePreview`).
 */

/** The name of the photo timeline's menu of further actions ([Note: One row of tools]), en-GB. */
export const MORE_ACTIONS = 'More actions';
/** The preview's buttons, en-GB. */
const PREVIEW_NEXT = 'Next photo';
const PREVIEW_CLOSE = 'Close';

const touchScreens = new WeakMap<Page, boolean>();

/**
 * Whether the page is on a touch screen, as the browser says (a test's `test.use` may change it
 * from its project's), asked once a page.
 */
export async function isTouchScreen(page: Page): Promise<boolean> {
  const known = touchScreens.get(page);
  if (known !== undefined) return known;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  touchScreens.set(page, touch);
  return touch;
}

/** Taps the control on a touch screen, clicks it elsewhere ([Note: Journeys on a phone]). */
export async function press(control: Locator): Promise<void> {
  if (await isTouchScreen(control.page())) await control.tap();
  else await control.click();
}

/**
 * Chooses one of the timeline's actions by its name as a customer would: its button where the row
 * shows one (Select; Order photo prints where the element is wide), else from the row's menu
 * (Export photos and Delete all photos always; Order photo prints where the element is narrow).
 */
export async function chooseLibraryAction(
  library: Locator,
  name: string | RegExp,
  moreActions: string | RegExp = MORE_ACTIONS,
): Promise<void> {
  const more = library.getByRole('button', { name: moreActions });
  // The row is there once its menu button is: what it shows as buttons is decided by then.
  await expect(more).toBeVisible();
  const button = library.getByRole('button', { name, exact: true });
  if (await button.isVisible()) {
    await press(button);
    return;
  }
  await press(more);
  await press(library.getByRole('menuitem', { name, exact: true }));
}

/** Steps the open preview to the next photo: the arrow key on a desktop, its Next button on a phone. */
export async function nextInPreview(preview: Locator): Promise<void> {
  const page = preview.page();
  if (await isTouchScreen(page))
    await press(preview.getByRole('button', { name: PREVIEW_NEXT, exact: true }));
  else await page.keyboard.press('ArrowRight');
}

/** Closes the open preview: Escape on a desktop, its Close button on a phone. */
export async function closePreview(preview: Locator): Promise<void> {
  const page = preview.page();
  if (await isTouchScreen(page))
    await press(preview.getByRole('button', { name: PREVIEW_CLOSE, exact: true }));
  else await page.keyboard.press('Escape');
}
