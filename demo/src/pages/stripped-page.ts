import '../styles.css';
import { html, nothing } from 'lit-html';
import { brandPageContext, mount, PORTAL_PATH, prepareDocument } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite, type PageSite } from '../site';

/**
 * The in-app webview: the app draws its own bars, so the page is the element alone on the brand's
 * background, in its stripped layout.
 */
function renderStripped(page: PageSite): void {
  const context = brandPageContext(page);
  prepareDocument(context, context.copy.myAccount);
  document.body.classList.add('webview');
  mount(
    () => html`<main id="main" class="webview__main">
      <account-overview
        stripped
        base-path=${PORTAL_PATH}
        locale=${page.chosenLocale ?? nothing}
      ></account-overview>
    </main>`,
  );
}

const page = currentSite();
if (page === null) renderSiteList();
else renderStripped(page);
