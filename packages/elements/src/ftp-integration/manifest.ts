import type { ElementManifest } from '../runtime/manifest.ts';

/** `<ftp-integration>`: a business customer's FTP instructions and callback settings. */
export const FTP_INTEGRATION_MANIFEST: ElementManifest = {
  summary: 'How a business customer sends orders over FTP, and where the status of those orders is sent.',
  description:
    'The FTP instructions for business customers (account-portal §2 /integration, §3), at its base path ' +
    '(default /integration): how to connect with an FTP client and the login customer care gave, the folder ' +
    'to upload to, that the uploaded orders appear under Orders, and what the callback is for; the customer ' +
    'number (with a copy button) and e-mail address customer care knows them by; and the form for the ' +
    'callback URL and callback format (JSON or XML) saved to the customer service. The URL is checked when ' +
    'the form is sent: only an http or https link is accepted, anything else is refused with the spec’s ' +
    'message ‘Upload link must be a valid URL’ and nothing is sent; left empty, no callbacks are sent. A ' +
    'save says so when done, and a failed one says so and keeps what was typed. A customer who is not a ' +
    'business customer is told the page is for business customers, with a link to the overview (the host ' +
    'portal sends them to the overview instead). Signed out, it offers to sign in.',
  attributes: [],
  events: [],
  parts: [
    { name: 'ftp-integration', description: 'The page: its h1, the instructions and the settings.' },
    { name: 'instructions', description: 'The card with the steps of an FTP order.' },
    { name: 'account-details', description: 'The card with the customer number and e-mail address.' },
    { name: 'callback', description: 'The card with the callback URL and format form.' },
    {
      name: 'business-only',
      description:
        'The card telling a customer who is not a business customer that the page is not for them.',
    },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
