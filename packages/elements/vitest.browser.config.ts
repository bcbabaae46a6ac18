import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { PREACT_ALIASES } from './scripts/preact-alias.ts';

/**
 * The runtime's component tests (`*.browser.test.tsx`): real elements in Debian's Chromium, reading
 * config and catalogues from the real reference server that test/portal-server.ts starts.
 */
export default defineProject({
  // What ships: React's API on Preact ([Note: React's API in the source, Preact in the bundle]).
  resolve: { alias: PREACT_ALIASES },
  test: {
    name: 'elements-browser',
    include: ['src/**/*.browser.test.tsx'],
    globalSetup: ['test/portal-server.ts'],
    // A render, a request to the real server and a repaint take tens of milliseconds here, and
    // several times that while other work keeps the cores busy: expect.poll's 1 s default and the
    // 5 s test limit could be reached by a test that is right. Only a failure waits these out.
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
