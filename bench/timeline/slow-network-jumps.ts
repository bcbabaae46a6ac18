/**
 * Jumps on a phone's network: `<photo-library>` in the host portal, the network held to 4 Mbit/s
 * down with 150 ms of latency (as a phone on a middling mobile connection), three jumps with the
 * month list in a row, 400 ms apart, then the time until every row on the screen where the last
 * landed shows all its thumbnails, and how many image requests the page started. A screen left
 * behind should not hold up the one landed on ([Note: A tile that goes lets go of its image]).
 *
 * Run: `npm run build`, then `npx tsx bench/timeline/slow-network-jumps.ts --data-dir <folder>
 * [--size 100000] [--widths 375,1440] [--rounds 2]`, on a data folder the timeline bench
 * (`npm run bench:timeline -- --data-dir <folder>`) has seeded. Prints the figures; asserts nothing.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startPortalServer } from '../../scripts/portal-server.ts';
import { signInToLibrary } from './library-bench.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    size: { type: 'string', default: '100000' },
    widths: { type: 'string', default: '375,1440' },
    rounds: { type: 'string', default: '2' },
  },
});
const dataDir = values['data-dir'];
if (dataDir === undefined) throw new Error('--data-dir: a folder the timeline bench has seeded');
/** Where the three jumps land, as shares of the month list. */
const JUMPS = [0.2, 0.5, 0.8];
const JUMP_GAP_MS = 400;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 4_000_000 / 8,
  uploadThroughput: 1_000_000 / 8,
};

const server = await startPortalServer({ dataDir, logFile: join(dataDir, 'server.log') });
const browser = await chromium.launch(chromiumLaunchOptions('browser'));
try {
  for (const width of values.widths.split(',').map(Number)) {
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      const phone = width < 600;
      // The probe is a string the page evaluates, which the portal's policy would refuse.
      const context = await browser.newContext({
        viewport: { width, height: phone ? 812 : 900 },
        hasTouch: phone,
        isMobile: phone,
        locale: 'en-GB',
        bypassCSP: true,
      });
      const page = await context.newPage();
      await signInToLibrary(page, server.url, Number(values.size));
      const library = page.locator('photo-library');
      await library.locator('.tile img').first().waitFor();
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      let images = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images += 1;
      });
      const monthList = library.getByLabel('Go to');
      const months = await monthList.locator('option').allTextContents();
      for (const [index, share] of JUMPS.entries()) {
        await monthList.selectOption({ label: months[Math.floor(months.length * share)] ?? '' });
        if (index < JUMPS.length - 1) await new Promise((resolve) => setTimeout(resolve, JUMP_GAP_MS));
      }
      const started = performance.now();
      await page.waitForFunction(
        `(() => {
          const rows = [...(document.querySelector('photo-library')?.shadowRoot?.querySelectorAll('.timeline-row') ?? [])]
            .filter((row) => { const box = row.getBoundingClientRect(); return box.bottom > 0 && box.top < innerHeight; });
          return rows.length > 0 && rows.every((row) => {
            const images = [...row.querySelectorAll('img')];
            return images.length === Number(row.dataset.count) && images.every((image) => image.complete && image.naturalWidth > 0);
          });
        })()`,
        undefined,
        { timeout: 120_000, polling: 100 },
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${width} px, round ${round}: the screen full ${seconds.toFixed(2)} s after the last jump; ${images} image requests`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
