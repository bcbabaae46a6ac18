import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An export's chunk links are valid for 7 days (photo-library §2.8, §9). */
export const EXPORT_CHUNK_LINK_VALIDITY_MS = 7 * DAY_MS;

/**
 * A zip download's link. The portal fetches it the moment the archive is finished and starts the
 * download at once (photo-library §4), so the link only has to outlive that and a retry later the
 * same day; a shorter life means a link that leaks through a proxy log or a shared screen is
 * useless sooner. The archive itself stays listed and can be given a fresh link.
 */
export const DOWNLOAD_LINK_VALIDITY_MS = DAY_MS;

/** The two query parameters that make a path a signed link. */
export type SignedQuery = {
  /** Expiry, in whole seconds since the Unix epoch. */
  readonly expires: string;
  /** base64url HMAC-SHA256 of the path and `expires`. */
  readonly signature: string;
};

export type SigningSecret = string | Uint8Array;

export type SignatureCheck =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: 'malformed' | 'bad-signature' | 'expired' };

/**
 * Signs `path` until `expiresAt` (a Date or epoch milliseconds; rounded down to the second). The
 * result is the link's query: `new URLSearchParams(sign(...))`.
 *
 * [Note: What a signed link covers]
 * The signature covers the path and the expiry only: a route that serves signed links must take
 * everything it needs (download id, export id, chunk iteration) from the path, never from other
 * query parameters, which anyone may change. The path is the URL's pathname, not the origin, so a
 * link stays valid behind a proxy that rewrites the host. Each link kind has its own path, so a
 * signature for one resource never opens another.
 */
export function sign(path: string, expiresAt: Date | number, secret: SigningSecret): SignedQuery {
  assertPathname(path);
  const expiresMs = typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime();
  if (!Number.isFinite(expiresMs) || expiresMs < 0) {
    throw new RangeError(`A link expiry must be a time after 1970, got ${String(expiresAt)}`);
  }
  const expires = String(Math.floor(expiresMs / 1000));
  return { expires, signature: mac(path, expires, secret) };
}

/** `path` with its signed query appended: the part of a signed link after the origin. */
export function signedPath(path: string, expiresAt: Date | number, secret: SigningSecret): string {
  return `${path}?${new URLSearchParams(sign(path, expiresAt, secret))}`;
}

/**
 * Checks a request's `expires` and `signature` query parameters against its path. Takes the
 * parsed query as it comes (a repeated parameter arrives as an array and is malformed). An
 * authentic link past its expiry is reported as `expired`, so a route can say so; anything else
 * wrong is `malformed` or `bad-signature`.
 */
export function verify(
  path: string,
  query: { readonly expires?: unknown; readonly signature?: unknown },
  secret: SigningSecret,
  now: Date | number = Date.now(),
): SignatureCheck {
  const { expires, signature } = query;
  if (
    typeof expires !== 'string' ||
    typeof signature !== 'string' ||
    !EXPIRES.test(expires) ||
    !SIGNATURE.test(signature) ||
    path.includes('?')
  ) {
    return { valid: false, reason: 'malformed' };
  }
  // Comparing the encoded strings (not the decoded bytes) means exactly one spelling of a
  // signature is accepted; timingSafeEqual keeps the comparison from leaking a matching prefix.
  const expected = Buffer.from(mac(path, expires, secret));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { valid: false, reason: 'bad-signature' };
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (nowMs >= Number(expires) * 1000) return { valid: false, reason: 'expired' };
  return { valid: true };
}

/** Up to 12 digits: seconds until the year 33658, and never a number that loses precision. */
const EXPIRES = /^\d{1,12}$/;
/** 32 bytes of HMAC-SHA256 in unpadded base64url. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function mac(path: string, expires: string, secret: SigningSecret): string {
  // A newline cannot occur in a URL path, so the message splits into its two parts one way only.
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

function assertPathname(path: string): void {
  if (!path.startsWith('/') || path.includes('?') || path.includes('\n')) {
    throw new TypeError(
      `A signed link's path must be a URL pathname (starting with '/', no query), got '${path}'`,
    );
  }
}
