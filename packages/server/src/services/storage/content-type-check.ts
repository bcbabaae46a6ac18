import { Transform, type TransformCallback } from 'node:stream';
import { detectImageType, type MediaError } from '../../media/index.ts';
import { unsupportedType } from '../../media/media-error.ts';

/** As many leading bytes as the image pipeline reads to tell a file's type. */
export const TYPE_CHECK_BYTES = 4096;

/**
 * Passes an upload's bytes through, holding back the first ones until the file's type can be told
 * from them, and fails with the pipeline's `unsupported-type` error, having passed nothing on, when
 * they are not a JPEG, PNG or HEIC.
 *
 * [Note: The type is checked as the first bytes arrive]
 * The upload dialog only offers JPEG, PNG and HEIC, but the name and the declared type prove
 * nothing, so the content decides: once the first `needed` bytes of the file are in (those stored
 * by an earlier request, `stored`, and those arriving now), they are checked. A file that is not a
 * photo is refused then, before anything of it is written, instead of after up to 200 MiB. A
 * request that ends before enough bytes are in passes what it holds on undecided; the next request
 * of the upload decides. The full check (the picture itself) comes when the upload is complete.
 */
export class ContentTypeCheck extends Transform {
  readonly #stored: Uint8Array;
  readonly #needed: number;
  #held: Buffer[] = [];
  #heldBytes = 0;
  #decided = false;
  /** The refusal the stream failed with, if it did. */
  refusal: MediaError | null = null;

  /**
   * @param stored the upload's bytes from its start that earlier requests stored
   * @param needed how many leading bytes decide: `TYPE_CHECK_BYTES`, or the whole file if smaller
   */
  constructor(stored: Uint8Array, needed: number) {
    super();
    this.#stored = stored;
    this.#needed = needed;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#decided) {
      callback(null, chunk);
      return;
    }
    this.#held.push(chunk);
    this.#heldBytes += chunk.byteLength;
    if (this.#stored.byteLength + this.#heldBytes < this.#needed) {
      callback();
      return;
    }
    this.#decided = true;
    const head = Buffer.concat([this.#stored, ...this.#held]).subarray(0, TYPE_CHECK_BYTES);
    if (detectImageType(head) === null) {
      this.refusal = unsupportedType();
      this.#held = [];
      callback(this.refusal);
      return;
    }
    this.#release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.#release();
    callback();
  }

  #release(): void {
    for (const chunk of this.#held) this.push(chunk);
    this.#held = [];
  }
}
