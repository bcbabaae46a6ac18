import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PHONE_UPLOAD_PATH, PUSH_SOCKET_PATH } from '../config/portal-config.ts';
import { ISSUER_PATH } from '../identity/protocol.ts';
import { registerCookieConsent } from './cookie-consent.ts';
import { DEMO_PATH, type NewsletterSignUp, registerDemoPages } from './demo-pages.ts';
import { ELEMENTS_PATH, registerElementsFiles } from './elements-files.ts';
import { registerHostPages } from './host-pages.ts';
import { LOCALES_PATH, registerLocaleCatalogues } from './locale-catalogues.ts';
import { redirectLoopbackPages } from './loopback-pages.ts';
import { registerPhoneUploadPage } from './phone-upload-page.ts';
import { defaultWebRoots, type WebRoots } from './web-roots.ts';

export { defaultWebRoots, type WebRoots } from './web-roots.ts';

/**
 * Paths the server answers itself: a request under one of them never gets the SPA's page (see
 * [Note: The portal's pages fall back to the host SPA]).
 */
const SERVER_PREFIXES = [
  '/services',
  ISSUER_PATH,
  ELEMENTS_PATH,
  DEMO_PATH,
  LOCALES_PATH,
  PUSH_SOCKET_PATH,
  PHONE_UPLOAD_PATH,
  '/mail',
  '/assets',
  '/health',
  '/config.json',
  '/public-config',
];

/**
 * Serves the built web files from this same process: the elements bundle, the demo pages, the locale
 * catalogues, the consent script and the host SPA (every other page path). Folders missing at start
 * are fine: their routes answer 503 until a build creates them.
 */
export interface WebFilesOptions {
  /** Where the built files are; each defaults to the workspace's own build output. */
  readonly roots?: Partial<WebRoots> | undefined;
  /** The demo pages' newsletter form; without it the form's route does not exist. */
  readonly newsletterSignUp?: NewsletterSignUp | undefined;
  /** Pages opened on a loopback IP address are sent here (see [Note: One address for the portal on this machine]). */
  readonly publicUrl?: string | undefined;
}

export async function registerWebFiles(app: FastifyInstance, options: WebFilesOptions = {}): Promise<void> {
  const { elements, host, demo, locales } = { ...defaultWebRoots(), ...options.roots };
  await app.register(async (web) => {
    if (options.publicUrl !== undefined) redirectLoopbackPages(web, options.publicUrl);
    // Only `reply.sendFile`: the routes below decide what each path serves. A built text file is
    // sent as its brotli or gzip copy when the browser accepts one (see [Note: Compressed once, at
    // build time] in packages/elements/scripts/precompress.ts), with `Vary: Accept-Encoding`.
    await web.register(fastifyStatic, { serve: false, preCompressed: true });
    registerElementsFiles(web, elements);
    registerDemoPages(web, demo, options.newsletterSignUp);
    registerLocaleCatalogues(web, locales);
    registerCookieConsent(web);
    registerPhoneUploadPage(web, { elements, locales });
    registerHostPages(web, host, SERVER_PREFIXES);
  });
}
