import { isUnknownDateMonth } from '@portal/api/rules/timeline-dates';
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type ReactElement,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { formatMonthYear } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useElement } from '../../runtime/context.tsx';
import type { TimelineLayout } from './timeline-layout.ts';

/** Year labels closer than this on the rail (a share of its height) leave the later one out. */
const LABEL_SPACING = 0.045;

/**
 * [Note: The date scrubber]
 * The rail at the timeline's right edge, as Google Photos and Immich give it: a finger or a mouse
 * drags it through the years and months of the whole library, the month under it named beside it
 * while dragging, and the timeline jumps there at once (the grid's own jump, which loads only where
 * it lands: [Note: A jump loads where it lands]), however many photos lie between.
 * - The rail is the timeline's height scaled to the screen: a point a third of the way down it is
 *   the month a third of the way down the timeline, so big months take more of it, as they take
 *   more scrolling. Years are marked where they start, as room allows.
 * - It is a slider for the keyboard and assistive technology: arrow keys step a month, Page Up and
 *   Page Down a year (the first month of the year before or after), Home and End the newest and
 *   the oldest month; its value is the month at the top of the view, said in the customer's locale.
 * - It stays in view beside the timeline (sticky, in the timeline's own cell of the page) and takes
 *   the pointer only on its narrow rail, so the photos beside it stay tappable. It reaches from its
 *   top to the screen's bottom: the screen's height once the timeline's top has scrolled away, less
 *   before, when the page's header is above it (a screen-high rail would end below the screen, its
 *   oldest years out of reach). A drag keeps the rail it began on.
 */
export function DateScrubber({
  layout,
  current,
  onJump,
}: {
  readonly layout: TimelineLayout;
  /** The section at the top of the view. */
  readonly current: number;
  readonly onJump: (section: number) => void;
}): ReactElement | null {
  const { t } = useTranslation();
  const { locale } = useElement();
  const frame = useRef<HTMLDivElement>(null);
  const rail = useRef<HTMLDivElement>(null);
  /** While dragging: where the pointer is on the rail (a share of its height) and its month. */
  const [drag, setDrag] = useState<{ readonly at: number; readonly section: number } | null>(null);
  const { months, height } = layout;
  // Not while a drag goes on, and from when there is a rail (two months or more).
  useRailInView(frame, drag !== null || months.length < 2);
  const name = (section: number) => {
    const month = months[section];
    if (month === undefined) return '';
    return isUnknownDateMonth(month.year, month.month)
      ? t('photos.unknownDate')
      : formatMonthYear(month.year, month.month, locale);
  };
  const share = (section: number) => (height > 0 ? layout.sectionTop(section) / height : 0);
  const years = useMemo(() => {
    const marks: { readonly section: number; readonly at: number; readonly label: string }[] = [];
    let last = -1;
    months.forEach((month, section) => {
      if (section > 0 && months[section - 1]?.year === month.year) return;
      const at = height > 0 ? layout.sectionTop(section) / height : 0;
      if (last >= 0 && at - last < LABEL_SPACING) return;
      last = at;
      marks.push({
        section,
        at,
        label: isUnknownDateMonth(month.year, month.month) ? '?' : String(month.year),
      });
    });
    return marks;
  }, [months, height, layout]);

  /**
   * The rail's place as a drag began: the jumps move the page under it (the rail sticks to the top
   * once the timeline's top has left the view), and a drag reads the pointer against one rail.
   */
  const dragBox = useRef<DOMRect | null>(null);
  const sectionAtPointer = (clientY: number): { at: number; section: number } | null => {
    const box = dragBox.current ?? rail.current?.getBoundingClientRect();
    if (box === undefined || box.height === 0) return null;
    const at = Math.min(1, Math.max(0, (clientY - box.top) / box.height));
    return { at, section: layout.sectionAt(at * height) };
  };
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const found = sectionAtPointer(event.clientY);
    if (found === null) return;
    if (found.section !== drag?.section) onJump(found.section);
    setDrag(found);
  };

  const endDrag = () => {
    dragBox.current = null;
    setDrag(null);
  };

  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = months.length - 1;
    const yearOf = (section: number) => months[section]?.year;
    let next: number | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = Math.min(last, current + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = Math.max(0, current - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'PageDown') {
      next = current;
      while (next < last && yearOf(next) === yearOf(current)) next += 1;
    } else if (event.key === 'PageUp') {
      // The first month of this year, or of the year before when already there.
      let start = current;
      while (start > 0 && yearOf(start - 1) === yearOf(current)) start -= 1;
      if (start === current && start > 0) {
        start -= 1;
        while (start > 0 && yearOf(start - 1) === yearOf(current - 1)) start -= 1;
      }
      next = start;
    }
    if (next === null) return;
    event.preventDefault();
    onJump(next);
  };

  if (months.length < 2) return null;
  const shown = drag?.section ?? current;
  return (
    <div ref={frame} className="scrubber" part="scrubber">
      <div
        ref={rail}
        className="scrubber-rail"
        role="slider"
        tabIndex={0}
        aria-label={t('photos.scrubber')}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={months.length - 1}
        aria-valuenow={shown}
        aria-valuetext={name(shown)}
        onKeyDown={step}
        onPointerDown={(event) => {
          // The rail keeps the pointer while it drags, even off its narrow width.
          if (event.isPrimary) event.currentTarget.setPointerCapture?.(event.pointerId);
          dragBox.current = event.currentTarget.getBoundingClientRect();
          follow(event);
        }}
        onPointerMove={(event) => {
          if (drag !== null) follow(event);
        }}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <YearMarks years={years} />
        <span
          className="scrubber-thumb"
          style={{ top: `${(drag?.at ?? share(current)) * 100}%` }}
          aria-hidden="true"
        />
        {drag === null ? null : (
          <span className="scrubber-bubble" style={{ top: `${drag.at * 100}%` }} aria-hidden="true">
            {name(drag.section)}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * Keeps the scrubber's frame from its top to the bottom of the screen as the page scrolls, the
 * window resizes and the page's content changes ([Note: The date scrubber]), except while `paused`.
 */
function useRailInView(frame: RefObject<HTMLDivElement | null>, paused: boolean): void {
  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null || paused) return;
    let scheduled = 0;
    const fit = () => {
      scheduled = 0;
      const top = Math.max(0, element.getBoundingClientRect().top);
      element.style.height = `${Math.max(0, window.innerHeight - top)}px`;
    };
    const schedule = () => {
      if (scheduled === 0) scheduled = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // What comes above the timeline later (a notice, an intro folding away) moves it without a scroll.
    const page = new ResizeObserver(schedule);
    page.observe(document.body);
    return () => {
      cancelAnimationFrame(scheduled);
      page.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [frame, paused]);
}

/** The years marked on the rail, rendered again only when they change (the rail renders at every frame of a scroll). */
const YearMarks = memo(function YearMarks({
  years,
}: {
  readonly years: readonly { readonly section: number; readonly at: number; readonly label: string }[];
}): ReactElement {
  return (
    <>
      {years.map((mark) => (
        <span
          key={mark.section}
          className="scrubber-year"
          style={{ top: `${mark.at * 100}%` }}
          aria-hidden="true"
        >
          {mark.label}
        </span>
      ))}
    </>
  );
});
