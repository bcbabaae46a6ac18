import type { RouteTable } from '../runtime/element-router.tsx';

/** The pages of the settings area, by name. */
export type SettingsPage =
  | 'overview'
  | 'email'
  | 'personalDetails'
  | 'paymentMethod'
  | 'addresses'
  | 'newAddress'
  | 'changeAddress';

/**
 * The routes below the element's base path (account-portal §2 route table, /settings/...). Consumers
 * and business customers have their own paths for the overview, e-mail and address forms (the host
 * shows each only to its audience); the element answers both, and links by the customer's type.
 */
export const SETTINGS_ROUTES: RouteTable<SettingsPage> = [
  ['/', 'overview'],
  ['/b2b', 'overview'],
  ['/email', 'email'],
  ['/b2b/email', 'email'],
  ['/personal-details', 'personalDetails'],
  ['/payment-method', 'paymentMethod'],
  ['/addresses/all', 'addresses'],
  ['/new-address', 'newAddress'],
  ['/b2b/new-address', 'newAddress'],
  ['/address/:addressId', 'changeAddress'],
  ['/b2b/address/:addressId', 'changeAddress'],
];

export interface SettingsPaths {
  readonly overview: string;
  readonly email: string;
  readonly personalDetails: string;
  readonly paymentMethod: string;
  readonly addresses: string;
  readonly newAddress: string;
  readonly changeAddress: (addressId: string) => string;
}

/** Where each page is for a consumer or for a business customer. */
export function settingsPaths(b2b: boolean): SettingsPaths {
  const own = b2b ? '/b2b' : '';
  return {
    overview: b2b ? '/b2b' : '/',
    email: `${own}/email`,
    personalDetails: '/personal-details',
    paymentMethod: '/payment-method',
    addresses: '/addresses/all',
    newAddress: `${own}/new-address`,
    changeAddress: (addressId) => `${own}/address/${encodeURIComponent(addressId)}`,
  };
}
