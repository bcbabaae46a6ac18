import { type CallOptions, path, requestBlob, requestJson, type ServiceEndpoint } from '../http.ts';
import { type HistoricalInvoice, HistoricalInvoiceList } from '../schemas/invoices.ts';

/** Invoice API (`services.invoices`), account-portal §7. PDFs are answered as application/pdf. */

/** GET /api/v1/InvoiceGroupFiles/me/{id}: a grouped invoice file (`invoiceGroupFileId`) as a PDF. */
export function getInvoiceGroupFile(
  service: ServiceEndpoint,
  invoiceGroupFileId: string,
  options: CallOptions = {},
): Promise<Blob> {
  return requestBlob(service, {
    method: 'GET',
    path: path`/api/v1/InvoiceGroupFiles/me/${invoiceGroupFileId}`,
    headers: { Accept: 'application/pdf' },
    signal: options.signal,
  });
}

/** GET /api/v1/HistoricalInvoice/me: answers `{ historicalInvoices }`, newest first. */
export function getHistoricalInvoices(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<HistoricalInvoiceList> {
  return requestJson(
    service,
    { method: 'GET', path: '/api/v1/HistoricalInvoice/me', signal: options.signal },
    HistoricalInvoiceList,
  );
}

/*
 * [Note: orderRef in the invoice PDF call]
 * The spec fetches an invoice PDF "by orderRef, id and channel", yet its path holds only id and
 * channel. The orderRef travels as the query parameter `orderRef`: the service answers 404 unless it is
 * the invoice's own, exactly as for an unknown id, so a list row can never download another row's PDF.
 */

/**
 * GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel}?orderRef={orderRef}: one invoice as a PDF.
 * Query parameter chosen here; see [Note: orderRef in the invoice PDF call].
 */
export function getHistoricalInvoicePdf(
  service: ServiceEndpoint,
  invoice: Pick<HistoricalInvoice, 'id' | 'orderRef' | 'channel'>,
  options: CallOptions = {},
): Promise<Blob> {
  return requestBlob(service, {
    method: 'GET',
    path: path`/api/v1/HistoricalInvoice/me/pdf/${invoice.id}/${invoice.channel}`,
    query: { orderRef: invoice.orderRef },
    headers: { Accept: 'application/pdf' },
    signal: options.signal,
  });
}
