import {
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useFeatureFlag, useToast } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { useAccountInformation, useLibraryCounts } from '../ui/parts/library-data.ts';
import { RouteLink } from '../ui/route-link.tsx';
import { useSharedAlbumsSummary } from './api/shared-albums-summary.ts';
import { useRefreshLibrary } from './api/timeline.ts';
import { ALBUMS_PATH, FROM_PHONE_PATH, PHOTOS_PATH } from './routes.ts';
import { useDesktopPointer } from './transfer/desktop-pointer.ts';

const OVERVIEW_PATH = '/';

/**
 * The storage notice shows once the account's storage status has arrived, which is after the page's
 * first render: its code loads then, instead of before the timeline.
 */
const StorageNotice = lazy(async () => ({ default: (await import('./storage-notice.tsx')).StorageNotice }));

/** The upload dialog and its tus client load when the customer asks to add photos. */
const AddPhotos = lazy(async () => ({ default: (await import('./upload/upload-dialog.tsx')).AddPhotos }));

/** Opens the upload dialog; null while uploads are off (flag PhotoManagementUploadViewEnabled). */
const AddPhotosContext = createContext<(() => void) | null>(null);

/** The shell's 'Add photos', for a page's own way to it (the empty library). */
export function useAddPhotos(): (() => void) | null {
  return useContext(AddPhotosContext);
}

export type LibraryTab = 'photos' | 'albums' | 'fromPhone';

/**
 * The photo page's shell (photo-library §2.1): the title, the way back to the overview on small
 * screens, the storage status button, and the tabs: Photos with the photo count, Albums with the
 * albums count (plus the shared albums the customer can read, when shared albums are on), and,
 * on a computer with the QR upload flag on, 'From your phone'. The tab shown is the page's; the
 * others are links to their routes.
 */
export function LibraryShell({
  accountId,
  tab,
  children,
}: {
  readonly accountId: string;
  readonly tab: LibraryTab;
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const counts = useLibraryCounts(accountId);
  // The storage notice and its code come once its answer is here, after the page's first render.
  const storageKnown = useAccountInformation(accountId).data !== undefined;
  const sharedAlbums = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const shared = useSharedAlbumsSummary(accountId, sharedAlbums);
  const albumsCount =
    counts.data === undefined ? undefined : counts.data.albumsCount + (shared.data?.readAlbumsCount ?? 0);
  const uploadEnabled = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const [adding, setAdding] = useState(false);
  const openAddPhotos = useCallback(() => setAdding(true), []);
  const refreshLibrary = useRefreshLibrary(accountId);
  const showToast = useToast();
  const added = (count: number) => {
    setAdding(false);
    if (count === 0) return;
    showToast(t('photos.upload.added', { count }), { tone: 'success' });
    refreshLibrary();
  };
  // The QR transfer is for a computer: its code is scanned with a phone (photo-library §2.1).
  const qrUpload = useFeatureFlag('PhotoManagementQrUploadEnabled');
  const desktop = useDesktopPointer();
  const fromPhone = qrUpload && desktop;
  return (
    <AddPhotosContext.Provider value={uploadEnabled ? openAddPhotos : null}>
      <div className="photos" part="photos">
        <header className="photos-header">
          <div className="photos-title">
            <OutsideLink path={OVERVIEW_PATH} className="button button-text back-link">
              <Icon name="chevronLeft" />
              <span className="button-label">{t('pageTitle.myAccountOverview')}</span>
            </OutsideLink>
            <h1 className="page-title">{t('pageTitle.myPhotos')}</h1>
            <div className="photos-header-actions">
              {storageKnown ? (
                <Suspense fallback={null}>
                  <StorageNotice accountId={accountId} />
                </Suspense>
              ) : null}
              {uploadEnabled ? (
                <button type="button" className="button button-primary add-photos" onClick={openAddPhotos}>
                  <Icon name="upload" />
                  <span className="button-label">{t('photos.upload.add')}</span>
                </button>
              ) : null}
            </div>
          </div>
        </header>
        <nav className="tabs" aria-label={t('pageTitle.myPhotos')}>
          <Tab to={PHOTOS_PATH} current={tab === 'photos'} count={counts.data?.photosCount}>
            {t('pageTitle.photos')}
          </Tab>
          <Tab to={ALBUMS_PATH} current={tab === 'albums'} count={albumsCount}>
            {t('pageTitle.albums')}
          </Tab>
          {fromPhone || tab === 'fromPhone' ? (
            <Tab to={FROM_PHONE_PATH} current={tab === 'fromPhone'} count={undefined}>
              <Icon name="phone" />
              <span className="tab-label">{t('photos.fromPhone.tab')}</span>
            </Tab>
          ) : null}
        </nav>
        {children}
        {adding ? (
          <Suspense fallback={null}>
            <AddPhotos accountId={accountId} onClose={added} />
          </Suspense>
        ) : null}
      </div>
    </AddPhotosContext.Provider>
  );
}

function Tab({
  to,
  current,
  count,
  children,
}: {
  readonly to: string;
  readonly current: boolean;
  readonly count: number | undefined;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <RouteLink to={to} className="tab" aria-current={current ? 'page' : undefined}>
      {children}
      {count === undefined ? null : <span className="tab-count">{count}</span>}
    </RouteLink>
  );
}
