/** The photo library's own routes below its base path (photo-library §2 route table). */
export const PHOTOS_PATH = '/photos';
export const PREVIEW_ROUTE = '/photos/preview/:photoId';

/** Where a photo's preview lives. */
export function previewPath(photoId: string): string {
  return `${PHOTOS_PATH}/preview/${encodeURIComponent(photoId)}`;
}

export const ALBUMS_PATH = '/albums';
export const ALBUM_ROUTE = '/albums/:albumId';

/** Where an album's page lives. */
export function albumPath(albumId: string): string {
  return `${ALBUMS_PATH}/${encodeURIComponent(albumId)}`;
}

export const ALBUM_PREVIEW_ROUTE = '/albums/:albumId/preview/:photoId';

/** Where a photo's preview in an album lives. */
export function albumPreviewPath(albumId: string, photoId: string): string {
  return `${albumPath(albumId)}/preview/${encodeURIComponent(photoId)}`;
}

export const SHARED_ALBUM_ROUTE = '/shared-albums/:albumId';
export const SHARED_ALBUM_PREVIEW_ROUTE = '/shared-albums/:albumId/preview/:photoId';

/** Where a shared album's page lives. */
export function sharedAlbumPath(albumId: string): string {
  return `/shared-albums/${encodeURIComponent(albumId)}`;
}

/** Where a photo's preview in a shared album lives. */
export function sharedAlbumPreviewPath(albumId: string, photoId: string): string {
  return `${sharedAlbumPath(albumId)}/preview/${encodeURIComponent(photoId)}`;
}

export const EXPORT_ROUTE = '/exports/:backupId';

/** Where an export's download page lives (photo-library §2.8). */
export function exportPath(backupId: string): string {
  return `/exports/${encodeURIComponent(backupId)}`;
}

/** The QR transfer tab: upload from a phone (photo-library §2.1). */
export const FROM_PHONE_PATH = '/from-phone';
