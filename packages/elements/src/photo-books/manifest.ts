import type { ElementManifest } from '../runtime/manifest.ts';

/**
 * `<photo-books>`: the customer's online photo books and their widgets, with its own routes under
 * `base-path`: the list, one book, its widget and the widget's share form.
 */
export const PHOTO_BOOKS_MANIFEST: ElementManifest = {
  summary: 'The customer’s online photo books and their widgets: publish, edit, share by e-mail, delete.',
  description:
    'The online photo books area (account-portal §2, consumers only). At its base path (default ' +
    '/online-products) it lists the photo books the signed-in customer ordered, printed or online, newest ' +
    'first, 10 at a time with Show more, each saying whether it is published as a widget (a gallery entry), ' +
    'not published, or blocked. Below it, /PRODUCTCODE shows one book: its article as the site’s merchandise ' +
    'channel names it, its pages and format, the way to order another in the shop with the next order ' +
    'deadline, and its widget; /PRODUCTCODE/widget publishes the book (a title and gallery categories) or edits ' +
    'and deletes its widget; /PRODUCTCODE/widget/share e-mails the widget to someone (the recipient base64 in ' +
    'the query, with the sender’s name and a message). Create, read, update, delete and share each keep their ' +
    'own request state: a failure is said where it happened and keeps what was typed. Its routes follow the ' +
    'page’s address: in the host portal every navigation goes through portal-navigate; on a CMS page the ' +
    'element adds the history entries itself, so the page must answer every address under the base path with ' +
    'itself. A business customer is told the page is for consumer accounts. Signed out, it offers to sign in ' +
    'and returns to the same page afterwards.',
  attributes: [],
  events: [],
  parts: [
    { name: 'photo-books', description: 'The area: the way back, its h1 and the page below it.' },
    { name: 'book', description: 'A book’s facts: article, pages, format and the way to the shop.' },
    {
      name: 'widget',
      description: 'A book’s widget: its summary and actions, or the form that publishes it.',
    },
    { name: 'share', description: 'The card that e-mails a book’s widget: the widget and the share form.' },
    { name: 'modal', description: 'The dialog that confirms deleting a widget.' },
    {
      name: 'consumers-only',
      description: 'What a business customer sees instead: the way to the overview.',
    },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
