import type { BrandId } from '@portal/api/rules/brand';

/**
 * The design tokens (colours, type, space, radii, shadow), one set per brand. Every element reads them as `--portal-<name>`
 * custom properties; an embedding page may override any of them on the element itself, because a
 * page's rule on the host element beats the element's own `:host` rule.
 *
 * [Note: Brand colours meet AA]
 * `primary` is a background for `primary-contrast` text and a text colour on `surface`; `text-muted`
 * sits on `surface` and `surface-raised`. Each pair below has a contrast ratio of at least 4.5:1
 * (tokens.test.ts computes them), so a brand cannot ship an unreadable button.
 */
export interface BrandColours {
  readonly primary: string;
  readonly 'primary-contrast': string;
  readonly accent: string;
  readonly surface: string;
  readonly 'surface-raised': string;
  readonly 'surface-sunken': string;
  readonly text: string;
  readonly 'text-muted': string;
  readonly border: string;
  readonly danger: string;
  readonly warning: string;
  readonly success: string;
  readonly 'focus-ring': string;
  readonly 'order-status': string;
  readonly 'order-status-cancelled': string;
}

export interface BrandTheme {
  readonly colours: BrandColours;
  /** A system font stack: no web font is downloaded. */
  readonly font: string;
}

const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const HUMANIST_FONT = "'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
const GEOMETRIC_FONT = "'Futura', 'Century Gothic', 'Avenir Next', 'Segoe UI', Arial, sans-serif";

const SHARED_COLOURS = {
  surface: '#ffffff',
  'surface-raised': '#ffffff',
  'surface-sunken': '#f4f5f7',
  text: '#1c1f24',
  'text-muted': '#5b6270',
  border: '#d8dce3',
  danger: '#b3261e',
  warning: '#8a5a00',
  success: '#1e7a3c',
  'order-status': '#00718a',
  'order-status-cancelled': '#c0262d',
} as const;

function theme(primary: string, accent: string, focusRing: string, font = SYSTEM_FONT): BrandTheme {
  return {
    colours: { ...SHARED_COLOURS, primary, 'primary-contrast': '#ffffff', accent, 'focus-ring': focusRing },
    font,
  };
}

export const BRAND_THEMES: Readonly<Record<BrandId, BrandTheme>> = {
  lumora: theme('#0b5f63', '#e0f2f1', '#0b5f63', HUMANIST_FONT),
  printwell: theme('#1d4ed8', '#e8eefc', '#1d4ed8'),
  fjordfoto: theme('#1f5f8b', '#e6f0f7', '#1f5f8b', HUMANIST_FONT),
  cliche: theme('#7a1f3d', '#f7e9ee', '#7a1f3d', "Georgia, 'Times New Roman', serif"),
  fotoklover: theme('#2e7d32', '#e8f4e9', '#2e7d32', HUMANIST_FONT),
  posterhaus: {
    colours: {
      ...SHARED_COLOURS,
      primary: '#111111',
      'primary-contrast': '#ffc53d',
      accent: '#fff4d6',
      'focus-ring': '#b7791f',
    },
    font: GEOMETRIC_FONT,
  },
  snapbook: theme('#c2410c', '#fdeee6', '#c2410c', GEOMETRIC_FONT),
  recuerdo: theme('#b45309', '#fdf1e3', '#b45309', HUMANIST_FONT),
};

/** Tokens every brand shares: the type scale (12-32 px), spacing on a 4 px base, radii and the one shadow. */
export const SHARED_TOKENS: Readonly<Record<string, string>> = {
  'font-size-xs': '12px',
  'font-size-sm': '14px',
  'font-size-md': '16px',
  'font-size-lg': '20px',
  'font-size-xl': '24px',
  'font-size-xxl': '32px',
  'line-height-text': '1.4',
  'line-height-heading': '1.2',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '16px',
  shadow: '0 6px 24px rgb(16 24 40 / 0.14), 0 1px 3px rgb(16 24 40 / 0.1)',
  'icon-size': '20px',
};

/** Every token of one brand, by name without the `--portal-` prefix. */
export function brandTokens(brand: BrandId): Record<string, string> {
  const { colours, font } = BRAND_THEMES[brand];
  return { ...colours, font, ...SHARED_TOKENS };
}

export const TOKEN_PREFIX = '--portal-';

/** `selector { --portal-primary: …; … }`: `:host` inside an element, `:root` on the host page. */
export function tokensCss(brand: BrandId, selector: string): string {
  const declarations = Object.entries(brandTokens(brand))
    .map(([name, value]) => `${TOKEN_PREFIX}${name}: ${value};`)
    .join(' ');
  return `${selector} { ${declarations} }`;
}
