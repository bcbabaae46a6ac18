import { getConfig } from '@portal/api/clients/config';
import type { ServiceEndpoint, TokenProvider } from '@portal/api/http';
import { type ResolvedSite, resolveSite, type SiteLocale, siteLocale } from '@portal/api/rules/brand';
import { type FeatureFlag, resolveFeatureFlags } from '@portal/api/rules/feature-flags';
import type { PortalConfig, ServiceName } from '@portal/api/schemas/config';
import type { Cache, State } from 'swr';
import { createI18n, type I18n, isSiteLocale } from '../i18n/i18n.ts';
import {
  LOCALE_STORAGE_KEY,
  readChosenLocale,
  takePlatformPreload,
  withEarlyAnswer,
} from '../platform-preload.ts';
import { consoleReporter, type FailedAction, failureReport, type Reporter } from './reporter.ts';
import { type CookieJar, documentCookieJar } from './session/cookie-store.ts';
import { Session } from './session/session.ts';
import { memoryStorage, writeStored } from './web-storage.ts';

const forgetfulCookieJar: CookieJar = { read: () => '', write: () => undefined };

/**
 * Everything one page shares: the config (loaded once, account-portal §7), the site its host name
 * resolves to, the feature flags, the signed-in session, the translations and the failure reporter.
 * Elements and the host shell read it through `loadPlatform()`; per-element state lives in each
 * element's own stores (runtime/element-store.ts).
 */
export interface Platform {
  readonly config: PortalConfig;
  /** The origin config, catalogues and root-relative service URLs are read from. */
  readonly origin: string;
  readonly site: ResolvedSite | null;
  /** The browser refuses local storage or cookies: the page asks to enable them, nobody is signed in. */
  readonly siteDataBlocked: boolean;
  readonly flags: Readonly<Record<FeatureFlag, boolean>>;
  readonly session: Session;
  readonly i18n: I18n;
  /** The locale the page shows: the user's choice when the site offers it, else the site's. */
  readonly locale: () => SiteLocale;
  readonly setLocale: (locale: SiteLocale) => Promise<void>;
  readonly endpoint: (name: ServiceName) => ServiceEndpoint;
  /** The site origin itself, for config and catalogue calls. */
  readonly originEndpoint: ServiceEndpoint;
  readonly report: (action: FailedAction, error: unknown) => void;
  /** The answers of the services, shared by every element of the page (see [Note: One data cache per page]). */
  readonly dataCache: Cache;
}

export interface PortalSettings {
  /** Where config.json and the catalogues are read; default: the origin the loader came from. */
  readonly origin?: string;
  readonly reporter?: Reporter;
}

export { LOCALE_STORAGE_KEY };

/**
 * [Note: The page's platform is created once]
 * Config is loaded once per page (account-portal §7) and the session is the page's (see
 * [Note: One session per page]), so the platform is a page-wide singleton: the first element, or the
 * host, to ask creates it and everyone after gets the same promise. Settings given before that first
 * call (the host, or a page's `configurePortal`) decide its origin and reporter; nothing else about
 * it changes afterwards except the chosen locale.
 *
 * A page may hold two copies of the runtime (the host's bundle and the elements' loader from a CMS
 * snippet, or two releases during a deploy). They share one platform, and so one session and one
 * renewal timer, because it is kept on the page under a symbol with the platform's version, not in
 * this module: a copy whose Platform shape differs uses another version and keeps its own.
 */
interface PlatformSlot {
  settings: PortalSettings;
  platform: Promise<Platform> | null;
  reporter: Reporter;
}

const PLATFORM_SLOT = Symbol.for('portal.platform.v1');

function slot(): PlatformSlot {
  const page = globalThis as typeof globalThis & { [PLATFORM_SLOT]?: PlatformSlot };
  page[PLATFORM_SLOT] ??= { settings: {}, platform: null, reporter: consoleReporter };
  return page[PLATFORM_SLOT];
}

/** Sets the origin or reporter. The reporter may be replaced at any time; the origin only before loading. */
export function configurePortal(next: PortalSettings): void {
  const page = slot();
  page.settings = { ...page.settings, ...next };
  if (next.reporter !== undefined) page.reporter = next.reporter;
}

export function loadPlatform(defaultOrigin: string): Promise<Platform> {
  const page = slot();
  page.platform ??= createPlatform(page.settings.origin ?? defaultOrigin).catch((error: unknown) => {
    page.platform = null;
    throw error;
  });
  return page.platform;
}

/** Local storage and cookies both work (the session needs cookies, sign-in needs storage). */
export function siteDataWorks(): boolean {
  try {
    const probe = 'portal.probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    if (!navigator.cookieEnabled) return false;
    documentCookieJar.write(`${probe}=1; Path=/; SameSite=Lax`);
    const works = documentCookieJar.read().includes(`${probe}=1`);
    documentCookieJar.write(`${probe}=; Path=/; Max-Age=0; SameSite=Lax`);
    return works;
  } catch {
    return false;
  }
}

async function createPlatform(origin: string): Promise<Platform> {
  const siteDataBlocked = !siteDataWorks();
  const report = (action: FailedAction, error: unknown) => slot().reporter(failureReport(action, error));
  const originEndpoint: ServiceEndpoint = { baseUrl: origin };
  // Asked for by the loader beside the element's code: [Note: Config and catalogue alongside the code].
  const preload = takePlatformPreload(origin);
  let config: PortalConfig;
  try {
    config = await withEarlyAnswer(preload?.config, originEndpoint, getConfig);
  } catch (error) {
    report('LOAD_CONFIG_FAILED', error);
    throw error;
  }
  const site = resolveSite(window.location.hostname, config.sites);
  const i18n = await createI18n(
    originEndpoint,
    siteLocale(site?.site ?? null, siteDataBlocked ? null : readChosenLocale()),
    preload?.catalogue,
  );
  const session = new Session({
    auth: config.auth,
    location: window.location,
    // With site data blocked nothing is kept: the page shows the enable-cookies message instead.
    requestStorage: siteDataBlocked ? memoryStorage() : window.localStorage,
    ...(siteDataBlocked ? { cookieJar: forgetfulCookieJar } : {}),
    onError: (message, error) =>
      slot().reporter(failureReport('AUTH_FAILED', new Error(message, { cause: error }))),
    // The provider's pages then speak the language the visitor chose here (Belgium: nl-BE or fr-BE).
    language: () => i18n.language,
    beforeSignOut: () => revokeUploadTransfers(endpoint('storage'), report),
  });
  const services = config.services;
  const getToken: TokenProvider = (request) => session.getAccessToken(request);
  const endpoint = (name: ServiceName): ServiceEndpoint => ({
    baseUrl: new URL(services[name].baseUrl, origin).href,
    getToken,
  });
  const dataCache = accountDataCache(session);
  await session.start();
  return {
    config,
    origin,
    site,
    siteDataBlocked,
    flags: resolveFeatureFlags({
      config: config.featureFlags,
      host: window.location.hostname,
      storage: siteDataBlocked ? undefined : window.localStorage,
    }),
    session,
    i18n,
    locale: () => i18n.language,
    async setLocale(next) {
      if (!isSiteLocale(next)) return;
      // Refused, the choice lasts for this page only.
      writeStored('local', LOCALE_STORAGE_KEY, next);
      await i18n.changeLanguage(next);
    },
    endpoint,
    originEndpoint,
    report,
    dataCache,
  };
}

/** How long signing out waits for the phone codes to be revoked before it goes on regardless. */
const REVOKE_ON_SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * [Note: Signing out ends the phone codes]
 * A QR code for uploading from a phone stands for the customer without a sign-in
 * ([Note: Upload from a phone] in the contract), so signing out ends every code of the account,
 * and the uploads begun with them. The services cannot learn of a sign-out (the identity provider
 * ends its own session; access tokens are checked on their own until they expire), so the page
 * revokes the codes itself, with the access token, before it forgets the tokens. A service that
 * does not answer within REVOKE_ON_SIGN_OUT_TIMEOUT_MS does not hold the sign-out: its failure is
 * reported, and the codes end when they expire. The call's code loads only then.
 */
async function revokeUploadTransfers(
  storage: ServiceEndpoint,
  report: (action: FailedAction, error: unknown) => void,
): Promise<void> {
  const timeout = AbortSignal.timeout(REVOKE_ON_SIGN_OUT_TIMEOUT_MS);
  // The signal ends the request; the race also ends a wait for the token before it (a renewal).
  const timedOut = new Promise<never>((_, reject) =>
    timeout.addEventListener('abort', () => reject(timeout.reason), { once: true }),
  );
  try {
    const transfers = await import('@portal/api/clients/upload-transfers');
    await Promise.race([transfers.revokeUploadTransfers(storage, { signal: timeout }), timedOut]);
  } catch (error) {
    report('REVOKE_UPLOAD_TRANSFERS_FAILED', error);
  }
}

/**
 * [Note: One data cache per page]
 * Two elements of a page that read the same thing (the customer, the orders) read it once: SWR's
 * cache is the page's, not an element's, and outlives an element that is removed and added again
 * (the host renders a route's element anew on every visit). It holds one account's answers only:
 * when someone else signs in, or nobody is, it is emptied. Element state that is not the services'
 * data (selection, modals, toasts) stays in each element's own store.
 */
function accountDataCache(session: Session): Cache {
  const cache = new Map<string, State>();
  let accountId: string | null = null;
  session.subscribe((state) => {
    const next = state.status === 'signedIn' ? state.user.accountId : null;
    if (next !== accountId) cache.clear();
    accountId = next;
  });
  return cache;
}
