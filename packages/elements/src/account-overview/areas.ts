import { viewerMaySee } from '@portal/api/rules/audience';
import type { FeatureFlag } from '@portal/api/rules/feature-flags';
import type { Audience, RouteEntry } from '@portal/api/schemas/config';
import type { IconName } from '../ui/icons.tsx';

/** One area of the account the overview links to. */
export interface AreaDefinition {
  readonly id: string;
  /** The route table's name of the area's page: its path comes from configuration. */
  readonly routeName: string;
  /** The page title's label key, so the card reads as the page it opens. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly icon: IconName;
  readonly audience: Audience;
  readonly featureFlag: FeatureFlag | null;
}

export interface Area extends AreaDefinition {
  readonly path: string;
}

/**
 * The areas in the side menu's order and with its rules (account-portal §2 'Side menu', §6): B2B
 * customers see invoices, FTP instructions and the B2B settings; the others see their settings and
 * their online photo books; photos only while PhotoManagementTimelineViewEnabled is on. Downloads
 * has no menu entry but is an area of everyone's account, so it has a card here.
 */
export const AREAS: readonly AreaDefinition[] = [
  area('orders', 'orders', 'pageTitle.orders', 'box'),
  area('invoices', 'invoices', 'pageTitle.b2bInvoices', 'invoice', 'b2b'),
  area('ftpInstructions', 'integration', 'pageTitle.ftpInstructions', 'link', 'b2b'),
  area('settings', 'settings', 'pageTitle.mySettings', 'settings', 'consumer'),
  area('b2bSettings', 'b2bSettings', 'pageTitle.mySettings', 'settings', 'b2b'),
  area('savedProjects', 'savedProjects', 'pageTitle.mySavedProjects', 'folder'),
  area('photos', 'myPhotos', 'pageTitle.myPhotos', 'photo', 'all', 'PhotoManagementTimelineViewEnabled'),
  area('onlineProducts', 'onlineProducts', 'pageTitle.myOnlinePhotoBooks', 'book', 'consumer'),
  area('downloads', 'downloads', 'pageTitle.downloads', 'download'),
];

function area(
  id: string,
  routeName: string,
  titleKey: string,
  icon: IconName,
  audience: Audience = 'all',
  featureFlag: FeatureFlag | null = null,
): AreaDefinition {
  return { id, routeName, titleKey, descriptionKey: `overview.areas.${id}`, icon, audience, featureFlag };
}

export interface AreaVisibility {
  readonly routes: readonly RouteEntry[];
  readonly b2b: boolean;
  readonly flags: Readonly<Record<FeatureFlag, boolean>>;
}

/**
 * The areas this customer may open: for their audience, with their flag on, and whose route the
 * configured route table has (and allows them: a route may carry its own audience and flag).
 */
export function visibleAreas(
  { routes, b2b, flags }: AreaVisibility,
  areas: readonly AreaDefinition[] = AREAS,
): Area[] {
  const visible: Area[] = [];
  for (const definition of areas) {
    const route = routes.find((entry) => entry.name === definition.routeName);
    if (route === undefined) continue;
    if (!viewerMaySee(definition, { b2b, flags }) || !viewerMaySee(route, { b2b, flags })) continue;
    visible.push({ ...definition, path: route.path });
  }
  return visible;
}

/** The configured path of a route, or null when the route table has no route of that name. */
export function routePath(routes: readonly RouteEntry[], name: string): string | null {
  return routes.find((entry) => entry.name === name)?.path ?? null;
}
