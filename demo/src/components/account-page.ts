import { html, nothing, type TemplateResult } from 'lit-html';
import type { PageSite } from '../site';
import { brandPageContext, mount, mountBrandPage, prepareDocument } from './page-chrome';

export interface AccountPage {
  /** The element's tag: 'order-list', 'account-settings'. */
  readonly tag:
    | 'order-list'
    | 'account-settings'
    | 'photo-library'
    | 'saved-projects'
    | 'invoice-list'
    | 'photo-books'
    | 'ftp-integration'
    | 'account-downloads';
  /** Where the page lives; it answers every address below it too, which the element routes. */
  readonly basePath: string;
  /** The document's title. */
  readonly title: string;
}

function element(page: PageSite, account: AccountPage): TemplateResult {
  const locale = page.chosenLocale ?? nothing;
  switch (account.tag) {
    case 'order-list':
      return html`<order-list base-path=${account.basePath} locale=${locale}></order-list>`;
    case 'account-settings':
      return html`<account-settings base-path=${account.basePath} locale=${locale}></account-settings>`;
    case 'photo-library':
      return html`<photo-library base-path=${account.basePath} locale=${locale}></photo-library>`;
    case 'saved-projects':
      return html`<saved-projects base-path=${account.basePath} locale=${locale}></saved-projects>`;
    case 'invoice-list':
      return html`<invoice-list base-path=${account.basePath} locale=${locale}></invoice-list>`;
    case 'photo-books':
      return html`<photo-books base-path=${account.basePath} locale=${locale}></photo-books>`;
    case 'ftp-integration':
      return html`<ftp-integration base-path=${account.basePath} locale=${locale}></ftp-integration>`;
    case 'account-downloads':
      return html`<account-downloads base-path=${account.basePath} locale=${locale}></account-downloads>`;
  }
}

/**
 * A brand site's page holding one account area: the site's header and footer around the element,
 * which brings its own h1; with `?stripped=true`, as an app's webview opens it, the element alone
 * on the brand's background. The CMS must answer every address below `basePath` with this page,
 * since the element owns those routes (the demo site's server does).
 */
export function renderAccountPage(page: PageSite, account: AccountPage): void {
  const context = brandPageContext(page);
  prepareDocument(context, account.title);
  if (new URLSearchParams(location.search).get('stripped') === 'true') {
    document.body.classList.add('webview');
    mount(() => html`<main id="main" class="webview__main">${element(page, account)}</main>`);
    return;
  }
  mountBrandPage(context, {
    onHomePage: false,
    content: () => html`<div class="container account-page">${element(page, account)}</div>`,
  });
}
