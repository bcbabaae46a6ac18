import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { PRINTS_EDITOR_PATH } from '../config/portal-config.ts';
import { parseInput } from '../http/validation.ts';
import type { SubscriptionRequest } from '../services/newsletter/index.ts';
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
 * The demo site's account pages, each holding one element that owns every address below its path
 * (a reload or a deep link must find the page), by the file that is the page.
 */
export const DEMO_ACCOUNT_PAGES: Readonly<Record<string, string>> = {
  [`${DEMO_PATH}/orders`]: 'orders.html',
  [`${DEMO_PATH}/settings`]: 'settings.html',
  [`${DEMO_PATH}/my-photos`]: 'my-photos.html',
  // The other account areas share one page, which picks its element by the path.
  [`${DEMO_PATH}/saved-projects`]: 'account.html',
  [`${DEMO_PATH}/invoices`]: 'account.html',
  [`${DEMO_PATH}/online-products`]: 'account.html',
  [`${DEMO_PATH}/integration`]: 'account.html',
  [`${DEMO_PATH}/downloads`]: 'account.html',
};

/** Starts the newsletter's double opt-in for an address, as a brand site's own backend would. */
export type NewsletterSignUp = (email: string) => Promise<SubscriptionRequest>;

const NewsletterSignUpBody = z.object({ email: z.email() });

/*
 * [Note: The demo pages' newsletter sign-up]
 * A brand page's newsletter form belongs to the brand's CMS, whose backend starts the double opt-in
 * (see [Note: Subscribing is server-side]). The demo pages' backend is this process:
 * `POST /demo/newsletter` with `{ email }` starts it and answers 202 with what happened. Anyone may
 * call it, which would let anyone make this server mail any address, so it exists only while mail
 * stays on this machine (the embedded default, read on the local mail page): with SMTP configured
 * the route is not mounted and the form says it could not sign up.
 */

/**
 * The demo pages shaped like a brand's CMS pages: `/demo/` (one index for every host; the page picks
 * the brand from the host name), `/demo/stripped.html`, `/faq`, `/prints-editor`, the account pages
 * (DEMO_ACCOUNT_PAGES) and their files under `/demo/assets/`.
 */
export function registerDemoPages(app: FastifyInstance, root: string, signUp?: NewsletterSignUp): void {
  const what = 'The demo pages';
  if (signUp !== undefined) {
    app.post(`${DEMO_PATH}/newsletter`, async (request, reply) => {
      const { email } = parseInput(NewsletterSignUpBody, request.body, 'body');
      return reply.code(202).send({ outcome: await signUp(email) });
    });
  }
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

  for (const [path, file] of Object.entries(DEMO_ACCOUNT_PAGES)) {
    const accountPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
      return sendWebFile(reply, root, file, NO_CACHE);
    };
    app.get(path, accountPage);
    app.get(`${path}/*`, accountPage);
  }

  app.get('/faq', async (request, reply) => {
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    return sendWebFile(reply, root, 'faq.html', NO_CACHE);
  });

  // The prints editor's stand-in, where config's printsEditorUrl sends 'Order prints' (§2.9).
  app.get(PRINTS_EDITOR_PATH, async (request, reply) => {
    if (!(await isBuilt(root))) return answerNotBuilt(request, reply, what);
    return sendWebFile(reply, root, 'prints-editor.html', NO_CACHE);
  });
}
