import { describe, expect, it } from 'vitest';
import { HistoricalInvoiceList, HistoricalInvoicePdfQuery } from './invoices.ts';

const invoice = {
  id: 'inv-1',
  invoiceNumber: '2024-000123',
  orderRef: 'SO-1',
  date: '2024-05-01',
  total: { amount: -12.5, currency: 'GBP' },
  channel: 'photobox-gb',
  invoiceGroupFileId: null,
};

describe('historical invoices', () => {
  it('accepts invoices, credit notes included', () => {
    expect(HistoricalInvoiceList.parse({ historicalInvoices: [invoice] })).toEqual({
      historicalInvoices: [invoice],
    });
  });

  it('rejects an invoice without an orderRef, with a date-time as date, or an unknown currency', () => {
    const parse = (changes: object) =>
      HistoricalInvoiceList.safeParse({ historicalInvoices: [{ ...invoice, ...changes }] }).success;
    expect(parse({ orderRef: '' })).toBe(false);
    expect(parse({ date: '2024-05-01T10:00:00Z' })).toBe(false);
    expect(parse({ total: { amount: 1, currency: 'XYZ' } })).toBe(false);
  });

  it('requires the orderRef in the PDF query', () => {
    expect(HistoricalInvoicePdfQuery.safeParse({ orderRef: 'SO-1' }).success).toBe(true);
    expect(HistoricalInvoicePdfQuery.safeParse({}).success).toBe(false);
  });
});
