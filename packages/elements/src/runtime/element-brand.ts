import { BRAND_IDS, type BrandId, type ResolvedSite, resolveSite } from '@portal/api/rules/brand';

/** The site's brand when the element has no `brand` attribute and the host name names no site. */
const FALLBACK_BRAND: BrandId = 'printwell';

function isBrandId(value: string | undefined): value is BrandId {
  return (BRAND_IDS as readonly (string | undefined)[]).includes(value);
}

/**
 * The brand an element wears: its `brand` attribute, else the site the config resolves the host
 * name to, else, while the config is still loading, the site of the built-in site table, so even
 * the spinner before config is in the brand's colours (not Printwell's on every site).
 */
export function elementBrand(
  attribute: string | undefined,
  configSite: ResolvedSite | null | undefined,
  hostname: string,
): BrandId {
  if (isBrandId(attribute)) return attribute;
  if (configSite !== undefined) return configSite?.site.brand ?? FALLBACK_BRAND;
  return resolveSite(hostname)?.site.brand ?? FALLBACK_BRAND;
}
