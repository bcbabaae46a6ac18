import type { ElementManifest } from '../runtime/manifest.ts';

/**
 * `<account-settings>`: the settings area, with its own routes under `base-path` (default
 * /settings), for consumers and business customers.
 */
export const ACCOUNT_SETTINGS_MANIFEST: ElementManifest = {
  summary:
    'The customer’s settings: personal details, e-mail address, addresses, payment and account deletion.',
  description:
    'The settings area (account-portal §2). At its base path (/settings, and /settings/b2b for business ' +
    'customers) an overview of the customer’s name and e-mail, default address, how they pay and, for a ' +
    'business account, its status and the FTP instructions; and the request to delete the account, confirmed ' +
    'through the link the service mails. Below it: personal details (/personal-details), the e-mail change ' +
    '(/email, /b2b/email: the service mails a link to the new address; an address in use or too many requests ' +
    'say so), all addresses (/addresses/all) with the default marked, and the address form to add ' +
    '(/new-address, /b2b/new-address) or change one (/address/{id}, /b2b/address/{id}), checked by the country’s ' +
    'rules; and how to pay (/payment-method). Routes follow the page’s address as for every element with ' +
    'routes: the page must answer every address under the base path with itself.',
  attributes: [],
  events: [],
  parts: [
    { name: 'settings', description: 'A settings page: the way back to the overview, its h1 and its cards.' },
    { name: 'personal-details', description: 'The card with the customer’s name and e-mail address.' },
    { name: 'addresses', description: 'The card with the default address and the way to all addresses.' },
    { name: 'payment-method', description: 'The card saying how the customer can pay.' },
    { name: 'business', description: 'A business account’s status and the FTP instructions.' },
    { name: 'delete-account', description: 'The card to ask for the account’s deletion.' },
    { name: 'email', description: 'The e-mail change: the current address and the form for the new one.' },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
