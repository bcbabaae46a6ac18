import {
  getHistoricalInvoicePdf,
  getHistoricalInvoices,
  getInvoiceGroupFile,
} from '@portal/api/clients/invoices';
import type { HistoricalInvoice, HistoricalInvoiceList } from '@portal/api/schemas/invoices';
import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint, useReportFailure } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';
import { saveBlob } from '../../ui/save-url.ts';
import { groupFileName, invoiceFileName } from '../invoice-rows.ts';

/** The cache key of the customer's invoices, under the account like every answer of the page. */
export function historicalInvoicesKey(accountId: string): readonly [string, string] {
  return ['historical-invoices', accountId];
}

/** The customer's historical invoices (GET /api/v1/HistoricalInvoice/me, account-portal §7). */
export function useHistoricalInvoices(accountId: string): SWRResponse<HistoricalInvoiceList> {
  const endpoint = useEndpoint('invoices');
  return useSWR(
    historicalInvoicesKey(accountId),
    () => getHistoricalInvoices(endpoint),
    useLoadOptions('LOAD_INVOICES_FAILED'),
  );
}

/** What a row downloads: the invoice's own PDF, or the group file it belongs to. */
export type InvoiceDocument =
  | { readonly kind: 'invoice'; readonly invoice: HistoricalInvoice }
  | { readonly kind: 'groupFile'; readonly invoiceGroupFileId: string };

/**
 * Downloads a PDF of the invoice API and saves it under a clear name ('invoice-<number>.pdf'). The
 * calls need the bearer token, so the file cannot be a plain link: it is fetched, then saved (see
 * [Note: Saving a fetched file]). A failure is reported and thrown, for the row to say so.
 */
export function useDownloadInvoiceDocument(): (document: InvoiceDocument) => Promise<void> {
  const endpoint = useEndpoint('invoices');
  const reportFailure = useReportFailure();
  return useCallback(
    async (document) => {
      try {
        if (document.kind === 'invoice') {
          saveBlob(
            await getHistoricalInvoicePdf(endpoint, document.invoice),
            invoiceFileName(document.invoice),
          );
        } else {
          saveBlob(
            await getInvoiceGroupFile(endpoint, document.invoiceGroupFileId),
            groupFileName(document.invoiceGroupFileId),
          );
        }
      } catch (error) {
        reportFailure(
          document.kind === 'invoice' ? 'DOWNLOAD_INVOICE_FAILED' : 'DOWNLOAD_INVOICE_GROUP_FILE_FAILED',
          error,
        );
        throw error;
      }
    },
    [endpoint, reportFailure],
  );
}
