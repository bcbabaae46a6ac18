import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LocaleCatalogue, localeTag } from '@portal/api/schemas/config';
import type { FastifyInstance } from 'fastify';
import { checkOutput, HttpProblem, notFound } from '../http/validation.ts';
import { CompressedCache, sendCompressed } from './compressed-body.ts';
import { answerNotBuilt, NO_CACHE } from './web-files.ts';
import { isBuilt } from './web-roots.ts';

export const LOCALES_PATH = '/locales';

const CATALOGUE_FILE = /^(.+)\.json$/;

/**
 * `/locales/{locale}.json` (account-portal §7 'Config'): one i18next catalogue per locale, read from
 * the elements' sources, so an edited catalogue shows on the next page load; each version of a file
 * is checked and compressed once (brotli or gzip as the browser asks), not on every request. The
 * name must be a locale tag, which also keeps the file inside its folder. An element on a site's CMS
 * page of another origin reads them too (see [Note: Cross-origin elements]).
 */
export function registerLocaleCatalogues(app: FastifyInstance, root: string): void {
  const catalogues = new CompressedCache();
  app.get<{ Params: { file: string } }>(`${LOCALES_PATH}/:file`, async (request, reply) => {
    const locale = CATALOGUE_FILE.exec(request.params.file)?.[1];
    if (locale === undefined || !localeTag.safeParse(locale).success) {
      throw new HttpProblem(400, `Invalid locale file '${request.params.file}': expected {locale}.json`);
    }
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, 'The locale catalogues');
    const file = join(root, `${locale}.json`);
    const found = await stat(file).catch((error: unknown) => {
      if (isMissingFile(error)) return undefined;
      throw error;
    });
    if (found === undefined) throw notFound(`Locale ${locale}`);
    const body = await catalogues.get(file, `${found.size}:${found.mtimeMs}`, async () => {
      const catalogue = checkOutput(LocaleCatalogue, JSON.parse(await readFile(file, 'utf8')));
      return Buffer.from(JSON.stringify(catalogue));
    });
    reply.header('cache-control', NO_CACHE);
    return sendCompressed(request, reply, body, 'application/json; charset=utf-8');
  });
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
