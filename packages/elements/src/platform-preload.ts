import type { ServiceEndpoint } from '@portal/api/http';
import { resolveSite, type SiteLocale, siteLocale } from '@portal/api/rules/brand';
import { readStored } from './runtime/web-storage.ts';

/**
 * [Note: Config and catalogue alongside the code]
 * Before an element first renders, the page's platform needs config.json and the catalogue of the
 * page's language (runtime/platform.ts). Asked for by the runtime, they would start only once the
 * element's code (React, the runtime, the area) had arrived and run, and the first render would
 * wait for two more round trips after it. So the loader asks for both as soon as a portal tag first
 * appears, beside the import of the element's code, and the runtime takes their answers when it
 * creates the platform:
 * - The catalogue's language follows from the site, which the host name names in the built-in
 *   site table, and the visitor's choice kept in local storage, so both are asked for at once.
 *   Config may hold another site table; a wrong guess then costs only a request the runtime
 *   abandons before it asks for the right catalogue.
 * - They are plain GETs, without the HTTP helper's headers: on a page of another origin they need
 *   no preflight. The runtime parses each answer with the contract's schema as it would its own,
 *   and asks again the ordinary way when an early answer fails in any way (a network error, a
 *   status, the contract), so a failure is reported with a correlation id the server saw.
 * - Once the platform is being created (the host creates it before any element renders), the
 *   loader asks for nothing: the runtime has asked or will ask itself.
 * The answers are kept on the page under a symbol, as the platform is ([Note: The page's platform
 * is created once]), so a loader and a runtime from different bundles still meet.
 */

/** Local storage key of the locale a visitor chose on a site with several (Belgium: nl-BE, fr-BE). */
export const LOCALE_STORAGE_KEY = 'portal.locale';

/** A request the loader made for the runtime, and how to end it when the runtime asks for itself. */
export interface EarlyAnswer {
  readonly answer: Promise<Response>;
  readonly abandon: () => void;
}

/** The loader's early requests for the platform of `origin`. */
export interface PlatformPreload {
  readonly origin: string;
  readonly config: EarlyAnswer;
  readonly catalogue: PreloadedCatalogue;
}

export interface PreloadedCatalogue extends EarlyAnswer {
  readonly locale: SiteLocale;
}

interface PreloadSlot {
  /** The platform is being created: nothing more is preloaded. */
  closed: boolean;
  preload: PlatformPreload | null;
}

const PRELOAD_SLOT = Symbol.for('portal.platform-preload.v1');

function preloadSlot(): PreloadSlot {
  const page = globalThis as typeof globalThis & { [PRELOAD_SLOT]?: PreloadSlot };
  page[PRELOAD_SLOT] ??= { closed: false, preload: null };
  return page[PRELOAD_SLOT];
}

/** Starts the requests for config and the page's catalogue from `origin`, once per page. */
export function preloadPlatform(origin: string): void {
  const slot = preloadSlot();
  if (slot.closed || slot.preload !== null) return;
  const config = earlyRequest(`${origin}/config.json`);
  const locale = siteLocale(resolveSite(window.location.hostname)?.site ?? null, readChosenLocale());
  const catalogue = { locale, ...earlyRequest(`${origin}/locales/${locale}.json`) };
  slot.preload = { origin, config, catalogue };
}

function earlyRequest(url: string): EarlyAnswer {
  const controller = new AbortController();
  const answer = fetch(url, { signal: controller.signal });
  // Its failure is the runtime's to see, when it takes the answer; unused, it is no error.
  answer.catch(() => undefined);
  return { answer, abandon: () => controller.abort() };
}

/**
 * The runtime's side: takes the loader's requests for `origin` (null when there are none) and
 * closes the page to more. Requests for another origin are abandoned.
 */
export function takePlatformPreload(origin: string): PlatformPreload | null {
  const slot = preloadSlot();
  slot.closed = true;
  const { preload } = slot;
  slot.preload = null;
  if (preload === null || preload.origin === origin) return preload;
  preload.config.abandon();
  preload.catalogue.abandon();
  return null;
}

/**
 * `call` answered from `early` when it was asked for already (see [Note: Config and catalogue
 * alongside the code]): the call's own fetch is replaced by the early answer, so the contract's
 * checks stay the call's, and the call giving up (its timeout) ends the early request, its body
 * included. Should the call fail, the early request is abandoned and the call made again the
 * ordinary way.
 */
export async function withEarlyAnswer<T>(
  early: EarlyAnswer | undefined,
  endpoint: ServiceEndpoint,
  call: (endpoint: ServiceEndpoint) => Promise<T>,
): Promise<T> {
  if (early === undefined) return call(endpoint);
  const ordinaryFetch = endpoint.fetch ?? globalThis.fetch;
  let taken = false;
  const answeredEarly: typeof fetch = (input, init) => {
    if (taken) return ordinaryFetch(input, init);
    taken = true;
    const signal = init?.signal;
    if (signal?.aborted) early.abandon();
    signal?.addEventListener('abort', early.abandon, { once: true });
    return early.answer;
  };
  try {
    return await call({ ...endpoint, fetch: answeredEarly });
  } catch {
    early.abandon();
    return call(endpoint);
  }
}

/** The locale the visitor chose, kept in local storage (null when none, or storage is refused). */
export function readChosenLocale(): string | null {
  return readStored('local', LOCALE_STORAGE_KEY) ?? null;
}
