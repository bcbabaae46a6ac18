import type { BrandId } from '@portal/api/rules/brand';
import { html, type SVGTemplateResult, svg, type TemplateResult } from 'lit-html';
import type { BrandPresentation } from '../brands';
import { styleProperties } from './style-properties';

/** Colours of a mark: its main shape, a second shape, and details drawn on the main shape. */
interface MarkColours {
  main: string;
  second: string;
  onMain: string;
}

/** Light marks sit on page surfaces, dark ones on the footer. */
export type MarkTone = 'on-light' | 'on-dark';

function markColours(brand: BrandPresentation, tone: MarkTone): MarkColours {
  const { palette } = brand;
  return tone === 'on-light'
    ? { main: palette.primary, second: palette.accent, onMain: palette.onPrimary }
    : { main: palette.onFooter, second: palette.accent, onMain: palette.footer };
}

const MARKS: Record<BrandId, (colours: MarkColours) => SVGTemplateResult> = {
  lumora: ({ main, second, onMain }) => svg`
    <circle cx="20" cy="20" r="18" fill=${main} />
    <circle cx="20" cy="20" r="9" fill="none" stroke=${onMain} stroke-width="3.5" />
    <circle cx="28.5" cy="11.5" r="3.5" fill=${second} />`,
  printwell: ({ main, second, onMain }) => svg`
    <rect x="4" y="9" width="22" height="26" rx="3" fill=${second} transform="rotate(-10 15 22)" />
    <rect x="13" y="5" width="23" height="28" rx="3" fill=${main} />
    <path d="M17 26l5-7 4 5 3-3 4 5z" fill=${onMain} />
    <circle cx="29" cy="12" r="2.5" fill=${onMain} />`,
  fjordfoto: ({ main, second, onMain }) => svg`
    <rect x="2" y="2" width="36" height="36" rx="9" fill=${main} />
    <path d="M6 27l9-14 6 8 4-5 9 11z" fill=${second} />
    <path d="M7 31c3-2 5-2 8 0s5 2 8 0 5-2 8 0" fill="none" stroke=${onMain} stroke-width="2.2" stroke-linecap="round" />`,
  cliche: ({ main, second, onMain }) => svg`
    <circle cx="20" cy="20" r="18" fill=${main} />
    <path d="M27 12.5a10.5 10.5 0 1 0 0 15" fill="none" stroke=${onMain} stroke-width="3.5" stroke-linecap="round" />
    <circle cx="27" cy="20" r="2.6" fill=${second} />`,
  fotoklover: ({ main, second }) => svg`
    <circle cx="13.5" cy="13.5" r="7.5" fill=${main} />
    <circle cx="26.5" cy="13.5" r="7.5" fill=${main} />
    <circle cx="13.5" cy="26.5" r="7.5" fill=${main} />
    <circle cx="26.5" cy="26.5" r="7.5" fill=${main} />
    <circle cx="20" cy="20" r="4" fill=${second} />
    <path d="M29 30l6 7" stroke=${main} stroke-width="3" stroke-linecap="round" />`,
  posterhaus: ({ main, second }) => svg`
    <path d="M3 18L20 4l17 14v18H3z" fill=${second} />
    <rect x="10" y="19" width="20" height="13" fill=${main} />`,
  snapbook: ({ main, second, onMain }) => svg`
    <rect x="2" y="2" width="36" height="36" rx="11" fill=${main} />
    <path d="M9 12.5c4-2 7.5-2 11 .5 3.5-2.5 7-2.5 11-.5v15c-4-2-7.5-2-11 .5-3.5-2.5-7-2.5-11-.5z" fill=${onMain} />
    <path d="M20 13v15" stroke=${second} stroke-width="2" />`,
  recuerdo: ({ main, second }) => svg`
    <rect x="3.5" y="3.5" width="33" height="33" rx="8" fill="none" stroke=${main} stroke-width="3" />
    <circle cx="20" cy="17" r="6.5" fill=${second} />
    <path d="M5 33c5-7 10-9 15-5s9 2 15-4v8.5a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3z" fill=${main} />`,
};

/** The brand's mark, drawn inline; decorative, the wordmark beside it carries the name. */
export function brandMark(
  brandId: BrandId,
  brand: BrandPresentation,
  tone: MarkTone,
  size = 36,
): TemplateResult {
  return html`<svg
    class="brand-mark"
    width=${size}
    height=${size}
    viewBox="0 0 40 40"
    aria-hidden="true"
    focusable="false"
  >
    ${MARKS[brandId](markColours(brand, tone))}
  </svg>`;
}

/**
 * The logo: mark plus wordmark in the brand's lettering. A site suffix ("Business") is set smaller
 * beside the brand name.
 */
export function brandLogo(
  brandId: BrandId,
  brand: BrandPresentation,
  displayName: string,
  tone: MarkTone,
): TemplateResult {
  const { wordmark } = brand;
  const suffix = displayName.startsWith(brand.name) ? displayName.slice(brand.name.length).trim() : '';
  const name = suffix === '' ? displayName : brand.name;
  const styles = {
    'font-family': brand.headingFontFamily,
    'font-weight': String(wordmark.weight),
    'font-style': wordmark.italic ? 'italic' : 'normal',
    'letter-spacing': wordmark.letterSpacing,
    'text-transform':
      wordmark.letterCase === 'upper' ? 'uppercase' : wordmark.letterCase === 'lower' ? 'lowercase' : 'none',
  };
  return html`<span class="brand-logo brand-logo--${tone}">
    ${brandMark(brandId, brand, tone)}
    <span class="brand-logo__text">
      <span class="brand-logo__name" ${styleProperties(styles)}>${name}</span>
      ${suffix === '' ? null : html`<span class="brand-logo__suffix">${suffix}</span>`}
    </span>
  </span>`;
}
