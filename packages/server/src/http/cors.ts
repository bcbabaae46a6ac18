import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { CORRELATION_ID_HEADER } from '@portal/api/http';
import { resolveSite } from '@portal/api/rules/brand';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * [Note: Cross-origin elements]
 * A brand's CMS page may load the elements from the portal's origin with one script tag
 * (`<script src="https://portal…/elements/loader.js">`). The element's code answers any origin
 * (web/elements-files.ts); what the element fetches next from the portal's origin answers the pages
 * of the sites: an origin whose host name is a site's in any environment, with or without `www.`,
 * and its `*.localhost` development name (resolveSite). That is the config, the public config, the
 * catalogues and every service. Services take bearer tokens, never cookies, so credentials are not
 * allowed; the correlation id header may be sent and read. Everything else (the identity provider,
 * which answers its own CORS for the portal client, the mail page, the web pages) stays same-origin.
 */
const CROSS_ORIGIN_PREFIXES = ['/config.json', '/public-config', '/locales/', '/services/'];

/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function isCrossOriginPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return CROSS_ORIGIN_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  );
}

/** Whether `origin` is a page of one of the sites (see [Note: Cross-origin elements]). */
export function isSiteOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return resolveSite(url.hostname) !== null;
}

function corsOptionsFor(request: FastifyRequest): FastifyCorsOptions {
  const origin = request.headers.origin;
  if (origin === undefined || !isCrossOriginPath(request.url) || !isSiteOrigin(origin))
    return { origin: false };
  return {
    origin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', CORRELATION_ID_HEADER],
    exposedHeaders: [CORRELATION_ID_HEADER],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  };
}

/** Answers cross-origin requests and preflights as [Note: Cross-origin elements] says. */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => callback(null, corsOptionsFor(request)),
  });
}
