import { type ReactElement, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { usePlatform } from '../runtime/context.tsx';
import { CardFailure } from '../ui/card-failure.tsx';
import { CardSkeleton } from '../ui/skeleton.tsx';
import { useUploadTransferOpening } from './api/current-upload-transfer.ts';
import { EndedNotice } from './ended-notice.tsx';
import { PhoneUploader } from './phone-uploader.tsx';
import { takeTransferToken } from './transfer-address.ts';
import type { TransferOpening } from './transfer-opening.ts';

/**
 * The phone's upload page (its public face is on its definition, element.tsx): the credential in the
 * address's fragment ([Note: Upload from a phone] in the contract) stands in for a sign-in, and leaves
 * the address at once ([Note: The code leaves the address]). It is checked first, which also tells the
 * computer showing the code that the phone is here.
 */
export function PhoneUploadPage(): ReactElement {
  const { t } = useTranslation();
  const [token] = useState(takeTransferToken);
  const { opening, retry } = useUploadTransferOpening(token);
  // The brand whose host the page is on: the phone shows whose shop it is uploading to.
  const brandName = usePlatform().site?.site.displayName ?? null;
  return (
    <main className="phone-upload" part="phone-upload">
      <header className="phone-upload-header">
        {brandName === null ? null : <p className="phone-upload-brand">{brandName}</p>}
        <h1 className="phone-upload-title">{t('phoneUpload.title')}</h1>
        {opening.kind === 'ready' ? (
          <p className="phone-upload-account">
            {t('phoneUpload.account', { email: opening.transfer.email })}
          </p>
        ) : null}
      </header>
      <OpeningBody opening={opening} retry={retry} />
    </main>
  );
}

function OpeningBody({
  opening,
  retry,
}: {
  readonly opening: TransferOpening;
  readonly retry: () => void;
}): ReactElement {
  const { t } = useTranslation();
  switch (opening.kind) {
    case 'checking':
      return (
        <div className="card">
          <CardSkeleton />
        </div>
      );
    case 'incomplete':
      return <EndedNotice text={t('phoneUpload.incomplete')} />;
    case 'expired':
      return <EndedNotice text={t('phoneUpload.expired')} />;
    case 'failed':
      return (
        <div className="card">
          <CardFailure message={t('phoneUpload.failed')} onRetry={retry} />
        </div>
      );
    case 'ready':
      return <PhoneUploader transfer={opening} />;
  }
}
