import type { FastifyInstance } from 'fastify';
import { acceptsHtml } from './web-files.ts';

/**
 * [Note: One address for the portal on this machine]
 * The server listens on 127.0.0.1 while its public address (PUBLIC_URL) says `localhost`, so a
 * person may open either, or `[::1]`. The identity provider, the session's cookies and the brand
 * all hang on one origin: a sign-in started on `http://127.0.0.1:8080` would return to a callback
 * the provider does not know. So a page opened on a loopback IP address, where PUBLIC_URL names
 * another host of this machine, is redirected to the same path on PUBLIC_URL before anything runs.
 * Only page loads are redirected (a GET or HEAD that accepts HTML): scripts and the services keep
 * answering on every address.
 */
export function redirectLoopbackPages(app: FastifyInstance, publicUrl: string): void {
  const target = new URL(publicUrl);
  if (isLoopbackAddress(target.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const host = URL.parse(`http://${request.headers.host ?? ''}`)?.hostname;
    if (host === undefined || !isLoopbackAddress(host) || !acceptsHtml(request)) return;
    return reply.redirect(new URL(request.url, target).href, 302);
  });
}

/** 127.0.0.0/8 or ::1, as a URL's host name writes them. */
export function isLoopbackAddress(hostname: string): boolean {
  return /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}
