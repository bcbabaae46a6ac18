import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { CORRELATION_ID_HEADER } from '@portal/api/http';
import { resolveSite } from '@portal/api/rules/brand';
import { TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
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
 *
 * The storage service's tus endpoint (services/storage/tus-endpoint.ts) answers the same origins,
 * decided by `isSiteOrigin` in both places below. Its preflight is answered here, like every other
 * (Fastify's cors replies in its onRequest hook, before the route hands anything to tus), and allows
 * the headers a tus client sends: `Tus-Resumable`, `Upload-Length`, `Upload-Metadata`,
 * `Upload-Offset`, `Upload-Defer-Length`, `Upload-Concat` besides the usual three. Not
 * `X-HTTP-Method-Override` or `X-Requested-With`: tus-js-client sends neither as the elements use it
 * and @tus/server reads neither. The answers @tus/server writes itself on the raw response never
 * carry the headers Fastify's cors put on the reply (the reply is hijacked), so tus answers CORS for
 * those, with `allowedOrigins: isSiteOrigin` and the correlation id among its exposed headers (it
 * always exposes its own: `Location`, `Upload-Offset`, `Upload-Length`, `Tus-Resumable`, …). The
 * answers the endpoint sends through Fastify (refusals, an upload already in) get them from here,
 * which exposes what tus-js-client reads.
 */
const CROSS_ORIGIN_PREFIXES = ['/config.json', '/public-config', '/locales/', '/services/'];

/** How long a browser may reuse a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The headers a tus client sends besides `Authorization` and `Content-Type`. */
const TUS_REQUEST_HEADERS = [
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Offset',
  'Upload-Defer-Length',
  'Upload-Concat',
];

/** What tus-js-client reads of an answer. */
const TUS_RESPONSE_HEADERS = ['Location', 'Upload-Offset', 'Upload-Length', 'Tus-Resumable'];

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '';
}

/** Whether `url` is the storage service's tus endpoint or one of its uploads. */
function isTusPath(url: string): boolean {
  const endpoint = `/services/storage${TUS_ENDPOINT_PATH}`;
  const path = pathOf(url);
  return path === endpoint || path.startsWith(`${endpoint}/`);
}

function isCrossOriginPath(url: string): boolean {
  const path = pathOf(url);
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
  const tus = isTusPath(request.url);
  return {
    origin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      CORRELATION_ID_HEADER,
      ...(tus ? TUS_REQUEST_HEADERS : []),
    ],
    exposedHeaders: [CORRELATION_ID_HEADER, ...(tus ? TUS_RESPONSE_HEADERS : [])],
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
