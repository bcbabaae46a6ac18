import * as z from 'zod/mini';
import { id, isoDate } from './common.ts';

/** Invoice API (`services.invoices`), account-portal §3 and §7: a B2B customer's invoices. */

/** An amount of money; negative for a credit note. */
export const Money = z.object({
  amount: z.number(),
  /** ISO 4217 ('EUR', 'GBP'). */
  currency: z.currencyCode(),
});
export type Money = z.infer<typeof Money>;

export const HistoricalInvoice = z.object({
  id,
  /** The number printed on the invoice. */
  invoiceNumber: id,
  /** The order (superorder code or the customer's own purchase-order reference) the invoice is for. */
  orderRef: id,
  date: isoDate,
  total: Money,
  /** The merchandise channel the order was placed in; its PDF is rendered in that brand's look. */
  channel: id,
  /** The grouped file (several invoices in one PDF) this invoice is part of, if any. */
  invoiceGroupFileId: z.nullable(id),
});
export type HistoricalInvoice = z.infer<typeof HistoricalInvoice>;

/** Answer of GET /api/v1/HistoricalInvoice/me: newest first. */
export const HistoricalInvoiceList = z.object({ historicalInvoices: z.array(HistoricalInvoice) });
export type HistoricalInvoiceList = z.infer<typeof HistoricalInvoiceList>;

/** Query of GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel} (see [Note: orderRef in the invoice PDF call]). */
export const HistoricalInvoicePdfQuery = z.object({ orderRef: id });
export type HistoricalInvoicePdfQuery = z.infer<typeof HistoricalInvoicePdfQuery>;
