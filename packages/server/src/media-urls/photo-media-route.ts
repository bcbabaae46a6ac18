import { id } from '@portal/api/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { verify } from '../blobs/signed-url.ts';
import { HttpProblem, notFound, parseInput } from '../http/validation.ts';
import type { ServiceContext } from '../services/context.ts';
import { readRange } from './byte-range.ts';
import { PHOTO_MEDIA_ROUTE } from './photo-media-links.ts';
import { displayThumbnail, storedThumbnails } from './stored-thumbnails.ts';

const MediaParams = z.object({
  photoId: id,
  variant: z.union([
    z.enum(['original', 'display']),
    z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,4}$/)), z.transform(Number)),
  ]),
});

/** Thumbnails are JPEGs, whatever the original was (see `media/image-pipeline.md`). */
const THUMBNAIL_TYPE = 'image/jpeg';

/**
 * `GET /services/photo/media/{photoId}/{variant}?expires&signature`: one variant of a photo, for
 * `<img>` tags and plain links (see [Note: Photo media links]). No bearer token: the signed path is
 * the permission. 403 for a link that is forged, altered or expired, checked before anything is
 * read; 404 when the photo was deleted since. Answers carry the blob's hash as `ETag` (a blob
 * never changes) and may be cached privately until the link expires; `Range` gives 206.
 */
export function registerPhotoMediaRoute(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  // HEAD is declared rather than derived from GET, whose derived handler would answer a body-less
  // reply with Content-Length 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: PHOTO_MEDIA_ROUTE,
    handler: async (request, reply) => {
      const expiresAt = requireSignedMediaLink(request, context);
      const { photoId, variant } = parseInput(MediaParams, request.params, 'params');
      const photo = await db
        .selectFrom('photos')
        .select(['blob_hash', 'mime_type', 'local_file_name', 'thumbnails'])
        .where('id', '=', photoId)
        .executeTakeFirst();
      if (!photo) throw notFound('Photo');

      let hash: string;
      let contentType = THUMBNAIL_TYPE;
      if (variant === 'original') {
        hash = photo.blob_hash;
        contentType = photo.mime_type;
        reply.header('Content-Disposition', attachment(photo.local_file_name));
      } else {
        const thumbnails = storedThumbnails(photo.thumbnails);
        const thumbnail =
          variant === 'display'
            ? displayThumbnail(thumbnails)
            : thumbnails.find((stored) => stored.size === variant);
        if (!thumbnail) throw notFound('Photo variant');
        hash = thumbnail.hash;
      }
      const stat = await context.blobs.stat(hash);
      if (!stat) throw notFound('Photo');

      const etag = `"${hash}"`;
      const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
      reply
        .header('Content-Type', contentType)
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('ETag', etag)
        .header('Accept-Ranges', 'bytes')
        .header('X-Content-Type-Options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? readRange(request.headers.range, stat.size)
          : ({ kind: 'whole' } as const);
      if (range.kind === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send();
      }
      if (range.kind === 'partial') {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('Content-Length', String(range.end - range.start + 1));
        return sendBlob(request, reply, () => context.blobs.get(hash, range));
      }
      reply.header('Content-Length', String(stat.size));
      return sendBlob(request, reply, () => context.blobs.get(hash));
    },
  });
}

/** Checks the link's signature; resolves its expiry (epoch ms) or answers 403. */
function requireSignedMediaLink(request: FastifyRequest, context: ServiceContext): number {
  const [pathname = ''] = request.url.split('?');
  const query = request.query as { expires?: unknown; signature?: unknown };
  const check = verify(pathname, query, context.urlSigningSecret);
  if (!check.valid) {
    throw new HttpProblem(
      403,
      check.reason === 'expired' ? 'This photo link has expired' : 'This photo link is not valid',
    );
  }
  return Number(query.expires) * 1000;
}

/** A HEAD answer has the headers only: the blob is not even opened. */
async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  open: () => Promise<NodeJS.ReadableStream>,
): Promise<FastifyReply> {
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await open());
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `attachment` with the file name twice: `filename*` in UTF-8 for browsers (every current one), and
 * a plain `filename` with anything outside printable ASCII replaced, for the rest (RFC 6266).
 */
export function attachment(fileName: string): string {
  const name = fileName.split(/[/\\]/).at(-1) || 'photo';
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
