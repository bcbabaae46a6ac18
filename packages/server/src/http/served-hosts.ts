import { resolveSite } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';

/**
 * [Note: Only the host names the portal serves]
 * A page on any site can make its visitor's browser talk to this server under the page's own
 * name: DNS rebinding points `evil.example` at this machine, and the browser, which sees one origin,
 * lets the page's script read the answers, the local mail page's included. What gives such a
 * request away is its host name, so the server answers only the names it serves: PUBLIC_URL's, the
 * sites' (every environment, with and without `www.`, as resolveSite reads them), and, only when
 * PUBLIC_URL is itself on this machine (development), `localhost`, its subdomains (the brands'
 * `*.localhost` names) and the loopback addresses. The name is the one the client asked for: a
 * trusted proxy's `X-Forwarded-Host`, else `Host` (Fastify's `request.hostname`). Any other answers
 * 421 before a route or a socket runs. `/health` answers any name: balancers and probes ask a
 * process by its address, and it tells nothing.
 */
export const MISDIRECTED_REQUEST = 421;
const ANY_HOST_PATHS: ReadonlySet<string> = new Set(['/health']);

/** Whether a URL's host name is this machine's: `localhost`, `*.localhost`, 127.0.0.0/8 or `[::1]`. */
export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** Whether the server answers requests for `hostname`, given its public URL's host name. */
export function isServedHost(hostname: string, publicHostname: string): boolean {
  const name = normalized(hostname);
  if (name === '') return false;
  if (name === publicHostname) return true;
  if (isLocalHostname(name)) return isLocalHostname(publicHostname);
  return resolveSite(name) !== null;
}

function normalized(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** Refuses every request for a host name the server does not serve; see [Note: Only the host names the portal serves]. */
export function registerServedHosts(app: FastifyInstance, publicUrl: string): void {
  const publicHostname = normalized(new URL(publicUrl).hostname);
  app.addHook('onRequest', async (request, reply) => {
    if (isServedHost(request.hostname, publicHostname)) return;
    if (ANY_HOST_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
    // A WebSocket upgrade's connection left the HTTP server when it asked to upgrade, so nothing
    // else closes it once it is answered.
    if (request.headers.upgrade !== undefined) reply.raw.once('finish', () => request.raw.socket.destroy());
    return reply
      .code(MISDIRECTED_REQUEST)
      .send({ message: 'This server does not answer for that host name' });
  });
}
