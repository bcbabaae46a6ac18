import { getTimelinePage } from '@portal/api/clients/photos';
import type { SortSetting } from '@portal/api/rules/sort-settings';
import type { TimelineCounts } from '@portal/api/schemas/photos';
import { type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useFeatureFlag, useReportFailure } from '../runtime/context.tsx';
import { CardFailure } from '../ui/card-failure.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { useLibraryCounts, useTimelineCounts } from './api/library.ts';
import { readPhotoSort, SortSelect, storePhotoSort } from './sort-select.tsx';
import { TimelineGrid } from './timeline/timeline-grid.tsx';
import { timelineMonths } from './timeline/timeline-months.ts';
import { TimelineSections } from './timeline/timeline-sections.ts';

const OVERVIEW_PATH = '/';
const FAQ_PATH = '/faq';

/**
 * The photo page (photo-library §2.1, §2.2): the shell's header and tabs, the FAQ banner, the sort
 * and the timeline of every month, with its empty, loading and failure states.
 */
export function PhotosPage({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const counts = useLibraryCounts(accountId);
  const timeline = useTimelineCounts(accountId);
  const [sort, setSort] = useState(readPhotoSort);
  const changeSort = (next: SortSetting<'photos'>) => {
    storePhotoSort(next);
    setSort(next);
  };

  let body: ReactElement;
  if (timeline.error !== undefined && !timeline.isValidating && timeline.data === undefined) {
    body = (
      <div className="card photos-card">
        <CardFailure
          message={t('userMessage.photosCouldNotBeLoaded')}
          onRetry={() => void timeline.mutate()}
        />
      </div>
    );
  } else if (timeline.data === undefined) {
    body = <div className="spinner" role="progressbar" aria-label={t('runtime.loading')} aria-busy="true" />;
  } else if (timeline.data.years.length === 0) {
    body = (
      <div className="card photos-card empty-state">
        <Icon name="photo" />
        <p>{t('userMessage.photoLibraryEmpty')}</p>
      </div>
    );
  } else {
    body = (
      <Timeline
        accountId={accountId}
        counts={timeline.data}
        sort={sort}
        tools={<SortSelect value={sort} onChange={changeSort} />}
      />
    );
  }

  return (
    <div className="photos" part="photos">
      <header className="photos-header">
        <OutsideLink path={OVERVIEW_PATH} className="button button-text back-link">
          <Icon name="chevronLeft" />
          {t('pageTitle.myAccountOverview')}
        </OutsideLink>
        <h1 className="page-title">{t('pageTitle.myPhotos')}</h1>
      </header>
      <nav className="tabs" aria-label={t('pageTitle.myPhotos')}>
        <span className="tab" aria-current="page">
          {t('pageTitle.photos')}
          {counts.data === undefined ? null : <span className="tab-count">{counts.data.photosCount}</span>}
        </span>
      </nav>
      <FaqBanner />
      {body}
    </div>
  );
}

function Timeline({
  accountId,
  counts,
  sort,
  tools,
}: {
  readonly accountId: string;
  readonly counts: TimelineCounts;
  readonly sort: SortSetting<'photos'>;
  readonly tools: ReactNode;
}): ReactElement {
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const months = useMemo(() => timelineMonths(counts), [counts]);
  // One manager per account, months and sort: a new sort starts every section again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account names the library the sections read.
  const sections = useMemo(
    () =>
      new TimelineSections(months, (location, cursor, signal) =>
        getTimelinePage(
          endpoint,
          location,
          { cursor: cursor ?? undefined, sortKey: sort.sortKey, sortOrder: sort.sortOrder },
          { signal },
        ).catch((error: unknown) => {
          if (!signal.aborted) reportFailure('LOAD_TIMELINE_PAGE_FAILED', error);
          throw error;
        }),
      ),
    [months, endpoint, sort.sortKey, sort.sortOrder, reportFailure, accountId],
  );
  useEffect(() => () => sections.dispose(), [sections]);
  return <TimelineGrid months={months} sections={sections} tools={tools} />;
}

/** The collapsible banner leading to the FAQ, in its two wordings (photo-library §2.2). */
function FaqBanner(): ReactElement {
  const { t } = useTranslation();
  const albums = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const [open, setOpen] = useState(false);
  return (
    <div className="banner banner-info faq-banner" part="faq-banner">
      <Icon name="info" />
      <div className="banner-text">
        <p>{t(albums ? 'photos.banner.withAlbums' : 'photos.banner.withoutAlbums')}</p>
        {open ? (
          <p>
            {t('photos.banner.more')} <OutsideLink path={FAQ_PATH}>{t('photos.banner.faq')}</OutsideLink>
          </p>
        ) : null}
        <button
          type="button"
          className="button button-text"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('photos.banner.showLess') : t('photos.banner.showMore')}
        </button>
      </div>
    </div>
  );
}
