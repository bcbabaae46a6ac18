import type { FastifyInstance } from 'fastify';
import {
  answerNotBuilt,
  carriesContentHash,
  IMMUTABLE,
  NO_CACHE,
  sendWebFile,
  type WildcardParams,
  webFilePath,
} from './web-files.ts';
import { isBuilt } from './web-roots.ts';

export const ELEMENTS_PATH = '/elements';

/**
 * `/elements/*`: the bundle a CMS page loads with one script tag. `loader.js` and
 * `custom-elements.json` keep their names across releases, so browsers check them every time; the
 * chunks they pull in carry a content hash and are cached for good (see [Note: Hashed file names]).
 * Brand CMS pages live on other origins and load these files as module scripts, which browsers
 * fetch with CORS: every answer allows any origin (the files are public and sent without cookies).
 */
export function registerElementsFiles(app: FastifyInstance, root: string): void {
  app.get<{ Params: WildcardParams }>(`${ELEMENTS_PATH}/*`, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, 'The elements');
    const path = webFilePath(request.params['*']);
    if (!path) return reply.callNotFound();
    return sendWebFile(reply, root, path, elementsCacheControl(path));
  });
}

function elementsCacheControl(path: string): string {
  return path.startsWith('chunks/') && carriesContentHash(path) ? IMMUTABLE : NO_CACHE;
}
