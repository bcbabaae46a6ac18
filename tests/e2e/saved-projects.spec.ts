import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { addSavedProjects, createCustomer } from './support/customers.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { localized, type TextValues } from './support/locales.ts';
import { defaultLocaleOf, menuEntry, pageHeading, sideMenu } from './support/portal.ts';
import { urlFor } from './support/urls.ts';

/**
 * `<saved-projects>` on the real server (account-portal §2 'Saved projects', §7, §9): 10 projects a
 * page, the page kept in the address (?page=2) through the element's own navigation so a reload and
 * Back keep it, each project deleted after a confirmation, a failed delete said in the open dialog
 * and tried again, the page and total loaded again after each delete, and a page emptied by a
 * delete replaced by the last one. Each journey has a customer of its own with projects made
 * through the projects service's store ('Project 1' edited last), since they delete them.
 */

const HOST = 'printwell.co.uk';
const WEBVIEW_HOST = 'lumora.nl';
const LIST = '/saved-projects';

const TEXT = {
  title: 'My saved projects',
  count: '{{count, number}} saved projects',
  pages: 'Pages of saved projects',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}}',
  position: 'Page {{page}} of {{total}}',
  deleteOne: 'Delete the project {{name}}',
  deleteTitle: 'Delete this project?',
  delete: 'Delete',
  deleteFailed: 'The project could not be deleted. Please try again.',
  deleted: 'The project “{{name}}” has been deleted.',
  empty: 'You have no saved projects yet. Projects you save while creating a product appear here.',
} as const;

function say(name: keyof typeof TEXT, locale: string, values?: TextValues): string | RegExp {
  return localized(locale, TEXT[name], values);
}

function savedProjects(page: Page): Locator {
  return page.locator('saved-projects');
}

/** The names of the projects on the page shown, in order. */
function projectNames(page: Page): Locator {
  return savedProjects(page).getByRole('heading', { level: 2 });
}

function names(from: number, to: number, except: readonly number[] = []): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
    .filter((index) => !except.includes(index))
    .map((index) => `Project ${index}`);
}

function pager(page: Page, locale: string): Locator {
  return savedProjects(page).getByRole('navigation', { name: say('pages', locale) });
}

async function deleteProject(page: Page, name: string, locale: string): Promise<Locator> {
  await savedProjects(page)
    .getByRole('button', { name: say('deleteOne', locale, { name }) })
    .click();
  const dialog = page.getByRole('dialog', { name: say('deleteTitle', locale) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('delete a saved project on page 2: the page stays in the address through a reload, the failure is said in the dialog, and the total drops', async ({
  page,
}) => {
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Sasha' });
  await addSavedProjects(customer.email, 23);
  await signIn(page, 'demo', { host: HOST, email: customer.email });
  await menuEntry(sideMenu(page, locale), 'savedProjects', locale).click();
  await expect(page).toHaveURL(urlFor(HOST, LIST));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(projectNames(page)).toHaveText(names(1, 10));
  await expect(savedProjects(page).getByText(say('count', locale, { count: 23 }))).toBeVisible();
  const pages = pager(page, locale);
  await expect(pages.getByRole('link', { name: say('previous', locale) })).toBeDisabled();
  await expect(pages.getByRole('link', { name: say('page', locale, { page: 1 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages.getByRole('link', { name: say('next', locale) }).click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=2`));
  await expect(projectNames(page)).toHaveText(names(11, 20));
  await expect(pages.getByText(say('position', locale, { page: 2, total: 3 }))).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=2`));
  await expect(projectNames(page)).toHaveText(names(11, 20));
  await expect(pages.getByRole('link', { name: say('page', locale, { page: 2 }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkA11y(page);

  // The first try fails at the service: the dialog says so and stays, the project stays.
  let failures = 1;
  await page.route('**/api/v2/project/*', async (route) => {
    if (route.request().method() === 'DELETE' && failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 503, body: 'unavailable' });
    } else {
      await route.fallback();
    }
  });
  const dialog = await deleteProject(page, 'Project 15', locale);
  await checkA11y(page);
  await dialog.getByRole('button', { name: say('delete', locale) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(say('deleteFailed', locale));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: say('delete', locale) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say('deleted', locale, { name: 'Project 15' }))).toBeVisible();
  await expect(projectNames(page)).toHaveText(names(11, 21, [15]));
  await expect(savedProjects(page).getByText(say('count', locale, { count: 22 }))).toBeVisible();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=2`));

  // Emptying the last page goes to the page before, which is now the last.
  await pages.getByRole('link', { name: say('page', locale, { page: 3 }) }).click();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=3`));
  await expect(projectNames(page)).toHaveText(names(22, 23));
  await expect(pages.getByRole('link', { name: say('next', locale) })).toBeDisabled();
  for (const name of ['Project 22', 'Project 23']) {
    const confirm = await deleteProject(page, name, locale);
    await confirm.getByRole('button', { name: say('delete', locale) }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=2`));
  await expect(projectNames(page)).toHaveText(names(11, 21, [15]));
  await expect(savedProjects(page).getByText(say('count', locale, { count: 20 }))).toBeVisible();
  await expect(pages.getByRole('link', { name: say('next', locale) })).toBeDisabled();

  // Page 3 was replaced by page 2, so Back goes to the page 2 before it, then to page 1.
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, `${LIST}?page=2`));
  await expect(projectNames(page)).toHaveText(names(11, 21, [15]));
  await page.goBack();
  await expect(page).toHaveURL(urlFor(HOST, LIST));
  await expect(projectNames(page)).toHaveText(names(1, 10));
});

test('a customer without saved projects is told so', async ({ page }) => {
  const locale = defaultLocaleOf(HOST);
  const customer = await createCustomer({ firstName: 'Noor' });
  await signIn(page, 'demo', { host: HOST, email: customer.email, path: LIST });
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(savedProjects(page).getByText(say('empty', locale))).toBeVisible();
  await expect(pager(page, locale)).toHaveCount(0);
  await checkA11y(page);
});

test('in the webview, the pages carry the stripped layout and keep their place through a reload and Back', async ({
  page,
}) => {
  const locale = defaultLocaleOf(WEBVIEW_HOST);
  const customer = await createCustomer({ firstName: 'Milan' });
  await addSavedProjects(customer.email, 12);
  await signIn(page, 'demo', { host: WEBVIEW_HOST, email: customer.email });
  await page.goto(urlFor(WEBVIEW_HOST, `${LIST}?stripped=true`));
  await expect(pageHeading(page, say('title', locale))).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(projectNames(page)).toHaveText(names(1, 10));
  const pages = pager(page, locale);
  const next = pages.getByRole('link', { name: say('next', locale) });
  await expect(next).toHaveAttribute('href', `${LIST}?page=2&stripped=true`);
  await next.click();
  await expect(page).toHaveURL(urlFor(WEBVIEW_HOST, `${LIST}?page=2&stripped=true`));
  await expect(projectNames(page)).toHaveText(names(11, 12));
  await page.reload();
  await expect(projectNames(page)).toHaveText(names(11, 12));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await checkA11y(page);
  await page.goBack();
  await expect(page).toHaveURL(urlFor(WEBVIEW_HOST, `${LIST}?stripped=true`));
  await expect(projectNames(page)).toHaveText(names(1, 10));
});
