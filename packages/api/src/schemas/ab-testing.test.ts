import { describe, expect, it } from 'vitest';
import { AbTestOffer, MBOX_VARIANTS, Mbox, resolveVariant } from './ab-testing.ts';

describe('A/B testing offers', () => {
  it('knows the two mboxes and their variants', () => {
    expect(Mbox.options).toEqual(Object.keys(MBOX_VARIANTS));
    expect(MBOX_VARIANTS['sample-test'].options).toEqual(['control', 'A']);
    expect(MBOX_VARIANTS['CRO-1304'].options).toEqual(['control', 'variant 1']);
  });

  it('accepts an offer for a known mbox with any variant text', () => {
    expect(AbTestOffer.safeParse({ mbox: 'CRO-1304', variant: 'variant 1' }).success).toBe(true);
    expect(AbTestOffer.safeParse({ mbox: 'sample-test', variant: 'B' }).success).toBe(true);
  });

  it('rejects an offer for an unknown mbox or without a variant', () => {
    expect(AbTestOffer.safeParse({ mbox: 'other', variant: 'A' }).success).toBe(false);
    expect(AbTestOffer.safeParse({ mbox: 'sample-test' }).success).toBe(false);
  });

  it('resolves a known variant to itself', () => {
    expect(resolveVariant('sample-test', 'A')).toBe('A');
    expect(resolveVariant('CRO-1304', 'variant 1')).toBe('variant 1');
    expect(resolveVariant('CRO-1304', 'control')).toBe('control');
  });

  it('resolves an unknown variant, or one of the other mbox, to control', () => {
    expect(resolveVariant('sample-test', 'B')).toBe('control');
    expect(resolveVariant('sample-test', 'variant 1')).toBe('control');
    expect(resolveVariant('CRO-1304', 'A')).toBe('control');
  });
});
