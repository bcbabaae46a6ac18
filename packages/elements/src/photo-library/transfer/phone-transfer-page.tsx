import { type ReactElement, useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../ui/icons.tsx';
import { RouteLink } from '../../ui/route-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRefreshLibrary } from '../api/timeline.ts';
import { LibraryShell } from '../library-shell.tsx';
import { PHOTOS_PATH } from '../routes.ts';
import { useDesktopPointer } from './desktop-pointer.ts';
import { QrCode } from './qr-code.tsx';
import { type PhoneTransfer, type ReceivedPhoto, usePhoneTransfer } from './use-phone-transfer.ts';

/**
 * The QR transfer tab (photo-library §2.1, §7 'Other'; route /from-phone): a code to scan with a
 * phone, which opens an upload page signed in as this customer for 30 minutes; the photos sent
 * from it are listed here as they arrive ([Note: The desktop side of a transfer]). On a phone or
 * tablet the tab is not offered, and its address says to use 'Add photos' there.
 */
export function PhoneTransferPage({ accountId }: { readonly accountId: string }): ReactElement {
  const desktop = useDesktopPointer();
  return (
    <LibraryShell accountId={accountId} tab="fromPhone">
      {desktop ? <TransferPanel accountId={accountId} /> : <NotOnThisDevice />}
    </LibraryShell>
  );
}

function NotOnThisDevice(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="card photos-card empty-state">
      <Icon name="phone" />
      <p>{t('photos.fromPhone.computerOnly')}</p>
      <RouteLink to={PHOTOS_PATH} className="button button-secondary">
        {t('photos.fromPhone.seePhotos')}
      </RouteLink>
    </div>
  );
}

function TransferPanel({ accountId }: { readonly accountId: string }): ReactElement {
  const { t } = useTranslation();
  const refreshLibrary = useRefreshLibrary(accountId);
  const { state, received, renew } = usePhoneTransfer((photo) => {
    if (!photo.duplicate) refreshLibrary();
  });
  const stepsId = useId();
  return (
    <section className="card phone-transfer" aria-labelledby={`${stepsId}-title`}>
      <div className="phone-transfer-text">
        <h2 id={`${stepsId}-title`} className="section-title">
          {t('photos.fromPhone.title')}
        </h2>
        <ol className="phone-transfer-steps">
          <li>{t('photos.fromPhone.step1')}</li>
          <li>{t('photos.fromPhone.step2')}</li>
          <li>{t('photos.fromPhone.step3')}</li>
        </ol>
        <TransferStatus state={state} received={received} />
      </div>
      <div className="phone-transfer-code">
        <CodePanel state={state} onRenew={renew} />
      </div>
    </section>
  );
}

function CodePanel({
  state,
  onRenew,
}: {
  readonly state: PhoneTransfer;
  readonly onRenew: () => void;
}): ReactElement {
  const { t, language } = useTranslation();
  switch (state.kind) {
    case 'creating':
      return <Spinner />;
    case 'failed':
      return (
        <CodeEnded text={t('photos.fromPhone.failed')} action={t('runtime.retry')} onAction={onRenew} alert />
      );
    case 'expired':
      return (
        <CodeEnded
          text={t('photos.fromPhone.expired')}
          action={t('photos.fromPhone.newCode')}
          onAction={onRenew}
        />
      );
    case 'ready': {
      const until = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(state.expiresAt),
      );
      return (
        <>
          <QrCode text={state.url} label={t('photos.fromPhone.codeLabel')} />
          <p className="muted">{t('photos.fromPhone.until', { time: until })}</p>
          <details className="phone-transfer-address">
            <summary>{t('photos.fromPhone.cannotScan')}</summary>
            <p>{t('photos.fromPhone.openAddress')}</p>
            <code data-testid="transfer-url">{state.url}</code>
          </details>
        </>
      );
    }
  }
}

/** A code that could not be made or has expired: what happened, and the way to a new one. */
function CodeEnded({
  text,
  action,
  onAction,
  alert = false,
}: {
  readonly text: string;
  readonly action: string;
  readonly onAction: () => void;
  readonly alert?: boolean;
}): ReactElement {
  return (
    <div className="phone-transfer-ended" role={alert ? 'alert' : 'status'}>
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

function TransferStatus({
  state,
  received,
}: {
  readonly state: PhoneTransfer;
  readonly received: readonly ReceivedPhoto[];
}): ReactElement | null {
  const { t } = useTranslation();
  const added = received.filter((photo) => !photo.duplicate).length;
  const waiting = state.kind === 'ready' ? (state.connected ? 'connected' : 'waiting') : null;
  return (
    <div className="phone-transfer-status">
      {waiting === null ? null : (
        <p role="status" className={waiting === 'connected' ? 'phone-connected' : 'muted'}>
          {waiting === 'connected' ? <Icon name="check" /> : null}
          {t(waiting === 'connected' ? 'photos.fromPhone.connected' : 'photos.fromPhone.waiting')}
        </p>
      )}
      {received.length > 0 ? (
        <>
          <p aria-live="polite">{t('photos.fromPhone.received', { count: added })}</p>
          <ul className="phone-transfer-received" aria-label={t('photos.fromPhone.receivedList')}>
            {received.map((photo) => (
              <li key={photo.uploadId}>
                <Icon name="check" />
                <span className="upload-name">{photo.fileName}</span>
                {photo.duplicate ? <span className="muted">{t('photos.upload.state.duplicate')}</span> : null}
              </li>
            ))}
          </ul>
          <RouteLink to={PHOTOS_PATH} className="button button-secondary">
            {t('photos.fromPhone.seePhotos')}
          </RouteLink>
        </>
      ) : null}
    </div>
  );
}
