import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { ServiceContext } from '../context.ts';
import { ARTICLE_TYPES } from '../merchandise/catalogue.ts';
import { activeDemoAccount, daysAgo, demoId } from '../products/demo-data.ts';

export interface NewSavedProject {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly productCode: string;
  readonly productType: string;
  readonly thumbnailUrl: string | null;
  readonly created: string;
  readonly updated: string;
}

/** Stores a saved project; resolves false, changing nothing, when the id is taken. */
export async function insertSavedProject(db: Kysely<Tables>, project: NewSavedProject): Promise<boolean> {
  const result = await db
    .insertInto('saved_projects')
    .values({
      id: project.id,
      owner_id: project.ownerId,
      name: project.name,
      product_code: project.productCode,
      product_type: project.productType,
      thumbnail_url: project.thumbnailUrl,
      created_at: project.created,
      updated_at: project.updated,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The editor's articles a demo project can be started from, with their product type. */
const PROJECT_KINDS = [
  { productCode: 'PB-A4-LANDSCAPE', productType: ARTICLE_TYPES.photoBook, colour: '#2f6fa3' },
  { productCode: 'PB-SQUARE-30', productType: ARTICLE_TYPES.photoBook, colour: '#a33f5c' },
  { productCode: 'CAL-A3-WALL', productType: ARTICLE_TYPES.calendar, colour: '#3f8a4c' },
  { productCode: 'PRINTS-CLASSIC', productType: ARTICLE_TYPES.prints, colour: '#b7862c' },
  { productCode: 'POSTER', productType: ARTICLE_TYPES.wallDecor, colour: '#6a4fa3' },
] as const;

const DEMO_PROJECT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'demo@example.com': [
    'Summer holiday 2025',
    'Grandma’s 80th birthday',
    'Ski trip',
    'Family calendar 2026',
    'Garden through the seasons',
    'First day at school',
    'Beach prints',
    'City break in Lisbon',
    'Christmas cards',
    'Our new home',
    'Wedding anniversary',
    'Road trip through Norway',
    'Football season',
    'Kitchen poster',
    'Camping weekend',
    'Cousins’ reunion',
    'Autumn walks',
    'Baby shower',
    'Graduation',
    'Dog’s first year',
    'Museum visits',
    'Best of the year',
    'Birthday party',
  ],
  'friend@example.com': ['Road trip', 'Concert photos'],
  'business@example.com': ['Spring catalogue', 'Trade fair posters', 'Client calendar'],
};

/**
 * A small SVG cover as a data URL: a thumbnail the editor would have rendered, without a route or a
 * stored file. Projects without one show the portal's placeholder, as for a project never previewed.
 */
function thumbnailFor(name: string, colour: string): string {
  const initial = [...name][0]?.toUpperCase() ?? '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">` +
    `<rect width="160" height="120" fill="${colour}"/>` +
    `<text x="80" y="78" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Seeds saved projects: 23 for demo@example.com (three pages of 10, so paging shows), two for
 * friend@example.com and three for business@example.com, edited over the last weeks; every third
 * has no thumbnail yet. Idempotent (see [Note: Demo content is keyed, not counted]).
 */
export async function ensureDemoSavedProjects(context: ServiceContext): Promise<void> {
  const now = new Date();
  for (const [email, names] of Object.entries(DEMO_PROJECT_NAMES)) {
    const account = await activeDemoAccount(context, email);
    if (!account) continue;
    for (const [index, name] of names.entries()) {
      const kind = PROJECT_KINDS[index % PROJECT_KINDS.length] ?? PROJECT_KINDS[0];
      await insertSavedProject(context.database.db, {
        id: demoId(account.id, `saved-project-${index}`),
        ownerId: account.id,
        name,
        productCode: kind.productCode,
        productType: kind.productType,
        thumbnailUrl: index % 3 === 2 ? null : thumbnailFor(name, kind.colour),
        created: daysAgo(now, 10 + index * 4),
        updated: daysAgo(now, index * 2, index),
      });
    }
  }
}
