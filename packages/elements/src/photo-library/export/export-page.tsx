import { getExportChunkUrl } from '@portal/api/clients/exports';
import { toByteSize } from '@portal/api/rules/byte-size';
import { exportDownloads, exportExpiryDate } from '@portal/api/rules/photo-export';
import type { ExportChunk, ReadyPhotoExport } from '@portal/api/schemas/exports';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, useFormatDate, useReportFailure, useToast } from '../../runtime/context.tsx';
import { useElementNavigate } from '../../runtime/element-router.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { saveUrl } from '../../ui/save-url.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { usePhotoExport } from '../api/photo-export.ts';
import { PHOTOS_PATH } from '../routes.ts';
import { ExportModal } from './export-modal.tsx';

/** The systems the unzip hint is written for (photo-library §2.8). */
export type UnzipSystem = 'windows' | 'macos' | 'ios' | 'android' | 'other';

/** The system the page runs on, from what the browser says of itself. */
export function unzipSystem(userAgent: string, maxTouchPoints: number): UnzipSystem {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // iPadOS presents itself as a Mac, but a Mac has no touch screen.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macos';
  return 'other';
}

/**
 * An export's download page (photo-library §2.8, route /exports/:backupId): a spinner while it
 * loads; 'Your download link has expired' with 'Create a new export' for an export the service no
 * longer knows (404); 'Export error' for any other failure or a FAILED export; any status but READY
 * goes to the photos. READY shows 'Your export is ready to download' with the day the links
 * expire (updated + 7 days), how to unzip on this system, and each chunk as 'My Photos export (i of
 * n)' with its size and 'Download .zip', which fetches a fresh signed link and saves
 * photo-export-{i}.zip.
 */
export function ExportPage({ backupId }: { readonly backupId: string }): ReactElement {
  const { t } = useTranslation();
  const navigate = useElementNavigate();
  const backup = usePhotoExport(backupId);
  const [creating, setCreating] = useState(false);
  const status = backup.data?.status;
  const waiting = status === 'REQUESTED' || status === 'IN_PROGRESS';
  useEffect(() => {
    if (waiting) navigate(PHOTOS_PATH, { replace: true });
  }, [waiting, navigate]);

  let body: ReactElement;
  if (backup.data === null) {
    body = (
      <div className="card photos-card empty-state" role="alert">
        <Icon name="alert" />
        <p>{t('userMessage.exportLinkExpired')}</p>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          {t('photos.export.createNew')}
        </button>
      </div>
    );
  } else if ((backup.error !== undefined && backup.data === undefined) || status === 'FAILED') {
    body = (
      <div className="card photos-card empty-state" role="alert">
        <Icon name="alert" />
        <p>{t('userMessage.exportError')}</p>
      </div>
    );
  } else if (backup.data?.status === 'READY') {
    body = <ReadyExport backup={backup.data} />;
  } else {
    body = <Spinner />;
  }

  return (
    <div className="photos export-page" part="export">
      <nav className="breadcrumb" aria-label={t('albums.breadcrumb')}>
        <RouteLink to={PHOTOS_PATH} className="button button-text">
          <Icon name="chevronLeft" />
          {t('pageTitle.myPhotos')}
        </RouteLink>
      </nav>
      <h1 className="page-title">{t('photos.export.pageTitle')}</h1>
      {body}
      {creating ? <ExportModal onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

function ReadyExport({ backup }: { readonly backup: ReadyPhotoExport }): ReactElement {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const expiry = exportExpiryDate(backup);
  const system = unzipSystem(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <>
      <div className="banner banner-info" part="export-ready">
        <Icon name="check" />
        <div className="banner-text">
          <p className="storage-headline">{t('photos.export.ready')}</p>
          {expiry === null ? null : <p>{t('photos.export.expires', { date: formatDate(expiry) })}</p>}
          <p>{t(`photos.export.unzip.${system}`)}</p>
        </div>
      </div>
      <ul className="export-chunks" aria-label={t('photos.export.chunks')}>
        {exportDownloads(backup.chunks).map((download) => (
          <li key={download.chunk.iteration}>
            <ExportChunkRow
              backupId={backup.backupId}
              chunk={download.chunk}
              name={t('photos.export.chunk', download.nameParams)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function ExportChunkRow({
  backupId,
  chunk,
  name,
}: {
  readonly backupId: string;
  readonly chunk: ExportChunk;
  readonly name: string;
}): ReactElement {
  const { t, language } = useTranslation();
  const endpoint = useEndpoint('exports');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const size = toByteSize(chunk.size);
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(size.amount);
  // A fresh signed link for each click: one fetched earlier may have expired.
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await getExportChunkUrl(endpoint, backupId, chunk.iteration);
      saveUrl(url);
    } catch (error) {
      reportFailure('DOWNLOAD_EXPORT_FAILED', error);
      showToast(t('userMessage.downloadFailed'), { tone: 'error', durationMs: 10_000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export-chunk">
      <Icon name="box" />
      <span className="export-chunk-text">
        <span className="album-name" id={nameId}>
          {name}
        </span>
        <span className="album-meta">
          {t('photos.fileSize', { size: amount, unit: t(`photos.byteUnit.${size.unit}`) })}
        </span>
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        aria-describedby={nameId}
        onClick={() => void download()}
      >
        <Icon name="download" />
        {t('photos.export.download')}
      </button>
    </div>
  );
}
