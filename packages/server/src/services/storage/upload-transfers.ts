import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { id } from '@portal/api/schemas/common';
import {
  CurrentUploadTransfer,
  UPLOAD_TRANSFER_LIFETIME_MS,
  UPLOAD_TRANSFER_TOKEN_PREFIX,
  UploadTransfer,
} from '@portal/api/schemas/upload-transfers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Tables } from '../../db/tables.ts';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import { findActiveAccount } from '../../identity/accounts.ts';
import { UnauthorizedError } from '../../identity/require-user.ts';
import type { ServiceContext } from '../context.ts';
import type { IncomingUploads } from './incoming-uploads.ts';

/**
 * A transfer is kept this long after its code ended: its credential may still read back the
 * records of the uploads it made and is told 410 for those it had not finished. Then the sweep
 * forgets the transfer and its credential stops working altogether (401).
 */
const TRANSFER_KEPT_MS = 24 * 60 * 60 * 1000;

const TransferParams = z.object({ transferId: id });

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Who an upload request speaks for: the customer with their own token, or a phone with a transfer's
 * credential ([Note: Upload from a phone] in the contract), which acts for the same account but
 * only on the uploads it made itself.
 */
export interface Uploader {
  readonly accountId: string;
  /** The transfer whose credential came with the request; null for the customer's own token. */
  readonly transferId: string | null;
}

/**
 * [Note: A transfer credential uploads and nothing else]
 * The credential a QR code carries stands for the customer for 30 minutes, so what it can do is
 * kept small: only the tus endpoint, the upload records and `GET /upload-transfers/current` accept
 * it (through `requireUploader`); every other route checks tokens with `requireUser`, whose
 * verifier refuses it like any unknown token. With it, new uploads are made only before the code
 * ends (it expires, or the customer revokes it), and only within the caps of [Note: Unfinished
 * uploads are bounded]; an upload it started ends with the code: from then its HEAD and PATCH
 * answer 410, whoever asks, and its bytes are discarded (at once on a revocation or at the next
 * request, else by the hourly sweep). Its records may be read back for as long as the transfer is
 * kept, and it never sees the account's other uploads. Only its SHA-256 is stored.
 */
export async function requireUploader(
  context: ServiceContext,
  request: FastifyRequest,
  use: 'create' | 'continue',
): Promise<Uploader> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token?.startsWith(UPLOAD_TRANSFER_TOKEN_PREFIX)) {
    const transfer = await findTransferByToken(context, token);
    if (transfer === undefined) throw new UnauthorizedError();
    if (use === 'create' && Date.parse(transfer.expires_at) <= Date.now()) throw new UnauthorizedError();
    return { accountId: transfer.owner_id, transferId: transfer.id };
  }
  const user = await context.auth.requireUser(request);
  return { accountId: user.subject, transferId: null };
}

async function findTransferByToken(context: ServiceContext, token: string) {
  const row = await context.database.db
    .selectFrom('upload_transfers')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  // The account may have been deleted since: its transfers go with it, but not in the same instant.
  if (row === undefined || !(await findActiveAccount(context.database, row.owner_id))) return undefined;
  return row;
}

/** Whether the account may watch the transfer on the transfer socket: its own, code not expired. */
export async function mayWatchTransfer(db: Kysely<Tables>, accountId: string, transferId: string) {
  const row = await db
    .selectFrom('upload_transfers')
    .select('expires_at')
    .where('id', '=', transferId)
    .where('owner_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined && Date.parse(row.expires_at) > Date.now();
}

/**
 * Whether the code an upload was begun with has ended: expired, revoked, or forgotten by the sweep.
 */
export async function transferHasEnded(db: Kysely<Tables>, transferId: string, now = Date.now()) {
  const row = await db
    .selectFrom('upload_transfers')
    .select('expires_at')
    .where('id', '=', transferId)
    .executeTakeFirst();
  return row === undefined || Date.parse(row.expires_at) <= now;
}

/** Forgets transfers whose code expired a day ago; their uploads keep their photos. */
export async function sweepUploadTransfers(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  const before = new Date(now - TRANSFER_KEPT_MS).toISOString();
  await db.deleteFrom('upload_transfers').where('expires_at', '<', before).execute();
}

/**
 * `POST /upload-transfers`, `GET /upload-transfers/current`, and the revocations `DELETE
 * /upload-transfers/{transferId}` and `DELETE /upload-transfers` ([Note: Upload from a phone]).
 */
export function registerUploadTransfers(
  app: FastifyInstance,
  context: ServiceContext,
  incoming: IncomingUploads,
): void {
  const { db } = context.database;

  /** Ends the codes now (those that have not ended already) and the uploads begun with them. */
  const revoke = async (transferIds: readonly string[]) => {
    if (transferIds.length === 0) return;
    const now = Date.now();
    await db
      .updateTable('upload_transfers')
      .set({ expires_at: new Date(now).toISOString() })
      .where('id', 'in', transferIds)
      .where('expires_at', '>', new Date(now).toISOString())
      .execute();
    await incoming.endTransferUploads(transferIds, now);
  };

  app.post('/upload-transfers', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const token = `${UPLOAD_TRANSFER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = Date.now();
    const transfer = {
      id: randomUUID(),
      owner_id: user.subject,
      token_hash: hashOf(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + UPLOAD_TRANSFER_LIFETIME_MS).toISOString(),
    };
    await db.insertInto('upload_transfers').values(transfer).execute();
    reply.header('Cache-Control', 'no-store').status(201);
    return checkOutput(UploadTransfer, {
      transferId: transfer.id,
      token,
      expiresAt: transfer.expires_at,
      expiresIn: secondsUntil(transfer.expires_at),
    });
  });

  app.get('/upload-transfers/current', async (request, reply) => {
    const uploader = await requireUploader(context, request, 'create');
    if (uploader.transferId === null) throw new UnauthorizedError();
    const transfer = await db
      .selectFrom('upload_transfers')
      .innerJoin('accounts', 'accounts.id', 'upload_transfers.owner_id')
      .select(['upload_transfers.id', 'upload_transfers.expires_at', 'accounts.email'])
      .where('upload_transfers.id', '=', uploader.transferId)
      .executeTakeFirstOrThrow();
    await context.push.publishTransfer(transfer.id, { type: 'phone-connected', transferId: transfer.id });
    reply.header('Cache-Control', 'no-store');
    return checkOutput(CurrentUploadTransfer, {
      transferId: transfer.id,
      accountId: uploader.accountId,
      email: transfer.email,
      expiresAt: transfer.expires_at,
      expiresIn: secondsUntil(transfer.expires_at),
    });
  });

  app.delete('/upload-transfers/:transferId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { transferId } = parseInput(TransferParams, request.params, 'params');
    const transfer = await db
      .selectFrom('upload_transfers')
      .select('id')
      .where('id', '=', transferId)
      .where('owner_id', '=', user.subject)
      .executeTakeFirst();
    if (transfer === undefined) throw notFound('Upload transfer');
    await revoke([transfer.id]);
    return reply.status(204).send();
  });

  app.delete('/upload-transfers', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const transfers = await db
      .selectFrom('upload_transfers')
      .select('id')
      .where('owner_id', '=', user.subject)
      .execute();
    await revoke(transfers.map((transfer) => transfer.id));
    return reply.status(204).send();
  });
}

function secondsUntil(iso: string): number {
  return Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
