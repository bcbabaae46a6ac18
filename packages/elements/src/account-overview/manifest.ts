import type { ElementManifest } from '../runtime/manifest.ts';

/**
 * `<account-overview>`: the home route of the portal. Only the common attributes and events; every
 * link it holds opens another portal page through `portal-navigate`.
 */
export const ACCOUNT_OVERVIEW_MANIFEST: ElementManifest = {
  summary: 'The account home: greeting, photo storage status, latest orders and the way to every area.',
  description:
    'The home route of the portal (/). Signed in, it greets the customer, tells how long their photos are ' +
    'stored and when they will be deleted, lists the three newest orders and links to every area the ' +
    'customer may open (B2B customers see invoices, FTP instructions and B2B settings; consumers their ' +
    'settings and online photo books; photos only while PhotoManagementTimelineViewEnabled is on). Each ' +
    'card loads on its own: one that fails says so with a retry while the others keep working. Its ' +
    'greeting is an h1, as it is the page heading of the home route. Signed out, it offers to sign in and ' +
    'returns to the same page afterwards.',
  attributes: [],
  events: [],
  parts: [
    {
      name: 'greeting',
      description: 'The greeting row: the h1 with the customer’s first name and a short introduction.',
    },
    {
      name: 'storage',
      description:
        'The photo storage card: photo count, the deletion date in a banner toned by the status (safe, warning, critical) and the link to the photos.',
    },
    {
      name: 'orders',
      description: 'The latest orders card: the three newest orders and the link to all orders.',
    },
    {
      name: 'areas',
      description:
        'The navigation of area cards (orders, settings, photos, ...), each with an icon, title and one line.',
    },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
