/**
 * [Note: Shared chunks]
 * The chunks every build that holds the elements splits them into: the elements' own bundle (what a
 * brand page loads with one script tag) and the host portal, whose shell shares one React, one
 * platform (config, session, translations) and one page-wide modal registry with the elements it
 * renders. Each is loaded once per page by whichever element needs it first:
 * - `react`: React and React DOM.
 * - `runtime`: the element runtime (define-element, providers, stores, UI primitives, themes, the
 *   translations and date format), zustand, and the parts of the contract the runtime
 *   itself calls (config, the HTTP helper, sites and flags). With `react`, what every element needs.
 *   Not `ui/parts/`: pieces only some areas use (the address form), which load with those areas.
 * - `zod`: the schema library every answer is parsed with. `data`: SWR (not its paged lists,
 *   `swr/infinite`, which load with the pages that page). `router`: react-router, the
 *   host's; elements match their own routes with the runtime's small router (element-router.tsx).
 * - `contract`: the rest of the api package, split by which elements import it (`entriesAware`),
 *   so an element loads only the schemas and clients it calls, however many areas the bundle holds.
 * - `preload`: Vite's helper for dynamic imports, kept out of the entries that use it.
 * - `photo-library-shared`: the photo library's routes, selection, sort and push socket address,
 *   which its timeline and its later pages share, and the upload sheet (shared with the phone's
 *   upload page): one chunk instead of five small requests.
 * oidc-client-ts (sign-in, renewal, sign-out) loads only when used.
 *
 * [Note: React is a leaf chunk]
 * React sits in a chunk that imports nothing, and the runtime takes in what it imports from the
 * contract (`includeDependenciesRecursively`), so no two shared chunks import each other. With React
 * inside the runtime chunk, the runtime (which imports SWR for its providers) and the `data` chunk
 * (which imports React) imported each other in a circle, and whichever the browser evaluated first
 * decided whether SWR found React defined: it did not, and failed with 'n is not a function'. The
 * priorities make each group take its modules before the runtime's recursive capture could.
 */
export interface ChunkGroup {
  readonly name: string;
  readonly test: RegExp;
  readonly priority?: number;
  readonly includeDependenciesRecursively?: boolean;
  readonly entriesAware?: boolean;
}

export const SHARED_CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: 'preload', test: /vite[\\/]preload-helper/, priority: 60 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
    priority: 50,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 40 },
  // SWR's paged lists (swr/infinite) are used by pages opened later, and load with them.
  { name: 'data', test: /node_modules[\\/](swr[\\/](?!dist[\\/]infinite[\\/])|dequal[\\/])/, priority: 30 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: 'runtime',
    test: /node_modules[\\/]zustand[\\/]|[\\/]elements[\\/]src[\\/](runtime|ui(?![\\/]parts[\\/])|themes|i18n)[\\/]/,
    priority: 10,
    includeDependenciesRecursively: true,
  },
  { name: 'contract', test: /[\\/]packages[\\/]api[\\/]/, entriesAware: true },
  // The photo library's small modules that its timeline and its lazily loaded pages share (and the
  // upload sheet the phone's upload page shares), in one chunk with the timeline's first load
  // rather than one request each.
  {
    name: 'photo-library-shared',
    test: /[\\/]elements[\\/]src[\\/](photo-library[\\/](routes|selection|sort-select|push-socket)|ui[\\/]parts[\\/]upload-styles)\.tsx?$/,
    priority: 5,
  },
];

/** A chunk's file name stem: an element's chunk is named for its tag ('account-overview'), not its file. */
export function chunkName(facadeModuleId: string | null): string {
  return facadeModuleId?.match(/[\\/]src[\\/]([a-z-]+)[\\/]element\.tsx$/)?.[1] ?? '[name]';
}
