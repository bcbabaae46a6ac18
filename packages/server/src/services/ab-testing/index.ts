import { createHash } from 'node:crypto';
import { AbTestOffer, MBOX_VARIANTS, Mbox } from '@portal/api/schemas/ab-testing';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, HttpProblem, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';

/** An mbox name as it may arrive: one non-empty value, bounded like any identifier in a query. */
const OffersQuery = z.object({ mbox: z.string().check(z.minLength(1), z.maxLength(200)) });

/*
 * [Note: A visitor keeps the variant]
 * The variant is the SHA-256 of the account id and the mbox, reduced modulo the mbox's variant
 * count: the same person always sees the same variant of one test on every device and after every
 * restart, nothing has to be stored, and the split over many accounts is even. Including the mbox
 * keeps the tests independent: being in variant A of one says nothing about the other.
 */
export function offeredVariant(accountId: string, mbox: Mbox): string {
  const variants = MBOX_VARIANTS[mbox].options;
  const digest = createHash('sha256').update(`${accountId}\n${mbox}`).digest();
  const variant = variants[digest.readUInt32BE(0) % variants.length];
  if (variant === undefined) throw new Error(`The mbox ${mbox} has no variants`);
  return variant;
}

/**
 * The A/B testing service (account-portal §7 'Config'): GET /offers?mbox= answers the visitor's
 * variant of 'sample-test' (control | A) or 'CRO-1304' (control | variant 1). An mbox with no running
 * test answers 404, which the contract's client shows as control; a missing mbox is a bad request.
 */
export function registerAbTestingService(app: FastifyInstance, context: ServiceContext): void {
  app.get('/offers', async (request) => {
    const user = await context.auth.requireUser(request);
    const { mbox } = parseInput(OffersQuery, request.query, 'query');
    const known = Mbox.safeParse(mbox);
    if (!known.success) throw new HttpProblem(404, `No test is running for the mbox '${mbox}'`);
    return checkOutput(AbTestOffer, { mbox: known.data, variant: offeredVariant(user.subject, known.data) });
  });
}
