import type { FastifyInstance } from 'fastify';
import {
  answerNotBuilt,
  assetCacheControl,
  NO_CACHE,
  sendWebFile,
  type WildcardParams,
  webFilePath,
} from './web-files.ts';
import { isBuilt } from './web-roots.ts';

export const DEMO_PATH = '/demo';

/**
 * The demo pages shaped like a brand's CMS pages: `/demo/` (one index for every host; the page picks
 * the brand from the host name), `/demo/stripped.html`, `/faq`, and their files under `/demo/assets/`.
 */
export function registerDemoPages(app: FastifyInstance, root: string): void {
  const what = 'The demo pages';
  // The pages load their assets relative to `/demo/`, which `/demo` without its slash would break.
  app.get(DEMO_PATH, async (request, reply) =>
    reply.redirect(request.url.replace(DEMO_PATH, `${DEMO_PATH}/`), 301),
  );

  app.get<{ Params: WildcardParams }>(`${DEMO_PATH}/*`, async (request, reply) => {
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    const requested = request.params['*'];
    const path = requested === '' ? 'index.html' : webFilePath(requested);
    if (!path) return reply.callNotFound();
    const cacheControl = path.startsWith('assets/') ? assetCacheControl(path) : NO_CACHE;
    return sendWebFile(reply, root, path, cacheControl);
  });

  app.get('/faq', async (request, reply) => {
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    return sendWebFile(reply, root, 'faq.html', NO_CACHE);
  });
}
