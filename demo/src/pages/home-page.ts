import '../styles.css';
import { html, nothing, type TemplateResult } from 'lit-html';
import { type IconName, icon } from '../components/icons';
import { heroIllustration, productIllustration } from '../components/illustrations';
import {
  type BrandPageContext,
  brandPageContext,
  mountBrandPage,
  PORTAL_PATH,
  prepareDocument,
} from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { fromPrice, PRODUCT_IDS } from '../products';
import { currentSite, isLoopbackHost, type PageSite } from '../site';

const PROMISE_ICONS: readonly [IconName, IconName, IconName] = ['truck', 'cloud', 'refresh'];

/** Where the demo pages' backend starts the newsletter's double opt-in (packages/server web/demo-pages.ts). */
const NEWSLETTER_SIGN_UP = `${import.meta.env.BASE_URL}newsletter`;

interface NewsletterState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
}

/** Asks the site's backend to mail the double opt-in link; true when it did (or the address is in already). */
async function signUpForNewsletter(email: string): Promise<boolean> {
  try {
    const response = await fetch(NEWSLETTER_SIGN_UP, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function hero(context: BrandPageContext): TemplateResult {
  const { brandCopy, copy, brand } = context;
  return html`<section class="hero" aria-labelledby="hero-title">
    <div class="container hero__inner">
      <div class="hero__text">
        <p class="eyebrow">${brandCopy.tagline}</p>
        <h1 id="hero-title">${brandCopy.heroTitle}</h1>
        <p class="hero__lead">${brandCopy.heroText}</p>
        <div class="hero__actions">
          <a class="button button--primary" href=${`#${brandCopy.heroTarget}`}
            >${brandCopy.heroAction}${icon('arrow', 18)}</a
          >
          <a class="button button--secondary" href="#products">${copy.browseProducts}</a>
        </div>
      </div>
      <div class="hero__art">${heroIllustration(brand.palette)}</div>
    </div>
  </section>`;
}

function promises(copy: BrandPageContext['copy']): TemplateResult {
  return html`<section class="promises" aria-labelledby="promises-title">
    <h2 id="promises-title" class="visually-hidden">${copy.promisesTitle}</h2>
    <ul class="container promises__list">
      ${copy.promises.map(
        (promise, index) =>
          html`<li>${icon(PROMISE_ICONS[index] ?? 'check', 24)}<span>${promise}</span></li>`,
      )}
    </ul>
  </section>`;
}

function products(context: BrandPageContext): TemplateResult {
  const { page, copy, brand } = context;
  return html`<section id="products" class="products" aria-labelledby="products-title">
    <div class="container">
      <div class="section-heading">
        <h2 id="products-title">${copy.productsTitle}</h2>
        <p>${copy.productsIntro}</p>
      </div>
      <ul class="product-tiles">
        ${PRODUCT_IDS.map(
          (product) =>
            html`<li id=${product} class="product-tile" tabindex="-1">
              <div class="product-tile__art">${productIllustration(product, brand.palette)}</div>
              <div class="product-tile__body">
                <h3>${copy.products[product]}</h3>
                <p>${copy.productTexts[product]}</p>
                <p class="product-tile__price">${copy.fromPrice(fromPrice(product, page.currency, page.locale))}</p>
              </div>
            </li>`,
        )}
      </ul>
    </div>
  </section>`;
}

function myAccount(context: BrandPageContext): TemplateResult {
  const { page, copy } = context;
  return html`<section id="my-account" class="account" aria-labelledby="account-title">
    <div class="container">
      <div class="section-heading">
        <h2 id="account-title">${copy.myAccount}</h2>
        <p>${copy.accountIntro}</p>
      </div>
      <div class="account__card">
        <account-overview base-path=${PORTAL_PATH} locale=${page.chosenLocale ?? nothing}></account-overview>
      </div>
    </div>
  </section>`;
}

function newsletter(
  context: BrandPageContext,
  state: NewsletterState,
  onSubmit: (event: SubmitEvent) => void,
) {
  const { copy } = context;
  return html`<section class="newsletter" aria-labelledby="newsletter-title">
    <div class="container newsletter__inner">
      <div>
        <h2 id="newsletter-title">${copy.newsletterTitle}</h2>
        <p>${copy.newsletterText}</p>
      </div>
      <form class="newsletter__form" @submit=${onSubmit}>
        <label for="newsletter-email">${copy.emailLabel}</label>
        <div class="newsletter__row">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autocomplete="email"
            required
            aria-describedby="newsletter-status"
          />
          <button class="button button--accent" type="submit" ?disabled=${state.status === 'sending'}>
            ${copy.subscribe}
          </button>
        </div>
        <p class="newsletter__note">${copy.unsubscribeNote}</p>
        <p id="newsletter-status" class="newsletter__status" role="status">
          ${state.status === 'sent' ? html`${icon('check', 18)}${copy.newsletterThanks}` : nothing}
          ${state.status === 'failed' ? copy.newsletterFailed : nothing}
        </p>
      </form>
    </div>
  </section>`;
}

function renderHome(page: PageSite): void {
  const context = brandPageContext(page);
  prepareDocument(context, context.copy.homePage);
  const state: NewsletterState = { status: 'idle' };
  mountBrandPage(context, {
    onHomePage: true,
    content: (update) =>
      html`${hero(context)} ${promises(context.copy)} ${products(context)} ${myAccount(context)}
      ${newsletter(context, state, async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (!(form instanceof HTMLFormElement) || state.status === 'sending') return;
        const email = String(new FormData(form).get('email') ?? '');
        state.status = 'sending';
        update();
        const sent = await signUpForNewsletter(email);
        // The address stays in the field when it failed, so trying again is one click.
        if (sent) form.reset();
        state.status = sent ? 'sent' : 'failed';
        update();
      })}`,
  });
}

const page = currentSite();
if (page === null || isLoopbackHost()) renderSiteList();
else renderHome(page);
