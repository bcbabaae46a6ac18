import type { Alias } from 'vite';

/**
 * [Note: React's API in the source, Preact in the bundle]
 * The source is written against React's API and checked against its types (`@types/react`), and
 * every build and test suite that holds the elements runs it on `preact/compat`: the bundler takes
 * each import of `react` and `react-dom` (ours, and those of SWR, zustand and react-router) to
 * Preact's compatibility layer. A brand page's whole first load of `<photo-library>` is held to
 * 100 KB brotli, and react-dom alone was 57 KB of it; Preact with its compat layer is about 10.
 * The elements' bundle, the host's and the vitest projects of both use these same aliases, so the
 * tests run exactly what ships. Nothing imports from 'preact' itself: were the aliases dropped, the
 * source would build on React again unchanged.
 * What differs between the two, as far as this code goes: effects (`useEffect`) run after the
 * browser has painted, not in a task right after the commit, so code or a test that expects an
 * effect's work done once the DOM shows a render must wait for that work itself; `StrictMode` is a
 * fragment (no double rendering or effects); `createRoot(...).render` renders at once, not in a
 * later task; `onFocus`/`onBlur` are mapped to the bubbling focusin/focusout as in React (Preact 11).
 * react and react-dom stay installed, for their types and the peer dependencies of SWR and
 * react-router, but none of their code is in a bundle.
 * Exact matches only: `react-dom/client` must not become `preact/compat/client` + '/client'.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
