import type { FastifyInstance } from 'fastify';

/**
 * [Note: Answers to a credential are never stored]
 * Whatever a request with an Authorization header is answered (a customer's orders, their photo
 * list, an upload's offset, or a 401 saying the token is refused) is that customer's, so no cache
 * may keep it: not a shared proxy, and not the browser's own cache, which a later user of the same
 * computer could read. Every such answer says `Cache-Control: no-store`. It is set on the raw
 * response before any route runs, so it also holds for the answers that leave Fastify's reply (tus
 * uploads), and a route's own stricter value (`private, no-store` on zips and PDFs) replaces it.
 *
 * What stays cacheable carries no credential: the signed links of photo media are the permission
 * themselves, and a thumbnail is cached (`private`, so only by the browser) until its link expires,
 * which is what lets the timeline scroll back without downloading every photo again; the bytes are
 * the same for whoever holds the link, and a cache cannot keep them past the link's expiry. The web
 * files and catalogues are the same for everyone.
 */
export function registerNoStoreForCredentials(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== undefined) reply.raw.setHeader('cache-control', 'no-store');
  });
}
