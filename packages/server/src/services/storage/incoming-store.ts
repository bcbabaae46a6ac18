import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import type { MediaError } from '../../media/index.ts';
import { ContentTypeCheck, TYPE_CHECK_BYTES } from './content-type-check.ts';
import { isTusAnswer, refusalFor } from './tus-refusal.ts';

export interface IncomingStoreOptions {
  readonly directory: string;
  /** Called when the content of an upload is refused, after its files are removed. */
  readonly onRefused: (uploadId: string, refusal: MediaError) => Promise<void>;
}

/**
 * The tus file store of incoming uploads: `<folder>/<uploadId>` holds the bytes received so far (its
 * size is the upload's offset, so a restarted process resumes where the bytes end) and
 * `<uploadId>.json` the declared length and metadata. It adds the type check of
 * [Note: The type is checked as the first bytes arrive] to every write.
 */
export class IncomingStore extends FileStore {
  readonly #onRefused: IncomingStoreOptions['onRefused'];

  constructor(options: IncomingStoreOptions) {
    super({ directory: options.directory });
    // Every upload declares its length when it is created: the record reports that size, and a
    // length given later is a way round the size limit at creation. Expiry is the service's own (see
    // [Note: Incoming uploads survive a restart]): @tus/server's reads an upload's files again after
    // the last byte of a creation-with-upload, when they have become a photo and are gone.
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
    this.#onRefused = options.onRefused;
  }

  /** Where an upload's bytes are. */
  dataPath(uploadId: string): string {
    return join(this.directory, uploadId);
  }

  /** Removes an upload's files; files already gone are fine. */
  async discard(uploadId: string): Promise<void> {
    await rm(this.dataPath(uploadId), { force: true });
    await rm(`${this.dataPath(uploadId)}.json`, { force: true });
  }

  override async write(readable: Readable, uploadId: string, offset: number): Promise<number> {
    const upload = await this.getUpload(uploadId);
    const path = this.dataPath(uploadId);
    const needed = Math.min(TYPE_CHECK_BYTES, upload.size ?? TYPE_CHECK_BYTES);
    const check = offset < needed ? new ContentTypeCheck(await readStart(path, offset), needed) : null;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.byteLength;
        callback(null, chunk);
      },
    });
    const target = createWriteStream(path, { flags: 'r+', start: offset });
    // The request stream is piped into the check, not handed to `pipeline`, which would destroy it
    // on a refusal: @tus/server would then answer with that destruction, before the refused files
    // are removed, instead of with the refusal.
    const forwardError = (error: Error) => check?.destroy(error);
    readable.once('error', forwardError);
    try {
      await pipeline(check ? readable.pipe(check) : readable, counter, target);
    } catch (error) {
      if (check?.refusal) {
        await this.discard(uploadId);
        await this.#onRefused(uploadId, check.refusal);
        throw refusalFor(check.refusal);
      }
      throw isTusAnswer(error) ? error : ERRORS.FILE_WRITE_ERROR;
    } finally {
      readable.off('error', forwardError);
    }
    return offset + received;
  }
}

/** The first `length` bytes of a file. */
async function readStart(path: string, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array(0);
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await file.read(bytes, 0, length, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
