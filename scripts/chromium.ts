/**
 * Debian's Chromium, which every browser test and benchmark drives: Playwright cannot download its
 * own browsers here, and `npm test` installs the packages when they are missing. The flags keep a
 * headless run to itself (no sandbox in containers, no background traffic, no first-run pages).
 *
 * [Note: The test suites run Chromium's headless shell]
 * The suites run `chromium-headless-shell`, Debian's build of the same Chromium without the browser's
 * own interface, which is what Playwright itself runs for a headless test. `/usr/bin/chromium` run
 * headless is the whole browser, its tab strip and toolbars rendered in processes of their own that
 * nobody sees: the end-to-end journeys took a third longer in it on two cores. The benchmarks measure
 * the whole browser, as customers run it.
 */
export type ChromiumBuild = 'headless shell' | 'browser';

const EXECUTABLES: Readonly<Record<ChromiumBuild, string>> = {
  'headless shell': '/usr/bin/chromium-headless-shell',
  browser: '/usr/bin/chromium',
};

export function chromiumLaunchOptions(build: ChromiumBuild = 'headless shell'): {
  executablePath: string;
  args: string[];
} {
  return {
    executablePath: EXECUTABLES[build],
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
