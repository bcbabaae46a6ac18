/**
 * Splits items into consecutive batches of `size` (photo-library §5). A size that is not an integer
 * of at least 1 gives no batches at all, as the spec says; callers that must not silently skip work
 * check the size first (see `runInBatches`).
 */
export function splitIntoBatches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) return [];
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
