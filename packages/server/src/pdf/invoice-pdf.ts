import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawLeft, drawRight, formatDate, formatMoney, GREY, mm, printable, wrapText } from './pdf-text.ts';

/** One printed line of an invoice, its amounts already worked out (minor units). */
export interface InvoiceDocumentLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly vatRateBp: number;
  readonly vatMinor: number;
  /** Including VAT. */
  readonly totalMinor: number;
}

export interface InvoiceParty {
  readonly name: string;
  /** Printed under the name: company, street, town, country. */
  readonly lines: readonly string[];
  readonly vatNumber: string | null;
}

/** Everything printed on one invoice. */
export interface InvoiceDocument {
  readonly invoiceNumber: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly orderRef: string;
  readonly currency: string;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceParty;
  readonly lines: readonly InvoiceDocumentLine[];
  readonly netMinor: number;
  readonly vatMinor: number;
  readonly totalMinor: number;
}

const A4 = { width: mm(210), height: mm(297) } as const;
const MARGIN = 50;
const FOOTER_Y = 30;
const BODY = 9;
const LINE_HEIGHT = 12;
/** Right edges of the number columns and the width of the description column. */
const COLUMNS = {
  description: MARGIN,
  quantity: 290,
  unitPrice: 360,
  vatRate: 410,
  vat: 475,
  total: A4.width - MARGIN,
};
const DESCRIPTION_WIDTH = 200;
const ACCENT = rgb(0.12, 0.35, 0.6);

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/**
 * Renders invoices as one PDF, each starting on a new page and running onto more pages when its lines
 * do not fit; every page carries 'Page n of m' of the whole file. One invoice is the per-invoice PDF,
 * several are an invoice group file. Only standard fonts are used, so nothing is fetched or embedded.
 */
export async function renderInvoicesPdf(
  invoices: readonly InvoiceDocument[],
  title: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(printable(title, fonts.regular));
  const first = invoices[0];
  if (first) {
    pdf.setAuthor(printable(first.seller.name, fonts.regular));
    // The document's dates are the invoice's, so the same invoice always renders to the same bytes.
    const issued = new Date(`${first.date}T00:00:00Z`);
    pdf.setCreationDate(issued);
    pdf.setModificationDate(issued);
  }
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Account portal reference services');
  for (const invoice of invoices) drawInvoice(pdf, fonts, invoice);
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    drawRight(page, `Page ${index + 1} of ${pages.length}`, COLUMNS.total, FOOTER_Y, {
      font: fonts.regular,
      size: 8,
      color: GREY,
    });
  });
  return pdf.save();
}

function drawInvoice(pdf: PDFDocument, fonts: Fonts, invoice: InvoiceDocument): void {
  const regular = { font: fonts.regular, size: BODY };
  const bold = { font: fonts.bold, size: BODY };
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const heading = invoice.totalMinor < 0 ? 'CREDIT NOTE' : 'INVOICE';
  drawLeft(page, heading, MARGIN, y - 16, { font: fonts.bold, size: 20, color: ACCENT });
  drawParty(page, fonts, invoice.seller, 340, y);
  y -= 110;

  drawLeft(page, 'Bill to', MARGIN, y, { font: fonts.bold, size: BODY, color: GREY });
  drawParty(page, fonts, invoice.buyer, MARGIN, y - LINE_HEIGHT);
  const details: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatDate(invoice.date)],
    ['Order reference', invoice.orderRef],
    ['Currency', invoice.currency],
  ];
  details.forEach(([label, value], index) => {
    const rowY = y - index * LINE_HEIGHT;
    drawLeft(page, label, 340, rowY, bold);
    drawLeft(page, value, 430, rowY, regular);
  });
  y -= 100;

  const drawTableHeader = (target: PDFPage, atY: number): number => {
    drawLeft(target, 'Description', COLUMNS.description, atY, bold);
    drawRight(target, 'Qty', COLUMNS.quantity, atY, bold);
    drawRight(target, 'Unit price', COLUMNS.unitPrice, atY, bold);
    drawRight(target, 'VAT rate', COLUMNS.vatRate, atY, bold);
    drawRight(target, 'VAT', COLUMNS.vat, atY, bold);
    drawRight(target, 'Total', COLUMNS.total, atY, bold);
    target.drawLine({
      start: { x: MARGIN, y: atY - 4 },
      end: { x: COLUMNS.total, y: atY - 4 },
      thickness: 0.75,
      color: GREY,
    });
    return atY - LINE_HEIGHT - 4;
  };
  y = drawTableHeader(page, y);

  for (const line of invoice.lines) {
    const description = wrapText(
      printable(line.description, fonts.regular),
      fonts.regular,
      BODY,
      DESCRIPTION_WIDTH,
    );
    if (y - description.length * LINE_HEIGHT < MARGIN + LINE_HEIGHT) {
      page = pdf.addPage([A4.width, A4.height]);
      drawLeft(page, `${invoice.invoiceNumber} (continued)`, MARGIN, A4.height - MARGIN, bold);
      y = drawTableHeader(page, A4.height - MARGIN - 2 * LINE_HEIGHT);
    }
    drawRight(page, String(line.quantity), COLUMNS.quantity, y, regular);
    drawRight(page, formatMoney(line.unitPriceMinor, invoice.currency), COLUMNS.unitPrice, y, regular);
    drawRight(page, formatRate(line.vatRateBp), COLUMNS.vatRate, y, regular);
    drawRight(page, formatMoney(line.vatMinor, invoice.currency), COLUMNS.vat, y, regular);
    drawRight(page, formatMoney(line.totalMinor, invoice.currency), COLUMNS.total, y, regular);
    for (const text of description) {
      drawLeft(page, text, COLUMNS.description, y, regular);
      y -= LINE_HEIGHT;
    }
    y -= 2;
  }

  const totals: [string, number][] = [
    ['Subtotal excl. VAT', invoice.netMinor],
    ['VAT', invoice.vatMinor],
    ['Total incl. VAT', invoice.totalMinor],
  ];
  if (y - totals.length * LINE_HEIGHT - 8 < MARGIN) {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  }
  page.drawLine({
    start: { x: 340, y: y + 4 },
    end: { x: COLUMNS.total, y: y + 4 },
    thickness: 0.75,
    color: GREY,
  });
  y -= 8;
  for (const [label, amount] of totals) {
    drawLeft(page, label, 340, y, bold);
    drawRight(page, formatMoney(amount, invoice.currency), COLUMNS.total, y, bold);
    y -= LINE_HEIGHT;
  }
}

function drawParty(page: PDFPage, fonts: Fonts, party: InvoiceParty, x: number, top: number): void {
  let y = top;
  drawLeft(page, party.name, x, y, { font: fonts.bold, size: BODY });
  for (const line of party.lines) {
    y -= LINE_HEIGHT;
    drawLeft(page, line, x, y, { font: fonts.regular, size: BODY });
  }
  if (party.vatNumber) {
    y -= LINE_HEIGHT;
    drawLeft(page, `VAT number ${party.vatNumber}`, x, y, { font: fonts.regular, size: BODY });
  }
}

/** Basis points as a percentage: 2100 -> '21%', 550 -> '5.5%'. */
function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}
