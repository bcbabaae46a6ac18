import { SITE_COUNTRIES } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from './payment-methods.ts';

describe('paymentMethods', () => {
  it("names the country's own methods and cards on every site", () => {
    expect(paymentMethods('NL', false)[0]).toEqual({ name: 'iDEAL' });
    for (const country of SITE_COUNTRIES) {
      expect(paymentMethods(country, false), country).toContainEqual({ generic: 'card' });
    }
  });

  it('offers business customers the invoice first', () => {
    expect(paymentMethods('DE', true)[0]).toEqual({ generic: 'invoice' });
    expect(paymentMethods('DE', false)).not.toContainEqual({ generic: 'invoice' });
  });
});
