import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRunningZip, useZipDownloads } from './zip-downloads.ts';

/** The element's zip under way, on every route of the library, with its Cancel ([Note: One zip at a time]). */
export function ZipProgress(): ReactElement | null {
  const { t } = useTranslation();
  const zips = useZipDownloads();
  const count = useRunningZip();
  if (count === null) return null;
  return (
    <div className="zip-progress" role="status" part="zip-progress">
      <Spinner />
      <span className="zip-progress-text">{t('photos.download.preparingCount', { count })}</span>
      <button type="button" className="button button-text" onClick={() => zips.cancel()}>
        {t('photos.download.cancel')}
      </button>
    </div>
  );
}
