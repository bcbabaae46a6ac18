/**
 * [Note: Shared chunks]
 * The chunks every build that holds the elements splits them into: the elements' own bundle (what a
 * brand page loads with one script tag) and the host portal, whose shell shares one React, one
 * platform (config, session, translations) and one page-wide modal registry with the elements it
 * renders. Each is loaded once per page by whichever element needs it first:
 * - `react`: React and React DOM.
 * - `runtime`: the element runtime (define-element, providers, stores, UI primitives, themes),
 *   r2wc and zustand. With `react`, the part every element needs.
 * - `i18n`: i18next and react-i18next. `contract`: zod and the api package. `data`: SWR.
 *   `dates`: date-fns and the date format (each date-fns locale stays a chunk of its own, loaded
 *   only for its language). `router`: react-router, for the elements that own routes.
 * - `preload`: Vite's helper for dynamic imports, kept out of the entries that use it.
 * oidc-client-ts (sign-in, renewal, sign-out) loads only when used.
 *
 * [Note: React is a leaf chunk]
 * React sits in a chunk that imports nothing. With React inside the runtime chunk, the runtime
 * (which imports SWR and react-i18next for its providers) and the `data` and `i18n` chunks (which
 * import React) import each other in a circle, and whichever the browser evaluates first decides
 * whether SWR finds React defined: it did not, and failed with 'n is not a function'. The runtime
 * budget counts `react` and `runtime` together (scripts/bundle-budgets.mjs), the code every element
 * needs before it renders.
 */
export interface ChunkGroup {
  readonly name: string;
  readonly test: RegExp;
}

export const SHARED_CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: 'preload', test: /vite[\\/]preload-helper/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/]elements[\\/]src[\\/]i18n[\\/]i18n\.ts/,
  },
  { name: 'contract', test: /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]api[\\/]/ },
  { name: 'data', test: /node_modules[\\/](swr|dequal)[\\/]/ },
  {
    // The parts every date-fns locale shares (`locale/_lib`, the en-US default) stay with date-fns.
    name: 'dates',
    test: /node_modules[\\/]date-fns[\\/](?!locale[\\/](?!_lib[\\/]|en-US))|[\\/]elements[\\/]src[\\/]i18n[\\/]dates\.ts/,
  },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'runtime',
    test: /node_modules[\\/](@r2wc|zustand)[\\/]|[\\/]elements[\\/]src[\\/](runtime|ui|themes)[\\/]/,
  },
];
