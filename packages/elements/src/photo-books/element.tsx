import { isB2bCustomer } from '@portal/api/rules/customer-type';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useSession } from '../runtime/context.tsx';
import { useCustomer } from '../runtime/customer.ts';
import type { PortalElement } from '../runtime/define-element.tsx';
import type { SessionUser } from '../runtime/session/session.ts';
import { defineElement } from '../ui/element-frame.tsx';
import { Icon } from '../ui/icons.tsx';
import { OutsideLink } from '../ui/outside-link.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { PhotoBooksPages } from './photo-books-pages.tsx';
import { PHOTO_BOOKS_STYLES } from './styles.ts';

/** The overview, where a business customer is sent from here. */
const OVERVIEW_PATH = '/';

/**
 * The customer's online photo books and their widgets (account-portal §2 'Online photo books / widgets',
 * routes /online-products and below): see the comment on its definition below for its public face and
 * book-routes.ts for its pages. Signed out it offers to sign in; a business customer is told the page is
 * for consumer accounts (the host portal sends them to the overview before this, §6).
 */
function PhotoBooks(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
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

/**
 * The online photo books area (account-portal §2, consumers only). At its base path it lists the photo
 * books the signed-in customer ordered, printed or online, newest first, 10 at a time with Show more,
 * each saying whether it is published as a widget (a gallery entry), not published, or blocked. Below
 * it, /PRODUCTCODE shows one book: its article as the site’s merchandise channel names it, its pages
 * and format, the way to order another in the shop with the next order deadline, and its widget;
 * /PRODUCTCODE/widget publishes the book (a title and gallery categories) or edits and deletes its
 * widget; /PRODUCTCODE/widget/share e-mails the widget to someone (the recipient base64 in the query,
 * with the sender’s name and a message). Create, read, update, delete and share each keep their own
 * request state: a failure is said where it happened and keeps what was typed. A business customer is
 * told the page is for consumer accounts. Signed out, it offers to sign in and returns to the same page
 * afterwards.
 *
 * @summary The customer’s online photo books and their widgets: publish, edit, share by e-mail, delete.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/online-products] - The path of the list; a book, its widget and the share
 *   form live below it, so the page must answer every address below it with itself. Only a path on the
 *   page's own origin beginning with one '/' counts: any other value is reported as a portal-error
 *   READ_ATTRIBUTE_FAILED and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - A book, its
 *   widget or its share form, the way back, or a link out of the area (the shop, the overview).
 *   Composed and cancelable: a page that routes itself (the host portal) cancels it and goes there;
 *   left alone, the element writes the history entry for its own routes and loads the page for any
 *   other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - Loading or
 *   changing a book’s widget failed (LOAD_PHOTO_BOOKS_FAILED, CREATE_WIDGET_FAILED,
 *   SHARE_WIDGET_FAILED, DELETE_WIDGET_FAILED, ...). Composed, so the page hears it on window; the
 *   page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart photo-books - The area: the way back, its h1 and the page below it.
 * @csspart book - A book’s facts: article, pages, format and the way to the shop.
 * @csspart widget - A book’s widget: its summary and actions, or the form that publishes it.
 * @csspart share - The card that e-mails a book’s widget: the widget and the share form.
 * @csspart modal - The dialog that confirms deleting a widget.
 * @csspart consumers-only - What a business customer sees instead: the way to the overview.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
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
