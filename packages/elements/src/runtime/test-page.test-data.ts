import { expect } from 'vitest';

/**
 * How long a first answer of the real server may take on a busy machine (in `npm test` the server
 * suites and their PostgreSQL keep both cores busy beside the browser): the project's poll limit,
 * vitest.browser.config.ts. Only a failure waits it out.
 */
export const ANSWERED = { timeout: 15_000 } as const;

/**
 * Puts the element `tag` on the page in English, with `attributes`, and waits for its page's h1 to
 * read `heading`; its open shadow root, for the test to read.
 */
export async function showPage(
  tag: string,
  heading: string,
  attributes: Readonly<Record<string, string>> = {},
): Promise<ShadowRoot> {
  const element = document.createElement(tag);
  element.setAttribute('locale', 'en-GB');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await expect.poll(() => element.shadowRoot?.querySelector('h1')?.textContent ?? '', ANSWERED).toBe(heading);
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
}
