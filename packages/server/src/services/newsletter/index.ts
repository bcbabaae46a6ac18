import { SubscriptionConfirmation } from '@portal/api/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import { notFound, parseInput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { confirmSubscription } from './subscriptions.ts';

export { DEMO_NEWSLETTER_EMAIL, ensureDemoNewsletter } from './demo.ts';
export {
  SUBSCRIPTION_LINK_LIFETIME_MS,
  type SubscriptionRequest,
  subscribeToNewsletter,
} from './subscriptions.ts';

/**
 * The newsletter service (account-portal §7 'Newsletter'): the double opt-in confirmation. Public,
 * as the contract's client calls it without a token: the address and the single-use token in the
 * path are the proof. 204 when confirmed; 404 for an unknown address, a wrong, used or expired
 * token alike; 400 when the address is not one.
 */
export function registerNewsletterService(app: FastifyInstance, context: ServiceContext): void {
  app.post('/api/v1/Profiles/:email/subscription/confirm/:token', async (request, reply) => {
    const { email, token } = parseInput(SubscriptionConfirmation, request.params, 'params');
    if (!(await confirmSubscription(context, email, token))) throw notFound('Subscription');
    return reply.code(204).send();
  });
}
