import type { MediaError } from '../../media/index.ts';

/**
 * An answer that ends a tus request: @tus/server sends `status_code` with `body` as the plain-text
 * answer, as it does for its own protocol errors.
 */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
    this.name = 'TusRefusal';
  }
}

/**
 * A file that is not a photo of an accepted type is 415 Unsupported Media Type; one that is, but is
 * empty, damaged or too large to decode, is 422 Unprocessable Content. The body is the pipeline's
 * message, which the upload preview can show as it is.
 */
export function refusalFor(error: MediaError): TusRefusal {
  return new TusRefusal(error.code === 'unsupported-type' ? 415 : 422, error.message);
}

/** Whether `error` already carries a tus answer (a refusal, or one of @tus/server's `ERRORS`). */
export function isTusAnswer(error: unknown): error is { status_code: number; body: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status_code' in error &&
    typeof error.status_code === 'number' &&
    'body' in error &&
    typeof error.body === 'string'
  );
}
