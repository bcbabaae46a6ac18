/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence on every machine
 * and Node version, which `Math.random` cannot promise, so generated demo data is the same on every
 * fresh start.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  integer(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(values: readonly [T, ...T[]]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (values) => values[Math.floor(next() * values.length)] ?? values[0],
  };
}
