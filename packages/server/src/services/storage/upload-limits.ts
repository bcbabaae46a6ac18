import { UPLOAD_LIMIT_STATUS, type UploadLimit, UploadLimitReached } from '@portal/api/schemas/uploads';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { checkOutput } from '../../http/validation.ts';
import { TusRefusal } from './tus-refusal.ts';
import type { Uploader } from './upload-transfers.ts';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/*
 * The caps of [Note: Unfinished uploads are bounded] in the contract, and why they are what they are.
 * Both upload pages send three photos at a time (UPLOAD_CONCURRENCY) and finish each before the
 * next, so a customer's unfinished uploads are the ones under way plus those a closed page or a
 * lost connection left behind, which stay resumable for a day; choosing the same file again
 * resumes its upload rather than making another. Twenty leaves room for several such breaks on
 * several devices. The bytes cap is ten files at the 200 MiB maximum, far beyond the few MB of a
 * phone's photo: it bounds the disk or bucket one account can hold with uploads it never finishes.
 * A phone's transfer code gets half of both: it stands for the customer without a sign-in, so a
 * code that leaks must not hold as much, and its uploads count towards the account's caps too.
 */

/** Unfinished uploads one account may have at once. */
export const MAX_UNFINISHED_UPLOADS_PER_ACCOUNT = 20;
/** The bytes the unfinished uploads of one account may declare together. */
export const MAX_PENDING_BYTES_PER_ACCOUNT = 2 * GIB;
/** Unfinished uploads begun with one transfer code at once. */
export const MAX_UNFINISHED_UPLOADS_PER_TRANSFER = 10;
/** The bytes the unfinished uploads of one transfer code may declare together. */
export const MAX_PENDING_BYTES_PER_TRANSFER = 1 * GIB;

/** A creation that would pass a cap: 429 with `UploadLimitReached` as its body. */
export class UploadLimitRefusal extends TusRefusal {
  constructor(limit: UploadLimit, message: string) {
    super(UPLOAD_LIMIT_STATUS, JSON.stringify(checkOutput(UploadLimitReached, { message, limit })));
    this.name = 'UploadLimitRefusal';
  }
}

/** The moment the caps are counted at, as ISO times. */
export interface CountedAt {
  readonly now: string;
  /** The creation time before which an unfinished upload has expired. */
  readonly resumableSince: string;
}

/**
 * Refuses a new upload of `size` bytes that would take the uploader past a cap.
 *
 * [Note: The caps are checked twice]
 * The endpoint checks first, before it hands the creation to tus, and answers a refusal itself as
 * the contract's JSON. That check alone could let creations racing each other pass a cap together,
 * so the caps are checked again in the transaction that writes the new upload's record, after
 * `lockUploadsOf`: racing creations are then counted one after the other. A creation refused
 * there is answered by tus, with the same body (as plain text: tus sets no other type).
 */
export async function checkUploadLimits(
  db: Kysely<Tables>,
  uploader: Uploader,
  size: number,
  at: CountedAt,
): Promise<void> {
  const account = await pendingUploads(db, uploader.accountId, null, at);
  refuseOver(account, size, {
    uploads: MAX_UNFINISHED_UPLOADS_PER_ACCOUNT,
    bytes: MAX_PENDING_BYTES_PER_ACCOUNT,
    holder: 'this account',
  });
  if (uploader.transferId === null) return;
  const transfer = await pendingUploads(db, uploader.accountId, uploader.transferId, at);
  refuseOver(transfer, size, {
    uploads: MAX_UNFINISHED_UPLOADS_PER_TRANSFER,
    bytes: MAX_PENDING_BYTES_PER_TRANSFER,
    holder: 'this transfer code',
  });
}

/**
 * Makes the account's creations wait for this transaction: on PostgreSQL its row is locked until
 * the transaction ends; SQLite writes one transaction at a time anyway.
 */
export async function lockUploadsOf(
  trx: Kysely<Tables>,
  dialect: Database['dialect'],
  accountId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
}

interface Pending {
  readonly uploads: number;
  readonly bytes: number;
}

function refuseOver(
  pending: Pending,
  size: number,
  caps: { readonly uploads: number; readonly bytes: number; readonly holder: string },
): void {
  if (pending.uploads >= caps.uploads) {
    throw new UploadLimitRefusal(
      'unfinished-uploads',
      `Too many unfinished uploads: ${caps.holder} may have ${caps.uploads} at a time. ` +
        'Finish or cancel one before starting another.',
    );
  }
  if (pending.bytes + size > caps.bytes) {
    throw new UploadLimitRefusal(
      'pending-bytes',
      `Too many bytes in unfinished uploads: those of ${caps.holder} may add up to ` +
        `${caps.bytes / GIB} GiB at a time. Finish or cancel some before starting another.`,
    );
  }
}

/**
 * The account's uploads that still hold or wait for bytes (of one transfer code, when given): those
 * receiving, not expired and not begun with a code that has ended, which can never go on.
 */
async function pendingUploads(
  db: Kysely<Tables>,
  accountId: string,
  transferId: string | null,
  at: CountedAt,
): Promise<Pending> {
  let query = db
    .selectFrom('uploads')
    .leftJoin('upload_transfers', 'upload_transfers.id', 'uploads.transfer_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('uploads'),
      eb.fn.sum<number | string | null>('uploads.size').as('bytes'),
    ])
    .where('uploads.owner_id', '=', accountId)
    .where('uploads.status', '=', 'uploading')
    .where('uploads.created_at', '>=', at.resumableSince)
    .where((eb) =>
      eb.or([eb('uploads.transfer_id', 'is', null), eb('upload_transfers.expires_at', '>', at.now)]),
    );
  if (transferId !== null) query = query.where('uploads.transfer_id', '=', transferId);
  const row = await query.executeTakeFirst();
  return { uploads: Number(row?.uploads ?? 0), bytes: Number(row?.bytes ?? 0) };
}
