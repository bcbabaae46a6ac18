import '../styles.css';
import { renderAccountPage } from '../components/account-page';
import { brandPageContext } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite } from '../site';

/** The brand site's orders page: `<order-list>` at /demo/orders and every address below it. */
const page = currentSite();
if (page === null) renderSiteList();
else
  renderAccountPage(page, {
    tag: 'order-list',
    basePath: `${import.meta.env.BASE_URL}orders`,
    title: brandPageContext(page).copy.myOrders,
  });
