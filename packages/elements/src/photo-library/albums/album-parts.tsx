import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFormatDate } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { ALBUMS_PATH } from '../routes.ts';

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
