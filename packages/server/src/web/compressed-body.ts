import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOn } from '../http/vary.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body as sent without encoding and in each encoding a browser may ask for. */
export interface CompressedBody {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The hash of the unencoded bytes; each encoding's ETag adds its name. */
  readonly hash: string;
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

export async function compressBody(identity: Buffer): Promise<CompressedBody> {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity,
    br,
    gzip: gz,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/**
 * Sends a body in the encoding the request accepts (brotli, then gzip, else none), with `Vary:
 * Accept-Encoding`, an ETag per encoding and 304 for a matching If-None-Match.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  contentType: string,
): FastifyReply {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
  const etag = `"${body.hash}-${encoding}"`;
  varyOn(reply, 'Accept-Encoding');
  reply.header('etag', etag).type(contentType);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}

/**
 * Each version of a value compressed once: a request for a version already seen is answered from
 * memory, requests that arrive together share one compression, and only the newest version of each
 * key is kept.
 */
export class CompressedCache {
  readonly #entries = new Map<string, { readonly version: string; readonly body: Promise<CompressedBody> }>();

  get(key: string, version: string, read: () => Promise<Buffer>): Promise<CompressedBody> {
    const cached = this.#entries.get(key);
    if (cached?.version === version) return cached.body;
    const body = read().then(compressBody);
    this.#entries.set(key, { version, body });
    body.catch(() => {
      if (this.#entries.get(key)?.body === body) this.#entries.delete(key);
    });
    return body;
  }
}
