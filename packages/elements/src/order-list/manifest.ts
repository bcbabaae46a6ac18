import type { ElementManifest } from '../runtime/manifest.ts';

/**
 * `<order-list>`: the orders area, with its own routes under `base-path`: the list at the base path
 * and one order's details below it.
 */
export const ORDER_LIST_MANIFEST: ElementManifest = {
  summary: 'The customer’s orders: in progress and history, and each order’s details.',
  description:
    'The orders area (account-portal §2). At its base path (default /orders) it lists every order of the ' +
    'signed-in customer in two groups, in progress (created within 30 days and nothing dispatched more than ' +
    '14 days ago) and history, newest first, each with its code, date, product count and status. Below it ' +
    '(/orders/AB12) it shows one order: status, date, source, products with their vouchers, delivery type and ' +
    'address, the expected delivery window and, where the service allows it, Order again. Its routes follow ' +
    'the page’s address: in the host portal every navigation goes through portal-navigate and the host’s ' +
    'router; on a CMS page the element adds the history entries itself, so the page must answer every address ' +
    'under the base path with itself. Back, forward, reload and deep links work in both. Signed out, it offers ' +
    'to sign in and returns to the same page afterwards.',
  attributes: [],
  events: [],
  parts: [
    { name: 'orders', description: 'The order list: its h1 and the two groups.' },
    { name: 'order-details', description: 'One order: the way back to the list, its h1 and its cards.' },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
