import type { FastifyInstance } from 'fastify';

/*
 * [Note: Every page runs under a strict policy]
 * The portal's pages (the host, the demo brand pages, the phone's upload page, the prints editor's
 * stand-in) keep a customer's tokens within reach of their scripts, so each is sent with a
 * Content-Security-Policy that lets no script run but the portal's own files: no inline script, no
 * eval, no plugin, no <base> that moves relative URLs, forms posting only to this origin and the
 * portal's public one (signing out posts to the identity provider: [Note: One click signs out]). Styles
 * come from the portal's files and from constructable stylesheets (which the policy does not
 * govern), never from inline <style> or style attributes in markup; images may come from this
 * origin and the portal's public one (signed photo links), data: and blob: URLs (a QR code, a
 * saved file) and any https: origin (the retailer's image servers for covers and thumbnails). Calls
 * and sockets go to this origin and the portal's public one (the identity provider). A page that sets its own, stricter policy (the identity provider's
 * sign-in, the mail page) keeps it.
 *
 * [Note: Every page refuses to be framed]
 * The portal keeps its tokens in cookies on the site's domain, so a page of it shown in another
 * site's frame could be clicked through by that site (clickjacking). Every HTML answer therefore
 * says it may be framed by its own origin only (`frame-ancestors 'self'`, and X-Frame-Options for
 * older browsers), sends the referrer to other sites as its origin only, and forbids type sniffing.
 */

/** Headers of every answer: nothing is sniffed into another type than it says. */
const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
};

/** Headers of every HTML page. */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // The portal asks for no device feature; a page that never asks cannot be tricked into asking.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
const FRAME_ANCESTORS = "frame-ancestors 'self'";

export interface PageHeaderOptions {
  /**
   * Origins besides the page's own that it calls, shows images from and posts forms to: the portal's
   * public origin, where a brand host's page renews its tokens and signs out, and whose signed links
   * its photos are.
   */
  readonly portalOrigins?: readonly string[];
  /** Sent over https: browsers are told to come back only over https for a year. */
  readonly https?: boolean;
}

/** The policy of every page that sets none of its own; see [Note: Every page runs under a strict policy]. */
export function pagePolicy(portalOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", ...portalOrigins, 'data:', 'blob:', 'https:'].join(' ')}`,
    `connect-src ${["'self'", ...portalOrigins].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...portalOrigins].join(' ')}`,
    FRAME_ANCESTORS,
  ].join('; ');
}

/** What browsers are told of a portal served over https: come back only over https, for a year. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Every header `registerPageHeaders` gives a page, with `policy` as its Content-Security-Policy, for
 * answers that never pass through Fastify's reply (the identity provider's, which writes to the raw
 * response itself): set them on the raw response first, and a page that sets its own replaces them.
 */
export function allPageHeaders(policy: string, options: PageHeaderOptions = {}): Record<string, string> {
  return {
    ...ANSWER_HEADERS,
    ...PAGE_HEADERS,
    'content-security-policy': policy,
    ...(options.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export function registerPageHeaders(app: FastifyInstance, options: PageHeaderOptions = {}): void {
  const policy = pagePolicy(options.portalOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(ANSWER_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (options.https && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const own = reply.getHeader('content-security-policy');
    if (own === undefined) reply.header('content-security-policy', policy);
    else if (!String(own).includes('frame-ancestors')) {
      reply.header('content-security-policy', `${String(own)}; ${FRAME_ANCESTORS}`);
    }
    return payload;
  });
}
