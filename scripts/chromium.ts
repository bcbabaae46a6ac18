/**
 * Debian's Chromium, which every browser test drives: Playwright cannot download its own browsers
 * here, and `npm test` installs the package when it is missing. The flags keep a headless test run
 * to itself (no sandbox in containers, no background traffic, no first-run pages).
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
