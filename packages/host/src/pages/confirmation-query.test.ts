import { describe, expect, it } from 'vitest';
import { confirmationToken, subscriptionLink, withSubscriptionLink } from './confirmation-query.ts';
import { returnToOf, signOutState } from './sign-out-state.ts';

describe('the mailed confirmation links', () => {
  it('read the confirmation token', () => {
    expect(confirmationToken('?confirmation-token=abc123')).toBe('abc123');
    expect(confirmationToken('?confirmation-token=')).toBeNull();
    expect(confirmationToken('')).toBeNull();
  });

  it('read the newsletter address and token, both required', () => {
    expect(subscriptionLink('?confirmation-token=t1&email=a%2Bb%40example.com')).toEqual({
      email: 'a+b@example.com',
      token: 't1',
    });
    expect(subscriptionLink('?confirmation-token=t1')).toBeNull();
  });

  it('keep the address and token on the error page, so Try again confirms the same link', () => {
    const link = { email: 'a+b@example.com', token: 't1' };
    const errorPage = withSubscriptionLink('/subscription-confirmation-error', link);
    expect(subscriptionLink(errorPage.slice(errorPage.indexOf('?')))).toEqual(link);
    expect(withSubscriptionLink('/subscription-confirmation-error', null)).toBe(
      '/subscription-confirmation-error',
    );
  });
});

describe('where a sign-out lands', () => {
  it('is a path on this site, or nothing', () => {
    expect(returnToOf(signOutState('/change-email-success'))).toBe('/change-email-success');
    expect(returnToOf({ returnTo: 'https://elsewhere.example' })).toBeNull();
    expect(returnToOf({ returnTo: '//elsewhere.example' })).toBeNull();
    expect(returnToOf(null)).toBeNull();
  });
});
