import '../styles.css';
import { renderAccountPage } from '../components/account-page';
import { brandPageContext } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite } from '../site';

/** The brand site's settings page: `<account-settings>` at /demo/settings and every address below it. */
const page = currentSite();
if (page === null) renderSiteList();
else
  renderAccountPage(page, {
    tag: 'account-settings',
    basePath: `${import.meta.env.BASE_URL}settings`,
    title: brandPageContext(page).copy.mySettings,
  });
