/**
 * [Note: Reads for a selection end with it]
 * A month's select-all and a shift-click range read the ids they cover before they select them.
 * Those reads belong to one selection mode of one timeline: ending selection mode (Done, Escape, an
 * action finished) or a new timeline (another sort) abandons them, so an answer arriving later
 * selects nothing, and the count of reads under way (the order-prints bar's 'Selecting your
 * photos...') drops to none at once rather than waiting for answers that will never count.
 */
export class SelectionReads {
  readonly #controller = new AbortController();
  readonly #listeners = new Set<() => void>();
  #pending = 0;

  /** How many reads are under way. */
  get pending(): number {
    return this.#pending;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Runs `read`, then `apply` with its answer unless the reads were abandoned meanwhile. */
  run<T>(read: (signal: AbortSignal) => Promise<T>, apply: (value: T) => void): void {
    const { signal } = this.#controller;
    if (signal.aborted) return;
    this.#settle(1);
    read(signal)
      .then(
        (value) => {
          if (!signal.aborted) apply(value);
        },
        // A failed read selects nothing; its call reported the failure.
        () => undefined,
      )
      .finally(() => {
        if (!signal.aborted) this.#settle(-1);
      });
  }

  /** Abandons every read under way. */
  abort(): void {
    this.#controller.abort();
    if (this.#pending > 0) this.#settle(-this.#pending);
  }

  #settle(change: number): void {
    this.#pending += change;
    for (const listener of this.#listeners) listener();
  }
}
