/**
 * Which element renders each area route of the route table (account-portal §2), by route name. An
 * element owns every route under its `basePath`, so all routes of one area render the same element
 * with the same base path (order list and order details are both `<order-list base-path="/orders">`).
 * Route names not listed here are the shell's own pages (result pages, sign out).
 */
export interface AreaElement {
  readonly tag: string;
  readonly basePath: string;
}

const OVERVIEW: AreaElement = { tag: 'account-overview', basePath: '/' };
const ORDERS: AreaElement = { tag: 'order-list', basePath: '/orders' };
const SETTINGS: AreaElement = { tag: 'account-settings', basePath: '/settings' };
const SAVED_PROJECTS: AreaElement = { tag: 'saved-projects', basePath: '/saved-projects' };
const INVOICES: AreaElement = { tag: 'invoice-list', basePath: '/invoices' };
const PHOTO_BOOKS: AreaElement = { tag: 'photo-books', basePath: '/online-products' };
const FTP_INTEGRATION: AreaElement = { tag: 'ftp-integration', basePath: '/integration' };
const DOWNLOADS: AreaElement = { tag: 'account-downloads', basePath: '/downloads' };
const PHOTO_LIBRARY: AreaElement = { tag: 'photo-library', basePath: '/my-photos' };

export const AREA_ELEMENTS: Readonly<Record<string, AreaElement>> = {
  home: OVERVIEW,
  orders: ORDERS,
  orderDetails: ORDERS,
  settings: SETTINGS,
  b2bSettings: SETTINGS,
  b2bChangeEmail: SETTINGS,
  personalDetails: SETTINGS,
  paymentMethod: SETTINGS,
  changeEmail: SETTINGS,
  newAddress: SETTINGS,
  changeAddress: SETTINGS,
  allAddresses: SETTINGS,
  b2bNewAddress: SETTINGS,
  b2bChangeAddress: SETTINGS,
  savedProjects: SAVED_PROJECTS,
  invoices: INVOICES,
  onlineProducts: PHOTO_BOOKS,
  onlineProduct: PHOTO_BOOKS,
  widget: PHOTO_BOOKS,
  widgetShare: PHOTO_BOOKS,
  integration: FTP_INTEGRATION,
  downloads: DOWNLOADS,
  myPhotos: PHOTO_LIBRARY,
};

export function areaElementOf(routeName: string): AreaElement | null {
  return AREA_ELEMENTS[routeName] ?? null;
}
