import type { FastifyInstance } from 'fastify';
import {
  acceptsHtml,
  answerNotBuilt,
  assetCacheControl,
  NO_CACHE,
  sendWebFile,
  type WildcardParams,
  webFilePath,
} from './web-files.ts';
import { isBuilt } from './web-roots.ts';

/**
 * [Note: The portal's pages fall back to the host SPA]
 * The host SPA owns the route table of account-portal §2, which comes from configuration, plus
 * `/auth/callback`; the server cannot list those paths. So every GET or HEAD that no other route
 * answers, whose path is outside the server's own prefixes and which a browser sends for a page
 * (it accepts `text/html`), answers the SPA's `index.html`, and the SPA routes on the client.
 * Anything else (a script asking for JSON, a path under `/services`) keeps the JSON 404, so a
 * mistyped service URL never looks like a page.
 */
export function registerHostPages(
  app: FastifyInstance,
  root: string,
  serverPrefixes: readonly string[],
): void {
  const what = "The portal's pages";
  app.get<{ Params: WildcardParams }>('/assets/*', async (request, reply) => {
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    const path = webFilePath(request.params['*']);
    if (!path) return reply.callNotFound();
    return sendWebFile(reply, root, `assets/${path}`, assetCacheControl(path));
  });

  const ownedByServer = (path: string) =>
    serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (ownedByServer(path) || !acceptsHtml(request)) return reply.callNotFound();
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    return sendWebFile(reply, root, 'index.html', NO_CACHE);
  });
}
