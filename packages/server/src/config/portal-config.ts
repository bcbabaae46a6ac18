import { DEFAULT_SITES, resolveSite } from '@portal/api/rules/brand';
import { FEATURE_FLAGS } from '@portal/api/rules/feature-flags';
import {
  DEFAULT_MENUS,
  DEFAULT_ROUTES,
  PortalConfig,
  PublicConfig,
  SERVICE_NAMES,
  type ServiceName,
} from '@portal/api/schemas/config';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, parseInput } from '../http/validation.ts';
import { varyOn } from '../http/vary.ts';

/**
 * [Note: Service prefixes]
 * Each reference service lives under `/services/<name in kebab case>` of this one process
 * (`sharedAlbums` -> `/services/shared-albums`). config.json gives them root-relative, so every brand
 * host of a deployment calls its own origin; production points each name at the retailer's service.
 */
export function servicePrefix(name: ServiceName): string {
  return `/services/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export const PUSH_SOCKET_PATH = '/push';
/** The reference consent script this process serves (see web/cookie-consent.js). */
export const COOKIE_CONSENT_PATH = '/cookie-consent.js';
export const TRANSFER_SOCKET_PATH = '/services/storage/transfer';
/** The prints editor's stand-in among the demo pages: it shows the photos a selection handed over. */
export const PRINTS_EDITOR_PATH = '/prints-editor';
/** The phone's upload page behind the QR code ([Note: Upload from a phone]). */
export const PHONE_UPLOAD_PATH = '/upload-from-phone';
export const PORTAL_CLIENT_ID = 'portal';
export const PORTAL_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** How long a page waits for the A/B testing service (its own service answers in milliseconds). */
export const AB_TEST_WAIT_MS = 1500;

export interface PortalConfigOptions {
  /** Where browsers reach this process; the identity issuer and absolute links are built from it. */
  readonly publicUrl: string;
  readonly issuer: string;
}

/** The embedded default's config.json: every service of this process, every flag on. */
export function buildPortalConfig({ publicUrl, issuer }: PortalConfigOptions): PortalConfig {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, { baseUrl: servicePrefix(name) }]),
  ) as PortalConfig['services'];
  return checkOutput(PortalConfig, {
    services,
    pushSocketUrl: PUSH_SOCKET_PATH,
    auth: {
      authority: issuer,
      clientId: PORTAL_CLIENT_ID,
      scopes: PORTAL_SCOPES,
      tokenEndpoint: `${issuer}/token`,
    },
    printsEditorUrl: PRINTS_EDITOR_PATH,
    storage: {
      apiUrl: servicePrefix('storage'),
      qrUploadBaseUrl: `${publicUrl}${PHONE_UPLOAD_PATH}`,
      transferSocketUrl: TRANSFER_SOCKET_PATH,
    },
    cookieConsentUrl: COOKIE_CONSENT_PATH,
    featureFlags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, defaultFlagValue(flag)])),
    abTestWaitMs: AB_TEST_WAIT_MS,
    sites: DEFAULT_SITES,
    routes: DEFAULT_ROUTES,
    menus: DEFAULT_MENUS,
  });
}

// The reference deployment shows everything it implements; the layout flags stay off so the
// standard layout is the default and `?stripped=true` or local storage switches them per visit.
function defaultFlagValue(flag: string): boolean {
  return flag !== 'HideHeaderNavigation' && flag !== 'StrippedLayout';
}

const PublicConfigQuery = z.object({ host: z.optional(z.string().check(z.minLength(1), z.maxLength(253))) });

/** Serves `/config.json` and the public config by host (account-portal §7 'Config'). */
export function registerPortalConfig(app: FastifyInstance, options: PortalConfigOptions): void {
  const config = buildPortalConfig(options);
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    varyOn(reply, 'Host');
    // The phone opens the code on the brand the customer is on, not on the portal's main address:
    // a brand's own host (a site of the table) gets its own page's address.
    // Loopback addresses are sent to the public URL (see [Note: One address for the portal on this machine]).
    const { hostname } = request;
    const site = resolveSite(hostname);
    const brandHost = site !== null && (!site.local || hostname.endsWith('.localhost'));
    if (!brandHost || hostname === new URL(options.publicUrl).hostname) return config;
    const qrUploadBaseUrl = `${request.protocol}://${request.host}${PHONE_UPLOAD_PATH}`;
    return { ...config, storage: { ...config.storage, qrUploadBaseUrl } };
  });
  app.get('/public-config', async (request) => {
    // Every site of the reference deployment shares the spec's table, and an unknown host gets it
    // too, so the query is only checked for shape.
    parseInput(PublicConfigQuery, request.query, 'query');
    return checkOutput(PublicConfig, { routes: config.routes, menus: config.menus });
  });
}
