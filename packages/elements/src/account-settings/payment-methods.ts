import type { SiteCountry } from '@portal/api/rules/brand';

/**
 * [Note: Payment methods are chosen at checkout]
 * The portal stores no payment method: the customer chooses one each time they order, in the
 * shop's checkout, from what their country's shop accepts. The payment method page therefore says
 * how they can pay on their site, and that nothing of their card is kept; business customers may
 * also pay by invoice. Proper names (iDEAL, Bancontact, Swish ...) are written as their owners do;
 * the generic methods are translated.
 */
export type GenericMethod = 'card' | 'invoice';
export type PaymentMethod = { readonly generic: GenericMethod } | { readonly name: string };

const CARD: PaymentMethod = { generic: 'card' };
const PAYPAL: PaymentMethod = { name: 'PayPal' };
const KLARNA: PaymentMethod = { name: 'Klarna' };
const APPLE_PAY: PaymentMethod = { name: 'Apple Pay' };

const BY_COUNTRY: Readonly<Record<SiteCountry, readonly PaymentMethod[]>> = {
  NL: [{ name: 'iDEAL' }, CARD, PAYPAL],
  BE: [{ name: 'Bancontact' }, CARD, PAYPAL],
  GB: [CARD, PAYPAL, APPLE_PAY],
  IE: [CARD, PAYPAL, APPLE_PAY],
  FR: [{ name: 'Carte Bancaire' }, CARD, PAYPAL],
  DE: [CARD, PAYPAL, KLARNA],
  AT: [CARD, PAYPAL, { name: 'eps' }],
  NO: [{ name: 'Vipps' }, CARD, KLARNA],
  SE: [{ name: 'Swish' }, CARD, KLARNA],
  DK: [{ name: 'MobilePay' }, { name: 'Dankort' }, CARD],
  IT: [CARD, PAYPAL, { name: 'Satispay' }],
  ES: [CARD, { name: 'Bizum' }, PAYPAL],
  PT: [{ name: 'MB WAY' }, { name: 'Multibanco' }, CARD],
};

/** How a customer of `country`'s shop can pay; business customers by invoice too. */
export function paymentMethods(country: SiteCountry | null, b2b: boolean): readonly PaymentMethod[] {
  const methods = country === null ? [CARD, PAYPAL] : BY_COUNTRY[country];
  return b2b ? [{ generic: 'invoice' }, ...methods] : methods;
}
