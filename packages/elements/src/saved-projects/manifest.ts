import type { ElementManifest } from '../runtime/manifest.ts';

/** `<saved-projects>`: the customer's saved projects, 10 a page, the page in the address. */
export const SAVED_PROJECTS_MANIFEST: ElementManifest = {
  summary: 'The customer’s saved projects, 10 a page, each deletable.',
  description:
    'The saved projects area (account-portal §2). At its base path (default /saved-projects) it lists the ' +
    'projects the signed-in customer saved in the editor, the last edited first, 10 a page, each with its ' +
    'preview (or the icon of its kind of product while it has none), name, kind of product and the days it was ' +
    'last edited and started, and how many there are in all. The page is kept in the address as ?page=2 (page 1 ' +
    'has no query), so Back, Forward, reload and links keep it; a page past the end shows the last one. Delete ' +
    'asks for a confirmation first; a failure is said in the open dialog, which stays for a retry. In the host ' +
    'portal every page change goes through portal-navigate; on a CMS page the element adds the history entries ' +
    'itself. Signed out, it offers to sign in and returns to the same page afterwards.',
  attributes: [],
  events: [],
  parts: [
    { name: 'saved-projects', description: 'The area: its h1, the count, the projects and the pager.' },
    { name: 'project', description: 'One project’s card: preview, name, kind, dates and Delete.' },
    { name: 'pager', description: 'Previous, the numbered pages, Next and the current page of all.' },
    { name: 'modal', description: 'The dialog that confirms a deletion.' },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
