import { getCurrentUploadTransfer } from '@portal/api/clients/upload-transfers';
import { isHttpStatus, type ServiceEndpoint } from '@portal/api/http';
import { type CurrentUploadTransfer, localExpiry } from '@portal/api/schemas/upload-transfers';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, usePlatform, useReportFailure } from '../runtime/context.tsx';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import { Icon } from '../ui/icons.tsx';
import { tusUploader } from '../ui/parts/tus-upload.ts';
import { StartUploadButton, UploadChooser, UploadList, useUploadQueue } from '../ui/parts/upload-panel.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PHONE_UPLOAD_STYLES } from './styles.ts';
import { takeTransferToken } from './transfer-address.ts';

type Opening =
  | { readonly kind: 'checking' }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly transfer: CurrentUploadTransfer; readonly storage: ServiceEndpoint };

/**
 * The phone's upload page (see manifest.ts): the credential in the address's fragment
 * ([Note: Upload from a phone] in the contract) stands in for a sign-in, and leaves the address at
 * once ([Note: The code leaves the address]). It is checked first, which also tells the computer
 * showing the code that the phone is here.
 */
function PhoneUpload(): ReactElement {
  const { t } = useTranslation();
  const storage = useEndpoint('storage');
  const reportFailure = useReportFailure();
  const [token] = useState(takeTransferToken);
  const [opening, setOpening] = useState<Opening>(() =>
    token === null ? { kind: 'incomplete' } : { kind: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);
  // The brand whose host the page is on: the phone shows whose shop it is uploading to.
  const brandName = usePlatform().site?.site.displayName ?? null;

  useEffect(() => {
    void attempt;
    if (token === null) return;
    const controller = new AbortController();
    // The credential is the only token this page sends: it can upload and nothing else.
    const phoneStorage: ServiceEndpoint = { ...storage, getToken: async () => token };
    setOpening({ kind: 'checking' });
    getCurrentUploadTransfer(phoneStorage, { signal: controller.signal }).then(
      (transfer) => setOpening({ kind: 'ready', transfer, storage: phoneStorage }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isHttpStatus(error, 401)) {
          setOpening({ kind: 'expired' });
          return;
        }
        reportFailure('OPEN_UPLOAD_TRANSFER_FAILED', error);
        setOpening({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, storage, reportFailure, attempt]);

  let body: ReactElement;
  switch (opening.kind) {
    case 'checking':
      body = <Spinner />;
      break;
    case 'incomplete':
      body = <Ended text={t('phoneUpload.incomplete')} />;
      break;
    case 'expired':
      body = <Ended text={t('phoneUpload.expired')} />;
      break;
    case 'failed':
      body = (
        <div className="phone-upload-ended" role="alert">
          <p>{t('phoneUpload.failed')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {t('runtime.retry')}
          </button>
        </div>
      );
      break;
    case 'ready':
      body = <PhoneUploader transfer={opening.transfer} storage={opening.storage} />;
      break;
  }
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
      {body}
    </main>
  );
}

function Ended({ text }: { readonly text: string }): ReactElement {
  return (
    <div className="card phone-upload-ended" role="alert">
      <Icon name="phone" />
      <p>{text}</p>
    </div>
  );
}

/**
 * The chooser, the list and Upload, as in the library's dialog. Uploading stops when the code
 * expires, by this phone's clock, or when the service says it has ended (it was revoked on the
 * computer): the uploads under way end with it, and the page says how to go on.
 */
function PhoneUploader({
  transfer,
  storage,
}: {
  readonly transfer: CurrentUploadTransfer;
  readonly storage: ServiceEndpoint;
}): ReactElement {
  const { t, language } = useTranslation();
  const uploader = useMemo(() => tusUploader(storage, transfer.accountId), [storage, transfer.accountId]);
  // Counted on this phone's clock from the answer (`localExpiry`), whatever time the phone thinks it is.
  const [expiresAt] = useState(() => localExpiry(transfer.expiresIn));
  const [expired, setExpired] = useState(() => expiresAt <= Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(expiresAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const queue = useUploadQueue(uploader, false);
  const { progress } = queue;
  const ended = queue.items.some(
    ({ state }) => state.kind === 'failed' && (state.failure === 'signedOut' || state.failure === 'ended'),
  );
  const stopped = expired || ended;
  const until = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(expiresAt),
  );
  const settled = progress.asked > 0 && progress.busy === 0;
  const sent = progress.uploaded;
  return (
    <>
      {stopped ? (
        <Ended text={t(ended ? 'phoneUpload.ended' : 'phoneUpload.expired')} />
      ) : (
        <UploadChooser queue={queue} disabled={false} prompt={null}>
          <p className="muted phone-upload-note">{t('phoneUpload.until', { time: until })}</p>
        </UploadChooser>
      )}
      <div className="upload">
        <UploadList queue={queue} disabled={false} />
      </div>
      {settled && sent > 0 ? (
        <p role="status" className="phone-upload-note">
          {t('phoneUpload.sent', { count: sent })}
        </p>
      ) : null}
      {stopped ? null : (
        <div className="phone-upload-actions">
          <StartUploadButton queue={queue} disabled={false} />
        </div>
      )}
    </>
  );
}

/**
 * The page behind the QR code of the photo library’s ‘From your phone’ tab (photo-library §2.1, §7). It
 * reads the transfer credential from the address’s fragment, then takes it out of the address (and the
 * history), and needs no sign-in: it names the account the photos go to and until when the code works,
 * then takes HEIC, JPEG and PNG photos from the phone’s picker and uploads them over tus, each with its
 * progress and state (Loading, Success, Failure with Try again, ‘Already in your library’), as the
 * library’s own upload dialog does. The computer lists each photo as it arrives. An expired, revoked or
 * incomplete code says so and how to get a new one. It is served as its own light page at the QR-upload
 * base URL; it can also sit on any page that receives such an address.
 *
 * @summary Uploads photos from a phone to the library of the customer whose computer showed the QR
 *   code.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/upload-from-phone] - The path of its page. Only a path on the page's own
 *   origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - It has no link or
 *   route of its own, so it raises none today; like every element, it would announce a navigation this
 *   way. Composed and cancelable: a page that routes itself (the host portal) cancels it and goes
 *   there; left alone, the element writes the history entry for its own routes and loads the page for
 *   any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - The
 *   transfer could not be opened (OPEN_UPLOAD_TRANSFER_FAILED); a failed upload is said in its row.
 *   Composed, so the page hears it on window; the page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart phone-upload - The whole page: heading, account, chooser and list.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
defineElement({
  tag: 'phone-upload',
  component: PhoneUpload,
  styles: PHONE_UPLOAD_STYLES,
  defaultBasePath: '/upload-from-phone',
});

declare global {
  interface HTMLElementTagNameMap {
    'phone-upload': PortalElement;
  }
}
