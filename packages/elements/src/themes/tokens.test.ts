import { BRAND_IDS } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { BRAND_THEMES, brandTokens, tokensCss } from './tokens.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('brand tokens', () => {
  it.each(BRAND_IDS)('%s: text pairs meet WCAG AA (4.5:1)', (brand) => {
    const colours = BRAND_THEMES[brand].colours;
    expect(contrast(colours.primary, colours['primary-contrast'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.primary, colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.text, colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours['text-muted'], colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours['text-muted'], colours['surface-sunken'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.text, colours.accent)).toBeGreaterThanOrEqual(4.5);
    for (const tone of ['danger', 'warning', 'success', 'order-status', 'order-status-cancelled'] as const) {
      expect(contrast(colours[tone], colours.surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every brand the same token names', () => {
    const names = Object.keys(brandTokens('printwell')).sort();
    for (const brand of BRAND_IDS) expect(Object.keys(brandTokens(brand)).sort()).toEqual(names);
  });

  it('writes the tokens as --portal- custom properties on the given selector', () => {
    const css = tokensCss('lumora', ':host');
    expect(css.startsWith(':host {')).toBe(true);
    expect(css).toContain('--portal-primary: #0b5f63;');
    expect(css).toContain('--portal-radius-md: 8px;');
  });
});
