import { createHash } from 'node:crypto';
import { BRAND_IDS, type BrandId } from '@portal/api/rules/brand';
import { tokensCss } from '@portal/elements/themes';

/**
 * The look of the provider's pages, drawn only from the brand's `--portal-*` tokens (the same
 * values the elements and the portal's shell adopt, from the elements' theme module), so a brand
 * changes its tokens, never this sheet. The header, card and buttons follow the portal's shell and
 * the elements' base sheet; small screens are those under 575 px, as in the portal.
 */
const PAGE_CSS = /* css */ `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  background: var(--portal-surface-sunken); color: var(--portal-text);
  font-family: var(--portal-font); font-size: var(--portal-font-size-md);
  line-height: var(--portal-line-height-text); -webkit-font-smoothing: antialiased;
}
a { color: var(--portal-primary); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--portal-focus-ring); outline-offset: 2px; }
.site-header {
  background: var(--portal-surface-raised); border-top: 4px solid var(--portal-primary);
  border-bottom: 1px solid var(--portal-border);
}
.site-header-inner {
  max-width: 1280px; margin: 0 auto; display: flex; align-items: center; min-height: 64px;
  padding: var(--portal-space-2) var(--portal-space-5);
}
.wordmark {
  display: inline-flex; align-items: center; min-height: 44px; font-size: var(--portal-font-size-lg);
  font-weight: 700; letter-spacing: -0.01em; color: var(--portal-text); text-decoration: none;
}
.wordmark:hover { color: var(--portal-primary); }
main { flex: 1; width: 100%; max-width: 448px; margin: 0 auto; padding: var(--portal-space-7) var(--portal-space-4); }
.card {
  background: var(--portal-surface-raised); border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius-lg); box-shadow: var(--portal-shadow); padding: var(--portal-space-6);
}
h1 {
  margin: 0 0 var(--portal-space-2); font-size: var(--portal-font-size-xl);
  line-height: var(--portal-line-height-heading); font-weight: 650;
}
.card p { margin: 0 0 var(--portal-space-5); }
.card > :last-child { margin-bottom: 0; }
.card .intro { color: var(--portal-text-muted); }
.card .detail { margin-top: calc(-1 * var(--portal-space-3)); font-size: var(--portal-font-size-sm); color: var(--portal-text-muted); }
code { overflow-wrap: anywhere; }
.error {
  padding: var(--portal-space-3) var(--portal-space-4); border: 1px solid var(--portal-danger);
  border-left-width: 4px; border-radius: var(--portal-radius-md); background: #fdecea; color: var(--portal-text);
  font-size: var(--portal-font-size-sm);
}
form { display: grid; gap: var(--portal-space-4); }
.field { display: grid; gap: var(--portal-space-1); }
label { font-weight: 600; font-size: var(--portal-font-size-sm); }
input {
  width: 100%; min-height: 44px; margin: 0; padding: var(--portal-space-2) var(--portal-space-3);
  font: inherit; color: var(--portal-text); background: var(--portal-surface);
  border: 1px solid var(--portal-text-muted); border-radius: var(--portal-radius-md);
}
input[aria-invalid="true"] { border-color: var(--portal-danger); box-shadow: inset 0 0 0 1px var(--portal-danger); }
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; margin: 0;
  padding: var(--portal-space-2) var(--portal-space-4); border-radius: var(--portal-radius-md);
  border: 1px solid transparent; font: inherit; font-weight: 600; line-height: 1.25; text-align: center;
  cursor: pointer;
}
.button-primary { background: var(--portal-primary); color: var(--portal-primary-contrast); }
.button-primary:hover { box-shadow: inset 0 0 0 100px rgb(255 255 255 / 0.12); }
.button-secondary { background: var(--portal-surface); color: var(--portal-primary); border-color: var(--portal-primary); }
.button-secondary:hover { background: var(--portal-accent); }
form .button { width: 100%; margin-top: var(--portal-space-2); }
.actions { display: flex; flex-wrap: wrap; gap: var(--portal-space-3); }
.actions .button { flex: 1 1 auto; }
.back { margin: var(--portal-space-5) 0 0; text-align: center; }
@media (max-width: 574.98px) {
  .site-header-inner { min-height: 56px; padding: var(--portal-space-2) var(--portal-space-4); }
  main { padding: var(--portal-space-5) var(--portal-space-4); }
  .card { padding: var(--portal-space-5); }
}
`;

export interface PageStyle {
  readonly css: string;
  /** `sha256-…`, the Content-Security-Policy source that allows exactly this sheet inline. */
  readonly source: string;
}

/**
 * One inline sheet per brand (its tokens on `:root`, then the shared sheet) with its hash, made once
 * for every brand. Inline rather than a stylesheet URL under /oidc: the page stays one self-contained,
 * uncached response (no second route, cache policy or brand in a URL to keep right), and the policy
 * names the one sheet the page may use.
 */
const BRAND_STYLES: ReadonlyMap<BrandId, PageStyle> = new Map(
  BRAND_IDS.map((brand) => {
    const css = `${tokensCss(brand, ':root')}\n${PAGE_CSS}`;
    return [brand, { css, source: `sha256-${createHash('sha256').update(css).digest('base64')}` }];
  }),
);

export function pageStyle(brand: BrandId): PageStyle {
  const style = BRAND_STYLES.get(brand);
  if (style === undefined) throw new Error(`No page style for the brand '${brand}'`);
  return style;
}
