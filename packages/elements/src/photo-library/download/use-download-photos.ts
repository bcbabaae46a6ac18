import type { Photo } from '@portal/api/schemas/photos';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { usePlatform, useReportFailure, useToast } from '../../runtime/context.tsx';
import { saveUrl } from '../../ui/save-url.ts';
import { pushSocketUrl } from '../push-socket.ts';
import type { ArchiveContent } from './archive-download.ts';
import { useRunningZip, useZipDownloads } from './zip-downloads.ts';

/** Photos of a shared album, which may be other people's: the zip names each with its owner. */
export interface SharedAlbumPhotos {
  readonly albumId: string;
  readonly ownerOf: (photoId: string) => string | undefined;
}

export interface DownloadPhotos {
  /**
   * Downloads the photos: one that `single` knows is saved directly under its file name; several
   * are zipped ([Note: Downloading several photos]) with the spec's toasts. Resolves true when the
   * download is under way (the caller ends its selection), false when it failed (said in a toast).
   */
  readonly download: (
    ids: readonly string[],
    single?: Photo,
    sharedAlbum?: SharedAlbumPhotos,
  ) => Promise<boolean>;
  /** A zip of the element is being prepared: Download is not offered twice ([Note: One zip at a time]). */
  readonly downloading: boolean;
}

/** Downloading selected photos (photo-library §2.2, §4, §2.11), for any list that selects them. */
export function useDownloadPhotos(): DownloadPhotos {
  const { t } = useTranslation();
  const platform = usePlatform();
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const zips = useZipDownloads();
  const downloading = useRunningZip() !== null;
  const download = useCallback(
    async (ids: readonly string[], single?: Photo, sharedAlbum?: SharedAlbumPhotos) => {
      if (ids.length === 1 && single !== undefined && single.imageId === ids[0]) {
        saveUrl(single.untouchedUrl);
        return true;
      }
      try {
        // The push socket and the zip's steps load when several photos are downloaded.
        const { downloadArchive } = await import('./archive-download.ts');
        const token = await platform.session.getAccessToken();
        if (token === null) throw new Error('Signed out');
        const content: ArchiveContent =
          sharedAlbum === undefined
            ? { photoIds: ids }
            : {
                sharedAlbumId: sharedAlbum.albumId,
                photos: ids.flatMap((photoId) => {
                  const ownerId = sharedAlbum.ownerOf(photoId);
                  return ownerId === undefined ? [] : [{ photoId, ownerId }];
                }),
              };
        return await zips.run(ids.length, (signal) =>
          downloadArchive({
            downloads: platform.endpoint('downloads'),
            socketUrl: pushSocketUrl(platform.config.pushSocketUrl, platform.origin),
            token,
            content,
            save: saveUrl,
            signal,
            onProgress: (progress) =>
              showToast(
                t(progress === 'preparing' ? 'photos.download.preparing' : 'photos.download.downloading'),
              ),
          }),
        );
      } catch (error) {
        // Cancelled by the customer, or by the element leaving the page: the selection stays.
        if (error instanceof DOMException && error.name === 'AbortError') {
          showToast(t('photos.download.cancelled'));
          return false;
        }
        reportFailure('DOWNLOAD_PHOTOS_FAILED', error);
        showToast(t('userMessage.downloadFailed'), { tone: 'error', durationMs: 10_000 });
        return false;
      }
    },
    [platform, reportFailure, showToast, t, zips],
  );
  return { download, downloading };
}
