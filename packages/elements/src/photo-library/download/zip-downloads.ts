import { useEffect, useSyncExternalStore } from 'react';
import { useElement } from '../../runtime/context.tsx';
import type { ElementStore } from '../../runtime/element-store.ts';

/**
 * [Note: One zip at a time]
 * A zip of several photos takes a while to prepare (the push socket waits for the service's
 * 'archive-finished', up to 30 minutes). It belongs to the element, not to the page that started
 * it: one zip at a time per element, whichever of its routes the customer goes to meanwhile, with
 * its progress and a Cancel shown on every route of the library (library-shell.tsx). Cancel ends
 * its socket at once; so does the element leaving the page (the element's root, element.tsx), so
 * no socket outlives the element that opened it.
 */
/** A zip under way: how many photos it holds, and how to cancel it. */
interface RunningZip {
  readonly count: number;
  readonly controller: AbortController;
}

export class ZipDownloads {
  readonly #listeners = new Set<() => void>();
  #running: RunningZip | null = null;

  /** The number of photos of the zip under way, or null. */
  get running(): number | null {
    return this.#running?.count ?? null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Runs the zip of `count` photos, handing it the signal that cancels it; refused (false) while
   * another runs. Resolves once it has ended, whichever way.
   */
  async run(count: number, zip: (signal: AbortSignal) => Promise<void>): Promise<boolean> {
    if (this.#running !== null) return false;
    const running: RunningZip = { count, controller: new AbortController() };
    this.#set(running);
    try {
      await zip(running.controller.signal);
      return true;
    } finally {
      if (this.#running === running) this.#set(null);
    }
  }

  /** Cancels the zip under way, if any. */
  cancel(): void {
    this.#running?.controller.abort();
  }

  #set(running: RunningZip | null): void {
    this.#running = running;
    for (const listener of this.#listeners) listener();
  }
}

const byElement = new WeakMap<ElementStore, ZipDownloads>();

/** The element's zips ([Note: One zip at a time]). */
export function useZipDownloads(): ZipDownloads {
  const { store } = useElement();
  let zips = byElement.get(store);
  if (zips === undefined) {
    zips = new ZipDownloads();
    byElement.set(store, zips);
  }
  return zips;
}

/** The number of photos of the element's zip under way, or null. */
export function useRunningZip(): number | null {
  const zips = useZipDownloads();
  return useSyncExternalStore(zips.subscribe, () => zips.running);
}

/** Cancels the element's zip when the element leaves the page: used once, at its root. */
export function useZipEndsWithElement(): void {
  const zips = useZipDownloads();
  useEffect(() => () => zips.cancel(), [zips]);
}
