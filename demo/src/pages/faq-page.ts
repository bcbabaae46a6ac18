import '../styles.css';
import { html, nothing, type TemplateResult } from 'lit-html';
import { icon } from '../components/icons';
import {
  type BrandPageContext,
  brandPageContext,
  mountBrandPage,
  prepareDocument,
} from '../components/page-chrome';
import { renderSiteList } from '../components/site-list';
import { FAQ_COPY, type FaqCopy, type FaqEntry } from '../faq-content';
import { deliveryTerms } from '../products';
import { currentSite, type PageSite } from '../site';

function entry(item: FaqEntry): TemplateResult {
  return html`<details id=${item.id} class="faq-item">
    <summary><span>${item.question}</span></summary>
    <div class="faq-item__answer">
      <p>${item.answer}</p>
      ${
        item.link === undefined
          ? nothing
          : html`<p><a class="text-link" href=${item.link.href}>${item.link.label}${icon('arrow', 16)}</a></p>`
      }
    </div>
  </details>`;
}

function faqContent(context: BrandPageContext, faq: FaqCopy): TemplateResult {
  const { page, copy } = context;
  const email = `service@${page.site.hostNames[0]}`;
  return html`<div class="page-intro">
      <div class="container">
        <h1>${faq.title}</h1>
        <p>${faq.intro}</p>
      </div>
    </div>
    <div class="container faq-layout">
      <div class="faq-groups">
        ${faq.groups.map(
          (group) =>
            html`<section class="faq-group" aria-labelledby=${`faq-${group.id}`}>
              <h2 id=${`faq-${group.id}`}>${group.title}</h2>
              ${group.entries.map(entry)}
            </section>`,
        )}
        <section id="legal" class="faq-group faq-legal" aria-labelledby="faq-legal">
          <h2 id="faq-legal">${copy.legal}</h2>
          <h3 id="privacy">${copy.privacy}</h3>
          <p>${faq.legal.privacy}</p>
          <h3 id="cookies">${copy.cookies}</h3>
          <p>${faq.legal.cookies}</p>
          <h3 id="terms">${copy.terms}</h3>
          <p>${faq.legal.terms}</p>
        </section>
      </div>
      <aside id="contact" class="help-card" aria-labelledby="help-title">
        <h2 id="help-title">${faq.helpTitle}</h2>
        <p>${faq.helpText}</p>
        <p>
          ${faq.emailUs}
          <a class="text-link" href=${`mailto:${email}`}>${email}</a>
        </p>
      </aside>
    </div>`;
}

function renderFaq(page: PageSite): void {
  const context = brandPageContext(page);
  const faq = FAQ_COPY[page.language](deliveryTerms(page.currency, page.locale));
  prepareDocument(context, faq.title);
  mountBrandPage(context, { onHomePage: false, content: () => faqContent(context, faq) });
  openLinkedQuestion();
  window.addEventListener('hashchange', openLinkedQuestion);
}

/** A link to one question (the footer's delivery link, say) opens its answer and scrolls to it. */
function openLinkedQuestion(): void {
  const target =
    location.hash === '' ? null : document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (!(target instanceof HTMLDetailsElement)) return;
  target.open = true;
  target.scrollIntoView();
}

const page = currentSite();
if (page === null) renderSiteList();
else renderFaq(page);
