import type { HistoricalInvoice } from '@portal/api/schemas/invoices';
import { describe, expect, it } from 'vitest';
import {
  groupFileMembers,
  groupFileName,
  invoiceFileName,
  isCreditNote,
  newestFirst,
} from './invoice-rows.ts';

function invoice(
  invoiceNumber: string,
  date: string,
  overrides: Partial<HistoricalInvoice> = {},
): HistoricalInvoice {
  return {
    id: `id-${invoiceNumber}`,
    invoiceNumber,
    orderRef: `PO-${invoiceNumber}`,
    date,
    total: { amount: 100, currency: 'EUR' },
    channel: 'POSTERHAUS_BUSINESS_DE',
    invoiceGroupFileId: null,
    ...overrides,
  };
}

describe('the invoice list', () => {
  it('shows the newest invoice first, and on one day the highest number first', () => {
    const rows = newestFirst([
      invoice('INV-0009', '2026-01-10'),
      invoice('INV-0010', '2026-03-02'),
      invoice('INV-0011', '2026-03-02'),
      invoice('INV-0100', '2026-03-02'),
      invoice('INV-0001', '2025-12-31'),
    ]);
    expect(rows.map((row) => row.invoiceNumber)).toEqual([
      'INV-0100',
      'INV-0011',
      'INV-0010',
      'INV-0009',
      'INV-0001',
    ]);
  });

  it('keeps the answer it sorts as it was', () => {
    const answer = [invoice('A-1', '2025-01-01'), invoice('A-2', '2026-01-01')];
    newestFirst(answer);
    expect(answer.map((row) => row.invoiceNumber)).toEqual(['A-1', 'A-2']);
  });

  it('recognises a credit note by its negative total', () => {
    expect(isCreditNote(invoice('C-1', '2026-01-01', { total: { amount: -35.58, currency: 'EUR' } }))).toBe(
      true,
    );
    expect(isCreditNote(invoice('I-1', '2026-01-01'))).toBe(false);
    expect(isCreditNote(invoice('Z-1', '2026-01-01', { total: { amount: 0, currency: 'EUR' } }))).toBe(false);
  });

  it('names the invoices of each group file, in the order of the list', () => {
    const members = groupFileMembers([
      invoice('1', '2026-01-01', { invoiceGroupFileId: 'IGF-1' }),
      invoice('2', '2026-01-02', { invoiceGroupFileId: 'IGF-1' }),
      invoice('3', '2026-01-03', { invoiceGroupFileId: 'IGF-2' }),
      invoice('4', '2026-01-04'),
    ]);
    expect([...members]).toEqual([
      ['IGF-1', ['1', '2']],
      ['IGF-2', ['3']],
    ]);
  });
});

describe('the names PDFs are saved under', () => {
  it('names an invoice for its number and a group file for its id', () => {
    expect(invoiceFileName({ invoiceNumber: 'INV-9C1A2B-0007' })).toBe('invoice-INV-9C1A2B-0007.pdf');
    expect(groupFileName('IGF-9C1A2B-1')).toBe('invoices-IGF-9C1A2B-1.pdf');
  });

  it('keeps only characters every file system takes', () => {
    expect(invoiceFileName({ invoiceNumber: '2026/03 #12' })).toBe('invoice-2026-03-12.pdf');
    expect(invoiceFileName({ invoiceNumber: 'Rechnung Nr. 5 ' })).toBe('invoice-Rechnung-Nr.-5.pdf');
    expect(groupFileName('../../etc')).toBe('invoices-..-..-etc.pdf');
  });
});
