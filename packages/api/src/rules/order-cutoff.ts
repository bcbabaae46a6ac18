import type { ArticleGroup, Campaign } from '../schemas/cutoff.ts';

/**
 * The next order deadline for an article (account-portal §7 'Order cut-off'), shown where ordering
 * is offered. The spec names the calls (`GET /v1/ArticleGroup`, `GET /v1/Campaign/{name}`) but not
 * how a portal learns which campaigns exist, so it asks for the seasonal campaigns a retailer of
 * photo products runs, by these names; one that has not started or has ended answers 404 (null).
 */
export const SEASONAL_CAMPAIGNS = ['valentines-day', 'mothers-day', 'fathers-day', 'christmas'] as const;

/** The article type the photo library orders (its 'Order prints'). */
export const PRINTS_ARTICLE_TYPE = 'Prints';

export type OrderDeadline =
  /** Order by `cutOff` to receive it by `deliveryPromise` (a seasonal campaign). */
  | {
      readonly kind: 'campaign';
      readonly campaign: string;
      readonly cutOff: string;
      readonly deliveryPromise: string;
    }
  /** Order by `cutOff` for it to be made in time (the article group's own deadline). */
  | { readonly kind: 'group'; readonly cutOff: string };

/**
 * The deadline a customer ordering `articleType` now should know: the soonest campaign still open
 * that covers the article's group, else the group's own cut-off when one lies ahead, else null.
 * A campaign wins over the group's cut-off because it promises a delivery date; deadlines that
 * have passed are ignored, whatever the service said.
 */
export function nextOrderDeadline(
  articleType: string,
  groups: readonly ArticleGroup[],
  campaigns: readonly (Campaign | null)[],
  now: number = Date.now(),
): OrderDeadline | null {
  const ahead = (iso: string | null): iso is string => iso !== null && Date.parse(iso) > now;
  const groupIds = new Set(
    groups.filter((group) => group.articleTypes.includes(articleType)).map((group) => group.id),
  );
  if (groupIds.size === 0) return null;
  const campaign = campaigns
    .filter((candidate): candidate is Campaign => candidate !== null)
    .filter(
      (candidate) => ahead(candidate.cutOff) && candidate.articleGroupIds.some((id) => groupIds.has(id)),
    )
    .sort((a, b) => Date.parse(a.cutOff) - Date.parse(b.cutOff))[0];
  if (campaign !== undefined) {
    return {
      kind: 'campaign',
      campaign: campaign.name,
      cutOff: campaign.cutOff,
      deliveryPromise: campaign.deliveryPromise,
    };
  }
  const cutOffs = groups
    .filter((group) => groupIds.has(group.id))
    .map((group) => group.cutOff)
    .filter(ahead)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  const [soonest] = cutOffs;
  return soonest === undefined ? null : { kind: 'group', cutOff: soonest };
}
