import { isProductionRoot, type Site } from '@portal/api/rules/brand';

export const INDEX = 'index, follow';
export const NO_INDEX = 'noindex, nofollow';

/** The robots meta: INDEX only on the root of production hosts (account-portal §1). */
export function robotsContent(hostname: string, pathname: string, sites: readonly Site[]): string {
  return isProductionRoot(hostname, pathname, sites) ? INDEX : NO_INDEX;
}

/** 'Orders | Printwell', or the site's name alone for a page without a title. */
export function documentTitle(pageTitle: string | null, siteName: string): string {
  return pageTitle === null || pageTitle === '' ? siteName : `${pageTitle} | ${siteName}`;
}
