import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveSite, siteLocale } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { PHONE_UPLOAD_PATH } from '../config/portal-config.ts';
import { ELEMENTS_PATH } from './elements-files.ts';
import { answerNotBuilt } from './web-files.ts';
import { isBuilt } from './web-roots.ts';

/** The page's title where its locale's catalogue cannot be read. */
const FALLBACK_TITLE = 'Upload to My photos';

/**
 * [Note: The phone's upload page is a page of its own]
 * The QR code opens `PHONE_UPLOAD_PATH` on a phone ([Note: Upload from a phone] in the contract).
 * It is not a route of the host SPA: nobody signs in there (the credential in the fragment does
 * instead), and a phone on a mobile connection should get only what uploading needs, which is the
 * elements' loader and `<phone-upload>`, not the shell, its menus and its session. The page is
 * in the language of the brand whose host it is opened on; the element brings the brand's look.
 * It is never cached or indexed, and sends no referrer.
 */
export function registerPhoneUploadPage(
  app: FastifyInstance,
  roots: { elements: string; locales: string },
): void {
  app.get(PHONE_UPLOAD_PATH, async (request, reply) => {
    if (!(await isBuilt(roots.elements))) return answerNotBuilt(request, reply, 'The upload page');
    const locale = siteLocale(resolveSite(request.hostname)?.site ?? null);
    const title = await catalogueTitle(roots.locales, locale);
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <script type="module" src="${ELEMENTS_PATH}/loader.js"></script>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <phone-upload></phone-upload>
  </body>
</html>
`;
  });
}

async function catalogueTitle(root: string, locale: string): Promise<string> {
  try {
    const catalogue = JSON.parse(await readFile(join(root, `${locale}.json`), 'utf8')) as {
      phoneUpload?: { title?: unknown };
    };
    const title = catalogue.phoneUpload?.title;
    return typeof title === 'string' && title !== '' ? title : FALLBACK_TITLE;
  } catch {
    return FALLBACK_TITLE;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
