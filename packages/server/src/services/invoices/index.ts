import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { id } from '@portal/api/schemas/common';
import { HistoricalInvoiceList, HistoricalInvoicePdfQuery } from '@portal/api/schemas/invoices';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import { renderInvoicesPdf } from '../../pdf/invoice-pdf.ts';
import { pdfFileName, sendPdf } from '../../pdf/pdf-reply.ts';
import type { ServiceContext } from '../context.ts';
import {
  findGroupFileInvoices,
  findInvoice,
  listInvoices,
  toHistoricalInvoice,
  toInvoiceDocument,
} from './invoice-store.ts';

const InvoicePdfParams = z.object({ id, channel: id });
const GroupFileParams = z.object({ id });

/*
 * [Note: Invoices are for business customers only]
 * Invoices are a B2B feature (account-portal §2, §6). A consumer's list is empty and every invoice or
 * group file id answers 404 for them, exactly as for an id that does not exist, even if rows were
 * ever stored under a consumer account (an account whose type changed): the service never shows a
 * consumer an invoice, and never tells them one exists.
 */

/**
 * The invoice API (account-portal §7 'Invoice API'): a B2B customer's historical invoices and their
 * PDFs, generated on request from the stored lines. A PDF asked for with an id, channel or orderRef
 * that is not the invoice's own answers 404 (see [Note: orderRef in the invoice PDF call]).
 */
export function registerInvoicesService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  app.get('/api/v1/HistoricalInvoice/me', async (request) => {
    const user = await context.auth.requireUser(request);
    const invoices = isB2bCustomer(user.userType) ? await listInvoices(db, user.subject) : [];
    return checkOutput(HistoricalInvoiceList, { historicalInvoices: invoices.map(toHistoricalInvoice) });
  });

  app.get('/api/v1/HistoricalInvoice/me/pdf/:id/:channel', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const params = parseInput(InvoicePdfParams, request.params, 'params');
    const { orderRef } = parseInput(HistoricalInvoicePdfQuery, request.query, 'query');
    const invoice = isB2bCustomer(user.userType) ? await findInvoice(db, user.subject, params.id) : undefined;
    if (!invoice || invoice.row.channel !== params.channel || invoice.row.order_ref !== orderRef) {
      throw notFound('Invoice');
    }
    const bytes = await renderInvoicesPdf(
      [toInvoiceDocument(invoice)],
      `Invoice ${invoice.row.invoice_number}`,
    );
    return sendPdf(reply, bytes, pdfFileName(`invoice-${invoice.row.invoice_number}`));
  });

  app.get('/api/v1/InvoiceGroupFiles/me/:id', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const params = parseInput(GroupFileParams, request.params, 'params');
    const invoices = isB2bCustomer(user.userType)
      ? await findGroupFileInvoices(db, user.subject, params.id)
      : [];
    if (invoices.length === 0) throw notFound('Invoice group file');
    // Oldest first, as the invoices were issued; the list shows newest first.
    const documents = invoices.map(toInvoiceDocument).reverse();
    const bytes = await renderInvoicesPdf(documents, `Invoices ${params.id}`);
    return sendPdf(reply, bytes, pdfFileName(`invoices-${params.id}`));
  });
}
