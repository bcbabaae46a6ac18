import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The route parameter of a `/prefix/*` route: the rest of the path, decoded. */
export interface WildcardParams {
  readonly '*': string;
}

/** Files whose name stays the same when their content changes: browsers check them every time. */
export const NO_CACHE = 'no-cache';
/** Files whose name changes with their content: cached for a year and never checked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The suffix of a file's precompressed copy. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * [Note: Hashed file names]
 * The build names chunks and assets `[name]-[hash].[ext]` with an eight-character hash. A word such
 * as `overview` has the same shape, so a name only counts as hashed when that part holds a digit or
 * a capital letter; a hash without one is simply served `no-cache`, which is always safe.
 */
const HASHED_NAME = /-([\w-]{8})(?:\.[a-z0-9]+)+$/;

export function carriesContentHash(fileName: string): boolean {
  const hash = HASHED_NAME.exec(fileName)?.[1];
  return hash !== undefined && /[A-Z0-9]/.test(hash);
}

/** Cache policy of a file under a build's assets folder (see [Note: Hashed file names]). */
export function assetCacheControl(fileName: string): string {
  return carriesContentHash(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * The requested path below a root, or undefined when it is not a plain path to a file there: no
 * `.` or `..` segment (also when sent encoded), no empty segment, no hidden file, no backslash.
 */
export function webFilePath(requested: string): string | undefined {
  const segments = requested.split('/');
  const plain = segments.every(
    (segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment),
  );
  // A compressed copy is only ever sent in place of its original, with its Content-Encoding.
  return plain && !COMPRESSED_COPY.test(requested) ? segments.join('/') : undefined;
}

/**
 * Streams one file of `root` with its content type and cache policy; validators (ETag,
 * Last-Modified), ranges and HEAD come from @fastify/static. A missing file answers the server's
 * JSON 404.
 */
export function sendWebFile(
  reply: FastifyReply,
  root: string,
  path: string,
  cacheControl: string,
): FastifyReply {
  return reply.sendFile(path, root, {
    contentType: false,
    cacheControl: false,
    onFile: (file) => {
      // The file sent may be the compressed copy (`.br`, `.gz`): its type is the original's.
      reply.header('content-type', contentTypeOf(file.replace(COMPRESSED_COPY, '')));
      reply.header('cache-control', cacheControl);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/** Whether the request names HTML among what it accepts, as a browser's page load does. */
export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/html' && !parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
  });
}

/**
 * 503 for a route whose web files are not built: a short page for a browser, `{ message }` for
 * anything else. The process keeps serving everything else.
 */
export function answerNotBuilt(request: FastifyRequest, reply: FastifyReply, what: string): FastifyReply {
  reply.status(503).header('cache-control', 'no-store');
  if (!acceptsHtml(request)) {
    return reply.send({
      message: `${what} are not built yet: run npm run build (npm start builds them first).`,
    });
  }
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Not built yet</title>
<p>${what} are not built yet: run <code>npm run build</code> (<code>npm start</code> builds them first).</p>
`);
}
