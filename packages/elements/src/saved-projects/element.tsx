import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { SavedProjectList } from './saved-project-list.tsx';
import { SAVED_PROJECTS_STYLES } from './styles.ts';

/**
 * The customer's saved projects (account-portal §2 'Saved projects', route /saved-projects): see
 * manifest.ts for its public face and [Note: The page lives in the address] for its paging.
 */
function SavedProjects(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  // Another account signing in on the same page starts its own list.
  return <SavedProjectList key={session.user.accountId} accountId={session.user.accountId} />;
}

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
