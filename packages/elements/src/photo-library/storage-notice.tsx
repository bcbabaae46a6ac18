import { deriveStorageStatus } from '@portal/api/rules/storage-status';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { readStored, writeStored } from '../runtime/web-storage.ts';
import { Icon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { useAccountInformation } from '../ui/parts/library-data.ts';
import { StorageBanner } from '../ui/parts/storage-banner.tsx';
import { storageSummary } from '../ui/parts/storage-summary.ts';

/** Set once the critical notice has opened by itself in this browser session (photo-library §2.10). */
export const CRITICAL_NOTICE_SHOWN_KEY = 'photoStorageCriticalNoticeShown';

function noticeShown(): boolean {
  const shown = readStored('session', CRITICAL_NOTICE_SHOWN_KEY);
  // Without session storage the notice never opens by itself: it could not remember doing so.
  return shown === undefined || shown === 'true';
}

function rememberNoticeShown(): void {
  writeStored('session', CRITICAL_NOTICE_SHOWN_KEY, 'true');
}

/**
 * The storage status button of the photo page and its modal (photo-library §2.10): safe gives the
 * months remaining, warning the days, critical 'deletes today', 'tomorrow' or 'in N days' with the
 * day to order by. A critical status opens the modal by itself once per browser session; the
 * button opens it any time.
 */
export function StorageNotice({ accountId }: { readonly accountId: string }): ReactElement | null {
  const { t } = useTranslation();
  const information = useAccountInformation(accountId);
  const summary = useMemo(
    () =>
      information.data === undefined
        ? null
        : storageSummary(deriveStorageStatus(information.data, new Date())),
    [information.data],
  );
  const [open, setOpen] = useState(false);
  const critical = summary?.tone === 'critical';
  useEffect(() => {
    if (!critical || noticeShown()) return;
    rememberNoticeShown();
    setOpen(true);
  }, [critical]);
  if (summary === null) return null;
  return (
    <>
      <button
        type="button"
        className={`button button-secondary storage-button storage-${summary.tone}`}
        onClick={() => setOpen(true)}
      >
        <Icon name={summary.tone === 'info' ? 'cloud' : 'alert'} />
        <span className="button-label">{t('storage.title')}</span>
      </button>
      {open ? (
        <Modal
          title={t('storage.title')}
          onClose={() => setOpen(false)}
          actions={
            <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
              {t('runtime.close')}
            </button>
          }
        >
          <StorageBanner summary={summary} />
        </Modal>
      ) : null}
    </>
  );
}
