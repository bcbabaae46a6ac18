import { fileURLToPath } from 'node:url';

/**
 * [Note: Shared chunks]
 * The chunks every build that holds the elements splits them into: the elements' own bundle (what a
 * brand page loads with one script tag) and the host portal, whose shell shares one React, one
 * platform (config, session, translations) and one page-wide modal registry with the elements it
 * renders. Each is loaded once per page by whichever element needs it first:
 * - `loader-shared`: what the loader imports and the chunks it loads share: Vite's helper for dynamic
 *   imports (kept out of the loader, so no chunk imports the entry), the site table and the early
 *   requests for config and catalogue ([Note: Config and catalogue alongside the code]) with the
 *   web-storage reads they and the runtime share.
 * - `react`: the UI library, named for the API the source is written against: Preact with its
 *   compatibility layer, which every `react` and `react-dom` import resolves to ([Note: React's API
 *   in the source, Preact in the bundle] in preact-alias.ts), and SWR's `useSyncExternalStore` shim.
 *   The name stays what scripts/bundle-budgets.mjs and tests/e2e/first-load.spec.ts look for. The
 *   bundler's own helpers are a small chunk it places itself.
 * - `runtime`: the element runtime (define-element, providers, stores, UI primitives, themes, the
 *   translations and date format), zustand, zod (every answer is parsed with it), SWR with its paged
 *   lists (small, and one request less for the pages and notices that page), and the parts of the
 *   contract the runtime itself calls (config, the HTTP helper, flags).
 *   With `react`, what every element needs before it renders, in as few files as that allows. Not
 *   `ui/parts/`: pieces only some areas use (the address form), which load with those areas.
 * - `router`: react-router, the host's; elements match their own routes with the runtime's small
 *   router (element-router.tsx).
 * - An element's first load: see [Note: An element's first load is one chunk].
 * - `photo-library-notices`: what the library's first screen loads, without a click, as soon as its
 *   answers arrive (the storage notice, bringing photos back, the date scrubber): one request beside
 *   its first thumbnail, not on its way.
 * The rest of what an element loads later (modals, the preview, uploads, its other pages) is left
 * to the bundler, which gives each lazily imported module its chunk and the code they share chunks
 * of their own. oidc-client-ts (sign-in, renewal, sign-out) loads only when used.
 *
 * [Note: React is a leaf chunk]
 * React sits in a chunk that imports nothing, and the runtime takes in what it imports from the
 * contract (`includeDependenciesRecursively`), so no two shared chunks import each other. With React
 * inside the runtime chunk, the runtime (which imports SWR for its providers) and SWR's chunk of the
 * time (which imported React) imported each other in a circle, and whichever the browser evaluated
 * first decided whether SWR found React defined: it did not, and failed with 'n is not a function'.
 * The priorities make each group take its modules before the runtime's recursive capture could.
 *
 * [Note: An element's first load is one chunk]
 * Every file a page asks for before an element renders is a request, and on a phone each costs
 * more than its bytes. So the code an element's `element.tsx` imports statically (its area, its
 * contract schemas and clients, the `ui/parts/` it shows at once), past the shared chunks above,
 * is one chunk named for its tag, and the code it shares with other elements one more:
 * - Code in the first load of one element only, and reached by no other, is that element's chunk.
 * - Code in the first load of one element that others reach later (the upload sheet the library
 *   opens, which the phone's page shows at once) is `<tag>-shared`, which the others load then.
 * - Code in the first load of several elements is `<tag>-common`, for the one among them with the
 *   largest area of its own: it loads exactly what it needs in two files; the others load a little
 *   more than they need (the library's photo calls come with the overview's). The photo library,
 *   the page customers come for, has the largest area.
 * So an element never loads another element's own chunk. A module is placed by the graph the
 * bundler gives (`ChunkingContext.getModuleInfo`), walked from the elements the loader lists
 * (src/elements.ts); code an entry imports itself (the host's shell) stays with that entry.
 */
export interface ChunkGroup {
  readonly name: string | ((moduleId: string, context: ModuleGraph) => string | null);
  readonly test: RegExp;
  readonly priority?: number;
  readonly includeDependenciesRecursively?: boolean;
}

/** What the bundler tells a group's `name` of the module graph. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    readonly code: string | null;
    readonly isEntry: boolean;
    readonly importers: readonly string[];
    readonly importedIds: readonly string[];
    readonly dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The module that lists every element the loader imports. */
const ELEMENT_LIST = fileURLToPath(new URL('../src/elements.ts', import.meta.url));
const ELEMENT_ROOT = /[\\/]src[\\/]([a-z-]+)[\\/]element\.tsx$/;

interface ElementReach {
  /** The modules each element's `element.tsx` imports statically, by tag. */
  readonly firstLoad: ReadonlyMap<string, ReadonlySet<string>>;
  /** The modules each element may ever import, statically or later. */
  readonly reached: ReadonlyMap<string, ReadonlySet<string>>;
  /** The size of each element's own area (its folder's code), which decides where shared code goes. */
  readonly areaSize: ReadonlyMap<string, number>;
  /** Whether a module is imported statically by an entry (the loader, the host's shell), by id. */
  readonly inEntry: Map<string, boolean>;
}

/** One walk of the graph per bundling pass (the bundler reuses the context within one). */
const reachByGraph = new WeakMap<ModuleGraph, ElementReach>();

function closure(graph: ModuleGraph, root: string, withLater: boolean): Set<string> {
  const seen = new Set<string>([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    if (info === null) continue;
    for (const next of withLater ? [...info.importedIds, ...info.dynamicallyImportedIds] : info.importedIds) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

function elementReach(graph: ModuleGraph): ElementReach {
  let reach = reachByGraph.get(graph);
  if (reach === undefined) {
    const firstLoad = new Map<string, Set<string>>();
    const reached = new Map<string, Set<string>>();
    const areaSize = new Map<string, number>();
    for (const root of graph.getModuleInfo(ELEMENT_LIST)?.dynamicallyImportedIds ?? []) {
      const tag = root.match(ELEMENT_ROOT)?.[1];
      if (tag === undefined) continue;
      const modules = closure(graph, root, false);
      firstLoad.set(tag, modules);
      reached.set(tag, closure(graph, root, true));
      const area = root.slice(0, root.lastIndexOf('element.tsx'));
      areaSize.set(
        tag,
        [...modules]
          .filter((id) => id.startsWith(area))
          .reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0),
      );
    }
    reach = { firstLoad, reached, areaSize, inEntry: new Map() };
    reachByGraph.set(graph, reach);
  }
  return reach;
}

/** Whether an entry imports `moduleId` statically, through any chain of static imports. */
function inEntry(moduleId: string, graph: ModuleGraph, known: Map<string, boolean>): boolean {
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  let found = false;
  for (let id = queue.pop(); id !== undefined && !found; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    found = known.get(id) ?? info?.isEntry ?? false;
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  known.set(moduleId, found);
  return found;
}

/**
 * The chunk of a module in some element's first load, or null for code loaded later and for code
 * an entry imports itself (the host's shell), which the bundler keeps with that entry.
 */
export function firstLoadChunk(moduleId: string, graph: ModuleGraph): string | null {
  const reach = elementReach(graph);
  if (inEntry(moduleId, graph, reach.inEntry)) return null;
  const { firstLoad, reached, areaSize } = reach;
  const holders = [...firstLoad].filter(([, modules]) => modules.has(moduleId)).map(([tag]) => tag);
  const anchor = holders.sort(
    (a, b) => (areaSize.get(b) ?? 0) - (areaSize.get(a) ?? 0) || a.localeCompare(b),
  )[0];
  if (anchor === undefined) return null;
  if (holders.length > 1) return `${anchor}-common`;
  const reachers = [...reached].filter(([, modules]) => modules.has(moduleId));
  return reachers.length === 1 ? anchor : `${anchor}-shared`;
}

export const SHARED_CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    name: 'loader-shared',
    test: /vite[\\/]preload-helper|[\\/]elements[\\/]src[\\/](platform-preload|runtime[\\/]web-storage)\.ts$|[\\/]api[\\/]src[\\/]rules[\\/]brand\.ts$/,
    priority: 60,
  },
  {
    // The UI library's chunk, named for the API the source is written against; it holds Preact.
    name: 'react',
    test: /node_modules[\\/](preact|use-sync-external-store)[\\/]/,
    priority: 50,
  },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: 'runtime',
    // Not the read view, the form controller, the titled card and the skeleton lines with their
    // parts: the account areas use them, and an element that does not (the photo library first)
    // should not load them.
    test: /node_modules[\\/](zustand|zod|dequal|swr)[\\/]|[\\/]elements[\\/]src[\\/](runtime(?![\\/](form-controller|read-state)\.ts$)|ui(?![\\/](parts[\\/]|form-status\.tsx$|read-view\.tsx$|skeleton\.tsx$|titled-card\.tsx$))|themes|i18n)[\\/]/,
    priority: 10,
    includeDependenciesRecursively: true,
  },
  {
    name: firstLoadChunk,
    test: /[\\/]packages[\\/](api|elements)[\\/]src[\\/]|node_modules[\\/]/,
    priority: 5,
  },
  {
    // Below the first-load chunks: what the notices share with an element's first load stays there.
    name: 'photo-library-notices',
    test: /[\\/]photo-library[\\/](storage-notice|activation[\\/]activation|timeline[\\/]date-scrubber)\.tsx$/,
    priority: 4,
    includeDependenciesRecursively: true,
  },
];

/** A chunk's file name stem: an element's chunk is named for its tag ('account-overview'), not its file. */
export function chunkName(facadeModuleId: string | null): string {
  return facadeModuleId?.match(ELEMENT_ROOT)?.[1] ?? '[name]';
}
