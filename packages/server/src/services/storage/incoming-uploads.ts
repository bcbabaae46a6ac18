import { AcceptedUploadType, TusUploadMetadata } from '@portal/api/schemas/uploads';
import type { Locker, Upload as TusUpload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/database.ts';
import type { UploadsTable } from '../../db/photo-library-tables.ts';
import { INGEST_FAILED_MESSAGE, type IngestResult, ingestPhotoFile } from '../../ingest/index.ts';
import { MediaError } from '../../media/index.ts';
import { emptyFile, unsupportedType } from '../../media/media-error.ts';
import { cleanUploadFileName } from '../../media/photo-file-name.ts';
import type { ServiceContext } from '../context.ts';
import { type IncomingStore, type IncomingStoreOptions, incomingStoreFor } from './incoming-store.ts';
import { refusalFor, TusRefusal } from './tus-refusal.ts';
import { UploadLeases } from './upload-leases.ts';
import { type CountedAt, checkUploadLimits, lockUploadsOf } from './upload-limits.ts';
import type { Uploader } from './upload-transfers.ts';

/**
 * The largest file accepted: 200 MiB. Phones write photos of a few MB (a 200-megapixel HEIC is 2.4
 * MB, a JPEG of it some tens of MB); anything larger is not a photo from a phone or camera, and a
 * limit keeps one upload from filling the disk.
 */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

const HOUR_MS = 60 * 60 * 1000;

/** How long an unfinished upload may be resumed after its creation. */
export const INCOMPLETE_UPLOAD_LIFETIME_MS = 24 * HOUR_MS;

/** How often expired and orphaned incoming files are looked for. */
export const SWEEP_INTERVAL_MS = HOUR_MS;

export const EXPIRED_UPLOAD_MESSAGE =
  'The upload was not finished within 24 hours; please upload the photo again';

export const TRANSFER_ENDED_MESSAGE =
  'The transfer code this upload was begun with has ended; show a new code and upload the photo again';

/**
 * [Note: Incoming uploads survive a restart]
 * An unfinished upload is kept, so that a client resumes it after the connection or the server went
 * away: its bytes are stored (in the data folder or the bucket) and its offset is their length, so a
 * restarted process answers HEAD with the offset where the bytes end. It may be resumed for 24 hours
 * after its creation; then its requests answer 410 Gone, and the sweep (at start-up and every hour)
 * removes its bytes and marks the record failed. An upload whose photo was being made when the
 * process stopped is still `processing` with all its bytes stored: it is ingested again at start-up
 * (see [Note: A photo is visible only when its blobs are durable]). Where the processes share the
 * uploads, a process starting while another makes that photo leaves it to the other (its `ingest:`
 * lease is held); if the other stopped, its lease runs out and the photo is made by the look taken
 * again 16 s after start-up, or hourly. Bytes whose record is finished or gone (the
 * account was deleted) are removed by the sweep, and so are those of uploads begun with a transfer
 * code that has ended (see [Note: A transfer credential uploads and nothing else]).
 */
export class IncomingUploads {
  readonly store: IncomingStore;
  /** The lock of an upload's requests: shared by the processes when its bytes are; else tus's own. */
  readonly locker: Locker | undefined;
  /** Set when the bytes are shared by every process, and so are the locks on them. */
  readonly #leases: UploadLeases | undefined;
  readonly #context: ServiceContext;
  readonly #log: FastifyBaseLogger;

  constructor(
    context: ServiceContext,
    log: FastifyBaseLogger,
    openStore: (options: IncomingStoreOptions) => IncomingStore,
  ) {
    this.#context = context;
    this.#log = log;
    this.store = openStore({ onRefused: (uploadId, refusal) => this.#markFailed(uploadId, refusal.message) });
    this.#leases = this.store.shared ? new UploadLeases(context.database.db) : undefined;
    this.locker = this.#leases?.locker();
  }

  /** The incoming uploads where the settings keep them (see `incomingStoreFor`). */
  static async open(context: ServiceContext, log: FastifyBaseLogger): Promise<IncomingUploads> {
    return new IncomingUploads(context, log, await incomingStoreFor(context));
  }

  /**
   * Checks a new upload's declared length and metadata and writes its record, before any byte is
   * stored. Refuses with 415 a declared type the upload dialog does not offer, and with 429 an
   * upload past the uploader's caps ([Note: Unfinished uploads are bounded] in the contract).
   */
  async create(uploader: Uploader, upload: TusUpload): Promise<void> {
    if (upload.size === 0) throw refusalFor(emptyFile());
    const metadata = upload.metadata ?? {};
    if (metadata.filetype !== undefined && !AcceptedUploadType.safeParse(metadata.filetype).success) {
      throw refusalFor(unsupportedType());
    }
    const parsed = TusUploadMetadata.safeParse(metadata);
    if (!parsed.success || upload.size === undefined) {
      throw new TusRefusal(400, 'Upload-Metadata must give the file name (filename) and type (filetype)');
    }
    const size = upload.size;
    const { db, dialect } = this.#context.database;
    const { now, resumableSince } = countedNow();
    await db.transaction().execute(async (trx) => {
      // See [Note: The caps are checked twice].
      await lockUploadsOf(trx, dialect, uploader.accountId);
      await checkUploadLimits(trx, uploader, size, { now, resumableSince });
      await trx
        .insertInto('uploads')
        .values({
          id: upload.id,
          owner_id: uploader.accountId,
          file_name: cleanUploadFileName(parsed.data.filename),
          file_type: parsed.data.filetype,
          size,
          status: 'uploading',
          photo_id: null,
          error: null,
          transfer_id: uploader.transferId,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  }

  /**
   * Refuses, before tus reads the creation, an upload of `size` bytes past the uploader's caps
   * ([Note: The caps are checked twice]).
   */
  async checkLimits(uploader: Uploader, size: number): Promise<void> {
    await checkUploadLimits(this.#context.database.db, uploader, size, countedNow());
  }

  /**
   * Ends the unfinished uploads begun with transfer codes that have ended (every such code, or
   * those of `transferIds`): their records say why, then their bytes are discarded. The record
   * goes first, so a request arriving in between is answered 410 from it rather than failing to
   * write to bytes that are gone.
   */
  async endTransferUploads(transferIds?: readonly string[], now = Date.now()): Promise<void> {
    if (transferIds?.length === 0) return;
    let query = this.#context.database.db
      .selectFrom('uploads')
      .innerJoin('upload_transfers', 'upload_transfers.id', 'uploads.transfer_id')
      .select('uploads.id')
      .where('uploads.status', '=', 'uploading')
      .where('upload_transfers.expires_at', '<=', new Date(now).toISOString());
    if (transferIds !== undefined) query = query.where('uploads.transfer_id', 'in', transferIds);
    for (const { id } of await query.execute()) {
      await this.#markFailed(id, TRANSFER_ENDED_MESSAGE, 'uploading');
      await this.store.discard(id);
    }
  }

  /**
   * Makes the photo of an upload whose bytes are all in. Resolves what the photo is; rejects with
   * the answer to give when the file is refused or cannot be stored. The incoming files are removed
   * whatever happens.
   */
  async finish(uploadId: string): Promise<IngestResult> {
    const making = new TusRefusal(423, 'The photo is being made from this upload');
    return this.#whileMaking(uploadId, making, async () => {
      const row = await this.#context.database.db
        .updateTable('uploads')
        .set({ status: 'processing', updated_at: nowIso() })
        .where('id', '=', uploadId)
        .where('status', '=', 'uploading')
        .returning(['id', 'owner_id', 'file_name'])
        .executeTakeFirst();
      // Only the request that wrote the last byte moves the record on; one that lost a race leaves it.
      if (!row) throw making;
      return this.#ingest(row);
    });
  }

  /**
   * Runs `make` holding the upload's `ingest:` lease when the processes share the uploads, so that
   * one process at a time makes its photo; `taken` is thrown when another holds it.
   */
  async #whileMaking<T>(uploadId: string, taken: Error, make: () => Promise<T>): Promise<T> {
    if (this.#leases === undefined) return make();
    // Nothing asks an ingest to stop: a request that finds it running answers 423.
    const held = await this.#leases.tryTake(`ingest:${uploadId}`, () => undefined);
    if (held === undefined) throw taken;
    try {
      return await make();
    } finally {
      await held.release();
    }
  }

  /** Whether an unfinished upload created at `createdAt` may no longer be resumed. */
  static hasExpired(createdAt: string, now = Date.now()): boolean {
    return Date.parse(createdAt) < now - INCOMPLETE_UPLOAD_LIFETIME_MS;
  }

  /** Removes expired and orphaned incoming uploads; see [Note: Incoming uploads survive a restart]. */
  async sweep(now = Date.now()): Promise<void> {
    const { db } = this.#context.database;
    const expiredBefore = new Date(now - INCOMPLETE_UPLOAD_LIFETIME_MS).toISOString();
    const expired = await db
      .selectFrom('uploads')
      .select('id')
      .where('status', '=', 'uploading')
      .where('created_at', '<', expiredBefore)
      .execute();
    for (const { id } of expired) {
      await this.store.discard(id);
      await this.#markFailed(id, EXPIRED_UPLOAD_MESSAGE, 'uploading');
    }
    await this.endTransferUploads(undefined, now);
    // Listed before the records are read: a record is written before its files, so every file
    // listed here has its record already, unless it is finished or gone.
    const listed = await this.store.listIds();
    if (listed.length === 0) return;
    const live = new Set(
      (
        await db
          .selectFrom('uploads')
          .select('id')
          .where('id', 'in', listed)
          .where('status', 'in', ['uploading', 'processing'])
          .execute()
      ).map((upload) => upload.id),
    );
    for (const id of listed) {
      if (!live.has(id)) await this.store.discard(id);
    }
  }

  /** Ingests again the uploads whose photo was being made when a process stopped. */
  async resumeInterrupted(): Promise<void> {
    const interrupted = await this.#context.database.db
      .selectFrom('uploads')
      .select(['id', 'owner_id', 'file_name', 'size'])
      .where('status', '=', 'processing')
      .execute();
    const busy = new Error('Another process is making this photo');
    for (const upload of interrupted) {
      await this.#whileMaking(upload.id, busy, async () => {
        if ((await this.store.received(upload.id)) !== upload.size) {
          await this.store.discard(upload.id);
          await this.#markFailed(upload.id, INGEST_FAILED_MESSAGE, 'processing');
          return;
        }
        await this.#ingest(upload);
      }).catch((error: unknown) => {
        // A refusal is in the record, and nobody is waiting for an answer; a photo another
        // process is making is that process's.
        if (error !== busy && !(error instanceof TusRefusal)) throw error;
      });
    }
  }

  async #ingest(upload: Pick<UploadsTable, 'id' | 'owner_id' | 'file_name'>): Promise<IngestResult> {
    try {
      return await this.store.withFile(upload.id, (filePath) =>
        ingestPhotoFile(this.#context, {
          ownerId: upload.owner_id,
          fileName: upload.file_name,
          uploadId: upload.id,
          filePath,
        }),
      );
    } catch (error) {
      if (error instanceof MediaError) throw refusalFor(error);
      this.#log.error({ err: error, uploadId: upload.id }, 'upload could not be stored');
      throw new TusRefusal(500, INGEST_FAILED_MESSAGE);
    } finally {
      await this.store.discard(upload.id);
    }
  }

  async #markFailed(
    uploadId: string,
    message: string,
    from: UploadsTable['status'] = 'uploading',
  ): Promise<void> {
    await this.#context.database.db
      .updateTable('uploads')
      .set({ status: 'failed', error: message, updated_at: nowIso() })
      .where('id', '=', uploadId)
      .where('status', '=', from)
      .execute();
  }
}

/** Now, and the creation time before which an unfinished upload has expired. */
function countedNow(at = Date.now()): CountedAt {
  return {
    now: new Date(at).toISOString(),
    resumableSince: new Date(at - INCOMPLETE_UPLOAD_LIFETIME_MS).toISOString(),
  };
}
