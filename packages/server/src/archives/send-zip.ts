import type { FastifyReply, FastifyRequest } from 'fastify';
import { archiveSize, createZipStream, type ZipEntry } from '../zips/zip-stream.ts';

/** Archive routes answer GET and HEAD themselves (see {@link sendZip}). */
export const ARCHIVE_METHODS = ['GET', 'HEAD'];

/**
 * Streams a stored zip of `entries` as an attachment named `fileName`. The length is exact before
 * the first byte (stored entries), so the browser shows real progress. The archive is built anew at
 * each request from the originals; when the client goes away Fastify destroys the stream, which
 * closes the blob being read (see [Note: Zip streaming back-pressure and abort]).
 *
 * A HEAD request gets the same headers and no stream at all: Fastify's automatic HEAD route would
 * build the archive and read it to the end only to throw it away, gigabytes for an export chunk.
 */
export function sendZip(
  request: FastifyRequest,
  reply: FastifyReply,
  entries: readonly ZipEntry[],
  fileName: string,
): FastifyReply {
  const head = request.method === 'HEAD';
  const zip = head ? undefined : createZipStream(entries);
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Length', String(zip?.size ?? archiveSize(entries)))
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store');
  return zip ? reply.send(zip.stream) : reply.send();
}
