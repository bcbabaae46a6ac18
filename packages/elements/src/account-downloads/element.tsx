import type { ReactElement } from 'react';
import { useSession } from '../runtime/context.tsx';
import type { PortalElement } from '../runtime/define-element.tsx';
import { defineElement } from '../ui/element-frame.tsx';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { SignInCard } from '../ui/sign-in-card.tsx';
import { DownloadsPage } from './downloads-page.tsx';
import { ACCOUNT_DOWNLOADS_STYLES } from './styles.ts';

/**
 * The customer's downloads (account-portal §2, route /downloads): see the comment on its definition below
 * for its public face, archive-state.ts for what it says of an archive and [Note: Which product PDFs a
 * customer has] for the PDFs it offers.
 */
function AccountDownloads(): ReactElement {
  const session = useSession();
  if (session.status === 'signedOut') return <SignInCard />;
  if (session.status === 'loading') return <PageSkeleton />;
  return <DownloadsPage key={session.user.accountId} accountId={session.user.accountId} />;
}

/**
 * The downloads area (account-portal §2, route /downloads). It lists the photo archives the download
 * service prepared for the signed-in customer, newest first, each with its name, how many photos it
 * holds and whether it is ready (an archive being prepared is checked again every few seconds for two
 * minutes); Download asks for a fresh signed link on every click and hands it to the browser. Below
 * them the print PDFs of the products the customer ordered (the product service’s files whose purpose
 * is product.pdf) and the customer’s map PDFs, each downloaded from the PDF unzip service. Each list
 * loads and fails on its own with a retry; with nothing to download, one sentence says so. Signed out,
 * it offers to sign in and returns to the same page afterwards.
 *
 * @summary The customer’s downloads: prepared photo archives, product PDFs and map PDFs.
 *
 * @attr {'lumora' | 'printwell' | 'fjordfoto' | 'cliche' | 'fotoklover' | 'posterhaus' | 'snapbook' |
 *   'recuerdo'} brand - The brand whose theme it wears; default: the brand of the page's host name.
 * @attr {string} locale - Its language, a site locale such as 'nl-BE'; default: the visitor's choice or
 *   the site's.
 * @attr {string} [base-path=/downloads] - The path of its page. Only a path on the page's own origin
 *   beginning with one '/' counts: any other value is reported as a portal-error READ_ATTRIBUTE_FAILED
 *   and the default is used.
 * @attr {boolean} [stripped=false] - The stripped in-app layout; also on when the page's address has
 *   stripped=true, and carried on every navigation.
 *
 * @event {{ href: string, replace: boolean, keepScroll?: boolean }} portal-navigate - It has no link or
 *   route of its own, so it raises none today; like every element, it would announce a navigation this
 *   way. Composed and cancelable: a page that routes itself (the host portal) cancels it and goes
 *   there; left alone, the element writes the history entry for its own routes and loads the page for
 *   any other address.
 * @event {{ action: string, message: string, correlationId: string | null }} portal-error - A list did
 *   not load or a download failed (LOAD_DOWNLOADS_FAILED, DOWNLOAD_ARCHIVE_FAILED, DOWNLOAD_PDF_FAILED,
 *   ...). Composed, so the page hears it on window; the page-wide reporter receives it too.
 *
 * @csspart root - The element's content box.
 * @csspart downloads - The area: its h1 and its cards.
 * @csspart archives - The card of prepared photo archives.
 * @csspart product-pdfs - The card of the ordered products’ PDFs.
 * @csspart map-pdfs - The card of map PDFs.
 * @csspart archive - One archive: name, photo count, state and Download.
 * @csspart pdf - One PDF: title, file name or date, and Download.
 * @csspart sign-in - The card shown when nobody is signed in, with the Sign in button.
 * @csspart toasts - The toast stack (top-centre).
 * @csspart toast - One toast.
 * @csspart enable-cookies - What it shows instead when the browser refuses cookies or local storage.
 *
 * @cssproperty --portal-* - One of the brand's design tokens; the page may override any of them on the
 *   element.
 */
defineElement({
  tag: 'account-downloads',
  component: AccountDownloads,
  styles: ACCOUNT_DOWNLOADS_STYLES,
  defaultBasePath: '/downloads',
});

declare global {
  interface HTMLElementTagNameMap {
    'account-downloads': PortalElement;
  }
}
