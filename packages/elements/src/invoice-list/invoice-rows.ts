import type { HistoricalInvoice } from '@portal/api/schemas/invoices';

/**
 * How the invoice list reads the invoice API's answer (account-portal §2 'Invoices (B2B)', §3): the
 * order the customer sees, which rows are credit notes, how many invoices share a group file, and
 * the names the PDFs are saved under. Pure, so it is tested without a browser.
 */

/** A credit note: its total is negative (the contract's `Money`). */
export function isCreditNote(invoice: HistoricalInvoice): boolean {
  return invoice.total.amount < 0;
}

const NUMBER_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * Newest first: by date, and on one day by invoice number, highest first (numbers are issued in
 * order). The service already answers in this order; sorting again keeps the list right whatever
 * an answer's order, and the same for equal answers.
 */
export function newestFirst(invoices: readonly HistoricalInvoice[]): HistoricalInvoice[] {
  return [...invoices].sort(
    (a, b) =>
      (a.date === b.date ? 0 : a.date < b.date ? 1 : -1) ||
      NUMBER_ORDER.compare(b.invoiceNumber, a.invoiceNumber) ||
      NUMBER_ORDER.compare(b.id, a.id),
  );
}

/**
 * The invoice numbers each group file holds, by `invoiceGroupFileId`, in the order of `invoices`:
 * a row shows what else its combined PDF holds.
 */
export function groupFileMembers(
  invoices: readonly HistoricalInvoice[],
): ReadonlyMap<string, readonly string[]> {
  const members = new Map<string, string[]>();
  for (const { invoiceGroupFileId, invoiceNumber } of invoices) {
    if (invoiceGroupFileId === null) continue;
    const numbers = members.get(invoiceGroupFileId);
    if (numbers === undefined) members.set(invoiceGroupFileId, [invoiceNumber]);
    else numbers.push(invoiceNumber);
  }
  return members;
}

/**
 * A file name safe on every file system, as the invoice API names its own attachments: letters,
 * digits, '.', '_' and '-', any other run of characters one '-'.
 */
function pdfFileName(base: string): string {
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/[-.]+$/, '')}.pdf`;
}

/** 'invoice-INV-2026-0042.pdf': one invoice's PDF, named for its number. */
export function invoiceFileName(invoice: Pick<HistoricalInvoice, 'invoiceNumber'>): string {
  return pdfFileName(`invoice-${invoice.invoiceNumber}`);
}

/** 'invoices-IGF-7.pdf': a group file, the PDF of several invoices, named for its id. */
export function groupFileName(invoiceGroupFileId: string): string {
  return pdfFileName(`invoices-${invoiceGroupFileId}`);
}
