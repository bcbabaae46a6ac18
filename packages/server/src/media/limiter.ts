import { availableParallelism } from 'node:os';

/** Runs at most a fixed number of tasks at once; the others wait their turn in arrival order. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a free slot. */
  readonly pending: number;
}

/**
 * A limiter for image work: callers of `processImage` run it through one limiter per process.
 *
 * [Note: Image concurrency]
 * Decoding and resizing is CPU work. sharp runs each task on a libuv worker thread (UV_THREADPOOL_SIZE,
 * default 4, shared with file and crypto work), and libvips may use more threads within one image:
 * `sharp.concurrency()`, which defaults to the number of cores, except on glibc Linux without
 * jemalloc (the usual Debian server), where it is 1 to limit memory fragmentation. HEIC tiles are
 * decoded by WebAssembly on the main thread, a tile at a time (see [Note: HEIC decoding by tiles]).
 * With more images in flight than cores, each only takes longer and holds its memory longer, so the
 * default is one image per core; memory per image is bounded (see [Note: Pixel limit]).
 */
export function createLimiter(concurrency: number = availableParallelism()): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`A limiter needs a whole number of slots of at least 1, got ${concurrency}`);
  }
  const waiting: (() => void)[] = [];
  let active = 0;

  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) {
      active--;
    } else {
      // The slot passes straight to the next task, so `active` stays the same.
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++;
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
