/**
 * [Note: The one script tag]
 * A page adds `<script type="module" src="…/elements/loader.js"></script>` and may then use any
 * portal tag, before or after the script runs, in its HTML or added later by its own code, also
 * inside the open shadow roots of its own components. The loader is tiny: it watches the document
 * and imports an element's code (which brings the shared runtime, React included, once) only when
 * that tag first appears.
 *
 * Shadow roots: a mutation observer on the document does not see into them, so every open shadow
 * root found is watched too, and a custom element not defined yet when it is added is looked into
 * again once its definition arrives (its shadow root is usually attached then). Closed shadow roots
 * cannot be seen: a page using one loads the element's tag some other way.
 */

/** Imports an element's code. */
export type ElementModule = () => Promise<unknown>;

/** `window`'s event for every failure of the page (the runtime's reporter uses the same). */
export const FAILURE_EVENT = 'portal-failure';
export const LOAD_ELEMENT_FAILED = 'LOAD_ELEMENT_FAILED';

/** Starts watching `document` for the tags of `modules`; each module is imported once, when needed. */
export function watchForTags(modules: Readonly<Record<string, ElementModule>>, document: Document): void {
  const waiting = new Set(Object.keys(modules));
  const watched = new WeakSet<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) found(node);
  });

  function load(tag: string): void {
    if (!waiting.delete(tag)) return;
    modules[tag]?.().catch((error: unknown) => {
      waiting.add(tag);
      announceFailure(tag, error);
    });
  }

  function found(node: Node): void {
    if (!(node instanceof Element)) return;
    look(node);
    for (const element of node.querySelectorAll('*')) look(element);
  }

  function look(element: Element): void {
    const tag = element.localName;
    if (waiting.has(tag)) load(tag);
    if (element.shadowRoot !== null) watch(element.shadowRoot);
    else if (tag.includes('-') && customElements.get(tag) === undefined) {
      void customElements.whenDefined(tag).then(() => {
        if (element.shadowRoot !== null) watch(element.shadowRoot);
      });
    }
  }

  function watch(root: Document | ShadowRoot): void {
    if (watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { childList: true, subtree: true });
    for (const element of root.querySelectorAll('*')) look(element);
  }

  watch(document);
}

function announceFailure(tag: string, error: unknown): void {
  const message = `Could not load <${tag}>: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`[portal] ${LOAD_ELEMENT_FAILED}: ${message}`, error);
  // The shape of the runtime's FailureReport, which this tiny script does not import.
  const detail = {
    action: LOAD_ELEMENT_FAILED,
    message,
    correlationId: null,
    status: null,
    url: null,
    error,
  };
  window.dispatchEvent(new CustomEvent(FAILURE_EVENT, { detail }));
}
