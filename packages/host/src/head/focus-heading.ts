/** How long a page may take to show its heading (an element loading its code) before focus goes to main. */
const HEADING_WAIT_MS = 3000;
const POLL_MS = 100;

/** The page's visible h1: the shell's own, or one inside an area element's open shadow root. */
function visibleHeading(main: HTMLElement): HTMLElement | null {
  const headings = [...document.querySelectorAll<HTMLElement>('h1')];
  for (const element of main.querySelectorAll('.area-element')) {
    if (element.shadowRoot !== null) headings.push(...element.shadowRoot.querySelectorAll<HTMLElement>('h1'));
  }
  return headings.find((heading) => heading.checkVisibility()) ?? null;
}

/**
 * After a client-side navigation focus moves to the new page's heading, so a screen reader starts
 * reading there and a keyboard continues from there; when no heading shows in time, to the main
 * region. Moving focus never scrolls: where the page shows is the scroll restoration's to decide
 * (the top of a new page, the position left on Back). Answers a function that cancels the wait.
 */
export function focusPageHeading(mainId: string): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const main = document.getElementById(mainId);
    const heading = main === null ? null : visibleHeading(main);
    if (heading !== null) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < HEADING_WAIT_MS) {
      timer = setTimeout(attempt, POLL_MS);
      return;
    }
    main?.focus({ preventScroll: true });
  };
  timer = setTimeout(attempt, 0);
  return () => clearTimeout(timer);
}
