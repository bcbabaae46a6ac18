import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { StartUploadButton, UploadChooser, UploadList, useUploadQueue } from '../ui/parts/upload-panel.tsx';
import { useTransferUploader } from './api/transfer-uploads.ts';
import { EndedNotice } from './ended-notice.tsx';
import { phoneUploadStatus, untilTime } from './phone-upload-status.ts';
import type { OpenTransfer } from './transfer-opening.ts';

/**
 * The chooser, the list and Upload, as in the library's dialog. Uploading stops when the code
 * expires, by this phone's clock, or when the service says it has ended (it was revoked on the
 * computer): the uploads under way end with it, and the page says how to go on.
 */
export function PhoneUploader({ transfer }: { readonly transfer: OpenTransfer }): ReactElement {
  const { t, language } = useTranslation();
  const queue = useUploadQueue(useTransferUploader(transfer), false);
  const { expiresAt } = transfer;
  const [expired, setExpired] = useState(() => expiresAt <= Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(expiresAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const { stopped, sent } = phoneUploadStatus(queue.items, expired);
  return (
    <>
      {stopped === null ? (
        <UploadChooser queue={queue} disabled={false} prompt={null}>
          <p className="muted phone-upload-note">
            {t('phoneUpload.until', { time: untilTime(expiresAt, language) })}
          </p>
        </UploadChooser>
      ) : (
        <EndedNotice text={t(stopped === 'ended' ? 'phoneUpload.ended' : 'phoneUpload.expired')} />
      )}
      <div className="upload">
        <UploadList queue={queue} disabled={false} />
      </div>
      {sent === null ? null : (
        <p role="status" className="phone-upload-note">
          {t('phoneUpload.sent', { count: sent })}
        </p>
      )}
      {stopped === null ? (
        <div className="phone-upload-actions">
          <StartUploadButton queue={queue} disabled={false} />
        </div>
      ) : null}
    </>
  );
}
