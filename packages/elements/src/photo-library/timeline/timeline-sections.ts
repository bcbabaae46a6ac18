import type { Photo, PhotoPage, TimelineLocation } from '@portal/api/schemas/photos';
import type { TimelineMonth } from './timeline-layout.ts';

/*
 * [Note: Month sections load as they show]
 * Each month of the timeline counts is a section (photo-library §4): uninitialized until a row of it
 * comes near the viewport, pending while a page of it loads, fulfilled once a page arrived (pages are
 * appended, 24 photos each, following the cursor), rejected when a page failed. A section loads
 * only the pages up to the last photo on screen, one request at a time, so scrolling through a
 * 2,000-photo month loads it as it is read, and jumping past it loads nothing of it. A new sort
 * resets every section to uninitialized with no pages; answers of the old sort that arrive later
 * are dropped. The layout never waits for photos: it is made from the counts (timeline-layout.ts),
 * and a photo not loaded yet is a placeholder of the same size.
 *
 * Photos being deleted are hidden at once (their months shrink by as many) and shown again if the
 * delete fails (photo-library §4: optimistic removal, restored on failure).
 */

export type SectionStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface SectionState {
  readonly status: SectionStatus;
  /** The photos loaded so far, in the section's order. */
  readonly photos: readonly Photo[];
  /** Where the next page starts; null once the section is complete. */
  readonly cursor: string | null;
  /** True once the last page has arrived. */
  readonly complete: boolean;
}

/** One page of a month: the contract's getTimelinePage with the sort already applied. */
export type PageLoader = (
  location: TimelineLocation,
  cursor: string | null,
  signal: AbortSignal,
) => Promise<PhotoPage>;

/** Runs a flush of change notifications later: by default before the next frame is drawn. */
export type NotifyScheduler = (flush: () => void) => void;

const nextFrame: NotifyScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else queueMicrotask(flush);
};

/** How many loaded photos the timeline keeps before it lets far sections go (a few MB). */
export const MAX_LOADED_PHOTOS = 5000;

const UNINITIALIZED: SectionState = { status: 'uninitialized', photos: [], cursor: null, complete: false };

export class TimelineSections {
  readonly #months: readonly TimelineMonth[];
  readonly #loader: PageLoader;
  readonly #listeners = new Set<() => void>();
  #states = new Map<number, SectionState>();
  /** What is wanted of each section: photos up to this index. */
  #wanted = new Map<number, number>();
  #generation = new AbortController();
  #version = 0;
  /** Photos hidden while their delete runs, by section. */
  #hidden = new Map<number, ReadonlySet<string>>();
  #shown: { readonly version: number; readonly months: readonly TimelineMonth[] } | null = null;
  /** Whoever waits for a whole section (a month's select-all). */
  #whole = new Map<number, (() => void)[]>();
  readonly #schedule: NotifyScheduler;
  #notifying = false;

  constructor(months: readonly TimelineMonth[], loader: PageLoader, schedule: NotifyScheduler = nextFrame) {
    this.#months = months;
    this.#loader = loader;
    this.#schedule = schedule;
  }

  /** The months as shown: each month's count less its hidden photos (the layout's input). */
  get months(): readonly TimelineMonth[] {
    if (this.#shown?.version !== this.#version) {
      const months =
        this.#hidden.size === 0
          ? this.#months
          : this.#months.map((month, section) => {
              const hidden = this.#hidden.get(section)?.size ?? 0;
              return hidden === 0 ? month : { ...month, count: Math.max(0, month.count - hidden) };
            });
      this.#shown = { version: this.#version, months };
    }
    return this.#shown.months;
  }

  /** Hides photos of loaded sections (a delete under way). */
  hide(ids: readonly string[]): void {
    const wanted = new Set(ids);
    for (const [section, state] of this.#states) {
      const found = state.photos.filter((photo) => wanted.has(photo.imageId)).map((photo) => photo.imageId);
      if (found.length === 0) continue;
      this.#hidden.set(section, new Set([...(this.#hidden.get(section) ?? []), ...found]));
    }
    this.#changed();
  }

  /** Shows hidden photos again (their delete failed). */
  restore(ids: readonly string[]): void {
    const restored = new Set(ids);
    for (const [section, hidden] of this.#hidden) {
      const left = new Set([...hidden].filter((id) => !restored.has(id)));
      if (left.size === 0) this.#hidden.delete(section);
      else this.#hidden.set(section, left);
    }
    this.#changed();
  }

  /** Loads every page of a section; resolves once it is complete (or stopped by a failure or reset). */
  loadAll(section: number): Promise<void> {
    const month = this.#months[section];
    if (month === undefined || this.#rawState(section).complete) return Promise.resolve();
    return new Promise((resolve) => {
      this.#whole.set(section, [...(this.#whole.get(section) ?? []), resolve]);
      if (this.#rawState(section).status === 'rejected') this.retry(section);
      this.ensure(section, month.count - 1);
    });
  }

  /** Changes whenever a section does: the snapshot of `useSyncExternalStore`. */
  get version(): number {
    return this.#version;
  }

  /** A section as shown: its loaded photos without the hidden ones. */
  state(section: number): SectionState {
    const state = this.#rawState(section);
    const hidden = this.#hidden.get(section);
    if (hidden === undefined) return state;
    return { ...state, photos: state.photos.filter((photo) => !hidden.has(photo.imageId)) };
  }

  #rawState(section: number): SectionState {
    return this.#states.get(section) ?? UNINITIALIZED;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Makes sure `section` has, or is loading, its photos up to index `upTo` (a row on screen): loads
   * the next page when it does not, and goes on page by page until it does. A rejected section
   * tries again only when asked to retry.
   */
  ensure(section: number, upTo: number): void {
    const month = this.#months[section];
    if (month === undefined) return;
    // `upTo` counts shown photos; hidden ones still hold their place in the loaded pages.
    const hidden = this.#hidden.get(section)?.size ?? 0;
    this.#wanted.set(
      section,
      Math.max(this.#wanted.get(section) ?? 0, Math.min(upTo + hidden, month.count - 1)),
    );
    this.#continue(section);
  }

  /** Loads the next page of `section` when what is wanted of it has not loaded yet. */
  #continue(section: number): void {
    const month = this.#months[section];
    const state = this.#rawState(section);
    if (month === undefined || state.status === 'pending' || state.status === 'rejected' || state.complete)
      return;
    if (state.photos.length > (this.#wanted.get(section) ?? 0)) return;
    this.#loadNext(section, month);
  }

  /**
   * [Note: Photos far away are let go]
   * Scrolling through a large library loads photo after photo, and each loaded photo is kept until
   * its section is forgotten. Past `limit` loaded photos, the sections furthest from `near` (the
   * month on screen) forget their pages, as if never shown, until the rest fits; they load again if
   * they come back into view. A section loading, waited for whole (a month's select-all) or holding
   * hidden photos (a delete under way) keeps its pages, and so does `near` itself. The caller does not
   * trim while photos are selected: a Shift range reads the loaded photos of the months it spans.
   */
  trim(near: number, limit = MAX_LOADED_PHOTOS): void {
    let loaded = 0;
    for (const state of this.#states.values()) loaded += state.photos.length;
    if (loaded <= limit) return;
    const furthestFirst = [...this.#states.keys()].sort((a, b) => Math.abs(b - near) - Math.abs(a - near));
    let changed = false;
    for (const section of furthestFirst) {
      if (loaded <= limit) break;
      const state = this.#rawState(section);
      if (
        section === near ||
        state.status === 'pending' ||
        this.#whole.has(section) ||
        this.#hidden.has(section)
      ) {
        continue;
      }
      loaded -= state.photos.length;
      this.#states.delete(section);
      this.#wanted.delete(section);
      changed = true;
    }
    if (changed) this.#changed();
  }

  /** Loads a rejected section again, from where it stopped. */
  retry(section: number): void {
    const state = this.#rawState(section);
    if (state.status !== 'rejected') return;
    this.#set(section, { ...state, status: state.photos.length > 0 ? 'fulfilled' : 'uninitialized' });
    this.#continue(section);
  }

  /** Forgets every page (a new sort): what is on screen asks for its pages again. */
  reset(): void {
    this.#generation.abort();
    this.#generation = new AbortController();
    this.#states = new Map();
    this.#wanted = new Map();
    this.#settleWhole();
    this.#changed();
  }

  /** Stops every load for good (the timeline is gone). */
  dispose(): void {
    this.#generation.abort();
    this.#listeners.clear();
  }

  #loadNext(section: number, month: TimelineMonth): void {
    const before = this.#rawState(section);
    const generation = this.#generation;
    this.#set(section, { ...before, status: 'pending' });
    this.#loader({ year: month.year, month: month.month }, before.cursor, generation.signal).then(
      (page) => {
        if (generation.signal.aborted) return;
        const photos = [...before.photos, ...page.images];
        const complete = page.cursor === null || page.images.length === 0 || photos.length >= month.count;
        this.#set(section, { status: 'fulfilled', photos, cursor: page.cursor, complete });
        if (complete) this.#settleWhole(section);
        else this.#continue(section);
      },
      () => {
        if (generation.signal.aborted) return;
        this.#set(section, { ...before, status: 'rejected' });
        this.#settleWhole(section);
      },
    );
  }

  /** Tells whoever waits for `section` (or for any section) that its loading has ended. */
  #settleWhole(section?: number): void {
    for (const [waited, resolvers] of this.#whole) {
      if (section !== undefined && waited !== section) continue;
      this.#whole.delete(waited);
      for (const resolve of resolvers) resolve();
    }
  }

  #set(section: number, state: SectionState): void {
    this.#states.set(section, state);
    this.#changed();
  }

  /**
   * [Note: One render per frame]
   * Subscribers hear of changes once per frame, however many happened: a page arriving sets its
   * section fulfilled and, at once, pending again for the next page, and several months' pages may
   * arrive together. Each notification is a synchronous render of the grid (useSyncExternalStore),
   * so telling of each change apart made the main thread's tasks grow with the pages in flight.
   */
  #changed(): void {
    this.#version += 1;
    if (this.#notifying) return;
    this.#notifying = true;
    this.#schedule(() => {
      this.#notifying = false;
      for (const listener of this.#listeners) listener();
    });
  }
}
