import { AccountInformation } from '@portal/api/schemas/account-information';
import type { FastifyInstance } from 'fastify';
import { checkOutput, notFound } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { accountInformation } from './account-information.ts';

/**
 * The deletion service (photo-library §7, §2.10): the dates the storage notice is derived from.
 * The portal derives safe / warning / critical itself (`rules/storage-status.ts`).
 */
export function registerDeletionService(app: FastifyInstance, context: ServiceContext): void {
  app.get('/accounts/getaccountinformation', async (request) => {
    const user = await context.auth.requireUser(request);
    const information = await accountInformation(context.database.db, user.subject);
    // requireUser has just found the account active; only a deletion in between gets here.
    if (!information) throw notFound('Account');
    return checkOutput(AccountInformation, information);
  });
}
