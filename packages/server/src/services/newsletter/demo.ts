import { type NewsletterContext, requestSubscription } from './subscriptions.ts';

export const DEMO_NEWSLETTER_EMAIL = 'demo@example.com';

/**
 * A pending newsletter subscription for demo@example.com, whose confirmation mail is on the local
 * mail page. Idempotent: while the pending link works (or once it was confirmed) nothing changes;
 * an expired link is renewed with a new mail, so the demo always has one to follow.
 */
export async function ensureDemoNewsletter(context: NewsletterContext): Promise<void> {
  await requestSubscription(context, DEMO_NEWSLETTER_EMAIL, { keepValidLink: true });
}
