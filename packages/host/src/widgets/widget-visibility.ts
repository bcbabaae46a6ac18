/** The photo library's routes: photos, albums and the preview (account-portal §2 'App shell'). */
export const PHOTO_ROUTES_PATH = '/my-photos';

export interface ChatPlace {
  readonly pathname: string;
  readonly stripped: boolean;
  /** SupportChatEnabled: settings may disable the chat. */
  readonly enabled: boolean;
}

/**
 * The support chat shows on the signed-in shell's pages while its flag is on, except on the photo,
 * album and preview routes (account-portal §2 'App shell') and in the stripped layout, whose app
 * draws everything around the page itself. Tracking is not bound by this: only its own flag
 * (TrackingEnabled) and the visitor's consent turn it off.
 */
export function supportChatShows({ pathname, stripped, enabled }: ChatPlace): boolean {
  const onPhotoRoutes = pathname === PHOTO_ROUTES_PATH || pathname.startsWith(`${PHOTO_ROUTES_PATH}/`);
  return enabled && !stripped && !onPhotoRoutes;
}
