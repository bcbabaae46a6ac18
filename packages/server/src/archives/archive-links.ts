import type { FastifyRequest } from 'fastify';
import { signedPath, verify } from '../blobs/signed-url.ts';
import { servicePrefix } from '../config/portal-config.ts';
import { HttpProblem } from '../http/validation.ts';
import type { ServiceContext } from '../services/context.ts';

/**
 * [Note: Where archive links point]
 * A signed link is served by the service that issued it, under that service's prefix:
 * `/services/downloads/archives/{downloadId}.zip` and
 * `/services/exports/archives/{backupId}/{iteration}.zip`. The browser knows a service only by its
 * base URL in config.json, so when the portal is pointed at the retailer's real download service,
 * the links it receives are that service's own, and nothing here has to move. Each kind has its
 * own path, so a signature for one download never opens another or an export chunk (see
 * [Note: What a signed link covers]).
 */

/** The route path, within the downloads service, of a download's zip. */
export const DOWNLOAD_ARCHIVE_ROUTE = '/archives/:downloadId.zip';
/** The route path, within the exports service, of one export chunk's zip. */
export const EXPORT_CHUNK_ARCHIVE_ROUTE = '/archives/:backupId/:iteration.zip';

export function downloadArchivePath(downloadId: string): string {
  return `${servicePrefix('downloads')}/archives/${encodeURIComponent(downloadId)}.zip`;
}

export function exportChunkArchivePath(backupId: string, iteration: number): string {
  return `${servicePrefix('exports')}/archives/${encodeURIComponent(backupId)}/${iteration}.zip`;
}

/** The absolute, signed link to `path`, valid until `expiresAt`. */
export function signedArchiveUrl(context: ServiceContext, path: string, expiresAt: Date | number): string {
  return `${context.publicUrl}${signedPath(path, expiresAt, context.urlSigningSecret)}`;
}

/**
 * Answers 403 unless the request carries a valid, unexpired signature for its own path. Run before
 * anything is read, so a forged link learns nothing, not even whether its id exists.
 */
export function requireSignedLink(request: FastifyRequest, context: ServiceContext): void {
  const [pathname = ''] = request.url.split('?');
  const check = verify(
    pathname,
    request.query as { expires?: unknown; signature?: unknown },
    context.urlSigningSecret,
  );
  if (check.valid) return;
  throw new HttpProblem(
    403,
    check.reason === 'expired' ? 'This download link has expired' : 'This download link is not valid',
  );
}
