import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * Text helpers shared by the generated documents. They use the standard Helvetica font, which every
 * PDF reader has built in (nothing is embedded or fetched), at the cost of its WinAnsi character set.
 */

/** Millimetres to PDF points (1/72 inch). */
export function mm(millimetres: number): number {
  return (millimetres * 72) / 25.4;
}

export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);

/*
 * [Note: Text outside the standard fonts' character set]
 * Helvetica as a standard font covers WinAnsi (Latin-1 plus a few, € included); pdf-lib throws on any
 * other character. Names and descriptions are the customer's own text, so they are made printable
 * instead: the many kinds of space become plain spaces, accented letters outside the set lose their
 * accent, and anything else (ł, which has no decomposition, CJK, emoji) becomes '?'.
 */
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;

/** `text` with only characters `font` can draw (see [Note: Text outside the standard fonts' character set]). */
export function printable(text: string, font: PDFFont): string {
  const supported = supportedCodePoints(font);
  let result = '';
  for (const character of text.replace(SPACES, ' ')) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (supported.has(codePoint)) {
      result += character;
      continue;
    }
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    result += [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) && base !== '' ? base : '?';
  }
  return result;
}

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function supportedCodePoints(font: PDFFont): ReadonlySet<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Splits printable text into lines no wider than `width`; a word wider than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

export interface TextStyle {
  readonly font: PDFFont;
  readonly size: number;
  readonly color?: ReturnType<typeof rgb>;
}

/** Draws text with its left edge at `x`, made printable first. */
export function drawLeft(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  page.drawText(printable(text, style.font), {
    x,
    y,
    font: style.font,
    size: style.size,
    color: style.color ?? BLACK,
  });
}

/** Draws text with its right edge at `x` (numbers in table columns). */
export function drawRight(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  const width = style.font.widthOfTextAtSize(printable(text, style.font), style.size);
  drawLeft(page, text, x - width, y, style);
}

/** Draws text centred on `x`. */
export function drawCentred(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  const width = style.font.widthOfTextAtSize(printable(text, style.font), style.size);
  drawLeft(page, text, x - width / 2, y, style);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as the portal shows dates, dd MMM yyyy (account-portal §9): '05 Mar 2024'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** An amount in minor units as money: '€1,234.50', '-£5.00', 'NOK 99.00' (spaces plain). */
export function formatMoney(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency })
    .format(amountMinor / 100)
    .replace(SPACES, ' ');
}
