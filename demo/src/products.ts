import type { Currency } from './site';

export const PRODUCT_IDS = ['photo-books', 'prints', 'wall-art', 'gifts'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

/** "From" prices of the product tiles, per currency. */
const FROM_PRICES: Record<Currency, Record<ProductId, number>> = {
  EUR: { 'photo-books': 19.99, prints: 0.19, 'wall-art': 24.99, gifts: 9.99 },
  GBP: { 'photo-books': 17.99, prints: 0.15, 'wall-art': 21.99, gifts: 8.99 },
  NOK: { 'photo-books': 229, prints: 2, 'wall-art': 279, gifts: 119 },
  SEK: { 'photo-books': 219, prints: 2, 'wall-art': 269, gifts: 109 },
  DKK: { 'photo-books': 149, prints: 1.5, 'wall-art': 189, gifts: 79 },
};

/** Orders from this amount ship free; below it the flat fee applies. */
const DELIVERY: Record<Currency, { freeFrom: number; fee: number }> = {
  EUR: { freeFrom: 50, fee: 4.95 },
  GBP: { freeFrom: 40, fee: 3.99 },
  NOK: { freeFrom: 499, fee: 59 },
  SEK: { freeFrom: 499, fee: 59 },
  DKK: { freeFrom: 399, fee: 39 },
};

export function formatPrice(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}

export function fromPrice(product: ProductId, currency: Currency, locale: string): string {
  return formatPrice(FROM_PRICES[currency][product], currency, locale);
}

export function deliveryTerms(currency: Currency, locale: string): { freeFrom: string; fee: string } {
  const { freeFrom, fee } = DELIVERY[currency];
  return { freeFrom: formatPrice(freeFrom, currency, locale), fee: formatPrice(fee, currency, locale) };
}
