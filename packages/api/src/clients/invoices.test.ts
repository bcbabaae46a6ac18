import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import type { HistoricalInvoice } from '../schemas/invoices.ts';
import { getHistoricalInvoicePdf, getHistoricalInvoices, getInvoiceGroupFile } from './invoices.ts';

const PDF = new TextEncoder().encode('%PDF-1.7 invoice');

const invoice: HistoricalInvoice = {
  id: 'inv-1',
  invoiceNumber: '2024-000123',
  orderRef: 'SO-1',
  date: '2024-05-01',
  total: { amount: 123.45, currency: 'EUR' },
  channel: 'albelli-nl',
  invoiceGroupFileId: 'grp-1',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/invoices');
});
afterAll(() => stub.close());

describe('invoices client', () => {
  it('GETs the historical invoices', async () => {
    stub.respond({ json: { historicalInvoices: [invoice] } });
    await expect(getHistoricalInvoices(stub.endpoint('tok'))).resolves.toEqual({
      historicalInvoices: [invoice],
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/invoices/api/v1/HistoricalInvoice/me');
    expect([...request.query]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('rejects an invoice list that breaks the contract', async () => {
    stub.respond({ json: { historicalInvoices: [{ ...invoice, total: { amount: 1, currency: 'EURO' } }] } });
    await expect(getHistoricalInvoices(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs an invoice PDF by id and channel, with its orderRef in the query', async () => {
    stub.respond({ bytes: PDF, headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await getHistoricalInvoicePdf(stub.endpoint('tok'), invoice);
    expect(pdf.type).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/invoices/api/v1/HistoricalInvoice/me/pdf/inv-1/albelli-nl');
    expect(Object.fromEntries(request.query)).toEqual({ orderRef: 'SO-1' });
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
    expect(request.headers.accept).toBe('application/pdf');
  });

  it('throws a PDF the service does not have as HttpError with the status and URL', async () => {
    stub.respond({ status: 404 });
    const error = await getHistoricalInvoicePdf(stub.endpoint(), { ...invoice, orderRef: 'SO/2' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(
      `${stub.baseUrl}/api/v1/HistoricalInvoice/me/pdf/inv-1/albelli-nl?orderRef=SO%2F2`,
    );
  });

  it('GETs an invoice group file as a PDF', async () => {
    stub.respond({ bytes: PDF, headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await getInvoiceGroupFile(stub.endpoint('tok'), 'grp 1');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/invoices/api/v1/InvoiceGroupFiles/me/grp%201');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
    expect(request.headers.accept).toBe('application/pdf');
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ json: { historicalInvoices: [] } });
    await getHistoricalInvoices(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getHistoricalInvoices(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});
