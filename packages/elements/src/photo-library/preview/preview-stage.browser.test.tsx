import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addTestElement, defineTestElements } from '../test-elements.test.tsx';
import { PreviewStage } from './preview-stage.tsx';

/**
 * The preview's gestures in Chromium ([Note: Preview gestures]): pointer events as a finger or a
 * mouse sends them, on a stage of 400 x 800 px, and what the preview is asked to do in return.
 */

const TAG = 'test-preview-stage';
/** A 4000 x 3000 grey photo: shown at 400 x 300 in the stage. */
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000" viewBox="0 0 4 3"><rect width="4" height="3" fill="grey"/></svg>',
  );
const WIDTH = 400;
const HEIGHT = 800;

let asked: string[] = [];
let neighbours = { previous: true, next: true };

function Harness(): ReactElement {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div className="preview-stage" style={{ width: WIDTH, height: HEIGHT }}>
      <PreviewStage
        src={PHOTO}
        alt="Beach.jpg"
        zoomed={zoomed}
        onZoomedChange={(value) => {
          asked.push(value ? 'zoom in' : 'zoom out');
          setZoomed(value);
        }}
        onPrevious={neighbours.previous ? () => asked.push('previous') : undefined}
        onNext={neighbours.next ? () => asked.push('next') : undefined}
        onClose={() => asked.push('close')}
      />
    </div>
  );
}

defineTestElements({ [TAG]: Harness });

afterEach(() => {
  asked = [];
  neighbours = { previous: true, next: true };
});

async function stage(): Promise<{ surface: HTMLElement; image: HTMLImageElement }> {
  const element = addTestElement(TAG);
  await expect
    .poll(
      () => element.shadowRoot?.querySelector<HTMLImageElement>('.preview-photo img')?.complete ?? false,
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  const surface = element.shadowRoot?.querySelector<HTMLElement>('.preview-photo');
  const image = surface?.querySelector('img');
  if (surface == null || image == null) throw new Error('no stage');
  return { surface, image };
}

type PointerKind = 'touch' | 'mouse';

let clock = 0;

/** One pointer down at `from`, moved in steps to `to`, and up there; `at` is the time it goes down. */
function drag(
  surface: HTMLElement,
  from: { x: number; y: number },
  to: { x: number; y: number },
  pointerType: PointerKind,
  options: { at?: number; release?: boolean } = {},
): void {
  const box = surface.getBoundingClientRect();
  clock += 10_000;
  const timeStamp = options.at ?? clock;
  const event = (type: string, point: { x: number; y: number }) => {
    const pointer = new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 7,
      isPrimary: true,
      pointerType,
      button: 0,
      clientX: box.left + point.x,
      clientY: box.top + point.y,
    });
    Object.defineProperty(pointer, 'timeStamp', { value: timeStamp });
    surface.dispatchEvent(pointer);
  };
  event('pointerdown', from);
  for (let step = 1; step <= 4; step += 1) {
    event('pointermove', {
      x: from.x + ((to.x - from.x) * step) / 4,
      y: from.y + ((to.y - from.y) * step) / 4,
    });
  }
  if (options.release !== false) event('pointerup', to);
}

function tap(surface: HTMLElement, at: number, pointerType: PointerKind = 'touch'): void {
  drag(surface, { x: 200, y: 400 }, { x: 202, y: 401 }, pointerType, { at });
}

describe('swiping sideways', () => {
  it('goes to the next photo past 35% of the width to the left, and to the previous one to the right', async () => {
    const { surface } = await stage();
    drag(surface, { x: 350, y: 400 }, { x: 350 - 0.36 * WIDTH, y: 410 }, 'touch');
    drag(surface, { x: 50, y: 400 }, { x: 50 + 0.36 * WIDTH, y: 390 }, 'mouse');
    expect(asked).toEqual(['next', 'previous']);
  });

  it('snaps back short of 35%, or where there is no photo beyond', async () => {
    neighbours = { previous: false, next: true };
    const { surface, image } = await stage();
    drag(surface, { x: 350, y: 400 }, { x: 350 - 0.3 * WIDTH, y: 400 }, 'touch', { release: false });
    // While the finger is down the photo follows it.
    await expect.poll(() => image.style.transform).toContain(`translate(${-0.3 * WIDTH}px, 0px)`);
    drag(surface, { x: 350, y: 400 }, { x: 350 - 0.3 * WIDTH, y: 400 }, 'touch');
    drag(surface, { x: 20, y: 400 }, { x: 380, y: 400 }, 'touch');
    expect(asked).toEqual([]);
    await expect.poll(() => image.style.transform).toContain('translate(0px, 0px)');
  });
});

describe('swiping down', () => {
  it('closes past 35% of the height with a finger', async () => {
    const { surface } = await stage();
    drag(surface, { x: 200, y: 100 }, { x: 210, y: 100 + 0.36 * HEIGHT }, 'touch');
    expect(asked).toEqual(['close']);
  });

  it('snaps back when shorter, upwards, or with a mouse', async () => {
    const { surface } = await stage();
    drag(surface, { x: 200, y: 100 }, { x: 200, y: 100 + 0.3 * HEIGHT }, 'touch');
    drag(surface, { x: 200, y: 700 }, { x: 200, y: 100 }, 'touch');
    drag(surface, { x: 200, y: 100 }, { x: 200, y: 700 }, 'mouse');
    expect(asked).toEqual([]);
  });
});

describe('zooming', () => {
  it('toggles between 1 and 2.5 on a double tap or double click within 200 ms', async () => {
    const { surface, image } = await stage();
    tap(surface, 1_000);
    tap(surface, 1_150);
    expect(asked).toEqual(['zoom in']);
    await expect.poll(() => image.style.transform).toContain('scale(2.5)');
    tap(surface, 5_000, 'mouse');
    tap(surface, 5_190, 'mouse');
    expect(asked).toEqual(['zoom in', 'zoom out']);
    await expect.poll(() => image.style.transform).toContain('scale(1)');
  });

  it('takes two taps further apart than 200 ms as two single taps', async () => {
    const { surface } = await stage();
    tap(surface, 1_000);
    tap(surface, 1_250);
    expect(asked).toEqual([]);
  });

  it('moves a zoomed photo with a drag, within its edges, and never changes photo', async () => {
    const { surface, image } = await stage();
    tap(surface, 1_000);
    tap(surface, 1_100);
    await expect.poll(() => image.style.transform).toContain('scale(2.5)');
    drag(surface, { x: 300, y: 400 }, { x: 100, y: 450 }, 'touch');
    await expect.poll(() => image.style.transform).toContain('translate(-200px, 50px)');
    // The photo shows 400 x 300: at 2.5 it may move 300 px sideways and 225 px up or down.
    drag(surface, { x: 390, y: 10 }, { x: 0, y: 790 }, 'touch');
    await expect.poll(() => image.style.transform).toContain('translate(-300px, 225px)');
    expect(asked).toEqual(['zoom in']);
  });
});
