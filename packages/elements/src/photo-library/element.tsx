import { lazy, type ReactElement, Suspense } from 'react';
import { useFeatureFlag, useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { type RouteTable, useRouteTable } from '../runtime/element-router.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useZipEndsWithElement } from './download/zip-downloads.ts';
import { ZipProgress } from './download/zip-progress.tsx';
import { PhotosPage } from './photos-page.tsx';
import {
  ALBUM_PREVIEW_ROUTE,
  ALBUM_ROUTE,
  ALBUMS_PATH,
  EXPORT_ROUTE,
  FROM_PHONE_PATH,
  SHARED_ALBUM_PREVIEW_ROUTE,
  SHARED_ALBUM_ROUTE,
} from './routes.ts';
import { PHOTO_LIBRARY_STYLES } from './styles.ts';

/** The albums load when they are opened, not with the timeline. */
const AlbumsPage = lazy(async () => ({ default: (await import('./albums/albums-page.tsx')).AlbumsPage }));
const AlbumPage = lazy(async () => ({ default: (await import('./albums/album-page.tsx')).AlbumPage }));
const ExportPage = lazy(async () => ({ default: (await import('./export/export-page.tsx')).ExportPage }));
const PhoneTransferPage = lazy(async () => ({
  default: (await import('./transfer/phone-transfer-page.tsx')).PhoneTransferPage,
}));
const SharedAlbumPage = lazy(async () => ({
  default: (await import('./albums/shared-album-page.tsx')).SharedAlbumPage,
}));

/** The element's routes below its base path; any other path shows the photos. */
const ROUTES: RouteTable<
  'albums' | 'album' | 'albumPreview' | 'sharedAlbum' | 'sharedAlbumPreview' | 'export' | 'fromPhone'
> = [
  [ALBUMS_PATH, 'albums'],
  [ALBUM_ROUTE, 'album'],
  [ALBUM_PREVIEW_ROUTE, 'albumPreview'],
  [SHARED_ALBUM_ROUTE, 'sharedAlbum'],
  [SHARED_ALBUM_PREVIEW_ROUTE, 'sharedAlbumPreview'],
  [EXPORT_ROUTE, 'export'],
  [FROM_PHONE_PATH, 'fromPhone'],
];

/**
 * The customer's photo library (photo-library §2): see manifest.ts for its public face. Its home
 * (/my-photos), /my-photos/photos and the preview show the photos timeline; /my-photos/albums the
 * albums, /my-photos/albums/:id one album and /my-photos/albums/:id/preview/:photoId a photo of it,
 * /my-photos/shared-albums/:id a shared album and its .../preview/:photoId a photo of that, and
 * /my-photos/exports/:backupId an export's download page, and /my-photos/from-phone the QR
 * transfer (with its flag; the photos otherwise).
 */
function PhotoLibrary(): ReactElement {
  useZipEndsWithElement();
  return (
    <>
      <ZipProgress />
      <LibraryRoute />
    </>
  );
}

function LibraryRoute(): ReactElement {
  const session = useSession();
  const route = useRouteTable(ROUTES);
  const qrUpload = useFeatureFlag('PhotoManagementQrUploadEnabled');
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  const { accountId } = session.user;
  if (route === null) return <PhotosPage accountId={accountId} />;
  if (route.name === 'fromPhone' && !qrUpload) return <PhotosPage accountId={accountId} />;
  return (
    <Suspense fallback={<Spinner />}>
      {route.name === 'albums' ? (
        <AlbumsPage accountId={accountId} />
      ) : route.name === 'fromPhone' ? (
        <PhoneTransferPage accountId={accountId} />
      ) : route.name === 'export' ? (
        <ExportPage backupId={route.params.backupId ?? ''} />
      ) : route.name === 'sharedAlbum' || route.name === 'sharedAlbumPreview' ? (
        <SharedAlbumPage
          key={`shared-${route.params.albumId}`}
          accountId={accountId}
          albumId={route.params.albumId ?? ''}
          previewId={route.name === 'sharedAlbumPreview' ? (route.params.photoId ?? null) : null}
        />
      ) : (
        // The same page under its preview, so closing the preview finds it as it was.
        <AlbumPage
          key={route.params.albumId}
          accountId={accountId}
          albumId={route.params.albumId ?? ''}
          previewId={route.name === 'albumPreview' ? (route.params.photoId ?? null) : null}
        />
      )}
    </Suspense>
  );
}

defineElement({
  tag: 'photo-library',
  component: PhotoLibrary,
  styles: PHOTO_LIBRARY_STYLES,
  defaultBasePath: '/my-photos',
});

declare global {
  interface HTMLElementTagNameMap {
    'photo-library': PortalElement;
  }
}
