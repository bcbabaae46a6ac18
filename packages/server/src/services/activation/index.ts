import { ActivationStartResponse, ActivationStatusResponse } from '@portal/api/schemas/activation';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/database.ts';
import { checkOutput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import {
  ACTIVATION_IMPORT_JOB,
  type ActivationImportPayload,
  activationImportJob,
  activationStatus,
} from './activation-import-job.ts';

/**
 * Activation of the photo library (photo-library §4, §7): `GET` and `POST /users/activate`, on the
 * photo service's prefix beside the photo routes. See [Note: The reference import has nothing to copy].
 */
export function registerActivationService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  context.jobs.register(ACTIVATION_IMPORT_JOB, activationImportJob(context));

  app.get('/users/activate', async (request) => {
    const user = await context.auth.requireUser(request);
    return checkOutput(ActivationStatusResponse, {
      status: await activationStatus(context.database, user.subject),
    });
  });

  /**
   * Starts an import only from NOT_ACTIVE (no row yet, or a failed import): the conditional upsert
   * makes two concurrent calls start one import, and answers `started: false` for an ACTIVE,
   * IMPORTING or DELETING library, as the contract says.
   */
  app.post('/users/activate', async (request) => {
    const user = await context.auth.requireUser(request);
    const started = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const result = await trx
        .insertInto('library_activations')
        .values({ account_id: user.subject, status: 'IMPORTING', updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('account_id')
            .doUpdateSet({ status: 'IMPORTING', updated_at: now })
            .where('library_activations.status', '=', 'NOT_ACTIVE'),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const payload: ActivationImportPayload = { accountId: user.subject };
      await context.jobs.enqueue(ACTIVATION_IMPORT_JOB, payload, trx);
      return true;
    });
    return checkOutput(ActivationStartResponse, { started });
  });
}
