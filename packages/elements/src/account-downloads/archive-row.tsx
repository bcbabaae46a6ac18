import { getDownloadUrl } from '@portal/api/clients/downloads';
import { isHttpStatus } from '@portal/api/http';
import type { Download } from '@portal/api/schemas/downloads';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure, useToast } from '../runtime/context.tsx';
import { readStateOf } from '../runtime/read-state.ts';
import { Icon } from '../ui/icons.tsx';
import { saveUrl } from '../ui/save-url.ts';
import { useArchiveState } from './api/downloads.ts';

/**
 * One prepared photo archive: its name (or 'Photo download'), how many photos it holds, whether it
 * is ready, and Download.
 *
 * [Note: A fresh link per click]
 * An archive's signed link expires, so Download asks the service for a new one on every click and
 * hands it straight to the browser (ui/save-url.ts): the zip is never held in the page's memory. A
 * link refused with 409 means the archive is not ready after all; its state is asked again.
 */
export function ArchiveRow({
  accountId,
  download,
}: {
  readonly accountId: string;
  readonly download: Download;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('downloads');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const state = useArchiveState(accountId, download.id);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const name = download.name ?? t('accountDownloads.archives.unnamed');

  const save = async () => {
    setBusy(true);
    try {
      const { url } = await getDownloadUrl(endpoint, download.id);
      saveUrl(url);
    } catch (error) {
      if (isHttpStatus(error, 409)) {
        showToast(t('accountDownloads.archives.notReadyYet'), { tone: 'error' });
        void state.mutate();
      } else {
        reportFailure('DOWNLOAD_ARCHIVE_FAILED', error);
        showToast(t('userMessage.downloadFailed'), { tone: 'error', durationMs: 10_000 });
      }
    } finally {
      setBusy(false);
    }
  };

  const read = readStateOf(state);
  let status: ReactElement;
  if (read.status === 'failed') {
    status = (
      <span className="download-state download-state-failed">
        {t('accountDownloads.archives.stateFailed')}
        <button type="button" className="button button-text" onClick={read.retry}>
          {t('runtime.retry')}
        </button>
      </span>
    );
  } else if (state.data === undefined) {
    status = <span className="download-state">{t('runtime.loading')}</span>;
  } else if (state.data === 'notReady') {
    status = (
      <span className="download-state download-state-waiting">
        {t('accountDownloads.archives.notReady')}
        <button type="button" className="button button-text" onClick={() => void state.mutate()}>
          {t('accountDownloads.archives.checkAgain')}
        </button>
      </span>
    );
  } else {
    status = (
      <span
        className={`download-state ${state.data === 'ready' ? 'download-state-ready' : 'download-state-waiting'}`}
      >
        {state.data === 'ready' ? <Icon name="check" /> : null}
        {t(`accountDownloads.archives.${state.data}`)}
      </span>
    );
  }

  return (
    <div className="download-row" part="archive">
      <span className="download-icon">
        <Icon name="box" />
      </span>
      <span className="download-text">
        <span className="download-name" id={nameId}>
          {name}
        </span>
        <span className="download-meta">
          {t('accountDownloads.archives.photoCount', { count: download.photos.length })}
        </span>
        <span role="status">{status}</span>
      </span>
      <button
        type="button"
        className="button button-secondary download-button"
        disabled={busy || state.data !== 'ready'}
        aria-label={t('accountDownloads.downloadOne', { name })}
        onClick={() => void save()}
      >
        <Icon name="download" />
        {busy ? t('accountDownloads.downloading') : t('accountDownloads.download')}
      </button>
    </div>
  );
}
