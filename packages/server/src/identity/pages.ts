import { createHash } from 'node:crypto';
import type { TranslateFunction } from '@portal/elements/i18n/translate';
import { type PageRequest, type PageSite, pageSite } from './page-site.ts';
import { pageStyle } from './page-styles.ts';
import type { PageTexts } from './page-texts.ts';

/**
 * The identity provider's own pages: sign-in, sign-in expired, failure, the sign-out question,
 * signing out and signed out. Each wears the brand and speaks the language of the site the customer
 * came from (see [Note: Whose page the identity provider shows]), is self-contained (no fonts,
 * images or other requests, and no script but the one that sends the signing-out form on) and is
 * usable with a keyboard and a screen reader.
 */

/** A page's site, language and texts. */
export interface PageView extends PageSite {
  readonly t: TranslateFunction;
}

/** Finds the view of a page from the request that led to it. */
export type ViewFor = (request: PageRequest) => PageView;

export function createViewFor(texts: PageTexts, publicUrl: string): ViewFor {
  return (request) => {
    const site = pageSite(request, publicUrl);
    return { ...site, t: texts(site.locale) };
  };
}

export interface RenderedPage {
  readonly html: string;
  /** Content-Security-Policy and the other headers every page is sent with. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What went wrong with the form the last time; the fields it names are marked invalid. */
export type SignInProblem =
  | { readonly kind: 'incorrect-credentials' }
  | { readonly kind: 'missing-credentials'; readonly email: boolean; readonly password: boolean }
  | { readonly kind: 'too-many-attempts'; readonly retryAfterSeconds: number };

export interface SignInForm {
  /** Where the form posts to. */
  readonly action: string;
  readonly email?: string | undefined;
  readonly problem?: SignInProblem | undefined;
}

const SECONDS_PER_MINUTE = 60;

export function signInPage(view: PageView, { action, email = '', problem }: SignInForm): RenderedPage {
  const { t } = view;
  const invalid = {
    email:
      problem?.kind === 'incorrect-credentials' || (problem?.kind === 'missing-credentials' && problem.email),
    password:
      problem?.kind === 'incorrect-credentials' ||
      (problem?.kind === 'missing-credentials' && problem.password),
  };
  // The first field to fill in: the e-mail address unless it is kept, then the password.
  const focus = (problem?.kind === 'missing-credentials' ? problem.email : email === '')
    ? 'email'
    : 'password';
  const field = (name: 'email' | 'password', attributes: string) =>
    `<div class="field">
<label for="${name}">${escapeHtml(t(`signIn.${name}`))}</label>
<input id="${name}" name="${name}" ${attributes} required${
      invalid[name] ? ' aria-invalid="true" aria-describedby="form-error"' : ''
    }${focus === name ? ' autofocus' : ''}>
</div>`;
  const title = t('signIn.title');
  return page(
    view,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="intro">${escapeHtml(t('signIn.intro', { site: view.site.displayName }))}</p>
${problem ? `<p class="error" id="form-error" role="alert">${escapeHtml(problemText(t, problem))}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('email', `type="email" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(email)}"`)}
${field('password', 'type="password" autocomplete="current-password"')}
<button class="button button-primary" type="submit">${escapeHtml(t('signIn.submit'))}</button>
</form>`,
  );
}

export function expiredPage(view: PageView): RenderedPage {
  const { t } = view;
  return messagePage(
    view,
    t('signIn.expiredTitle'),
    t('signIn.expiredBody', { site: view.site.displayName }),
  );
}

/** The provider's own errors; their code and description are the provider's, in English. */
export function failedPage(
  view: PageView,
  { error, description }: { error: string; description?: string | undefined },
): RenderedPage {
  const { t } = view;
  const code = description ? `${error} (${description})` : error;
  return messagePage(
    view,
    t('signIn.failedTitle'),
    t('signIn.failedBody', { site: view.site.displayName }),
    `<p class="detail">${escapeHtml(t('signIn.errorCode'))} <code lang="en">${escapeHtml(code)}</code></p>`,
  );
}

/** `form` is the provider's own (hidden) form, which the two buttons submit. */
export function signOutPage(view: PageView, form: string): RenderedPage {
  const { t } = view;
  return messagePage(
    view,
    t('signIn.signOutTitle'),
    t('signIn.signOutQuestion'),
    `${form}
<div class="actions">
<button class="button button-primary" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t('signIn.signOut'))}</button>
<button class="button button-secondary" type="submit" form="op.logoutForm">${escapeHtml(t('signIn.staySignedIn'))}</button>
</div>`,
  );
}

/** A form the signing-out page sends on at once: where it posts, and its fields. */
export interface SigningOutForm {
  readonly action: string;
  readonly fields: readonly (readonly [name: string, value: string])[];
}

const SIGNING_OUT_FORM_ID = 'signing-out';
/** The page's one script; see [Note: One click signs out] in sign-out.ts. */
const SUBMIT_SCRIPT = `document.getElementById('${SIGNING_OUT_FORM_ID}').submit();`;
const SUBMIT_SCRIPT_SOURCE = `sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}`;

/**
 * Posts `form` on as soon as it loads, without asking anything (see [Note: One click signs out] in
 * sign-out.ts); without scripts, its button does.
 */
export function signingOutPage(view: PageView, { action, fields }: SigningOutForm): RenderedPage {
  const { t } = view;
  const title = t('shell.signingOut');
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    view,
    title,
    `<h1>${escapeHtml(title)}</h1>
<form id="${SIGNING_OUT_FORM_ID}" method="post" action="${escapeHtml(action)}">
${inputs}
<noscript><button class="button button-primary" type="submit">${escapeHtml(t('signIn.signOut'))}</button></noscript>
</form>`,
    { script: SUBMIT_SCRIPT, source: SUBMIT_SCRIPT_SOURCE },
  );
}

export function signedOutPage(view: PageView): RenderedPage {
  const { t } = view;
  return messagePage(view, t('signIn.signedOutTitle'), t('signIn.signedOutBody'));
}

function problemText(t: TranslateFunction, problem: SignInProblem): string {
  switch (problem.kind) {
    case 'incorrect-credentials':
      return t('signIn.incorrectCredentials');
    case 'missing-credentials':
      return t('signIn.missingCredentials');
    case 'too-many-attempts':
      return t('signIn.tooManyAttempts', {
        count: Math.max(1, Math.ceil(problem.retryAfterSeconds / SECONDS_PER_MINUTE)),
      });
  }
}

function messagePage(view: PageView, title: string, message: string, extra = ''): RenderedPage {
  return page(view, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${extra}`);
}

/** An inline script and its Content-Security-Policy source (`sha256-…`). */
interface PageScript {
  readonly script: string;
  readonly source: string;
}

function page(view: PageView, title: string, card: string, script?: PageScript): RenderedPage {
  const { site, locale, home, t } = view;
  const style = pageStyle(site.brand);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${site.displayName}`)}</title>
<style>${style.css}</style>
</head>
<body>
<header class="site-header">
<div class="site-header-inner"><a class="wordmark" href="${escapeHtml(home)}">${escapeHtml(site.displayName)}</a></div>
</header>
<main>
<div class="card">
${card}
</div>
<p class="back"><a href="${escapeHtml(home)}">${escapeHtml(t('signIn.backToSite', { site: site.displayName }))}</a></p>
</main>
${script ? `<script>${script.script}</script>\n` : ''}</body>
</html>
`;
  return { html, headers: pageHeaders(style.source, script?.source) };
}

/**
 * The pages allow their one inline stylesheet by hash, the signing-out page its one script the same
 * way, and nothing else. No `form-action`: after signing in or out, the provider redirects to the
 * portal on another origin, and browsers apply `form-action` to those redirects too.
 */
function pageHeaders(styleSource: string, scriptSource?: string): Readonly<Record<string, string>> {
  const script = scriptSource === undefined ? '' : `; script-src '${scriptSource}'`;
  return {
    'content-security-policy': `default-src 'none'; style-src '${styleSource}'${script}; base-uri 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
