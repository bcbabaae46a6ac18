import { describe, expect, it } from 'vitest';
import { readSubscriptionConfirmation, SubscriptionConfirmation } from './newsletter.ts';

describe('subscription confirmation', () => {
  it('accepts an e-mail address and a token', () => {
    const confirmation = { email: 'ann@example.test', token: 'abc' };
    expect(SubscriptionConfirmation.parse(confirmation)).toEqual(confirmation);
  });

  it('rejects an invalid e-mail and an empty token', () => {
    expect(SubscriptionConfirmation.safeParse({ email: 'ann', token: 'abc' }).success).toBe(false);
    expect(SubscriptionConfirmation.safeParse({ email: 'ann@example.test', token: '' }).success).toBe(false);
  });

  it('reads email and confirmation-token from the page query', () => {
    const search = new URLSearchParams('email=ann%2Bnews%40example.test&confirmation-token=t0k');
    expect(readSubscriptionConfirmation(search)).toEqual({ email: 'ann+news@example.test', token: 't0k' });
  });

  it('gives null when the query lacks the token or holds no valid e-mail', () => {
    expect(readSubscriptionConfirmation(new URLSearchParams('email=ann@example.test'))).toBeNull();
    expect(readSubscriptionConfirmation(new URLSearchParams('email=ann&confirmation-token=t'))).toBeNull();
    expect(readSubscriptionConfirmation(new URLSearchParams(''))).toBeNull();
  });
});
