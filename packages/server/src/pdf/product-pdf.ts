import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawCentred, GREY, mm, printable } from './pdf-text.ts';

/** What a product's print PDF is made from. */
export interface ProductPrint {
  readonly productCode: string;
  readonly title: string;
  /** 'PhotoBook', 'Calendar', 'MapPoster', ...: decides the document's pages. */
  readonly articleType: string;
  /** Inner pages of a photo book; other products ignore it. */
  readonly pageCount: number;
  readonly pageWidthMm: number;
  readonly pageHeightMm: number;
  /** ISO date-time the product was made; the document's date, so one product always gives the same bytes. */
  readonly createdAt: string;
}

/*
 * [Note: Print PDFs are drawn, not stored]
 * The real PDF unzip service reads the print file the editor stored zipped. The reference services
 * keep no editor output, so a product's print PDF is drawn on request from its stored facts: a photo
 * book gets its cover and every inner page (with placeholder photo frames and page numbers), a
 * calendar a cover and the twelve months of the next year, a map poster one page with a drawn
 * street map, anything else one page. Page sizes are the product's own, so the file is what a print
 * shop would receive in shape if not in content.
 */

const CALENDAR_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** The print PDF of one product (see [Note: Print PDFs are drawn, not stored]). */
export async function renderProductPdf(product: ProductPrint): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(printable(product.title, fonts.regular));
  pdf.setSubject(product.productCode);
  const created = new Date(product.createdAt);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  pdf.setProducer('pdf-lib');
  const size: [number, number] = [mm(product.pageWidthMm), mm(product.pageHeightMm)];

  if (product.articleType === 'MapPoster') {
    drawMap(pdf.addPage(size), fonts, product);
    return pdf.save();
  }
  drawCover(pdf.addPage(size), fonts, product);
  if (product.articleType === 'PhotoBook') {
    for (let number = 1; number <= product.pageCount; number += 1) {
      drawBookPage(pdf.addPage(size), fonts, product, number);
    }
  } else if (product.articleType === 'Calendar') {
    CALENDAR_MONTHS.forEach((month, index) => {
      drawCalendarMonth(pdf.addPage(size), fonts, product, month, index);
    });
  }
  return pdf.save();
}

/** A colour picked from the product code and a position, so each page looks different but stable. */
function colourFor(productCode: string, position: number): ReturnType<typeof rgb> {
  const digest = createHash('sha256').update(`${productCode}\n${position}`).digest();
  const channel = (index: number) => 0.35 + ((digest[index] ?? 0) / 255) * 0.5;
  return rgb(channel(0), channel(1), channel(2));
}

function drawCover(page: PDFPage, fonts: Fonts, product: ProductPrint): void {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: colourFor(product.productCode, 0) });
  const titleSize = Math.max(12, Math.min(36, width / 14));
  drawCentred(page, product.title, width / 2, height * 0.55, {
    font: fonts.bold,
    size: titleSize,
    color: rgb(1, 1, 1),
  });
  drawCentred(page, product.productCode, width / 2, height * 0.55 - titleSize * 1.6, {
    font: fonts.regular,
    size: titleSize / 2.5,
    color: rgb(1, 1, 1),
  });
}

function drawBookPage(page: PDFPage, fonts: Fonts, product: ProductPrint, number: number): void {
  const { width, height } = page.getSize();
  const margin = Math.min(width, height) * 0.08;
  // Odd pages hold one large photo frame, even pages two side by side, as a simple layout would.
  const frames = number % 2 === 1 ? 1 : 2;
  const gap = margin / 2;
  const frameWidth = (width - 2 * margin - (frames - 1) * gap) / frames;
  for (let frame = 0; frame < frames; frame += 1) {
    page.drawRectangle({
      x: margin + frame * (frameWidth + gap),
      y: margin * 1.5,
      width: frameWidth,
      height: height - margin * 2.5,
      color: colourFor(product.productCode, number * 10 + frame),
    });
  }
  drawCentred(page, `Page ${number}`, width / 2, margin * 0.6, { font: fonts.regular, size: 9, color: GREY });
}

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** One month of the calendar year after the product was made, Monday first, with a photo above. */
function drawCalendarMonth(
  page: PDFPage,
  fonts: Fonts,
  product: ProductPrint,
  month: string,
  index: number,
): void {
  const { width, height } = page.getSize();
  const margin = width * 0.08;
  const year = new Date(product.createdAt).getUTCFullYear() + 1;
  page.drawRectangle({
    x: margin,
    y: height * 0.45,
    width: width - 2 * margin,
    height: height * 0.5 - margin,
    color: colourFor(product.productCode, index + 1),
  });
  drawCentred(page, `${month} ${year}`, width / 2, height * 0.38, { font: fonts.bold, size: 20 });
  const cellWidth = (width - 2 * margin) / 7;
  const cellHeight = (height * 0.33 - margin) / 7;
  const cellX = (column: number) => margin + (column + 0.5) * cellWidth;
  const cellY = (row: number) => height * 0.33 - (row + 0.5) * cellHeight;
  WEEKDAYS.forEach((weekday, column) => {
    drawCentred(page, weekday, cellX(column), cellY(0), { font: fonts.bold, size: 10, color: GREY });
  });
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  // getUTCDay counts from Sunday; the grid starts on Monday.
  const firstColumn = (new Date(Date.UTC(year, index, 1)).getUTCDay() + 6) % 7;
  for (let day = 0; day < days; day += 1) {
    const cell = firstColumn + day;
    drawCentred(page, String(day + 1), cellX(cell % 7), cellY(1 + Math.floor(cell / 7)), {
      font: fonts.regular,
      size: 10,
    });
  }
}

function drawMap(page: PDFPage, fonts: Fonts, product: ProductPrint): void {
  const { width, height } = page.getSize();
  const margin = width * 0.08;
  page.drawRectangle({
    x: margin,
    y: margin * 3,
    width: width - 2 * margin,
    height: height - margin * 4,
    color: rgb(0.96, 0.95, 0.9),
  });
  const digest = createHash('sha256').update(product.productCode).digest();
  const streets = 14;
  for (let index = 0; index < streets; index += 1) {
    const from = (digest[index] ?? 0) / 255;
    const to = (digest[index + streets] ?? 0) / 255;
    const vertical = index % 2 === 0;
    page.drawLine({
      start: vertical
        ? { x: margin + from * (width - 2 * margin), y: margin * 3 }
        : { x: margin, y: margin * 3 + from * (height - margin * 4) },
      end: vertical
        ? { x: margin + to * (width - 2 * margin), y: height - margin }
        : { x: width - margin, y: margin * 3 + to * (height - margin * 4) },
      thickness: 1 + (index % 3),
      color: rgb(0.55, 0.55, 0.55),
    });
  }
  page.drawCircle({
    x: width / 2,
    y: margin * 3 + (height - margin * 4) / 2,
    size: 6,
    color: rgb(0.85, 0.2, 0.2),
  });
  drawCentred(page, product.title, width / 2, margin * 1.5, {
    font: fonts.bold,
    size: Math.max(12, width / 20),
  });
}
