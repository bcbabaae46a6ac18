import '../styles.css';
import { html, nothing, type TemplateResult } from 'lit-html';
import { brandPageContext, mount, mountBrandPage, prepareDocument } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite, type PageSite } from '../site';

/**
 * Where the brand's CMS serves its orders page. The page answers every address below it too
 * (/demo/orders/DM-1002), as a CMS must for an element that owns the routes under its base path.
 */
export const ORDERS_PATH = `${import.meta.env.BASE_URL}orders`;

function ordersElement(page: PageSite): TemplateResult {
  return html`<order-list base-path=${ORDERS_PATH} locale=${page.chosenLocale ?? nothing}></order-list>`;
}

/**
 * The orders page of a brand site: the site's header and footer around `<order-list>`; with
 * `?stripped=true`, as an app's webview opens it, the element alone on the brand's background.
 */
function renderOrders(page: PageSite): void {
  const context = brandPageContext(page);
  prepareDocument(context, context.copy.myOrders);
  if (new URLSearchParams(location.search).get('stripped') === 'true') {
    document.body.classList.add('webview');
    mount(() => html`<main id="main" class="webview__main">${ordersElement(page)}</main>`);
    return;
  }
  mountBrandPage(context, {
    onHomePage: false,
    content: () => html`<div class="container account-page">${ordersElement(page)}</div>`,
  });
}

const page = currentSite();
if (page === null) renderSiteList();
else renderOrders(page);
