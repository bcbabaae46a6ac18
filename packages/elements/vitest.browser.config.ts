import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/**
 * The runtime's component tests (`*.browser.test.tsx`): real elements in Debian's Chromium, reading
 * config and catalogues from the real reference server that test/portal-server.ts starts.
 */
export default defineProject({
  test: {
    name: 'elements-browser',
    include: ['src/**/*.browser.test.tsx'],
    globalSetup: ['test/portal-server.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
