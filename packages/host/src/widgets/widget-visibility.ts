/** The photo library's routes: photos, albums and the preview (account-portal §2 'App shell'). */
export const PHOTO_ROUTES_PATH = '/my-photos';

export interface WidgetPlace {
  readonly pathname: string;
  readonly stripped: boolean;
  /** The widget's flag (SupportChatEnabled, TrackingEnabled): settings may disable it. */
  readonly enabled: boolean;
}

/**
 * The support chat and tracking run on the signed-in shell's pages, except the photo, album and
 * preview routes and the stripped layout, and only while their flag is on.
 */
export function widgetShows({ pathname, stripped, enabled }: WidgetPlace): boolean {
  const onPhotoRoutes = pathname === PHOTO_ROUTES_PATH || pathname.startsWith(`${PHOTO_ROUTES_PATH}/`);
  return enabled && !stripped && !onPhotoRoutes;
}
