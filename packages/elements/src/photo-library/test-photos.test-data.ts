import type { Photo, TimelineLocation } from '@portal/api/schemas/photos';

/**
 * Photos as the photo service answers them, for the library's unit and browser tests: each one a
 * one-pixel image, so a grid of thousands loads at once.
 */

export const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The photo `id` (file name `{id}.jpg`) taken in `location`, with the grid's three thumbnails. */
export function testPhoto(id: string, location: TimelineLocation = { year: 2026, month: 1 }): Photo {
  return {
    imageId: id,
    localFileName: `${id}.jpg`,
    uploadId: id,
    url: PIXEL,
    untouchedUrl: PIXEL,
    thumbnails: [300, 800, 1300].map((size) => ({ id: size, url: PIXEL, width: size, height: size })),
    uploadEnd: '2026-01-01T00:00:00Z',
    visibleWidth: 1,
    visibleHeight: 1,
    location,
  };
}
