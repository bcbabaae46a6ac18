import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/**
 * axe-core in the page under test. Injected through the DevTools protocol (`frame.evaluate`), which
 * the pages' Content-Security-Policy does not apply to, so the portal's own policy stays as it ships.
 * axe checks the content of open shadow roots, so elements are checked from inside.
 */

declare global {
  interface Window {
    axe?: typeof AxeCore;
  }
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** How long axe in the top frame waits for each frame's answer. */
const FRAME_WAIT_MS = 5_000;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface ViolationNode {
  /** CSS selectors from the top document down: one per frame, shadow hosts joined by ' >>> '. */
  readonly target: string;
  readonly html: string;
  readonly failureSummary: string;
}

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly ViolationNode[];
}

export interface PageScan {
  readonly url: string;
  readonly violations: readonly Violation[];
}

/** The check running on each page: axe refuses to start while it runs, so checks wait their turn. */
const running = new WeakMap<Page, Promise<unknown>>();

/** Runs axe with the WCAG tags on the page as it is now, frames included. */
export function scanPage(page: Page): Promise<PageScan> {
  const previous = running.get(page) ?? Promise.resolve();
  const scan = previous.catch(() => undefined).then(() => scanNow(page));
  running.set(page, scan);
  return scan;
}

/**
 * [Note: A screen is checked once per run]
 * What axe found on each screen this worker has checked, by the screen's state (see `stateKey`).
 * Journeys pass the same screens again and again (the sign-in form, a demo account's overview, a
 * photo list before and after a click that changed nothing); axe's answer is a function of what is
 * in the document, its origin (the brand's styles) and the viewport, so a screen seen before is
 * answered from here instead of being checked again (checking took a quarter of the journeys' time).
 */
const checkedScreens = new Map<string, readonly Violation[]>();

async function scanNow(page: Page): Promise<PageScan> {
  const url = page.url();
  await page.mainFrame().evaluate(settleAnimations, ANIMATION_WAIT_MS);
  const key = await stateKey(page);
  const known = key === undefined ? undefined : checkedScreens.get(key);
  if (known) return { url, violations: known };
  await Promise.all(page.frames().map((frame) => injectAxe(frame, frame === page.mainFrame())));
  const violations = await page.mainFrame().evaluate(
    async ({ tags, frameWaitTime }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core is not in the page');
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: true,
        frameWaitTime,
      });
      const selector = (target: AxeCore.UnlabelledFrameSelector): string =>
        target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | frame | ');
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: selector(node.target),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      }));
    },
    { tags: [...WCAG_TAGS], frameWaitTime: FRAME_WAIT_MS },
  );
  if (key !== undefined) checkedScreens.set(key, violations);
  return { url, violations };
}

/**
 * The state of the screen as axe would see it: the origin, the viewport, the element that has focus
 * and every element's name, attributes and text, through open shadow roots and adopted style sheets'
 * rules, with ids and tokens left out; undefined for a page with frames (their documents are not in
 * it), which is always checked.
 */
async function stateKey(page: Page): Promise<string | undefined> {
  if (page.frames().length > 1) return undefined;
  const state = await page.mainFrame().evaluate(() => {
    const parts: string[] = [location.origin, `${innerWidth}x${innerHeight}`];
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    parts.push(active ? `${active.localName}#${active.id}.${active.className}` : '');
    // A sheet adopted by many roots is written out once, then named by its number.
    const sheets = new Map<CSSStyleSheet, number>();
    const adopted = (adoptedSheets: readonly CSSStyleSheet[]): void => {
      for (const sheet of adoptedSheets) {
        const known = sheets.get(sheet);
        if (known !== undefined) {
          parts.push(`sheet ${known}`);
          continue;
        }
        sheets.set(sheet, sheets.size);
        for (const rule of sheet.cssRules) parts.push(rule.cssText);
      }
    };
    adopted(document.adoptedStyleSheets);
    // Ids, signatures and tokens differ on every visit and never change what axe finds.
    const volatile = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[\w-]{20,}/gi;
    const visit = (node: Node): void => {
      if (node instanceof Text) {
        parts.push(node.data.replace(volatile, '~'));
        return;
      }
      if (node instanceof Element) {
        parts.push(`<${node.localName}`);
        for (const attribute of node.attributes) {
          parts.push(`${attribute.name}=${attribute.value.replace(volatile, '~')}`);
        }
        if (node.shadowRoot) {
          parts.push('#shadow');
          adopted(node.shadowRoot.adoptedStyleSheets);
          for (const child of node.shadowRoot.childNodes) visit(child);
        }
      }
      for (const child of node.childNodes) visit(child);
      if (node instanceof Element) parts.push('>');
    };
    visit(document);
    return parts.join('\u0000');
  });
  return createHash('sha256').update(state).digest('hex');
}

/** How long a check waits for the page's transitions and finite animations to end. */
const ANIMATION_WAIT_MS = 2_000;

/**
 * Waits until the transitions and finite animations running in the document and its open shadow
 * roots have ended (or `waitMs` passed): a dialog fading in or a row fading out is checked as it
 * ends, not at whatever colour its fade had reached when the check began. Runs in the page.
 */
async function settleAnimations(waitMs: number): Promise<void> {
  const roots: (Document | ShadowRoot)[] = [document];
  for (const element of document.querySelectorAll('*')) {
    if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  for (let i = 1; i < roots.length; i += 1) {
    for (const element of roots[i]?.querySelectorAll('*') ?? []) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  const finite = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  if (finite.length === 0) return;
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/** Checks the page now and throws the violations found, if any. */
export async function checkA11y(page: Page): Promise<void> {
  const scan = await scanPage(page);
  if (scan.violations.length > 0) throw new Error(describeScans([scan]));
}

async function injectAxe(frame: Frame, required: boolean): Promise<void> {
  try {
    const present = await frame.evaluate(() => window.axe !== undefined);
    if (!present) await frame.evaluate(AXE_SOURCE);
  } catch (error) {
    // A frame may be gone or not yet have a document; only the top frame must have axe.
    if (required) throw error;
  }
}

/** The violations as a list a person can act on: rule, impact, help, and each element's selector. */
export function describeScans(scans: readonly PageScan[]): string {
  const lines = [`Accessibility violations (axe-core, ${WCAG_TAGS.join(', ')}):`];
  for (const scan of scans) {
    if (scan.violations.length === 0) continue;
    lines.push('', `On ${scan.url}:`);
    for (const violation of scan.violations) {
      lines.push(`  ${violation.id} (${violation.impact}): ${violation.help}`, `    ${violation.helpUrl}`);
      for (const node of violation.nodes) {
        lines.push(`    - ${node.target}`, `      ${node.html}`);
        for (const summaryLine of node.failureSummary.split('\n')) {
          if (summaryLine.trim()) lines.push(`        ${summaryLine.trim()}`);
        }
      }
    }
  }
  return lines.join('\n');
}

/** The same violation (rule and element) seen again on the same page is reported once. */
export function mergeScans(scans: readonly PageScan[]): PageScan[] {
  const seen = new Set<string>();
  const merged: PageScan[] = [];
  for (const scan of scans) {
    const page = pageKey(scan.url);
    const violations: Violation[] = [];
    for (const violation of scan.violations) {
      const nodes = violation.nodes.filter((node) => {
        const key = `${page}\u0000${violation.id}\u0000${node.target}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (nodes.length > 0) violations.push({ ...violation, nodes });
    }
    if (violations.length > 0) merged.push({ url: scan.url, violations });
  }
  return merged;
}

function pageKey(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.origin}${parsed.pathname}` : url;
}
