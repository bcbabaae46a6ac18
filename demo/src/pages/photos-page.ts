import '../styles.css';
import { renderAccountPage } from '../components/account-page';
import { brandPageContext } from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { currentSite } from '../site';

/** The brand site's photos page: `<photo-library>` at /demo/my-photos and every address below it. */
const page = currentSite();
if (page === null) renderSiteList();
else
  renderAccountPage(page, {
    tag: 'photo-library',
    basePath: `${import.meta.env.BASE_URL}my-photos`,
    title: brandPageContext(page).copy.myPhotos,
  });
