import { ELEMENT_MODULES } from './elements.ts';

/**
 * [Note: The one script tag]
 * A page adds `<script type="module" src="…/elements/loader.js"></script>` and may then use any
 * portal tag, before or after the script runs, in its HTML or added later by its own code. The loader
 * is tiny: it watches the document and imports an element's code (which brings the shared runtime
 * chunk, React included, once) only when that tag first appears.
 */
const waiting = new Set(Object.keys(ELEMENT_MODULES));

function load(tag: string): void {
  if (!waiting.delete(tag)) return;
  ELEMENT_MODULES[tag]?.().catch((error: unknown) => {
    waiting.add(tag);
    console.error(`[portal] could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of waiting) if (root.querySelector(tag) !== null) load(tag);
}

function onAdded(node: Node): void {
  if (!(node instanceof Element)) return;
  if (waiting.has(node.localName)) load(node.localName);
  if (node.firstElementChild !== null) scan(node);
}

if (waiting.size > 0) {
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) onAdded(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
  scan(document);
}
