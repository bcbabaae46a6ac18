import type { BrandId } from '@portal/api/rules/brand';
import { tokensCss } from '../themes/tokens.ts';

/**
 * Constructable stylesheets, built once per text and adopted by every shadow root that needs them:
 * twenty elements of one brand on a page share one parsed token sheet.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function styleSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The brand's `--portal-*` tokens on `:host`, where a page's own rule on the element still wins. */
export function brandSheet(brand: BrandId): CSSStyleSheet {
  return styleSheet(tokensCss(brand, ':host'));
}
