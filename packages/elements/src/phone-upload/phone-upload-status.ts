import { progressOf, type UploadItem } from '../ui/parts/upload-items.ts';

/**
 * Why the page takes no more photos: the code ran out by this phone's clock (`expired`), or the
 * service refused an upload because the code has ended (`ended`: revoked on the computer, or it
 * ran out by the service's clock first).
 */
export type UploadStop = 'expired' | 'ended';

export interface PhoneUploadStatus {
  /** Why uploading has stopped, or null while photos can still be chosen and sent. */
  readonly stopped: UploadStop | null;
  /** How many photos arrived, once every photo asked for has ended and at least one arrived; else null. */
  readonly sent: number | null;
}

/**
 * What the phone says of its uploads. A refusal for the code's sake (the service no longer takes
 * the credential: 401, or 410 for an upload begun with it) ends every upload, so the page stops
 * offering to upload and tells how to go on; it names the ended code rather than its expiry
 * because the computer may have closed it early.
 */
export function phoneUploadStatus(items: readonly UploadItem[], expired: boolean): PhoneUploadStatus {
  const ended = items.some(
    ({ state }) => state.kind === 'failed' && (state.failure === 'signedOut' || state.failure === 'ended'),
  );
  const { asked, busy, uploaded } = progressOf(items);
  const settled = asked > 0 && busy === 0;
  return {
    stopped: ended ? 'ended' : expired ? 'expired' : null,
    sent: settled && uploaded > 0 ? uploaded : null,
  };
}

/** The time of day the code stops working, as the phone's locale writes it (two-digit hours: 09:05). */
export function untilTime(expiresAt: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(expiresAt),
  );
}
