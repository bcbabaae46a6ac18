import type { PhotoPage } from '@portal/api/schemas/photos';
import { describe, expect, it } from 'vitest';
import { testPhoto } from '../test-photos.test-data.ts';
import { BLOCK_SIZE, type IdsLoader, type RangeLoader, runsOf, TimelineManager } from './timeline-manager.ts';

const MONTHS = [
  { year: 2026, month: 11, count: 50 },
  { year: 2026, month: 10, count: 3 },
];

interface Call {
  readonly month: number;
  readonly offset: number;
  readonly limit: number;
  readonly signal: AbortSignal;
}

/**
 * A service answering a month's photos `<month>-<position>` by offset, each call recorded and held
 * until `settle` lets it through; `counts` says how many photos each month has.
 */
function service(counts: ReadonlyMap<number, number>, options: { fail?: boolean } = {}) {
  const calls: Call[] = [];
  const idCalls: { month: number; offset: number }[] = [];
  const pending: (() => void)[] = [];
  const range: RangeLoader = (location, offset, limit, signal) => {
    calls.push({ month: location.month, offset, limit, signal });
    const count = counts.get(location.month) ?? 0;
    const images = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, index) =>
      testPhoto(`${location.month}-${offset + index}`, location),
    );
    return new Promise<PhotoPage>((resolve, reject) => {
      pending.push(() =>
        options.fail ? reject(new Error('Request failure')) : resolve({ images, cursor: null }),
      );
    });
  };
  const ids: IdsLoader = async (location, offset) => {
    idCalls.push({ month: location.month, offset });
    const count = counts.get(location.month) ?? 0;
    return Array.from(
      { length: Math.max(0, Math.min(500, count - offset)) },
      (_, index) => `${location.month}-${offset + index}`,
    );
  };
  const settle = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { loaders: { range, ids }, calls, idCalls, settle };
}

const countsOf = (months: readonly { month: number; count: number }[]) =>
  new Map(months.map((month) => [month.month, month.count]));

const shown = (manager: TimelineManager, section: number, count: number) =>
  Array.from({ length: count }, (_, index) => manager.month(section).at(index)?.imageId);

describe('TimelineManager', () => {
  it('reads the rows wanted where they are, in blocks of 24, one request per run of blocks', async () => {
    const { loaders, calls, settle } = service(countsOf(MONTHS));
    const manager = new TimelineManager(MONTHS, loaders, () => undefined);
    // A row deep in the month: only its block is read, from its offset.
    manager.want([{ section: 0, first: 30, last: 35 }]);
    expect(calls.map(({ offset, limit }) => [offset, limit])).toEqual([[24, 24]]);
    await settle();
    expect(manager.month(0).at(30)?.imageId).toBe('11-30');
    expect(manager.month(0).at(0)).toBeUndefined();
    // What is loaded or loading is not asked for again; the missing blocks go in one request.
    manager.want([{ section: 0, first: 0, last: 49 }]);
    manager.want([{ section: 0, first: 0, last: 49 }]);
    expect(calls.map(({ offset, limit }) => [offset, limit])).toEqual([
      [24, 24],
      [0, 24],
      [48, 2],
    ]);
    await settle();
    expect(shown(manager, 0, 50)).toEqual(Array.from({ length: 50 }, (_, index) => `11-${index}`));
  });

  it('aborts a load whose rows left the view before it arrived, and forgets them', async () => {
    const { loaders, calls, settle } = service(countsOf(MONTHS));
    const manager = new TimelineManager(MONTHS, loaders, () => undefined);
    manager.want([{ section: 0, first: 0, last: 5 }]);
    manager.want([{ section: 1, first: 0, last: 2 }]);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await settle();
    expect(manager.month(0).at(0)).toBeUndefined();
    expect(manager.month(1).at(2)?.imageId).toBe('10-2');
    // Back in view, the month is asked for again.
    manager.want([{ section: 0, first: 0, last: 5 }]);
    expect(calls).toHaveLength(3);
  });

  it('keeps a failed month failed until asked to retry, then reads the rows wanted again', async () => {
    const failing = service(countsOf(MONTHS), { fail: true });
    const manager = new TimelineManager(MONTHS, failing.loaders, () => undefined);
    manager.want([{ section: 1, first: 0, last: 2 }]);
    await failing.settle();
    expect(manager.month(1).failed).toBe(true);
    manager.want([{ section: 1, first: 0, last: 2 }]);
    expect(failing.calls).toHaveLength(1);
    manager.retry(1);
    expect(manager.month(1).failed).toBe(false);
    expect(failing.calls).toHaveLength(2);
  });

  it('tells its subscribers of the changes once per frame, however many there were', async () => {
    const { loaders, settle } = service(countsOf(MONTHS));
    const frames: (() => void)[] = [];
    const manager = new TimelineManager(MONTHS, loaders, (flush) => frames.push(flush));
    let heard = 0;
    manager.subscribe(() => {
      heard += 1;
    });
    manager.want([
      { section: 0, first: 0, last: 0 },
      { section: 1, first: 0, last: 0 },
    ]);
    await settle();
    expect(heard).toBe(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(heard).toBe(1);
  });

  it('hides photos being deleted, their month shrinking by as many, and shows them again', async () => {
    const { loaders, settle } = service(countsOf(MONTHS));
    const manager = new TimelineManager(MONTHS, loaders, () => undefined);
    manager.want([{ section: 1, first: 0, last: 2 }]);
    await settle();
    manager.hide(['10-1']);
    expect(shown(manager, 1, 2)).toEqual(['10-0', '10-2']);
    expect(manager.months[1]?.count).toBe(2);
    expect(manager.months[0]?.count).toBe(50);
    manager.restore(['10-1']);
    expect(shown(manager, 1, 3)).toEqual(['10-0', '10-1', '10-2']);
    expect(manager.months[1]?.count).toBe(3);
  });

  it('drops deleted photos for good, moving the rest up, and keeps them loaded through the new counts', async () => {
    const counts = countsOf(MONTHS);
    const { loaders, calls, settle } = service(counts);
    const manager = new TimelineManager(MONTHS, loaders, () => undefined);
    manager.want([
      { section: 0, first: 0, last: 49 },
      { section: 1, first: 0, last: 2 },
    ]);
    await settle();
    manager.hide(['11-3', '11-40']);
    manager.remove(['11-3', '11-40']);
    expect(manager.months[0]?.count).toBe(48);
    expect(manager.month(0).at(3)?.imageId).toBe('11-4');
    expect(manager.month(0).at(47)?.imageId).toBe('11-49');
    const before = calls.length;
    manager.setMonths([
      { year: 2026, month: 11, count: 48 },
      MONTHS[1] ?? { year: 2026, month: 10, count: 3 },
    ]);
    manager.want([{ section: 0, first: 0, last: 47 }]);
    expect(calls).toHaveLength(before);
    expect(manager.month(0).at(47)?.imageId).toBe('11-49');
  });

  it('keeps the months whose count did not change through new counts, and forgets the ones that did', async () => {
    const { loaders, calls, settle } = service(countsOf(MONTHS));
    const manager = new TimelineManager(MONTHS, loaders, () => undefined);
    manager.want([
      { section: 0, first: 0, last: 5 },
      { section: 1, first: 0, last: 2 },
    ]);
    await settle();
    // An upload adds a new month on top and a photo to October.
    manager.setMonths([
      { year: 2026, month: 12, count: 1 },
      { year: 2026, month: 11, count: 50 },
      { year: 2026, month: 10, count: 4 },
    ]);
    expect(manager.sectionOf({ year: 2026, month: 11 })).toBe(1);
    expect(manager.month(1).at(5)?.imageId).toBe('11-5');
    expect(manager.month(2).at(0)).toBeUndefined();
    const before = calls.length;
    manager.want([
      { section: 1, first: 0, last: 5 },
      { section: 2, first: 0, last: 3 },
    ]);
    expect(calls.slice(before).map((call) => call.month)).toEqual([10]);
  });

  it("reads a month's ids 500 a call for its select-all, or from its loaded photos", async () => {
    const months = [{ year: 1970, month: 1, count: 1114 }];
    const { loaders, idCalls, settle } = service(countsOf(months));
    const manager = new TimelineManager(months, loaders, () => undefined);
    const ids = await manager.ids(0, 0, 1113, new AbortController().signal);
    expect(ids).toHaveLength(1114);
    expect(ids.at(-1)).toBe('1-1113');
    expect(idCalls.map((call) => call.offset)).toEqual([0, 500, 1000]);
    manager.want([{ section: 0, first: 0, last: 23 }]);
    await settle();
    expect(await manager.ids(0, 2, 5, new AbortController().signal)).toEqual(['1-2', '1-3', '1-4', '1-5']);
    expect(idCalls).toHaveLength(3);
  });

  it('reads a shift-click range across months, the photos not loaded included, in either direction', async () => {
    const months = [
      { year: 2026, month: 3, count: 700 },
      { year: 2026, month: 2, count: 30 },
      { year: 2026, month: 1, count: 40 },
    ];
    const { loaders } = service(countsOf(months));
    const manager = new TimelineManager(months, loaders, () => undefined);
    const signal = new AbortController().signal;
    const range = await manager.rangeIds({ section: 0, index: 690 }, { section: 2, index: 4 }, signal);
    expect(range).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `3-${690 + index}`),
      ...Array.from({ length: 30 }, (_, index) => `2-${index}`),
      ...Array.from({ length: 5 }, (_, index) => `1-${index}`),
    ]);
    expect(await manager.rangeIds({ section: 2, index: 4 }, { section: 0, index: 690 }, signal)).toEqual(
      range,
    );
  });

  it('lets the months furthest from the one on screen forget their photos past the limit', async () => {
    const months = Array.from({ length: 6 }, (_, index) => ({
      year: 2020,
      month: index + 1,
      count: BLOCK_SIZE,
    }));
    const { loaders, settle } = service(countsOf(months));
    const manager = new TimelineManager(months, loaders, () => undefined);
    manager.want(months.map((_, section) => ({ section, first: 0, last: 0 })));
    await settle();
    // 144 photos loaded; a limit of 96 lets go the two furthest months that may go (1 and 5).
    manager.hide(['6-0']);
    manager.trim(2, 96);
    const kept = months.map((_, section) => manager.month(section).at(1) !== undefined);
    // Month 6 (section 5) holds a photo being deleted, so it keeps its photos too.
    expect(kept).toEqual([false, true, true, true, false, true]);
  });

  it('lets the photos of a huge month on screen go when they are far from the rows wanted', async () => {
    const months = [{ year: 2024, month: 8, count: 2000 }];
    const { loaders, calls, settle } = service(countsOf(months));
    const manager = new TimelineManager(months, loaders, () => undefined);
    for (let first = 0; first < 1200; first += 480) {
      manager.want([{ section: 0, first, last: first + 479 }]);
      await settle();
    }
    // 1,440 photos loaded, the rows wanted 960 to 1,439: with a limit of 200, 100 more on each side stay.
    manager.trim(0, 200);
    expect(manager.month(0).at(1439)?.imageId).toBe('8-1439');
    expect(manager.month(0).at(860)?.imageId).toBe('8-860');
    expect(manager.month(0).at(859)).toBeUndefined();
    expect(manager.month(0).at(100)).toBeUndefined();
    // Scrolled back, the rows are read again.
    const before = calls.length;
    manager.want([{ section: 0, first: 96, last: 119 }]);
    expect(calls.length).toBe(before + 1);
  });

  it('cuts a list of blocks into runs of at most the given length', () => {
    expect(runsOf([0, 1, 2, 5, 6, 9], 2)).toEqual([
      { first: 0, count: 2 },
      { first: 2, count: 1 },
      { first: 5, count: 2 },
      { first: 9, count: 1 },
    ]);
  });
});
