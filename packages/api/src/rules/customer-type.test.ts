import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  B2B_ACCOUNT_STATUSES,
  B2B_STATUS_MESSAGES,
  b2bStatusMessage,
  isB2bCustomer,
} from './customer-type.ts';

describe('business customers (account-portal §3)', () => {
  it.each(['b2b', 'B2B', 'B2b', 'b2B'])('treats user type %j as B2B', (userType) => {
    expect(isB2bCustomer(userType)).toBe(true);
  });

  it.each(['b2c', 'consumer', '', ' b2b', 'b2b ', 'b2bb', 'B2B2C', null, undefined])(
    'does not treat user type %j as B2B',
    (userType) => {
      expect(isB2bCustomer(userType)).toBe(false);
    },
  );

  it('is B2B exactly when the type spells b2b in some mix of case', () => {
    const caseMixes = fc
      .tuple(fc.constantFrom('b', 'B'), fc.constantFrom('b', 'B'))
      .map(([first, last]) => `${first}2${last}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), caseMixes), (userType) => {
        expect(isB2bCustomer(userType)).toBe(/^b2b$/i.test(userType));
      }),
    );
  });
});

describe('B2B banner (account-portal §2)', () => {
  it('knows the statuses Default, New and Blocked', () => {
    expect(B2B_ACCOUNT_STATUSES).toEqual(['Default', 'New', 'Blocked']);
  });

  it.each([
    ['Default', 'Missing account details, please complete additional details'],
    ['New', 'Pending account validation'],
    ['Blocked', 'Blocked account, please contact customer care.'],
  ] as const)('shows status %s as %j', (status, message) => {
    expect(b2bStatusMessage(status)).toBe(message);
    expect(B2B_STATUS_MESSAGES[status]).toBe(message);
  });
});
