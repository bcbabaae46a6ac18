import type { Photo } from '@portal/api/schemas/photos';
import { memo, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { TranslateFunction } from '../i18n/translate.ts';
import { Icon } from '../ui/icons.tsx';
import { isPlainClick } from '../ui/plain-click.ts';
import { dayTaken } from './photo-dates.ts';
import type { PhotoSelection, SelectablePhoto } from './selection.ts';

/*
 * One photo of a grid (the timeline's, an album's): its thumbnail, or the failure icon when that
 * does not load (photo-library §2.2), the date taken as its tooltip when the date is valid; a link
 * to its preview, or a toggle button in selection mode.
 */

/** What every tile of a row shares, read once by the row rather than by each tile. */
export interface TileContext {
  readonly t: TranslateFunction;
  readonly formatDate: (date: Date) => string;
  /** The page's query, kept on the preview's address. */
  readonly search: string;
  /** A photo's preview address in the list the tile is in. */
  readonly pathOf: (photoId: string) => string;
  /** A route's full href and what its plain click does (`useRouteTarget`), read once for every tile. */
  readonly target: (to: string) => { readonly href: string; readonly follow: () => void };
}

/** What a tile needs of selection mode. */
export interface TileSelection {
  readonly selection: PhotoSelection;
  /** A tile pressed: `range` when Shift was held (select from the last pick to this one). */
  readonly onToggle: (photo: SelectablePhoto, range: boolean) => void;
}

/** Where a tile is: its index in its section (`data-index`), and its column when its row places it. */
interface TilePlace {
  readonly 'data-index'?: number;
  readonly style?: { readonly gridColumnStart: number };
}

/**
 * Memoised, its place given as numbers: a month's page arriving renders the rows of the month again,
 * and the tiles whose photo, place and context did not change are left as they are. `column`
 * places the tile in its row's grid (from 1), for a row that draws no element for the photos it
 * has no tile for yet ([Note: Places without elements] in timeline/photo-rows.tsx).
 */
export const Tile = memo(function Tile({
  photo,
  size,
  section,
  index,
  column,
  selecting,
  onOpen,
  context,
}: {
  readonly photo: Photo;
  readonly size: number;
  /** The tile's place: its section and its index in it. */
  readonly section: number;
  readonly index: number;
  readonly column?: number | undefined;
  readonly selecting: TileSelection | undefined;
  readonly onOpen: (() => void) | undefined;
  readonly context: TileContext;
}): ReactElement {
  const { t, formatDate, search, pathOf, target } = context;
  const place: TilePlace = {
    'data-index': index,
    ...(column === undefined ? {} : { style: { gridColumnStart: column } }),
  };
  const [failed, setFailed] = useState(false);
  const thumbnail = photo.thumbnails.find((candidate) => candidate.id === size) ?? photo.thumbnails[0];
  const day = dayTaken(photo.dateTaken);
  const taken = day === null ? undefined : t('photos.taken', { date: formatDate(day) });
  const image =
    failed || thumbnail === undefined ? (
      <span
        className="tile-failed"
        role="img"
        aria-label={t('photos.thumbnailFailed', { name: photo.localFileName })}
      >
        <Icon name="alert" />
      </span>
    ) : (
      <TileImage
        url={thumbnail.url}
        alt={selecting === undefined ? photo.localFileName : ''}
        onError={() => setFailed(true)}
      />
    );
  if (selecting === undefined && onOpen !== undefined) {
    // A RouteLink's anchor, with the route read once for the grid rather than by every tile.
    const { href, follow } = target(`${pathOf(photo.imageId)}${search}`);
    return (
      <a
        href={href}
        className="tile"
        title={taken}
        {...place}
        onClick={(event) => {
          onOpen();
          if (!isPlainClick(event)) return;
          event.preventDefault();
          follow();
        }}
      >
        {image}
      </a>
    );
  }
  if (selecting === undefined) {
    return (
      <div className="tile" title={taken} {...place}>
        {image}
      </div>
    );
  }
  return (
    <TileToggle
      photo={photo}
      title={taken}
      place={place}
      selected={selecting.selection.has(photo.imageId)}
      onToggle={(range) => selecting.onToggle({ id: photo.imageId, position: { section, index } }, range)}
    >
      {image}
    </TileToggle>
  );
});

/**
 * [Note: A tile that goes lets go of its image]
 * A thumbnail whose tile leaves the page (the customer jumped or scrolled on) stops loading: an
 * image element taken out of the page goes on loading its file until it is collected, and after a
 * few jumps on a phone's network the photos in view queued behind the files of screens already
 * left. Three jumps in a row at 4 Mbit/s with 150 ms of latency, on a 375 px phone: the screen
 * where the last landed was full after 3.3 s, and after 1.0 to 1.1 s with the images let go.
 *
 * Not lazy: a grid draws only the rows near the view, whose photos it wants now, and makes their
 * tiles a few a task ([Note: A few tiles a task]); lazy loading would start all their requests at
 * once, in the frame's own work.
 */
function TileImage({
  url,
  alt,
  onError,
}: {
  readonly url: string;
  readonly alt: string;
  readonly onError: () => void;
}): ReactElement {
  const image = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = image.current;
    // Without a source the browser drops the element's request, and a file no one else asked for
    // stops loading.
    return () => element?.removeAttribute('src');
  }, []);
  return <img ref={image} src={url} alt={alt} decoding="async" onError={onError} />;
}

/**
 * A photo's tile in selection mode, a grid's or a picker's: a toggle named by the file name, with
 * a check while it is selected. `range` says Shift was held.
 */
export function TileToggle({
  photo,
  title,
  place,
  selected,
  disabled,
  onToggle,
  children,
}: {
  readonly photo: Photo;
  readonly title?: string;
  readonly place?: TilePlace;
  readonly selected: boolean;
  readonly disabled?: boolean;
  readonly onToggle: (range: boolean) => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <button
      type="button"
      className="tile tile-button"
      title={title}
      aria-pressed={selected}
      aria-label={photo.localFileName}
      disabled={disabled}
      onClick={(event) => onToggle(event.shiftKey)}
      {...place}
    >
      {children}
      {selected ? (
        <span className="tile-check" aria-hidden="true">
          <Icon name="check" />
        </span>
      ) : null}
    </button>
  );
}
