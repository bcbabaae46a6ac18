import { describe, expect, it } from 'vitest';
import { Voucher, VoucherOffer } from './vouchers.ts';

const offer = {
  code: 'SUMMER',
  title: 'Summer sale',
  description: '€5 off',
  discount: { type: 'amount', amount: 5, currency: 'EUR' },
  validUntil: null,
};

describe('VoucherOffer', () => {
  it('accepts a fixed-amount and a percentage discount', () => {
    expect(VoucherOffer.parse(offer)).toEqual(offer);
    const percentage = { ...offer, discount: { type: 'percentage', percentage: 100 } };
    expect(VoucherOffer.parse(percentage)).toEqual(percentage);
  });

  it('rejects a discount outside its range or in an unknown currency', () => {
    expect(
      VoucherOffer.safeParse({ ...offer, discount: { type: 'percentage', percentage: 0 } }).success,
    ).toBe(false);
    expect(
      VoucherOffer.safeParse({ ...offer, discount: { type: 'amount', amount: -5, currency: 'EUR' } }).success,
    ).toBe(false);
    expect(
      VoucherOffer.safeParse({ ...offer, discount: { type: 'amount', amount: 5, currency: 'EUX' } }).success,
    ).toBe(false);
    expect(VoucherOffer.safeParse({ ...offer, validUntil: 'tomorrow' }).success).toBe(false);
  });
});

describe('Voucher', () => {
  it('is either not found, or found with the offer data', () => {
    expect(Voucher.parse({ isVoucherFound: false })).toEqual({ isVoucherFound: false });
    expect(Voucher.parse({ isVoucherFound: true, ...offer })).toEqual({ isVoucherFound: true, ...offer });
    expect(Voucher.safeParse({ isVoucherFound: true }).success).toBe(false);
  });
});
