import { html, nothing, render, type TemplateResult } from 'lit-html';
import { applyBrandTheme, BRANDS, type BrandCopy, type BrandPresentation, brandCopy } from '../brands';
import { PAGE_COPY, type PageCopy } from '../copy';
import { deliveryTerms, PRODUCT_IDS, type ProductId } from '../products';
import {
  countryName,
  localeHref,
  localeName,
  type PageSite,
  sisterSites,
  siteUrl,
  withLocale,
} from '../site';
import { brandLogo } from './brand-mark';
import { icon } from './icons';

/** Everything a brand page renders from: the site, its look and its words. */
export interface BrandPageContext {
  page: PageSite;
  brand: BrandPresentation;
  copy: PageCopy;
  brandCopy: BrandCopy;
}

/** The brand's home page (this demo's index). */
export const HOME_PATH = import.meta.env.BASE_URL;
/** Where the portal's own routes start. */
export const PORTAL_PATH = '/';
export const FAQ_PATH = '/faq';

export function brandPageContext(page: PageSite): BrandPageContext {
  const brand = BRANDS[page.site.brand];
  return { page, brand, copy: PAGE_COPY[page.language], brandCopy: brandCopy(page.site, page.language) };
}

/** Language, title and colours of the document for one page of the site. */
export function prepareDocument(context: BrandPageContext, pageName: string): void {
  document.documentElement.lang = context.page.locale;
  document.title = `${context.page.site.displayName} – ${pageName}`;
  applyBrandTheme(context.brand);
}

function skipLink(copy: PageCopy): TemplateResult {
  return html`<a class="skip-link" href="#main">${copy.skipLink}</a>`;
}

interface HeaderState {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onNavigate: () => void;
  /** Product links point at the home page's tiles; on the home page itself they stay on the page. */
  onHomePage: boolean;
}

function productHref(context: BrandPageContext, product: ProductId, onHomePage: boolean): string {
  return onHomePage ? `#${product}` : withLocale(context.page, `${HOME_PATH}#${product}`);
}

function siteHeader(context: BrandPageContext, state: HeaderState): TemplateResult {
  const { page, brand, copy } = context;
  const delivery = deliveryTerms(page.currency, page.locale);
  return html`<header class="site-header">
    <div class="promo-bar">
      <p class="container">${icon('truck', 18)}<span>${copy.freeDelivery(delivery.freeFrom)}</span></p>
    </div>
    <div class="header-bar container">
      <a class="brand-link" href=${withLocale(page, HOME_PATH)}>
        ${brandLogo(page.site.brand, brand, page.site.displayName, 'on-light')}
      </a>
      <button
        class="menu-toggle"
        type="button"
        aria-expanded=${state.menuOpen ? 'true' : 'false'}
        aria-controls="site-navigation"
        @click=${state.onToggleMenu}
      >
        ${icon(state.menuOpen ? 'close' : 'menu', 22)}<span class="menu-toggle__label">${copy.menu}</span>
      </button>
      <nav
        id="site-navigation"
        class=${state.menuOpen ? 'site-nav is-open' : 'site-nav'}
        aria-label=${copy.mainNavigation}
      >
        <ul>
          ${PRODUCT_IDS.map(
            (product) =>
              html`<li>
                <a href=${productHref(context, product, state.onHomePage)} @click=${state.onNavigate}
                  >${copy.products[product]}</a
                >
              </li>`,
          )}
          <li class="site-nav__account">
            <a href=${PORTAL_PATH}>${icon('user', 20)}<span>${copy.myAccount}</span></a>
          </li>
        </ul>
      </nav>
    </div>
  </header>`;
}

function siteFooter(context: BrandPageContext): TemplateResult {
  const { page, brand, copy } = context;
  const faq = (fragment = ''): string => withLocale(page, `${FAQ_PATH}${fragment}`);
  const sisters = sisterSites(page.site).filter((site) => site !== page.site);
  const email = `service@${page.site.hostNames[0]}`;
  return html`<footer class="site-footer">
    <div class="container footer-grid">
      <div class="footer-brand">
        ${brandLogo(page.site.brand, brand, page.site.displayName, 'on-dark')}
        <p>${context.brandCopy.tagline}</p>
        <p><a href=${`mailto:${email}`}>${icon('mail', 18)}<span>${email}</span></a></p>
      </div>
      <nav class="footer-column" aria-labelledby="footer-service">
        <h2 id="footer-service">${copy.customerService}</h2>
        <ul>
          <li><a href=${faq()}>${copy.faq}</a></li>
          <li><a href=${faq('#delivery')}>${copy.delivery}</a></li>
          <li><a href="/orders">${copy.trackOrder}</a></li>
          <li><a href=${faq('#contact')}>${copy.contact}</a></li>
        </ul>
      </nav>
      <nav class="footer-column" aria-labelledby="footer-legal">
        <h2 id="footer-legal">${copy.legal}</h2>
        <ul>
          <li><a href=${faq('#privacy')}>${copy.privacy}</a></li>
          <li><a href=${faq('#cookies')}>${copy.cookies}</a></li>
          <li><a href=${faq('#terms')}>${copy.terms}</a></li>
        </ul>
      </nav>
      <section class="footer-column footer-country" aria-labelledby="footer-country">
        <h2 id="footer-country">${copy.country}</h2>
        <p class="footer-current">${icon('globe', 18)}<span>${countryName(page.site.country, page.locale)}</span></p>
        ${
          sisters.length === 0
            ? nothing
            : html`<ul class="footer-sisters">
                ${sisters.map(
                  (site) =>
                    html`<li>
                      <a href=${siteUrl(site, HOME_PATH, page)} hreflang=${site.locales[0]}
                        >${countryName(site.country, page.locale)}</a
                      >
                    </li>`,
                )}
              </ul>`
        }
        ${
          page.site.locales.length < 2
            ? nothing
            : html`<h3 class="footer-subheading">${copy.language}</h3>
                <ul class="footer-languages">
                  ${page.site.locales.map(
                    (locale) =>
                      html`<li>
                        <a
                          href=${localeHref(locale)}
                          lang=${locale}
                          hreflang=${locale}
                          aria-current=${locale === page.locale ? 'true' : nothing}
                          >${localeName(locale)}</a
                        >
                      </li>`,
                  )}
                </ul>`
        }
      </section>
    </div>
    <div class="container footer-bottom">
      <p>© ${new Date().getFullYear()} ${page.site.displayName}. ${copy.rights}</p>
    </div>
  </footer>`;
}

/** Renders a page and returns the function that renders it again after its state changed. */
export function mount(template: () => TemplateResult, container: HTMLElement = document.body): () => void {
  const update = (): void => {
    render(template(), container);
  };
  update();
  return update;
}

/**
 * A brand page: skip link, header with its menu, the page's main content and the footer. `content` gets
 * the function that renders the page again, for state the page keeps itself.
 */
export function mountBrandPage(
  context: BrandPageContext,
  options: { onHomePage: boolean; content: (update: () => void) => TemplateResult },
): void {
  let menuOpen = false;
  const setMenu = (open: boolean): void => {
    menuOpen = open;
    update();
  };
  const update = mount(
    () => html`${skipLink(context.copy)}
      ${siteHeader(context, {
        menuOpen,
        onToggleMenu: () => setMenu(!menuOpen),
        onNavigate: () => setMenu(false),
        onHomePage: options.onHomePage,
      })}
      <main id="main" tabindex="-1">${options.content(() => update())}</main>
      ${siteFooter(context)}`,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenu(false);
    document.querySelector<HTMLButtonElement>('.menu-toggle')?.focus();
  });
}
