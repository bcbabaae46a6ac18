import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish once the process is asked to stop, unless set. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * [Note: A stop never waits on a stalled client]
 * Closing the server waits for the requests under way, so a stop (SIGTERM from a deployment, Ctrl-C)
 * lets a download or an upload in flight finish. A client that stopped reading (a phone gone to
 * sleep mid-download) would hold the stop forever: after `SHUTDOWN_GRACE_MS` the connections still
 * open are cut, and their clients resume or try again as after any dropped connection.
 */
export function cutOffAfterGrace(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  const timer = setTimeout(() => {
    app.log.warn('connections still open after the grace period are closed');
    app.server.closeAllConnections();
  }, graceMs);
  timer.unref();
}
