import type { FastifyInstance } from 'fastify';

/**
 * [Note: Every page refuses to be framed]
 * The portal keeps its tokens in cookies on the site's domain, so a page of it shown in another
 * site's frame could be clicked through by that site (clickjacking). Every HTML answer therefore
 * says it may be framed by its own origin only (`frame-ancestors 'self'`, and X-Frame-Options for
 * older browsers), sends the referrer to other sites as its origin only, and forbids type sniffing.
 * A page that sets a stricter policy itself (the identity provider's, the mail page's) keeps it.
 */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};
const FRAME_ANCESTORS = "frame-ancestors 'self'";

export function registerPageHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const policy = reply.getHeader('content-security-policy');
    if (policy === undefined) reply.header('content-security-policy', FRAME_ANCESTORS);
    else if (!String(policy).includes('frame-ancestors')) {
      reply.header('content-security-policy', `${String(policy)}; ${FRAME_ANCESTORS}`);
    }
    return payload;
  });
}
