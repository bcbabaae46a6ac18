import type { ElementManifest } from '../runtime/manifest.ts';

/** `<account-downloads>`: the customer's prepared photo archives and their product and map PDFs. */
export const ACCOUNT_DOWNLOADS_MANIFEST: ElementManifest = {
  summary: 'The customer’s downloads: prepared photo archives, product PDFs and map PDFs.',
  description:
    'The downloads area (account-portal §2, route /downloads). It lists the photo archives the download ' +
    'service prepared for the signed-in customer, newest first, each with its name, how many photos it holds ' +
    'and whether it is ready (an archive being prepared is checked again every few seconds for two minutes); ' +
    'Download asks for a fresh signed link on every click and hands it to the browser. Below them the print ' +
    'PDFs of the products the customer ordered (the product service’s files whose purpose is product.pdf) and ' +
    'the customer’s map PDFs, each downloaded from the PDF unzip service. Each list loads and fails on its own ' +
    'with a retry; with nothing to download, one sentence says so. Signed out, it offers to sign in and returns ' +
    'to the same page afterwards.',
  attributes: [],
  events: [],
  parts: [
    { name: 'downloads', description: 'The area: its h1 and its cards.' },
    { name: 'archives', description: 'The card of prepared photo archives.' },
    { name: 'product-pdfs', description: 'The card of the ordered products’ PDFs.' },
    { name: 'map-pdfs', description: 'The card of map PDFs.' },
    { name: 'archive', description: 'One archive: name, photo count, state and Download.' },
    { name: 'pdf', description: 'One PDF: title, file name or date, and Download.' },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
