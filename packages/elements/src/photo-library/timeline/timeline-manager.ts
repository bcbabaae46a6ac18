import type { Photo, PhotoPage, TimelineLocation } from '@portal/api/schemas/photos';
import { postTask } from './post-task.ts';
import type { TimelineMonth } from './timeline-layout.ts';

/*
 * [Note: The timeline manager]
 * Everything the timeline does besides drawing lives here, in a plain class the grid renders from
 * (timeline.md walks through it): which photos of which month are loaded, loading the rows the
 * customer looks at and forgetting the ones they left, the months as the counts give them and as a
 * delete shows them, and the ids a select-all or a shift-click range covers.
 *
 * A month is a sparse list: photos are kept by their position in the month (the layout knows every
 * position from the counts alone), so the rows on screen are read where they are, by offset, however
 * deep in the month ([Note: A month read from anywhere in it] in the contract). Positions are read in
 * blocks of 24 (a month page); the blocks missing from the rows wanted are asked for together, one
 * request per run of blocks, and a request whose rows are no longer wanted (they left the view before
 * it arrived) is aborted.
 *
 * Months are known by their year and month, not their place in the list, so new counts (an upload, a
 * delete, an activation) keep every month whose count did not change as it is, loaded photos and all,
 * and forget only the photos of a month whose count changed: their positions moved.
 */

/** Photos per block: a month page (photo-library §9). */
export const BLOCK_SIZE = 24;

/** The most photos one request takes (the month page's largest limit). */
export const MAX_REQUEST_PHOTOS = 480;

/** How many loaded photos the timeline keeps before it lets far months go (a few MB). */
export const MAX_LOADED_PHOTOS = 5000;

/** Reads `limit` photos of a month from position `offset`, in the chosen sort. */
export type RangeLoader = (
  location: TimelineLocation,
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<PhotoPage>;

/** Reads up to 500 ids of a month from position `offset`, in the chosen sort. */
export type IdsLoader = (
  location: TimelineLocation,
  offset: number,
  signal: AbortSignal,
) => Promise<readonly string[]>;

/** Runs a flush of change notifications later: by default in a task after the next frame. */
export type NotifyScheduler = (flush: () => void) => void;

const afterNextFrame: NotifyScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => postTask(flush));
  else queueMicrotask(flush);
};

/** The rows of one month wanted now: positions `first` to `last`, both included, as shown. */
export interface WantedRange {
  readonly section: number;
  readonly first: number;
  readonly last: number;
}

/** One month's loaded photos as the grid reads them; a new object whenever they change. */
export interface MonthPhotos {
  /** The photo shown at a position of the month, when loaded. */
  readonly at: (index: number) => Photo | undefined;
  /** Whether loading a part of the month failed: the month offers a retry. */
  readonly failed: boolean;
}

interface Load {
  /** The first block and how many. */
  readonly block: number;
  readonly blocks: number;
  readonly controller: AbortController;
}

/** What the manager holds of one month. */
class MonthState {
  count: number;
  /** Photos by position in the month, as the service has them (hidden ones included). */
  photos = new Map<number, Photo>();
  loads: Load[] = [];
  failed = false;
  /** Photos hidden while their delete runs, with their positions. */
  hidden = new Map<string, number>();
  snapshot: MonthPhotos | null = null;

  constructor(count: number) {
    this.count = count;
  }

  /** The position in `photos` of the photo shown at `index`: hidden photos hold no place. */
  raw(index: number): number {
    if (this.hidden.size === 0) return index;
    return rawIndex(
      [...this.hidden.values()].sort((a, b) => a - b),
      index,
    );
  }

  blockLoaded(block: number): boolean {
    const first = block * BLOCK_SIZE;
    const last = Math.min(this.count, first + BLOCK_SIZE) - 1;
    return this.photos.has(first) && this.photos.has(last);
  }

  blockLoading(block: number): boolean {
    return this.loads.some((load) => block >= load.block && block < load.block + load.blocks);
  }

  abortAll(): void {
    for (const load of this.loads) load.controller.abort();
    this.loads = [];
  }
}

const keyOf = (month: TimelineLocation) => `${month.year}/${month.month}`;

export class TimelineManager {
  #months: readonly TimelineMonth[];
  #index = new Map<string, number>();
  #states = new Map<string, MonthState>();
  readonly #loadRange: RangeLoader;
  readonly #loadIds: IdsLoader;
  readonly #listeners = new Set<() => void>();
  readonly #schedule: NotifyScheduler;
  #notifying = false;
  #version = 0;
  /** The months as shown, made again only when a count or a hidden photo changes. */
  #shown: readonly TimelineMonth[] | null = null;
  #wanted: readonly WantedRange[] = [];
  #disposed = false;

  constructor(
    months: readonly TimelineMonth[],
    loaders: { readonly range: RangeLoader; readonly ids: IdsLoader },
    schedule: NotifyScheduler = afterNextFrame,
  ) {
    this.#months = months;
    this.#loadRange = loaders.range;
    this.#loadIds = loaders.ids;
    this.#schedule = schedule;
    this.#indexMonths();
  }

  /** Changes whenever anything shown does: the snapshot of `useSyncExternalStore`. */
  get version(): number {
    return this.#version;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The months as shown: each month's count less its hidden photos (the layout's input). */
  get months(): readonly TimelineMonth[] {
    if (this.#shown === null) {
      const hiding = [...this.#states.values()].some((state) => state.hidden.size > 0);
      this.#shown = hiding
        ? this.#months.map((month) => {
            const hidden = this.#states.get(keyOf(month))?.hidden.size ?? 0;
            return hidden === 0 ? month : { ...month, count: Math.max(0, month.count - hidden) };
          })
        : this.#months;
    }
    return this.#shown;
  }

  /** The section of a month, or -1 when the library has no photo in it. */
  sectionOf(month: TimelineLocation): number {
    return this.#index.get(keyOf(month)) ?? -1;
  }

  /** A month's loaded photos as shown. */
  month(section: number): MonthPhotos {
    const month = this.#months[section];
    const state = month === undefined ? undefined : this.#states.get(keyOf(month));
    if (state === undefined) return EMPTY_MONTH;
    if (state.snapshot === null) {
      const { photos, failed } = state;
      const hidden = [...state.hidden.values()].sort((a, b) => a - b);
      state.snapshot = {
        at:
          hidden.length === 0 ? (index) => photos.get(index) : (index) => photos.get(rawIndex(hidden, index)),
        failed,
      };
    }
    return state.snapshot;
  }

  /**
   * New counts (GET /users/timeline again): a month whose count is the same keeps its photos, one
   * whose count changed forgets them (their positions moved), a month gone is dropped. The grid,
   * told of the change, asks for the rows it wants again.
   */
  setMonths(months: readonly TimelineMonth[]): void {
    const before = this.#states;
    this.#months = months;
    this.#indexMonths();
    this.#states = new Map();
    for (const month of months) {
      const key = keyOf(month);
      const state = before.get(key);
      before.delete(key);
      if (state === undefined) continue;
      if (state.count === month.count) this.#states.set(key, state);
      else state.abortAll();
    }
    for (const gone of before.values()) gone.abortAll();
    this.#changed();
  }

  /**
   * The rows on screen and near it, all of them at once: loads the blocks they need that are neither
   * loaded nor loading, and aborts the loads no wanted row needs any more (forgetting what they were
   * for). A failed month loads again only when asked to retry.
   */
  want(ranges: readonly WantedRange[]): void {
    if (this.#disposed) return;
    this.#wanted = ranges;
    const blocksWanted = new Map<MonthState, { month: TimelineMonth; blocks: Set<number> }>();
    for (const range of ranges) {
      const month = this.#months[range.section];
      if (month === undefined) continue;
      const state = this.#stateOf(month);
      const first = Math.floor(state.raw(range.first) / BLOCK_SIZE);
      const last = Math.floor(Math.min(state.count - 1, state.raw(range.last)) / BLOCK_SIZE);
      const entry = blocksWanted.get(state) ?? { month, blocks: new Set<number>() };
      for (let block = first; block <= last; block += 1) entry.blocks.add(block);
      blocksWanted.set(state, entry);
    }
    for (const state of this.#states.values()) {
      const wanted = blocksWanted.get(state)?.blocks;
      const keep = state.loads.filter((load) => {
        for (let block = load.block; block < load.block + load.blocks; block += 1) {
          if (wanted?.has(block)) return true;
        }
        load.controller.abort();
        return false;
      });
      if (keep.length !== state.loads.length) state.loads = keep;
    }
    for (const [state, { month, blocks }] of blocksWanted) {
      if (state.failed) continue;
      const missing = [...blocks]
        .filter((block) => !state.blockLoaded(block) && !state.blockLoading(block))
        .sort((a, b) => a - b);
      for (const run of runsOf(missing, MAX_REQUEST_PHOTOS / BLOCK_SIZE)) this.#load(state, month, run);
    }
  }

  /** Loads a failed month again: the rows wanted of it are asked for anew. */
  retry(section: number): void {
    const month = this.#months[section];
    const state = month === undefined ? undefined : this.#states.get(keyOf(month));
    if (state === undefined || !state.failed) return;
    state.failed = false;
    this.#monthChanged(state);
    this.want(this.#wanted);
  }

  /**
   * [Note: Photos far away are let go]
   * Scrolling through a large library loads photo after photo. Past `limit` loaded photos, the months
   * furthest from `near` (the month on screen) forget their photos, as if never shown, until the rest
   * fits; they load again if they come back into view. A month loading or holding hidden photos (a
   * delete under way) keeps its photos, and so does `near` itself, but for its photos furthest from
   * the rows wanted when it alone holds more than the limit.
   */
  trim(near: number, limit = MAX_LOADED_PHOTOS): void {
    let loaded = 0;
    for (const state of this.#states.values()) loaded += state.photos.size;
    if (loaded <= limit) return;
    const furthestFirst = [...this.#states.entries()]
      .map(([key, state]) => ({ state, key, section: this.#index.get(key) ?? near }))
      .sort((a, b) => Math.abs(b.section - near) - Math.abs(a.section - near));
    let changed = false;
    for (const { key, state, section } of furthestFirst) {
      if (loaded <= limit) break;
      if (section === near || state.loads.length > 0 || state.hidden.size > 0) continue;
      loaded -= state.photos.size;
      this.#states.delete(key);
      changed = true;
    }
    // Still past the limit: the month on screen is itself huge (an album of 50,000, 'Unknown Date'
    // of a million). It keeps the photos nearest the rows wanted, half the limit on either side.
    const month = this.#months[near];
    const state = month === undefined ? undefined : this.#states.get(keyOf(month));
    if (loaded > limit && state !== undefined && state.hidden.size === 0) {
      const wanted = this.#wanted.filter((range) => range.section === near);
      const first = Math.min(...wanted.map((range) => state.raw(range.first))) - limit / 2;
      const last = Math.max(...wanted.map((range) => state.raw(range.last))) + limit / 2;
      for (const position of state.photos.keys()) {
        if (position >= first && position <= last) continue;
        if (state.blockLoading(Math.floor(position / BLOCK_SIZE))) continue;
        state.photos.delete(position);
        changed = true;
      }
      if (changed) state.snapshot = null;
    }
    if (changed) this.#changed();
  }

  /** Hides loaded photos while their delete runs (photo-library §4: optimistic removal). */
  hide(ids: readonly string[]): void {
    const wanted = new Set(ids);
    for (const state of this.#states.values()) {
      let found = false;
      for (const [position, photo] of state.photos) {
        if (wanted.has(photo.imageId) && !state.hidden.has(photo.imageId)) {
          state.hidden.set(photo.imageId, position);
          found = true;
        }
      }
      if (found) {
        this.#shown = null;
        this.#monthChanged(state);
      }
    }
  }

  /** Shows hidden photos again: their delete failed. */
  restore(ids: readonly string[]): void {
    for (const state of this.#states.values()) {
      const before = state.hidden.size;
      for (const id of ids) state.hidden.delete(id);
      if (state.hidden.size !== before) {
        this.#shown = null;
        this.#monthChanged(state);
      }
    }
  }

  /**
   * Photos deleted for good: a month drops those it holds, the photos after them move up, and its
   * count is made smaller by as many, so the new counts, when they come, find it already so and keep
   * it loaded. A month that lost photos it did not hold learns of it from the new counts.
   */
  remove(ids: readonly string[]): void {
    const gone = new Set(ids);
    const months = [...this.#months];
    this.#shown = null;
    let changed = false;
    for (const [section, month] of this.#months.entries()) {
      const state = this.#states.get(keyOf(month));
      if (state === undefined) continue;
      const removed = [...state.photos].filter(([, photo]) => gone.has(photo.imageId)).map(([at]) => at);
      for (const id of gone) state.hidden.delete(id);
      if (removed.length === 0) continue;
      removed.sort((a, b) => a - b);
      for (const [id, position] of state.hidden)
        state.hidden.set(id, position - countBelow(removed, position));
      const photos = new Map<number, Photo>();
      for (const [position, photo] of state.photos) {
        if (gone.has(photo.imageId)) continue;
        photos.set(position - countBelow(removed, position), photo);
      }
      state.abortAll();
      state.photos = photos;
      state.count -= removed.length;
      months[section] = { ...month, count: state.count };
      this.#monthChanged(state);
      changed = true;
    }
    if (changed) {
      const remaining = months.filter((month) => month.count > 0);
      this.#months = remaining;
      this.#indexMonths();
      this.#changed();
    }
  }

  /**
   * The ids of a month's photos at positions `first` to `last` (as shown), both included: from the
   * loaded photos when they are all there, else read 500 a call (ceil(n / 500) calls).
   */
  async ids(section: number, first: number, last: number, signal: AbortSignal): Promise<string[]> {
    const month = this.#months[section];
    if (month === undefined || last < first) return [];
    const state = this.#stateOf(month);
    const from = state.raw(first);
    const to = Math.min(state.count - 1, state.raw(last));
    const hidden = new Set(state.hidden.keys());
    const loaded: string[] = [];
    for (let position = from; position <= to; position += 1) {
      const photo = state.photos.get(position);
      if (photo === undefined) break;
      loaded.push(photo.imageId);
    }
    if (loaded.length === to - from + 1) return loaded.filter((id) => !hidden.has(id));
    const ids: string[] = [];
    for (let offset = from; offset <= to; ) {
      const page = await this.#loadIds(month, offset, signal);
      if (page.length === 0) break;
      ids.push(...page.slice(0, to - offset + 1));
      offset += page.length;
    }
    return ids.filter((id) => !hidden.has(id));
  }

  /**
   * The ids from one place of the timeline to another, both included, across months (a shift-click
   * range): the months between whole, the two ends from and to their photos. Each month is read as
   * `ids` reads it, the months at once.
   */
  async rangeIds(
    from: { readonly section: number; readonly index: number },
    to: { readonly section: number; readonly index: number },
    signal: AbortSignal,
  ): Promise<string[]> {
    const [start, end] =
      from.section < to.section || (from.section === to.section && from.index <= to.index)
        ? [from, to]
        : [to, from];
    const parts: Promise<string[]>[] = [];
    for (let section = start.section; section <= end.section; section += 1) {
      const count = this.months[section]?.count ?? 0;
      const first = section === start.section ? start.index : 0;
      const last = section === end.section ? end.index : count - 1;
      parts.push(this.ids(section, first, last, signal));
    }
    return (await Promise.all(parts)).flat();
  }

  /** A loaded photo by its id, wherever it is. */
  loaded(photoId: string): Photo | undefined {
    for (const state of this.#states.values()) {
      for (const photo of state.photos.values()) if (photo.imageId === photoId) return photo;
    }
    return undefined;
  }

  /** Stops every load for good (the timeline is gone). */
  dispose(): void {
    this.#disposed = true;
    for (const state of this.#states.values()) state.abortAll();
    this.#listeners.clear();
  }

  #indexMonths(): void {
    this.#shown = null;
    this.#index = new Map(this.#months.map((month, section) => [keyOf(month), section]));
  }

  #stateOf(month: TimelineMonth): MonthState {
    const key = keyOf(month);
    let state = this.#states.get(key);
    if (state === undefined) {
      state = new MonthState(month.count);
      this.#states.set(key, state);
    }
    return state;
  }

  #load(state: MonthState, month: TimelineMonth, run: { first: number; count: number }): void {
    const controller = new AbortController();
    const load: Load = { block: run.first, blocks: run.count, controller };
    state.loads.push(load);
    const offset = run.first * BLOCK_SIZE;
    const limit = Math.min(run.count * BLOCK_SIZE, state.count - offset);
    this.#loadRange({ year: month.year, month: month.month }, offset, limit, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        state.loads = state.loads.filter((candidate) => candidate !== load);
        for (const [index, photo] of page.images.entries()) state.photos.set(offset + index, photo);
        this.#monthChanged(state);
      },
      () => {
        if (controller.signal.aborted) return;
        state.loads = state.loads.filter((candidate) => candidate !== load);
        state.failed = true;
        this.#monthChanged(state);
      },
    );
  }

  #monthChanged(state: MonthState): void {
    state.snapshot = null;
    this.#changed();
  }

  /**
   * [Note: One render per frame]
   * Subscribers hear of changes once per frame, however many happened: several months' pages may
   * arrive together, and each notification is a synchronous render of the grid
   * (useSyncExternalStore), so telling of each change apart made the main thread's tasks grow with
   * the pages in flight. They hear of them in a task of its own just after the frame, not in the
   * frame's callbacks: the frame's task already holds the scroll's render, and its style, layout
   * and paint; a page's render added to it made the longest task of a scroll (60 ms and more with
   * the CPU slowed four times). The photos it brings are drawn a frame later, 16 ms.
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

const EMPTY_MONTH: MonthPhotos = { at: () => undefined, failed: false };

/** The runs of consecutive numbers of a sorted list, each at most `longest` long. */
export function runsOf(sorted: readonly number[], longest: number): { first: number; count: number }[] {
  const runs: { first: number; count: number }[] = [];
  for (const value of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && value === last.first + last.count && last.count < longest) last.count += 1;
    else runs.push({ first: value, count: 1 });
  }
  return runs;
}

/** The position of the photo shown at `index` when the photos at the sorted `hidden` positions hold no place. */
function rawIndex(hidden: readonly number[], index: number): number {
  let raw = index;
  for (const position of hidden) {
    if (position <= raw) raw += 1;
    else break;
  }
  return raw;
}

/** How many of the sorted `positions` are below `position`. */
function countBelow(positions: readonly number[], position: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}
