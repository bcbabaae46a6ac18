import { BRAND_IDS, DEFAULT_SITES, type Site } from '@portal/api/rules/brand';
import { html, type TemplateResult } from 'lit-html';
import { BRANDS } from '../brands';
import { countryName, siteUrl } from '../site';
import { brandLogo } from './brand-mark';
import { icon } from './icons';
import { FAQ_PATH, HOME_PATH, mount, PORTAL_PATH } from './page-chrome';
import { styleProperties } from './style-properties';

/** How the list writes host names the table holds in punycode. */
const READABLE_HOST_NAMES: Readonly<Record<string, string>> = { 'xn--fotoklver-57a.se': 'fotoklöver.se' };

const LOCAL = { environment: 'p', local: true } as const;

function siteLinks(site: Site, hostName: string): TemplateResult {
  const readable = READABLE_HOST_NAMES[hostName] ?? hostName;
  const context = `${site.displayName}, ${countryName(site.country, 'en-GB')} (${readable})`;
  const link = (path: string, label: string) =>
    html`<a href=${siteUrl(site, path, LOCAL, hostName)}
      >${label}<span class="visually-hidden">: ${context}</span></a
    >`;
  return html`<li class="site-row">
    <div class="site-row__name">
      <span class="site-row__title">${site.displayName} · ${countryName(site.country, 'en-GB')}</span>
      <span class="site-row__meta"
        ><code>${readable}</code> · ${site.locales.join(', ')}${site.b2b ? ' · business' : ''}</span
      >
    </div>
    <div class="site-row__links">
      ${link(HOME_PATH, 'Brand page')} ${link(`${HOME_PATH}stripped.html`, 'Webview page')}
      ${link(PORTAL_PATH, 'Portal')} ${link(FAQ_PATH, 'FAQ')}
    </div>
  </li>`;
}

function brandCard(brandId: (typeof BRAND_IDS)[number]): TemplateResult {
  const brand = BRANDS[brandId];
  const sites = DEFAULT_SITES.filter((site) => site.brand === brandId);
  const accent = { '--card-primary': brand.palette.primary, '--card-tint': brand.palette.tint };
  return html`<li class="brand-card" ${styleProperties(accent)}>
    <h2 class="brand-card__title">
      ${brandLogo(brandId, brand, brand.name, 'on-light')}
    </h2>
    <ul class="brand-card__sites">
      ${sites.flatMap((site) => site.hostNames.map((hostName) => siteLinks(site, hostName)))}
    </ul>
  </li>`;
}

/** The page plain `localhost` shows: every site of the table with its brand page, webview page and portal. */
export function renderSiteList(): void {
  document.documentElement.lang = 'en-GB';
  document.title = 'Photo portal – Demo sites';
  mount(
    () => html`<a class="skip-link" href="#main">Skip to main content</a>
      <header class="site-header site-header--plain">
        <div class="header-bar container">
          <p class="portal-wordmark">${icon('globe', 24)}<span>Photo portal</span></p>
        </div>
      </header>
      <main id="main" tabindex="-1" class="site-list container">
        <h1>Brand demo pages</h1>
        <p class="site-list__intro">
          Every site answers on its own host name. Each one has a brand page that embeds the account
          elements with one script tag, the in-app webview page, and the full account portal.
        </p>
        <ul class="brand-cards">
          ${BRAND_IDS.map(brandCard)}
        </ul>
      </main>
      <footer class="site-footer site-footer--plain">
        <div class="container footer-bottom">
          <p>Demo pages of the photo portal. Host names ending in .localhost lead to this machine.</p>
        </div>
      </footer>`,
  );
}
