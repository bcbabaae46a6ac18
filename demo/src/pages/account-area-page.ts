import '../styles.css';
import { type AccountPage, renderAccountPage } from '../components/account-page';
import { brandPageContext } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite } from '../site';

/**
 * The brand site's pages of the account areas without a page of their own, one element each at
 * /demo/<area> and every address below it (the demo server answers them all with this page): the
 * first path segment below /demo/ picks the element.
 */
const AREAS: Readonly<Record<string, AccountPage['tag']>> = {
  'saved-projects': 'saved-projects',
  invoices: 'invoice-list',
  'online-products': 'photo-books',
  integration: 'ftp-integration',
  downloads: 'account-downloads',
};

const page = currentSite();
const base = import.meta.env.BASE_URL;
const area = location.pathname.startsWith(base)
  ? location.pathname.slice(base.length).split('/')[0]
  : undefined;
const tag = area === undefined ? undefined : AREAS[area];
if (page === null || area === undefined || tag === undefined) renderSiteList();
else
  renderAccountPage(page, {
    tag,
    basePath: `${base}${area}`,
    title: brandPageContext(page).copy.myAccount,
  });
