/**
 * How an invoice's amounts follow from its lines, in minor units (cents). VAT is worked out and
 * rounded per line, and the invoice's totals are the sums of its lines, so the printed lines always
 * add up to the printed totals and to the total the list shows.
 */

export interface InvoiceLineFacts {
  readonly description: string;
  /** Negative on a credit note. */
  readonly quantity: number;
  readonly unitPriceMinor: number;
  /** 2100 is 21 %. */
  readonly vatRateBp: number;
}

export interface PricedInvoiceLine extends InvoiceLineFacts {
  readonly netMinor: number;
  readonly vatMinor: number;
  readonly totalMinor: number;
}

export interface InvoiceTotals {
  readonly netMinor: number;
  readonly vatMinor: number;
  readonly totalMinor: number;
}

const BASIS_POINTS = 10_000;

/** Rounds half away from zero, so a credit note mirrors its invoice to the cent. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function priceLine(line: InvoiceLineFacts): PricedInvoiceLine {
  const netMinor = line.quantity * line.unitPriceMinor;
  const vatMinor = roundHalfAwayFromZero((netMinor * line.vatRateBp) / BASIS_POINTS);
  return { ...line, netMinor, vatMinor, totalMinor: netMinor + vatMinor };
}

export function invoiceTotals(lines: readonly PricedInvoiceLine[]): InvoiceTotals {
  let netMinor = 0;
  let vatMinor = 0;
  for (const line of lines) {
    netMinor += line.netMinor;
    vatMinor += line.vatMinor;
  }
  return { netMinor, vatMinor, totalMinor: netMinor + vatMinor };
}

/** Minor units as the contract's `Money.amount`: 123456 -> 1234.56. */
export function toAmount(minor: number): number {
  return Math.round(minor) / 100;
}
