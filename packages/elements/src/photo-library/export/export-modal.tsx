import { requestPhotoExport } from '@portal/api/clients/exports';
import { ThrownMessage } from '@portal/api/errors';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure } from '../../runtime/context.tsx';
import { useElementNavigate } from '../../runtime/element-router.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { exportPath, PHOTOS_PATH } from '../routes.ts';

type ExportState = 'idle' | 'requesting' | 'requested' | 'failed';

/**
 * The export modal (photo-library §2.8, §4): what an export is (processed within 48 hours, links
 * valid for 7 days, an e-mail when it is ready), then 'Create export' and 'Close'. Requesting shows
 * 'Requesting export...'; an export that is READY at once opens its download page, any other says
 * 'We'll email you within 48 hours…'; a failure (FAILED, an answer that breaks the contract, no
 * channel for the page) says 'We've run into a problem exporting your photos...' with a way back to
 * the library.
 */
export function ExportModal({ onClose }: { readonly onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const platform = usePlatform();
  const endpoint = useEndpoint('exports');
  const reportFailure = useReportFailure();
  const navigate = useElementNavigate();
  const [state, setState] = useState<ExportState>('idle');

  const create = async () => {
    setState('requesting');
    try {
      const channel = platform.site?.site.channel;
      if (channel === undefined) throw new Error(ThrownMessage.unableToExtractChannelId);
      const requested = await requestPhotoExport(endpoint, channel);
      if (requested.status === 'READY') {
        onClose();
        navigate(exportPath(requested.backupId));
        return;
      }
      setState('requested');
    } catch (error) {
      reportFailure('REQUEST_EXPORT_FAILED', error);
      setState('failed');
    }
  };

  const requesting = state === 'requesting';
  return (
    <Modal
      title={t('photos.export.title')}
      dismissible={!requesting}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={requesting} onClick={onClose}>
            {t('runtime.close')}
          </button>
          {state === 'requested' ? null : (
            <button
              type="button"
              className="button button-primary"
              disabled={requesting}
              onClick={() => void create()}
            >
              {requesting ? t('photos.export.requesting') : t('photos.export.create')}
            </button>
          )}
        </>
      }
    >
      <div className="export-modal">
        <p>{t('photos.export.intro')}</p>
        <ul className="export-facts">
          <li>{t('photos.export.processing')}</li>
          <li>{t('photos.export.validity')}</li>
          <li>{t('photos.export.email')}</li>
        </ul>
        <div aria-live="polite">
          {state === 'requested' ? <p className="inline-success">{t('photos.export.requested')}</p> : null}
        </div>
        {state === 'failed' ? (
          <p className="inline-failure" role="alert">
            {t('userMessage.exportFailure')}{' '}
            <RouteLink to={PHOTOS_PATH} onClick={onClose}>
              {t('photos.export.toLibrary')}
            </RouteLink>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
