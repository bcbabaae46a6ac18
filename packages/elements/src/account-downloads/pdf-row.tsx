import { getProductPdf } from '@portal/api/clients/products';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useEndpoint, useReportFailure, useToast } from '../runtime/context.tsx';
import { Icon } from '../ui/icons.tsx';
import { saveBlob } from '../ui/save-url.ts';

/**
 * A product's or a map's PDF: its title, what describes it, and Download, which fetches the PDF
 * from the unzip service with the bearer token and saves it as `fileName` ([Note: Which product
 * PDFs a customer has]). A failure says 'Download failed' and leaves the row as it was.
 */
export function PdfRow({
  productCode,
  title,
  fileName,
  children,
}: {
  readonly productCode: string;
  readonly title: string;
  readonly fileName: string;
  /** What the row says under the title. */
  readonly children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const endpoint = useEndpoint('products');
  const reportFailure = useReportFailure();
  const showToast = useToast();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveBlob(await getProductPdf(endpoint, productCode), fileName);
    } catch (error) {
      reportFailure('DOWNLOAD_PDF_FAILED', error);
      showToast(t('userMessage.downloadFailed'), { tone: 'error', durationMs: 10_000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="download-row" part="pdf">
      <span className="download-icon">
        <Icon name="invoice" />
      </span>
      <span className="download-text">
        <span className="download-name">{title}</span>
        <span className="download-meta">{children}</span>
      </span>
      <button
        type="button"
        className="button button-secondary download-button"
        disabled={busy}
        aria-label={t('accountDownloads.downloadOne', { name: title })}
        onClick={() => void save()}
      >
        <Icon name="download" />
        {busy ? t('accountDownloads.downloading') : t('accountDownloads.download')}
      </button>
    </div>
  );
}
