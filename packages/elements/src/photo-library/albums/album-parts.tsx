import { type ComponentProps, lazy, type ReactElement, Suspense, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFormatDate } from '../../runtime/context.tsx';
import { useElementLocation, useElementNavigate } from '../../runtime/element-router.tsx';
import { CardFailure } from '../../ui/card-failure.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { ALBUMS_PATH } from '../routes.ts';
import { TimelineSkeleton } from '../timeline/timeline-skeleton.tsx';

/** What an album's page and a shared album's page share (photo-library §2.5, §2.6). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days, in the viewer's time zone, from `created` to `now`. */
export function daysSince(created: Date, now: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(now) - day(created)) / DAY_MS);
}

/** 'Created today', 'Created yesterday' or 'Created {dd MMM yyyy}'; empty while the album loads. */
export function useCreatedText(created: string | undefined): string {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (created === undefined) return '';
  const date = new Date(created);
  const days = daysSince(date, new Date());
  if (days <= 0) return t('albums.createdToday');
  if (days === 1) return t('albums.createdYesterday');
  return t('albums.created', { date: formatDate(date) });
}

/** The way back to 'My albums'. */
export function AlbumBreadcrumb(): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('albums.breadcrumb')}>
      <RouteLink to={ALBUMS_PATH} className="button button-text">
        <Icon name="chevronLeft" />
        {t('albums.myAlbums')}
      </RouteLink>
    </nav>
  );
}

/** The preview loads when a photo is opened, not with the album. */
const PhotoPreview = lazy(async () => ({
  default: (await import('../preview/photo-preview.tsx')).PhotoPreview,
}));

/** An album's preview over its page, loaded when a photo is opened. */
export function AlbumPreview(props: ComponentProps<typeof PhotoPreview>): ReactElement {
  return (
    <Suspense fallback={null}>
      <PhotoPreview key="preview" {...props} />
    </Suspense>
  );
}

/**
 * Leaving an album's preview (a route over the album's page, `listPath`): back to the page's own
 * history entry when the page opened it, else the page's address in place of the preview's (one
 * opened by its address).
 */
export function useAlbumPreviewExit(listPath: string): {
  /** A photo of the page was opened: the page's entry is the one before. */
  readonly opened: () => void;
  readonly close: () => void;
} {
  const navigate = useElementNavigate();
  const { search } = useElementLocation();
  const openedHere = useRef(false);
  return {
    opened: () => {
      openedHere.current = true;
    },
    close: () => {
      if (openedHere.current) {
        openedHere.current = false;
        window.history.back();
      } else {
        navigate(`${listPath}${search}`, { replace: true, keepScroll: true });
      }
    },
  };
}

/** An album's page before its album has arrived: the skeleton of its grid, or 'Unable to display album…' to retry. */
export function AlbumNotYet({
  album,
}: {
  readonly album: { readonly error: unknown; readonly isValidating: boolean; readonly mutate: () => unknown };
}): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="photos album-page" part="album">
      <AlbumBreadcrumb />
      {album.error !== undefined && !album.isValidating ? (
        <div className="card photos-card">
          <CardFailure
            message={t('userMessage.albumCouldNotBeDisplayed')}
            onRetry={() => void album.mutate()}
          />
        </div>
      ) : (
        <TimelineSkeleton />
      )}
    </div>
  );
}
