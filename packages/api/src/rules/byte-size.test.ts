import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ThrownMessage } from '../errors.ts';
import {
  BYTE_SIZE_BASE,
  BYTE_SIZE_UNITS,
  type ByteSizeUnit,
  formatByteSize,
  isByteSizeUnit,
  toByteSize,
} from './byte-size.ts';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('toByteSize', () => {
  it.each([
    [0, '0.00', 'Bytes'],
    [1, '1.00', 'Bytes'],
    [0.5, '0.50', 'Bytes'],
    [1023, '1023.00', 'Bytes'],
    [1024, '1.00', 'KB'],
    [1536, '1.50', 'KB'],
    [MB - 1, '1.00', 'MB'],
    [MB, '1.00', 'MB'],
    [5.25 * MB, '5.25', 'MB'],
    [GB, '1.00', 'GB'],
    [3.999 * GB, '4.00', 'GB'],
    [1024 * GB, '1024.00', 'GB'],
    [5000 * GB, '5000.00', 'GB'],
  ] as const)('shows %d bytes as %s %s', (bytes, value, unit) => {
    expect(toByteSize(bytes)).toEqual({ amount: Number(value), value, unit });
  });

  it('rounds to two decimals', () => {
    expect(toByteSize(1234567)).toEqual({ amount: 1.18, value: '1.18', unit: 'MB' });
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatByteSize(1023.999)).toBe('1.00 KB');
    expect(formatByteSize(1024 * 1023.999)).toBe('1.00 MB');
  });

  it('shows the size in a unit the caller asks for', () => {
    expect(toByteSize(1536, 'Bytes')).toEqual({ amount: 1536, value: '1536.00', unit: 'Bytes' });
    expect(toByteSize(1536, 'KB')).toEqual({ amount: 1.5, value: '1.50', unit: 'KB' });
    expect(toByteSize(1536, 'MB')).toEqual({ amount: 0, value: '0.00', unit: 'MB' });
    expect(toByteSize(3 * GB, 'GB')).toEqual({ amount: 3, value: '3.00', unit: 'GB' });
  });

  it.each(['TB', 'kb', '', 'bytes'])("throws 'Invalid unit size!' for the unit %j", (unit) => {
    expect(() => toByteSize(1, unit as string as ByteSizeUnit)).toThrow(ThrownMessage.invalidUnitSize);
  });

  it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "throws 'Invalid unit size!' for %d bytes, which no unit can show",
    (bytes) => {
      expect(() => toByteSize(bytes)).toThrow(ThrownMessage.invalidUnitSize);
      expect(() => toByteSize(bytes, 'KB')).toThrow(ThrownMessage.invalidUnitSize);
    },
  );
});

describe('formatByteSize', () => {
  it("reads '1.50 KB'", () => {
    expect(formatByteSize(1536)).toBe('1.50 KB');
  });

  it('uses the unit a caller asks for', () => {
    expect(formatByteSize(1536, 'MB')).toBe('0.00 MB');
  });

  it("throws 'Invalid unit size!' for a negative size", () => {
    expect(() => formatByteSize(-1)).toThrow(ThrownMessage.invalidUnitSize);
  });
});

describe('isByteSizeUnit', () => {
  it('accepts exactly Bytes, KB, MB and GB', () => {
    expect(BYTE_SIZE_UNITS.every(isByteSizeUnit)).toBe(true);
    expect(['TB', 'B', 'kb', ''].some(isByteSizeUnit)).toBe(false);
  });
});

describe('byte size laws', () => {
  const size = fc.oneof(
    fc.nat({ max: Number.MAX_SAFE_INTEGER }),
    fc.double({ min: 0, max: 1e15, noNaN: true }),
    fc.constantFrom(KB - 1, KB, MB - 1, MB, GB - 1, GB),
  );

  it('always shows exactly two decimals', () => {
    fc.assert(
      fc.property(size, (bytes) => {
        expect(toByteSize(bytes).value).toMatch(/^\d+\.\d\d$/);
      }),
    );
  });

  it('chooses the largest unit that shows at least 1, up to GB', () => {
    fc.assert(
      fc.property(size, (bytes) => {
        const { amount, unit } = toByteSize(bytes);
        if (unit !== 'GB') expect(amount).toBeLessThan(BYTE_SIZE_BASE);
        if (unit !== 'Bytes') expect(amount).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('shows the size to within half a hundredth of the unit', () => {
    fc.assert(
      fc.property(size, fc.constantFrom(...BYTE_SIZE_UNITS), (bytes, unit) => {
        const exact = bytes / BYTE_SIZE_BASE ** BYTE_SIZE_UNITS.indexOf(unit);
        expect(Math.abs(toByteSize(bytes, unit).amount - exact)).toBeLessThanOrEqual(0.005 + exact * 1e-12);
      }),
    );
  });

  it('never shows a larger size for fewer bytes', () => {
    fc.assert(
      fc.property(size, size, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const rank = (bytes: number) => {
          const { amount, unit } = toByteSize(bytes);
          return [BYTE_SIZE_UNITS.indexOf(unit), amount] as const;
        };
        const [smallUnit, smallAmount] = rank(small);
        const [largeUnit, largeAmount] = rank(large);
        expect(smallUnit).toBeLessThanOrEqual(largeUnit);
        if (smallUnit === largeUnit) expect(smallAmount).toBeLessThanOrEqual(largeAmount);
      }),
    );
  });

  it('formats as the value and the unit', () => {
    fc.assert(
      fc.property(size, (bytes) => {
        const { value, unit } = toByteSize(bytes);
        expect(formatByteSize(bytes)).toBe(`${value} ${unit}`);
      }),
    );
  });
});
