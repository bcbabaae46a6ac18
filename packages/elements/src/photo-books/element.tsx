import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useSession } from '../runtime/context.tsx';
import { useCustomer } from '../runtime/customer.ts';
import { defineElement, type PortalElement } from '../runtime/define-element.tsx';
import type { SessionUser } from '../runtime/session/session.ts';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PhotoBooksPages } from './photo-books-pages.tsx';
import { PHOTO_BOOKS_STYLES } from './styles.ts';

/** The overview, where a business customer is sent from here. */
const OVERVIEW_PATH = '/';

/**
 * The customer's online photo books and their widgets (account-portal §2 'Online photo books /
 * widgets', routes /online-products and below): see manifest.ts for its public face and
 * book-routes.ts for its pages. Signed out it offers to sign in; a business customer is told the
 * page is for consumer accounts (the host portal sends them to the overview before this, §6).
 */
function PhotoBooks(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <Spinner />;
  // Another account signing in on the same page starts from its own list.
  return <SignedInPhotoBooks key={session.user.accountId} user={session.user} />;
}

function SignedInPhotoBooks({ user }: { readonly user: SessionUser }): ReactElement {
  // As the host's shell decides: the customer service's user type, the sign-in's until it answers.
  const customer = useCustomer(user.accountId);
  if (isB2bCustomer(customer.data?.userType ?? user.userType)) return <ConsumersOnly />;
  return <PhotoBooksPages accountId={user.accountId} />;
}

function ConsumersOnly(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="photo-books" part="photo-books">
      <h1 className="page-title">{t('pageTitle.myOnlinePhotoBooks')}</h1>
      <div className="card empty-state" part="consumers-only">
        <Icon name="info" />
        <p className="empty-state-title">{t('photoBooks.consumersOnly')}</p>
        <p>{t('photoBooks.consumersOnlyBody')}</p>
        <OutsideLink path={OVERVIEW_PATH} className="button button-primary">
          {t('photoBooks.toOverview')}
        </OutsideLink>
      </div>
    </div>
  );
}

defineElement({
  tag: 'photo-books',
  component: PhotoBooks,
  styles: PHOTO_BOOKS_STYLES,
  defaultBasePath: '/online-products',
});

declare global {
  interface HTMLElementTagNameMap {
    'photo-books': PortalElement;
  }
}
