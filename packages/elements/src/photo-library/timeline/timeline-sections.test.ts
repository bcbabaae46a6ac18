import type { Photo, PhotoPage, TimelineLocation } from '@portal/api/schemas/photos';
import { describe, expect, it } from 'vitest';
import { type PageLoader, TimelineSections } from './timeline-sections.ts';

const MONTHS = [
  { year: 2026, month: 11, count: 50 },
  { year: 2026, month: 10, count: 3 },
];

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function photo(id: string): Photo {
  return {
    imageId: id,
    localFileName: `${id}.jpg`,
    uploadId: id,
    url: PIXEL,
    untouchedUrl: PIXEL,
    thumbnails: [],
    uploadEnd: '2026-01-01T00:00:00Z',
    visibleWidth: 1,
    visibleHeight: 1,
    location: { year: 2026, month: 1 },
  };
}

/** A loader answering pages of 24 from a month's `count` photos, each call recorded. */
function pages(delays: { fail?: boolean } = {}) {
  const calls: { location: TimelineLocation; cursor: string | null }[] = [];
  const pending: (() => void)[] = [];
  const loader: PageLoader = (location, cursor) => {
    calls.push({ location, cursor });
    const count = MONTHS.find((month) => month.month === location.month)?.count ?? 0;
    const start = cursor === null ? 0 : Number(cursor);
    const images = Array.from({ length: Math.min(24, count - start) }, (_, index) =>
      photo(`${location.month}-${start + index}`),
    );
    const next = start + images.length < count ? String(start + images.length) : null;
    return new Promise<PhotoPage>((resolve, reject) => {
      pending.push(() =>
        delays.fail ? reject(new Error('Request failure')) : resolve({ images, cursor: next }),
      );
    });
  };
  const settle = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { loader, calls, settle };
}

describe('TimelineSections', () => {
  it('loads a section page by page only up to the photo on screen', async () => {
    const { loader, calls, settle } = pages();
    const sections = new TimelineSections(MONTHS, loader);
    sections.ensure(0, 5);
    expect(sections.state(0).status).toBe('pending');
    sections.ensure(0, 10);
    expect(calls).toHaveLength(1);
    await settle();
    expect(sections.state(0).photos).toHaveLength(24);
    expect(calls).toHaveLength(1);

    sections.ensure(0, 49);
    await settle();
    expect(calls.map((call) => call.cursor)).toEqual([null, '24', '48']);
    expect(sections.state(0)).toMatchObject({ status: 'fulfilled', complete: true });
    expect(sections.state(0).photos).toHaveLength(50);
    expect(sections.state(1).status).toBe('uninitialized');
  });

  it('drops the answers of an old sort and starts again after a reset', async () => {
    const { loader, calls, settle } = pages();
    const sections = new TimelineSections(MONTHS, loader);
    sections.ensure(1, 0);
    sections.reset();
    await settle();
    expect(sections.state(1).status).toBe('uninitialized');
    sections.ensure(1, 0);
    await settle();
    expect(sections.state(1).photos.map((entry) => entry.imageId)).toEqual(['10-0', '10-1', '10-2']);
    expect(calls).toHaveLength(2);
  });

  it('keeps a failed section failed until asked to retry', async () => {
    const failing = pages({ fail: true });
    const sections = new TimelineSections(MONTHS, failing.loader);
    sections.ensure(1, 0);
    await failing.settle();
    expect(sections.state(1).status).toBe('rejected');
    sections.ensure(1, 0);
    expect(failing.calls).toHaveLength(1);
    sections.retry(1);
    expect(failing.calls).toHaveLength(2);
  });

  it('tells its subscribers of the changes once per frame, however many there were', async () => {
    const { loader, settle } = pages();
    const frames: (() => void)[] = [];
    const sections = new TimelineSections(MONTHS, loader, (flush) => frames.push(flush));
    let heard = 0;
    sections.subscribe(() => {
      heard += 1;
    });
    const before = sections.version;
    sections.ensure(0, 0);
    sections.ensure(1, 0);
    await settle();
    // Two months went pending and then fulfilled: four changes, one frame to tell of them.
    expect(sections.version).toBe(before + 4);
    expect(heard).toBe(0);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(heard).toBe(1);
    // The next change asks for the next frame.
    sections.ensure(0, 30);
    expect(frames).toHaveLength(1);
  });

  it('hides photos being deleted, their month shrinking by as many, and shows them again', async () => {
    const { loader, settle } = pages();
    const sections = new TimelineSections(MONTHS, loader);
    sections.ensure(1, 2);
    await settle();
    sections.hide(['10-1']);
    expect(sections.state(1).photos.map((entry) => entry.imageId)).toEqual(['10-0', '10-2']);
    expect(sections.months[1]?.count).toBe(2);
    expect(sections.months[0]?.count).toBe(50);
    sections.restore(['10-1']);
    expect(sections.state(1).photos).toHaveLength(3);
    expect(sections.months[1]?.count).toBe(3);
  });

  it('loads a whole month for its select-all, and says when it is complete', async () => {
    const { loader, calls, settle } = pages();
    const sections = new TimelineSections(MONTHS, loader);
    let done = false;
    const whole = sections.loadAll(0).then(() => {
      done = true;
    });
    await settle();
    await whole;
    expect(done).toBe(true);
    expect(calls).toHaveLength(3);
    expect(sections.state(0).photos).toHaveLength(50);
  });

  it('lets the months furthest from the one on screen forget their photos past the limit', async () => {
    const months = Array.from({ length: 6 }, (_, index) => ({ year: 2020, month: index + 1, count: 24 }));
    const loader: PageLoader = async (location) => ({
      images: Array.from({ length: 24 }, (_, index) => photo(`${location.month}-${index}`)),
      cursor: null,
    });
    const sections = new TimelineSections(months, loader, () => undefined);
    for (let section = 0; section < 6; section += 1) sections.ensure(section, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // 144 photos loaded; a limit of 96 lets go the two furthest months that may go (1 and 5).
    sections.hide(['6-0']);
    sections.trim(2, 96);
    const kept = months.map((_, section) => sections.state(section).photos.length > 0);
    // Month 6 (section 5) holds a photo being deleted, so it keeps its pages too.
    expect(kept).toEqual([false, true, true, true, false, true]);
    expect(sections.state(0).status).toBe('uninitialized');
    // Forgotten, a month loads again when it comes back into view.
    sections.ensure(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sections.state(0).photos).toHaveLength(24);
  });
});
