import { expect, type Locator } from '@playwright/test';

/** The name of the photo timeline's menu of further actions ([Note: One row of tools]), en-GB. */
export const MORE_ACTIONS = 'More actions';

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
    await button.click();
    return;
  }
  await more.click();
  await library.getByRole('menuitem', { name, exact: true }).click();
}
