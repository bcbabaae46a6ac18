import { randomUUID } from 'node:crypto';
import type { Widget, WidgetCategory } from '@portal/api/schemas/widgets';
import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { WidgetsTable } from '../../db/content-tables.ts';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import { HttpProblem } from '../../http/validation.ts';
import { findChannel } from '../merchandise/catalogue.ts';
import type { ProductRow } from '../products/product-store.ts';

type Db = Kysely<Tables>;
type WidgetRow = Selectable<WidgetsTable>;

/*
 * [Note: A widget is a book's gallery entry]
 * The Widget API (by product code) and the widget gallery API (by widget id and channel) are two
 * views of one thing: an online photo book published in one sales channel. So both read and write
 * the one `widgets` table, a book has at most one widget, and what one API changes the other shows.
 * A book must be one of the customer's own products (see [Note: Products belong to one account]),
 * and a blocked book cannot be published (409).
 */

/** The gallery categories an entry may be listed under (`GET /v1/categories`). */
export const WIDGET_CATEGORIES: readonly WidgetCategory[] = [
  { id: 'travel', name: 'Travel' },
  { id: 'family', name: 'Family' },
  { id: 'wedding', name: 'Wedding' },
  { id: 'baby-and-kids', name: 'Baby & kids' },
  { id: 'holidays', name: 'Holidays' },
  { id: 'friends', name: 'Friends' },
  { id: 'nature', name: 'Nature' },
  { id: 'pets', name: 'Pets' },
  { id: 'events', name: 'Events' },
  { id: 'business', name: 'Business' },
];

const CATEGORY_NAMES: ReadonlySet<string> = new Set(WIDGET_CATEGORIES.map((category) => category.name));
const StoredCategoryNames = z.array(z.string());

/** What a widget is published as: the editable part of both APIs. */
export interface WidgetContent {
  readonly channel: string;
  readonly title: string;
  readonly categoryNames: readonly string[];
}

/**
 * Refuses a channel the merchandise catalogue does not know and category names that are unknown or
 * repeated: 400, naming the field as `parseInput` does.
 */
export function checkWidgetContent(content: WidgetContent, part: 'body' | 'query'): void {
  if (!findChannel(content.channel)) {
    throw new HttpProblem(400, `Invalid request ${part}.channel: unknown channel '${content.channel}'`);
  }
  checkCategoryNames(content.categoryNames, part);
}

export function checkCategoryNames(categoryNames: readonly string[], part: 'body' | 'query'): void {
  const unknown = categoryNames.filter((name) => !CATEGORY_NAMES.has(name));
  if (unknown.length > 0) {
    throw new HttpProblem(
      400,
      `Invalid request ${part}.categoryNames: unknown categories ${unknown.join(', ')}`,
    );
  }
  if (new Set(categoryNames).size !== categoryNames.length) {
    throw new HttpProblem(400, `Invalid request ${part}.categoryNames: a category is listed more than once`);
  }
}

export function refuseBlocked(product: ProductRow): void {
  if (product.blocked) {
    throw new HttpProblem(409, `The book ${product.product_code} is blocked and cannot be published`);
  }
}

/** The customer's widget with this id, or undefined. */
export function findOwnWidget(db: Db, ownerId: string, widgetId: string): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets')
    .selectAll()
    .where('id', '=', widgetId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The customer's widget of this book, or undefined. */
export function findWidgetOfProduct(
  db: Db,
  ownerId: string,
  productCode: string,
): Promise<WidgetRow | undefined> {
  return db
    .selectFrom('widgets')
    .selectAll()
    .where('product_code', '=', productCode)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The customer's widgets of these books; books without one are left out. */
export async function findWidgetsOfProducts(
  db: Db,
  ownerId: string,
  productCodes: readonly string[],
): Promise<WidgetRow[]> {
  if (productCodes.length === 0) return [];
  return db
    .selectFrom('widgets')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('product_code', 'in', [...productCodes])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Publishes a book that has no widget yet; resolves undefined, changing nothing, when it has one.
 * The book must have been checked to be the owner's and not blocked.
 */
export async function insertWidget(
  db: Db,
  ownerId: string,
  productCode: string,
  content: WidgetContent,
  widgetId: string = randomUUID(),
  createdAt: string = nowIso(),
): Promise<WidgetRow | undefined> {
  const row: WidgetRow = {
    id: widgetId,
    owner_id: ownerId,
    product_code: productCode,
    channel: content.channel,
    title: content.title,
    category_names: JSON.stringify(content.categoryNames),
    created_at: createdAt,
    updated_at: createdAt,
  };
  const result = await db
    .insertInto('widgets')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? row : undefined;
}

/** Creates the book's widget or replaces its content, keeping its id and creation time. */
export async function saveWidgetOfProduct(
  db: Db,
  ownerId: string,
  productCode: string,
  content: WidgetContent,
): Promise<WidgetRow> {
  const now = nowIso();
  await db
    .insertInto('widgets')
    .values({
      id: randomUUID(),
      owner_id: ownerId,
      product_code: productCode,
      channel: content.channel,
      title: content.title,
      category_names: JSON.stringify(content.categoryNames),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('product_code').doUpdateSet({
        channel: content.channel,
        title: content.title,
        category_names: JSON.stringify(content.categoryNames),
        updated_at: now,
      }),
    )
    .execute();
  const saved = await findWidgetOfProduct(db, ownerId, productCode);
  if (!saved) throw new Error(`The widget of ${productCode} was saved but cannot be read back`);
  return saved;
}

/** Changes a widget's title and categories; resolves undefined when it is not the owner's. */
export async function updateWidget(
  db: Db,
  ownerId: string,
  widgetId: string,
  changes: Pick<WidgetContent, 'title' | 'categoryNames'>,
): Promise<WidgetRow | undefined> {
  await db
    .updateTable('widgets')
    .set({
      title: changes.title,
      category_names: JSON.stringify(changes.categoryNames),
      updated_at: nowIso(),
    })
    .where('id', '=', widgetId)
    .where('owner_id', '=', ownerId)
    .execute();
  return findOwnWidget(db, ownerId, widgetId);
}

/** Deletes one of the owner's widgets; resolves false when there was none. */
export async function deleteWidget(db: Db, ownerId: string, widgetId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('widgets')
    .where('id', '=', widgetId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The public page of a widget: the gallery of the shop of its channel. A production deployment's
 * gallery serves it; the reference deployment only links to where it would be.
 */
export function widgetPageUrl(row: Pick<WidgetRow, 'id' | 'channel'>, fallbackOrigin: string): string {
  const shop = findChannel(row.channel)?.ShopUrl ?? fallbackOrigin;
  return `${shop}/gallery/${encodeURIComponent(row.id)}`;
}

export function toWidget(row: WidgetRow, fallbackOrigin: string): Widget {
  return {
    widgetId: row.id,
    productCode: row.product_code,
    channel: row.channel,
    title: row.title,
    categoryNames: StoredCategoryNames.parse(JSON.parse(row.category_names)),
    url: widgetPageUrl(row, fallbackOrigin),
    thumbnailUrl: null,
    created: row.created_at,
    updated: row.updated_at,
  };
}
