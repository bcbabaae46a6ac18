import type { ReactElement } from 'react';
import { CardLoading } from './card-failure.tsx';

/** The lines most placeholders draw: a full line of text and a shorter one below it. */
const LINE_AND_SHORTER: readonly string[] = ['', 'skeleton-small'];

interface SkeletonLinesProps {
  /**
   * One skeleton line of text each: the area's classes for the line's length and size
   * ('skeleton-small'), '' for a full line.
   */
  readonly lines: readonly string[];
  /** Spans, not divs: lines that stand in for a link's phrasing content. */
  readonly inline?: boolean;
}

/** Lines of text while they load, as skeletons of the area's `skeleton-text` lines. */
export function SkeletonLines({ lines, inline = false }: SkeletonLinesProps): ReactElement {
  const Line = inline ? 'span' : 'div';
  return (
    <>
      {lines.map((size, index) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          key={index}
          className={size === '' ? 'skeleton skeleton-text' : `skeleton skeleton-text ${size}`}
        />
      ))}
    </>
  );
}

/** The placeholder of a card's content that is lines of text: a line and a shorter one unless told. */
export function CardSkeleton({
  lines = LINE_AND_SHORTER,
}: {
  readonly lines?: readonly string[];
}): ReactElement {
  return (
    <CardLoading>
      <SkeletonLines lines={lines} />
    </CardLoading>
  );
}

interface SkeletonRowsProps {
  readonly count: number;
  /** The classes of a row ('book-skeleton'). */
  readonly row: string;
  /** The class of the row's picture ('book-cover'), where the rows show one before their text. */
  readonly picture?: string;
  /** The class of the box around the row's lines ('book-main'), where the rows have one. */
  readonly text?: string;
  /** The row's lines, as `SkeletonLines` takes them: a line and a shorter one unless told. */
  readonly lines?: readonly string[];
  /** Spans inside the rows, not divs: rows that stand in for links. */
  readonly inline?: boolean;
}

/** The rows of a list while it loads: `count` rows in the area's classes, each its picture and lines. */
export function SkeletonRows({
  count,
  row,
  picture,
  text,
  lines = LINE_AND_SHORTER,
  inline = false,
}: SkeletonRowsProps): ReactElement {
  const Box = inline ? 'span' : 'div';
  const shownLines = <SkeletonLines lines={lines} inline={inline} />;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={row}>
          {picture === undefined ? null : <Box className={`skeleton skeleton-picture ${picture}`} />}
          {text === undefined ? shownLines : <Box className={text}>{shownLines}</Box>}
        </div>
      ))}
    </>
  );
}
