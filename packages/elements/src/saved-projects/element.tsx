import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { SavedProjectList } from './saved-project-list.tsx';
import { SAVED_PROJECTS_STYLES } from './styles.ts';

/**
 * The customer's saved projects (account-portal §2 'Saved projects', route /saved-projects): see the
 * comment on its definition below for its public face and [Note: The page lives in the address] for its
 * paging.
 */
function SavedProjects(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
  // Another account signing in on the same page starts its own list.
  return <SavedProjectList key={session.user.accountId} accountId={session.user.accountId} />;
}

/**
 * The saved projects area (account-portal §2). At its base path it lists the projects the signed-in
 * customer saved in the editor, the last edited first, 10 a page, each with its preview (or the icon of
 * its kind of product while it has none), name, kind of product and the days it was last edited and
 * started, and how many there are in all. The page is kept in the address as ?page=2 (page 1 has no
 * query), so Back, Forward, reload and links keep it; a page past the end shows the last one. Delete
 * asks for a confirmation first; a failure is said in the open dialog, which stays for a retry. Signed
 * out, it offers to sign in and returns to the same page afterwards.
 *
 * @summary The customer’s saved projects, 10 a page, each deletable.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/saved-projects] - The path of its list; the page number rides in the
 *   query. Only a path on the page's own origin beginning with one '/' counts: any other value is
 *   reported as a portal-error READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - Another page of
 *   the list (?page=N, replacing the entry when a page past the end becomes the last) or a link out of
 *   the area. Composed and cancelable: a page that routes itself (the host portal) cancels it and goes
 *   there; left alone, the element writes the history entry for its own routes and loads the page for
 *   any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - Loading the
 *   projects or deleting one failed (LOAD_SAVED_PROJECTS_FAILED, DELETE_SAVED_PROJECT_FAILED).
 *   Composed, so the page hears it on window; the page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart saved-projects - The area: its h1, the count, the projects and the pager.
 * @csspart project - One project’s card: preview, name, kind, dates and Delete.
 * @csspart pager - Previous, the numbered pages, Next and the current page of all.
 * @csspart modal - The dialog that confirms a deletion.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
defineElement({
  tag: 'saved-projects',
  component: SavedProjects,
  styles: SAVED_PROJECTS_STYLES,
  defaultBasePath: '/saved-projects',
});

declare global {
  interface HTMLElementTagNameMap {
    'saved-projects': PortalElement;
  }
}
