import type { Page } from 'playwright-core';

/*
 * What the timeline benches share: the accounts `bench:timeline` seeds (one a library size), how a
 * bench signs in to one, and the wheel they turn.
 */

export const BENCH_PASSWORD = 'bench';

/** The account whose library holds `size` photos. */
export const benchEmail = (size: number): string => `timeline-${size}@example.com`;

/** Signs in to the account of `size` photos through the identity provider's own form, as a customer does, from `/my-photos`. */
export async function signInToLibrary(page: Page, origin: string, size: number): Promise<void> {
  await page.goto(`${origin}/my-photos`);
  await page.getByLabel('E-mail address').fill(benchEmail(size));
  await page.getByLabel('Password').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/my-photos'));
}

/** Where in the library the wheel scrolls, as shares of the page. */
export const WHEEL_DEPTHS = [0.1, 0.3, 0.5, 0.7, 0.9];
/**
 * The wheel: notches of 100 px, one each 40 ms (2,500 px a second, a brisk scroll through a dozen
 * screens in about 4 s), the photos loading as they come into view.
 */
export const WHEEL_NOTCHES = 100;
export const WHEEL_NOTCH_PX = 100;
export const WHEEL_NOTCH_MS = 40;
