import { type PointerEvent, type ReactElement, useRef, useState } from 'react';
import { clampPan, isTap, swipeOutcome, TapCounter, ZOOMED_SCALE } from './preview-gestures.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

const ORIGIN: Point = { x: 0, y: 0 };

interface Drag {
  readonly pointerId: number;
  readonly start: Point;
  readonly startPan: Point;
  readonly touch: boolean;
}

export interface PreviewStageProps {
  readonly src: string;
  readonly alt: string;
  readonly zoomed: boolean;
  readonly onZoomedChange: (zoomed: boolean) => void;
  /** Absent where there is no previous (or next) photo: the swipe then snaps back. */
  readonly onPrevious: (() => void) | undefined;
  readonly onNext: (() => void) | undefined;
  readonly onClose: () => void;
}

/**
 * The previewed photo and its gestures ([Note: Preview gestures]): swipe sideways to change photo,
 * swipe down to close on a phone, double tap or double click to zoom, drag to move a zoomed photo.
 * The photo follows the pointer while it is down and snaps back (or moves on) when it is let go.
 */
export function PreviewStage({
  src,
  alt,
  zoomed,
  onZoomedChange,
  onPrevious,
  onNext,
  onClose,
}: PreviewStageProps): ReactElement {
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<Drag | null>(null);
  const taps = useRef(new TapCounter());
  const [offset, setOffset] = useState<Point>(ORIGIN);
  const [pan, setPan] = useState<Point>(ORIGIN);
  const [dragging, setDragging] = useState(false);
  // A zoom toggled from outside (the bar's button) starts centred, as a double tap does.
  const [zoomedBefore, setZoomedBefore] = useState(zoomed);
  if (zoomedBefore !== zoomed) {
    setZoomedBefore(zoomed);
    setPan(ORIGIN);
  }

  const moved = (event: PointerEvent, from: Drag): Point => ({
    x: event.clientX - from.start.x,
    y: event.clientY - from.start.y,
  });
  const panWithin = (next: Point): Point =>
    clampPan(
      next,
      { width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 },
      ZOOMED_SCALE,
    );
  const end = () => {
    drag.current = null;
    setDragging(false);
    setOffset(ORIGIN);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    try {
      // Moves and the release reach the stage even when the pointer leaves it.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag works while it stays over the photo.
    }
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      startPan: pan,
      touch: event.pointerType === 'touch',
    };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (from === null || from.pointerId !== event.pointerId) return;
    const { x, y } = moved(event, from);
    if (zoomed) {
      setPan(panWithin({ x: from.startPan.x + x, y: from.startPan.y + y }));
    } else if (Math.abs(x) >= Math.abs(y)) {
      setOffset({ x, y: 0 });
    } else {
      // Only a touch swipe down closes, so only it shows the photo leaving downwards.
      setOffset({ x: 0, y: from.touch ? Math.max(0, y) : 0 });
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (from === null || from.pointerId !== event.pointerId) return;
    const { x, y } = moved(event, from);
    end();
    if (isTap(x, y)) {
      if (taps.current.tap(event.timeStamp)) onZoomedChange(!zoomed);
      return;
    }
    if (zoomed) return;
    const outcome = swipeOutcome({
      dx: x,
      dy: y,
      width: stage.current?.clientWidth ?? 0,
      height: stage.current?.clientHeight ?? 0,
      touch: from.touch,
      hasPrevious: onPrevious !== undefined,
      hasNext: onNext !== undefined,
    });
    if (outcome === 'previous') onPrevious?.();
    if (outcome === 'next') onNext?.();
    if (outcome === 'close') onClose();
  };

  const shown = zoomed ? pan : offset;
  const scale = zoomed ? ZOOMED_SCALE : 1;
  return (
    <div
      ref={stage}
      className={`preview-photo${dragging ? ' dragging' : ''}${zoomed ? ' zoomed' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={end}
    >
      <img
        ref={image}
        src={src}
        alt={alt}
        draggable={false}
        style={{ transform: `translate(${shown.x}px, ${shown.y}px) scale(${scale})` }}
      />
    </div>
  );
}
