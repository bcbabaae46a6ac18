import type { ElementManifest } from '../runtime/manifest.ts';

/** `<invoice-list>`: a business customer's invoices, each as a PDF. */
export const INVOICE_LIST_MANIFEST: ElementManifest = {
  summary: 'A business customer’s invoices and credit notes, each downloadable as a PDF.',
  description:
    'The invoices area for business customers (account-portal §2 ‘Invoices (B2B)’), at its base path ' +
    '(default /invoices). It lists the historical invoices of the signed-in customer as the invoice API ' +
    'answers them, newest first: invoice number (credit notes marked, their total negative), invoice date, ' +
    'order reference and total including VAT in the invoice’s currency. Each invoice downloads as its PDF ' +
    'from the invoice API, saved as invoice-<number>.pdf; an invoice that belongs to an invoice group file ' +
    'also offers that combined PDF (invoices-<group file id>.pdf). Loading, an empty list and a failure with ' +
    'Try again each have their state, and a failed download says so in its row. A customer who is not a ' +
    'business customer is told the page is for business customers, with a link to the overview (the host ' +
    'portal sends them to the overview instead). Signed out, it offers to sign in.',
  attributes: [],
  events: [],
  parts: [
    { name: 'invoices', description: 'The invoices page: its h1 and the list.' },
    { name: 'invoice', description: 'One invoice of the list, with its downloads.' },
    {
      name: 'business-only',
      description:
        'The card telling a customer who is not a business customer that invoices are not for them.',
    },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
