import { startActivation } from '@portal/api/clients/activation';
import type { ActivationStatus } from '@portal/api/schemas/activation';
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure, useToast } from '../../runtime/context.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useActivationStatus } from '../api/activation.ts';
import { useRefreshAlbumList } from '../api/albums.ts';
import { pushSocketUrl } from '../push-socket.ts';
import { watchImportSocket } from './import-socket.ts';

/** How often the status is asked for while the photos are being brought back. */
const POLL_INTERVAL_MS = 5000;

/*
 * [Note: Bringing photos back]
 * A library whose photos were stored elsewhere before (a deactivated library, photo-library §4) is
 * NOT_ACTIVE; the customer may bring them back (POST /users/activate), and it is IMPORTING until
 * the import ends. Meanwhile the status is polled, and the push socket (authenticated with the
 * access token on open) carries the import's messages: invalid frames are ignored, a newer
 * timestamp wins. After 'import-finished' the portal waits 10 s, asks for the status again and
 * closes the socket (also after 30 minutes). Once ACTIVE, everything that shows the library is
 * loaded again: the counts, the months, the albums and the shared albums. The status is kept for
 * the page's life (§9: its cache never expires) unless this flow changes it.
 */

/**
 * While the library is IMPORTING: polls the status and listens to the push socket; when it turns
 * ACTIVE, reloads what shows the library and says the photos are back; when it falls back to
 * NOT_ACTIVE (import-error), calls `onFailed`.
 */
function useImportWatch(
  accountId: string,
  status: ActivationStatus | undefined,
  refresh: () => void,
  onFailed: () => void,
): void {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const refreshAlbumList = useRefreshAlbumList(accountId);
  const showToast = useToast();
  const { t } = useTranslation();
  const reportFailure = useReportFailure();
  const previous = useRef(status);

  // The import ended: the library came back (everything that shows it is loaded again, §4), or not.
  useEffect(() => {
    if (previous.current === 'IMPORTING' && status === 'NOT_ACTIVE') onFailed();
    if (previous.current === 'IMPORTING' && status === 'ACTIVE') {
      for (const key of ['libraryCounts', 'timeline-counts', 'sharedAlbumsSummary', 'accountInformation']) {
        void mutate([key, accountId]);
      }
      void refreshAlbumList();
      showToast(t('photos.activation.done'), { tone: 'success' });
    }
    previous.current = status;
  }, [status, accountId, mutate, refreshAlbumList, showToast, t, onFailed]);

  useEffect(() => {
    if (status !== 'IMPORTING') return;
    const poll = setInterval(refresh, POLL_INTERVAL_MS);
    let socket: WebSocket | null = null;
    const watch = watchImportSocket({ refresh, close: () => socket?.close() });
    let stopped = false;
    void platform.session.getAccessToken().then((token) => {
      if (token === null || stopped) return;
      socket = new WebSocket(pushSocketUrl(platform.config.pushSocketUrl, platform.origin));
      socket.addEventListener('open', () => socket?.send(JSON.stringify({ action: 'authenticate', token })));
      socket.addEventListener('error', () =>
        reportFailure('ACTIVATION_SOCKET_FAILED', new Error('The push socket failed')),
      );
      socket.addEventListener('message', (event) => watch.receive(event.data));
    });
    return () => {
      stopped = true;
      clearInterval(poll);
      watch.stop();
      socket?.close();
    };
  }, [status, platform, refresh, reportFailure]);
}

/**
 * Bringing photos back (photo-library §4), with the reactivation flag: an empty library that is
 * NOT_ACTIVE offers it; IMPORTING shows that it is under way; DELETING that the photos are being
 * deleted. Nothing shows for an ACTIVE library.
 */
export function ActivationNotice({
  accountId,
  empty,
}: {
  readonly accountId: string;
  /** The library holds no photos: only then is bringing photos back offered. */
  readonly empty: boolean;
}): ReactElement | null {
  const { t } = useTranslation();
  const endpoint = useEndpoint('photo');
  const reportFailure = useReportFailure();
  const activation = useActivationStatus(accountId);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const status = activation.data;
  const { mutate } = activation;
  const refresh = useCallback(() => void mutate(), [mutate]);
  // An import that ended without the photos (import-error) says so.
  const importFailed = useCallback(() => setFailed(true), []);
  useImportWatch(accountId, status, refresh, importFailed);

  const activate = async () => {
    setStarting(true);
    setFailed(false);
    try {
      const { started } = await startActivation(endpoint);
      // Started: IMPORTING until the poll or the socket says otherwise; else it was under way or done.
      if (started) await mutate('IMPORTING', { revalidate: false });
      else await mutate();
    } catch (error) {
      reportFailure('ACTIVATE_LIBRARY_FAILED', error);
      setFailed(true);
    } finally {
      setStarting(false);
    }
  };

  if (status === 'IMPORTING') {
    return (
      <div className="banner banner-info activation" part="activation" role="status">
        <Spinner />
        <div className="banner-text">
          <p className="storage-headline">{t('photos.activation.importing')}</p>
          <p>{t('photos.activation.importingText')}</p>
        </div>
      </div>
    );
  }
  if (status === 'DELETING') {
    return (
      <div className="banner banner-warning activation" part="activation" role="status">
        <Icon name="alert" />
        <p>{t('photos.activation.deleting')}</p>
      </div>
    );
  }
  if (status !== 'NOT_ACTIVE' || !empty) return null;
  return (
    <div className="banner banner-info activation" part="activation">
      <Icon name="cloud" />
      <div className="banner-text">
        <p className="storage-headline">{t('photos.activation.title')}</p>
        <p>{t('photos.activation.text')}</p>
        {failed ? (
          <p className="inline-failure" role="alert">
            {t('photos.activation.failed')}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-secondary activation-start"
          disabled={starting}
          onClick={() => void activate()}
        >
          {t('photos.activation.start')}
        </button>
      </div>
    </div>
  );
}
