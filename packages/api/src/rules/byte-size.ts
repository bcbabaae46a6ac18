import { ThrownMessage } from '../errors.ts';

/** Export chunk sizes (photo-library §2.8, §9): Bytes, KB, MB, GB; base 1024; two decimals. */
export const BYTE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type ByteSizeUnit = (typeof BYTE_SIZE_UNITS)[number];

export const BYTE_SIZE_BASE = 1024;
export const BYTE_SIZE_FRACTION_DIGITS = 2;

export interface ByteSize {
  /** The size in `unit`, rounded to two decimals: hand it to a locale number format. */
  readonly amount: number;
  /** `amount` with exactly two decimals and a '.' separator ('1.50'). */
  readonly value: string;
  /** Translate it; the en-GB words are the codes themselves. */
  readonly unit: ByteSizeUnit;
}

/*
 * [Note: Byte size edge cases]
 * - Without a unit, the largest unit whose amount is at least 1 is chosen, up to GB: sizes beyond
 *   1024 GB stay in GB ('2048.00 GB'). 0 and fractions of a byte are Bytes ('0.00 Bytes').
 * - The unit is chosen after rounding, so 1048575 bytes read '1.00 MB', never '1024.00 KB'.
 * - Bytes keep two decimals too: the spec gives one rule for every unit.
 * - There is no unit for a negative, NaN or infinite size, nor for a unit outside the list: these
 *   throw 'Invalid unit size!'.
 * - `value` comes from `toFixed`, so an amount of 1e21 GB or more (far beyond any file) reads in
 *   exponent form.
 */

/** The size of `bytes` in `unit`, or in the largest fitting unit when none is given. */
export function toByteSize(bytes: number, unit?: ByteSizeUnit): ByteSize {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(ThrownMessage.invalidUnitSize);
  const power = unit === undefined ? fittingPower(bytes) : BYTE_SIZE_UNITS.indexOf(unit);
  const chosen = BYTE_SIZE_UNITS[power];
  if (chosen === undefined) throw new Error(ThrownMessage.invalidUnitSize);
  const value = (bytes / BYTE_SIZE_BASE ** power).toFixed(BYTE_SIZE_FRACTION_DIGITS);
  return { amount: Number(value), value, unit: chosen };
}

/** '1.50 KB': for logs and places without a locale; the UI formats `toByteSize`'s amount. */
export function formatByteSize(bytes: number, unit?: ByteSizeUnit): string {
  const size = toByteSize(bytes, unit);
  return `${size.value} ${size.unit}`;
}

export function isByteSizeUnit(unit: string): unit is ByteSizeUnit {
  return (BYTE_SIZE_UNITS as readonly string[]).includes(unit);
}

function fittingPower(bytes: number): number {
  const largest = BYTE_SIZE_UNITS.length - 1;
  let power = 0;
  while (power < largest && rounded(bytes / BYTE_SIZE_BASE ** power) >= BYTE_SIZE_BASE) power += 1;
  return power;
}

function rounded(amount: number): number {
  return Number(amount.toFixed(BYTE_SIZE_FRACTION_DIGITS));
}
