import { lazy, type ReactElement, Suspense } from 'react';
import { useFeatureFlag, useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { type RouteTable, useRouteTable } from '../runtime/element-router.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
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
 * The customer's photo library (photo-library §2): see the comment on its definition below for its public
 * face. Its home (/my-photos), /my-photos/photos and the preview show the photos timeline;
 * /my-photos/albums the albums, /my-photos/albums/:id one album and
 * /my-photos/albums/:id/preview/:photoId a photo of it, /my-photos/shared-albums/:id a shared album and
 * its .../preview/:photoId a photo of that, and /my-photos/exports/:backupId an export's download page,
 * and /my-photos/from-phone the QR transfer (with its flag; the photos otherwise).
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
  if (session.status === 'loading') return <PageSkeleton />;
  const { accountId } = session.user;
  if (route === null) return <PhotosPage accountId={accountId} />;
  if (route.name === 'fromPhone' && !qrUpload) return <PhotosPage accountId={accountId} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
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

/**
 * The photo library (photo-library §2). Its home shows the page title, the photo count, a banner
 * leading to the FAQ, the sort (date taken or upload date, newest or oldest first, kept for the next
 * visit) and the timeline: one section per month from the timeline counts, laid out before any photo
 * loads so nothing moves, only the rows near the viewport in the page, and each month’s photos loaded
 * 24 at a time as they come into view. A library of any size stays scrollable from its first photo to
 * its last. Thumbnails are 300 px on small and medium screens and 800 px on large ones; a thumbnail
 * that fails shows an icon; a photo’s tooltip gives the day it was taken as the camera recorded it.
 * Photos are selected one by one, by month or in a range (Shift), to download, delete or order as
 * prints; a photo opens in a full-screen preview (its own address) that steps through the whole library
 * with arrows, keys and swipes, zooms on a double tap and downloads or deletes the photo.
 *
 * Below its base path: /albums, /albums/:id and its /preview/:photoId, /shared-albums/:id and its
 * preview, /exports/:backupId (an export’s download page) and /from-phone (the QR transfer, with its
 * flag).
 *
 * @summary The customer’s photo library: every photo by month, however large the library.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/my-photos] - The path of the timeline; the albums, a photo’s preview,
 *   exports and the phone transfer live below it, so the page must answer every address below it with
 *   itself. Only a path on the page's own origin beginning with one '/' counts: any other value is
 *   reported as a portal-error READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - A photo’s preview
 *   (keepScroll while stepping through it), an album, an export, the phone transfer, or a link out of
 *   the area (the FAQ). Composed and cancelable: a page that routes itself (the host portal) cancels it
 *   and goes there; left alone, the element writes the history entry for its own routes and loads the
 *   page for any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - A load or
 *   an action failed (LOAD_TIMELINE_FAILED, DELETE_PHOTOS_FAILED, DOWNLOAD_PHOTOS_FAILED,
 *   CREATE_ALBUM_FAILED, ...). Composed, so the page hears it on window; the page-wide reporter
 *   receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart photos - The photo page: header, tabs, banner, sort and timeline.
 * @csspart activation - The banner while the library’s photos are being imported or deleted, or the
 *   offer to activate it.
 * @csspart faq-banner - The banner leading to the FAQ, with show more / show less; folded to a line
 *   once read.
 * @csspart month-jump - The list of months beside the sort (its icon only on a phone).
 * @csspart scrubber - The date scrubber at the timeline’s right edge: dragged, or stepped with its
 *   keys.
 * @csspart selection-bar - The selected photos’ count and actions, in selection mode (at the bottom on
 *   a phone).
 * @csspart prints-bar - The bar that sends the selected photos to the prints editor, with the order
 *   deadline.
 * @csspart preview - The full-screen photo preview.
 * @csspart album - An album or a shared album: the way back to the albums, its h1, its actions and its
 *   photos.
 * @csspart shared-banner - The banner on a shared album saying shared albums are no longer supported.
 * @csspart zip-progress - The photo archives being prepared for download, with Cancel.
 * @csspart export - An export’s download page: the way back, its h1 and the state of the export.
 * @csspart export-ready - The banner of a ready export: until when it can be downloaded and how to
 *   unzip it.
 * @csspart modal - A dialog (upload, albums, export, delete).
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
