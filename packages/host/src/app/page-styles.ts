import type { BrandId } from '@portal/api/rules/brand';
import { styleSheet } from '@portal/elements/runtime';
import { tokensCss } from '@portal/elements/themes';
import { BASE_CSS } from '@portal/elements/ui';
import { HOST_CSS } from './host-css.ts';

/**
 * The page's sheets, adopted by the document: the brand's `--portal-*` tokens on `:root` (the
 * elements inherit them, and their own `:host` rule sets the same values), the shared primitives and
 * the shell's own sheet.
 */
export function adoptPageStyles(brand: BrandId): void {
  document.adoptedStyleSheets = [
    styleSheet(tokensCss(brand, ':root')),
    styleSheet(BASE_CSS),
    styleSheet(HOST_CSS),
  ];
}
