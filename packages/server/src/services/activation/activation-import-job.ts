import type { Database } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { LibraryActivationsTable } from '../../db/photo-library-tables.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { ServiceContext } from '../context.ts';
import { publishActivationMessage } from './activation-messages.ts';

export const ACTIVATION_IMPORT_JOB = 'activation-import';

export interface ActivationImportPayload {
  readonly accountId: string;
}

/** Copies an account's photos from wherever they were kept before into the library. */
export type LibraryImport = (accountId: string) => Promise<void>;

/**
 * [Note: The reference import has nothing to copy]
 * Activation imports a customer's photos from the store that held them before this library
 * (photo-library §4). This backend has no such store: every photo it holds was uploaded to it. So
 * the reference import copies nothing and the library becomes ACTIVE at once; what is real is the
 * flow around it, which the portal depends on: IMPORTING while the job is queued or running,
 * 'import-started', then 'import-finished' and ACTIVE, or 'import-error' and NOT_ACTIVE when the
 * import fails for good. A deployment with a legacy store passes its own {@link LibraryImport}.
 */
export const importNothing: LibraryImport = async () => {};

export interface ActivationImportJobOptions {
  readonly importLibrary?: LibraryImport;
}

/**
 * Runs the import of an IMPORTING library and announces it: 'import-started' when the job takes it,
 * then 'import-finished' or 'import-error'. Announcing 'started' from the job rather than from the
 * POST keeps the order (the portal keeps the message with the newest timestamp, so a 'started'
 * sent after 'finished' would hide it); a retried attempt says 'started' again, which is true.
 * Safe to run again: a library that is no longer IMPORTING is left alone, and the outcome is
 * announced only by the call that moved the status (UPDATE … WHERE status = 'IMPORTING'), so a
 * retried or doubly taken job sends 'import-finished' once. The import itself must be idempotent
 * too, since a failed attempt is retried.
 */
export function activationImportJob(
  context: ServiceContext,
  options: ActivationImportJobOptions = {},
): JobHandler<ActivationImportPayload> {
  const importLibrary = options.importLibrary ?? importNothing;
  return {
    async run({ accountId }) {
      if ((await activationStatus(context.database, accountId)) !== 'IMPORTING') return;
      const startedAt = await publishActivationMessage(
        context,
        accountId,
        'import-started',
        'The import of the photo library started',
      );
      await importLibrary(accountId);
      if (await settleImport(context.database, accountId, 'ACTIVE')) {
        await publishActivationMessage(
          context,
          accountId,
          'import-finished',
          'The photo library is active',
          startedAt,
        );
      }
    },
    async onGiveUp({ accountId }, error) {
      if (await settleImport(context.database, accountId, 'NOT_ACTIVE')) {
        const reason = error instanceof Error ? error.message : String(error);
        await publishActivationMessage(context, accountId, 'import-error', `The import failed: ${reason}`);
      }
    },
  };
}

export type ActivationStatusValue = LibraryActivationsTable['status'];

/** The library's activation status; NOT_ACTIVE for an account that never started one. */
export async function activationStatus({ db }: Database, accountId: string): Promise<ActivationStatusValue> {
  const row = await db
    .selectFrom('library_activations')
    .select('status')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.status ?? 'NOT_ACTIVE';
}

async function settleImport(
  { db }: Database,
  accountId: string,
  status: 'ACTIVE' | 'NOT_ACTIVE',
): Promise<boolean> {
  const result = await db
    .updateTable('library_activations')
    .set({ status, updated_at: nowIso() })
    .where('account_id', '=', accountId)
    .where('status', '=', 'IMPORTING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
