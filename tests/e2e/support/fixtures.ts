import { test as base, type Page } from '@playwright/test';
import { describeScans, mergeScans, type PageScan, scanPage } from './axe.ts';
import { credentialsIn } from './credentials.ts';

export { expect } from '@playwright/test';
export { checkA11y } from './axe.ts';

/**
 * The suites' `test`: every page a test opens is checked with axe (support/axe.ts) when it has
 * loaded, after each navigation within it, and once more when the test ends; any violation fails
 * the test with the list of rules and elements. A page the test leaves while it is being checked
 * goes unchecked, so the helpers that pass through pages (the sign-in form, the mail page) check
 * them with `checkA11y(page)` before moving on, which a test may also do at any moment.
 */

/** How long the page is left to settle after a navigation within it before it is checked. */
const SETTLE_MS = 500;

/**
 * What cutting a check short by leaving the page looks like (axe missing means a new document
 * replaced the one it was put in); the next page is checked on its own.
 */
const LEFT_THE_PAGE =
  /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|navigat|axe-core is not in the page/i;

class AccessibilityRecorder {
  readonly scans: PageScan[] = [];
  readonly errors: string[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<Page, NodeJS.Timeout>();

  /**
   * A loaded document is checked at once; a navigation within the page (a route of the single-page
   * portal) once it has settled.
   */
  watch(page: Page): void {
    page.on('load', () => {
      this.cancel(page);
      void this.enqueue(page);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    page.on('close', () => this.cancel(page));
  }

  private schedule(page: Page): void {
    this.cancel(page);
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        void this.enqueue(page);
      }, SETTLE_MS),
    );
  }

  private cancel(page: Page): void {
    clearTimeout(this.timers.get(page));
    this.timers.delete(page);
  }

  private enqueue(page: Page): Promise<void> {
    const scan = this.scan(page);
    this.pending.add(scan);
    return scan.finally(() => this.pending.delete(scan));
  }

  private async scan(page: Page): Promise<void> {
    if (page.isClosed()) return;
    try {
      this.scans.push(await scanPage(page));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!page.isClosed() && !LEFT_THE_PAGE.test(message)) {
        this.errors.push(`axe could not check ${page.url()}: ${message}`);
      }
    }
  }

  /** Lets scheduled checks finish and, when `checkOpenPages`, checks every open page as it ends. */
  async finish(pages: readonly Page[], checkOpenPages: boolean): Promise<void> {
    for (const page of [...this.timers.keys()]) this.cancel(page);
    await Promise.all(this.pending);
    if (checkOpenPages)
      await Promise.all(pages.filter((page) => !page.isClosed()).map((page) => this.enqueue(page)));
  }
}

/**
 * What the browser refused under a page's Content-Security-Policy, and any credential put in an
 * address: what the browser refused (an inline script or style, an
 * eval, a call to an origin the policy does not name), as Chromium reports it on the console:
 * every page runs under the portal's strict policy ([Note: Every page runs under a strict policy]
 * in packages/server/src/http/page-headers.ts), and a journey that trips it fails.
 */
class PolicyRecorder {
  readonly violations: string[] = [];

  watch(page: Page): void {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        this.violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    // No token is ever put in an address, where history, proxies and logs would keep it.
    page.on('request', (request) => {
      const found = credentialsIn(request.url());
      if (found.length > 0)
        this.violations.push(
          `a credential in the address ${request.url().split('?')[0]}: ${found.join(', ')}`,
        );
    });
  }
}

export const test = base.extend<{ accessibility: AccessibilityRecorder; policy: PolicyRecorder }>({
  policy: [
    async ({ context }, use) => {
      const recorder = new PolicyRecorder();
      for (const page of context.pages()) recorder.watch(page);
      const onPage = (page: Page) => recorder.watch(page);
      context.on('page', onPage);
      await use(recorder);
      context.off('page', onPage);
      if (recorder.violations.length > 0) {
        throw new Error(
          `Refused by the page's policy or a credential in an address:\n${recorder.violations.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  accessibility: [
    async ({ context }, use, testInfo) => {
      const recorder = new AccessibilityRecorder();
      for (const page of context.pages()) recorder.watch(page);
      const onPage = (page: Page) => recorder.watch(page);
      context.on('page', onPage);
      await use(recorder);
      context.off('page', onPage);
      await recorder.finish(context.pages(), testInfo.status === testInfo.expectedStatus);
      const scans = mergeScans(recorder.scans);
      if (scans.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(scans, null, 2),
          contentType: 'application/json',
        });
      }
      const problems = [...(scans.length > 0 ? [describeScans(scans)] : []), ...recorder.errors];
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
    },
    { auto: true },
  ],
});
