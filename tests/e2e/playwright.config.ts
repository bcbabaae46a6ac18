import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { RESULTS_DIR } from './support/paths.ts';

/**
 * The end-to-end suites: a person's journeys in Debian's Chromium against the real portal, started
 * by global-setup.ts on a free port and a fresh data folder. `npm test` runs them after the build;
 * alone: `npm run build && npx playwright test -c tests/e2e/playwright.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // Journeys change shared demo data (an e-mail address, a newsletter link): never run one twice.
  retries: 0,
  // Two cores, one server for every worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // The longest journey takes about 20 s on an idle machine, and several times that while other work
  // keeps the cores busy. What a person waits for takes a second, and several on such a machine: the
  // waits leave room for that, and only a failure ever waits them out.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: join(RESULTS_DIR, 'playwright.json') }]],
  outputDir: join(RESULTS_DIR, 'e2e'),
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    // Every journey, at a desktop's size with a mouse.
    { name: 'chromium' },
    // The photo library's journeys, again at a phone's size with touch, as most customers open their
    // photos: every journey of its files below, and those of other files tagged '@phone'.
    {
      name: 'phone',
      grep: [/@phone/, /(^|\s)(photos|albums|shared-albums|upload|activation|prints|export)\.spec\.ts\s/],
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
  ],
});
