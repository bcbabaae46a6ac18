import type { HistoricalInvoice } from '@portal/api/schemas/invoices';
import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { InvoicesTable } from '../../db/content-tables.ts';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import type { InvoiceDocument } from '../../pdf/invoice-pdf.ts';
import { findChannel } from '../merchandise/catalogue.ts';
import {
  type InvoiceLineFacts,
  invoiceTotals,
  type PricedInvoiceLine,
  priceLine,
  toAmount,
} from './invoice-amounts.ts';

type Db = Kysely<Tables>;

export interface StoredInvoice {
  readonly row: Selectable<InvoicesTable>;
  readonly lines: readonly PricedInvoiceLine[];
}

const AddressLines = z.array(z.string());

/** The owner's invoices matching `where`, newest first, each with its lines in order. */
async function selectInvoices(
  db: Db,
  ownerId: string,
  where: { readonly id?: string; readonly groupFileId?: string } = {},
): Promise<StoredInvoice[]> {
  let invoices = db.selectFrom('invoices').selectAll().where('owner_id', '=', ownerId);
  if (where.id !== undefined) invoices = invoices.where('id', '=', where.id);
  if (where.groupFileId !== undefined)
    invoices = invoices.where('invoice_group_file_id', '=', where.groupFileId);
  const rows = await invoices.orderBy('invoice_date', 'desc').orderBy('invoice_number', 'desc').execute();
  if (rows.length === 0) return [];
  const lineRows = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where(
      'invoice_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('invoice_id')
    .orderBy('line_number')
    .execute();
  const linesByInvoice = new Map<string, PricedInvoiceLine[]>();
  for (const line of lineRows) {
    const priced = priceLine({
      description: line.description,
      quantity: line.quantity,
      unitPriceMinor: Number(line.unit_price_minor),
      vatRateBp: line.vat_rate_bp,
    });
    const list = linesByInvoice.get(line.invoice_id);
    if (list) list.push(priced);
    else linesByInvoice.set(line.invoice_id, [priced]);
  }
  return rows.map((row) => ({ row, lines: linesByInvoice.get(row.id) ?? [] }));
}

export function listInvoices(db: Db, ownerId: string): Promise<StoredInvoice[]> {
  return selectInvoices(db, ownerId);
}

export async function findInvoice(
  db: Db,
  ownerId: string,
  invoiceId: string,
): Promise<StoredInvoice | undefined> {
  return (await selectInvoices(db, ownerId, { id: invoiceId }))[0];
}

export function findGroupFileInvoices(
  db: Db,
  ownerId: string,
  groupFileId: string,
): Promise<StoredInvoice[]> {
  return selectInvoices(db, ownerId, { groupFileId });
}

export function toHistoricalInvoice({ row, lines }: StoredInvoice): HistoricalInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    orderRef: row.order_ref,
    date: row.invoice_date,
    total: { amount: toAmount(invoiceTotals(lines).totalMinor), currency: row.currency },
    channel: row.channel,
    invoiceGroupFileId: row.invoice_group_file_id,
  };
}

/**
 * The company that issues every brand's invoices; each brand trades under its own name. Printed as
 * the seller block, with the brand of the invoice's channel.
 */
const ISSUER = {
  legalName: 'Photo Products Group B.V.',
  address: ['Keizersgracht 100', '1015 AA Amsterdam', 'Netherlands'],
  vatNumber: 'NL000000000B01',
} as const;

/** Everything the PDF prints for one stored invoice. */
export function toInvoiceDocument({ row, lines }: StoredInvoice): InvoiceDocument {
  const brand = findChannel(row.channel)?.site.displayName;
  return {
    invoiceNumber: row.invoice_number,
    date: row.invoice_date,
    orderRef: row.order_ref,
    currency: row.currency,
    seller: {
      name: brand ?? ISSUER.legalName,
      lines: brand ? [ISSUER.legalName, ...ISSUER.address] : [...ISSUER.address],
      vatNumber: ISSUER.vatNumber,
    },
    buyer: {
      name: row.buyer_company,
      lines: [`Attn. ${row.buyer_name}`, ...AddressLines.parse(JSON.parse(row.buyer_address))],
      vatNumber: row.buyer_vat_number,
    },
    lines,
    ...invoiceTotals(lines),
  };
}

export interface NewInvoice {
  readonly id: string;
  readonly ownerId: string;
  readonly invoiceNumber: string;
  readonly orderRef: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly channel: string;
  readonly currency: string;
  readonly groupFileId: string | null;
  readonly buyer: {
    readonly name: string;
    readonly company: string;
    readonly addressLines: readonly string[];
    readonly vatNumber: string | null;
  };
  readonly lines: readonly InvoiceLineFacts[];
}

/**
 * Stores an invoice with its lines in one transaction. Resolves false, changing nothing, when an
 * invoice with this id exists already, so seeding can run again.
 */
export async function insertInvoice(db: Db, invoice: NewInvoice): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('invoices')
      .values({
        id: invoice.id,
        owner_id: invoice.ownerId,
        invoice_number: invoice.invoiceNumber,
        order_ref: invoice.orderRef,
        invoice_date: invoice.date,
        channel: invoice.channel,
        currency: invoice.currency,
        invoice_group_file_id: invoice.groupFileId,
        buyer_name: invoice.buyer.name,
        buyer_company: invoice.buyer.company,
        buyer_address: JSON.stringify(invoice.buyer.addressLines),
        buyer_vat_number: invoice.buyer.vatNumber,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (invoice.lines.length > 0) {
      await trx
        .insertInto('invoice_lines')
        .values(
          invoice.lines.map((line, index) => ({
            invoice_id: invoice.id,
            line_number: index + 1,
            description: line.description,
            quantity: line.quantity,
            unit_price_minor: line.unitPriceMinor,
            vat_rate_bp: line.vatRateBp,
          })),
        )
        .execute();
    }
    return true;
  });
}
