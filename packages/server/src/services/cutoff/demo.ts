import type { ServiceContext } from '../context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoArticleGroup {
  readonly id: string;
  readonly name: string;
  readonly articleTypes: readonly string[];
  /** Days from now; null for no deadline. */
  readonly cutOffInDays: number | null;
}

const DEMO_ARTICLE_GROUPS: readonly DemoArticleGroup[] = [
  { id: 'photo-books', name: 'Photo books', articleTypes: ['PhotoBook'], cutOffInDays: 6 },
  { id: 'prints', name: 'Prints and cards', articleTypes: ['Prints', 'Cards'], cutOffInDays: 3 },
  { id: 'wall-decor', name: 'Wall decor', articleTypes: ['Canvas', 'Poster'], cutOffInDays: null },
  // Its cut-off has passed, so it is answered without one (see [Note: Cut-offs that have passed]).
  { id: 'gifts', name: 'Gifts', articleTypes: ['Mug', 'Calendar'], cutOffInDays: -2 },
];

interface DemoCampaign {
  readonly name: string;
  readonly cutOffInDays: number;
  readonly deliveryPromiseInDays: number;
  readonly articleGroupIds: readonly string[];
}

/** 'christmas' is ahead; 'mothers-day' has ended and answers 404. */
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    name: 'christmas',
    cutOffInDays: 21,
    deliveryPromiseInDays: 28,
    articleGroupIds: ['photo-books', 'prints', 'gifts'],
  },
  { name: 'mothers-day', cutOffInDays: -5, deliveryPromiseInDays: -1, articleGroupIds: ['prints'] },
];

/**
 * The demo order cut-offs: article groups and seasonal campaigns. Idempotent; each run moves the
 * deadlines relative to now again, so what is ahead stays ahead whatever day the demo runs.
 */
export async function ensureDemoCutoff(context: ServiceContext): Promise<void> {
  const { db } = context.database;
  const now = Date.now();
  const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString();
  for (const [position, group] of DEMO_ARTICLE_GROUPS.entries()) {
    const cutOff = group.cutOffInDays === null ? null : inDays(group.cutOffInDays);
    await db
      .insertInto('cutoff_article_groups')
      .values({
        id: group.id,
        name: group.name,
        article_types: JSON.stringify(group.articleTypes),
        cut_off: cutOff,
        position,
      })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ cut_off: cutOff }))
      .execute();
  }
  for (const campaign of DEMO_CAMPAIGNS) {
    const dates = {
      cut_off: inDays(campaign.cutOffInDays),
      delivery_promise: inDays(campaign.deliveryPromiseInDays).slice(0, 10),
    };
    await db
      .insertInto('cutoff_campaigns')
      .values({ name: campaign.name, ...dates, article_group_ids: JSON.stringify(campaign.articleGroupIds) })
      .onConflict((conflict) => conflict.column('name').doUpdateSet(dates))
      .execute();
  }
}
