import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { COOKIE_CONSENT_PATH } from '../config/portal-config.ts';
import { NO_CACHE, sendWebFile } from './web-files.ts';

const SCRIPT_FOLDER = fileURLToPath(new URL('.', import.meta.url));

/** Serves the reference consent script config.json points at (what it provides: cookie-consent.js). */
export function registerCookieConsent(app: FastifyInstance): void {
  app.get(COOKIE_CONSENT_PATH, async (_request, reply) =>
    sendWebFile(reply, SCRIPT_FOLDER, 'cookie-consent.js', NO_CACHE),
  );
}
