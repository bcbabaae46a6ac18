import type { Kysely, Selectable } from 'kysely';
import type { ProductsTable } from '../../db/content-tables.ts';
import { nowIso } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';
import type { ProductPrint } from '../../pdf/product-pdf.ts';

type Db = Kysely<Tables>;

export type ProductRow = Selectable<ProductsTable>;

/**
 * [Note: Products belong to one account]
 * A product (an ordered photo book, calendar, poster...) is owned by the account that ordered it. The
 * order service keeps the orders; this table keeps only what the product, PDF and widget calls need,
 * with the order code as plain text, so these services never depend on the order service's tables.
 * Every lookup goes through `findOwnProduct`: another account's product code is not found.
 */
export async function findOwnProduct(
  db: Db,
  ownerId: string,
  productCode: string,
): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('product_code', '=', productCode)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export function toProductPrint(row: ProductRow): ProductPrint {
  return {
    productCode: row.product_code,
    title: row.title,
    articleType: row.article_type,
    pageCount: row.page_count,
    pageWidthMm: row.page_width_mm,
    pageHeightMm: row.page_height_mm,
    createdAt: row.created_at,
  };
}

export interface NewProduct {
  readonly productCode: string;
  readonly ownerId: string;
  readonly orderCode: string;
  readonly channel: string;
  readonly title: string;
  readonly articleType: string;
  readonly pageCount: number;
  readonly pageWidthMm: number;
  readonly pageHeightMm: number;
  readonly blocked?: boolean;
  /** Defaults to now. */
  readonly createdAt?: string;
}

/** Stores a product; resolves false, changing nothing, when the code is taken. */
export async function insertProduct(db: Db, product: NewProduct): Promise<boolean> {
  const result = await db
    .insertInto('products')
    .values({
      product_code: product.productCode,
      owner_id: product.ownerId,
      order_code: product.orderCode,
      channel: product.channel,
      title: product.title,
      article_type: product.articleType,
      page_count: product.pageCount,
      page_width_mm: product.pageWidthMm,
      page_height_mm: product.pageHeightMm,
      blocked: product.blocked ? 1 : 0,
      created_at: product.createdAt ?? nowIso(),
    })
    .onConflict((conflict) => conflict.column('product_code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface NewMapPdf {
  readonly id: string;
  readonly ownerId: string;
  readonly productCode: string;
  readonly title: string;
  readonly createdAt?: string;
}

/** Stores a map PDF of one of the owner's products; resolves false when the id is taken. */
export async function insertMapPdf(db: Db, mapPdf: NewMapPdf): Promise<boolean> {
  const result = await db
    .insertInto('map_pdfs')
    .values({
      id: mapPdf.id,
      owner_id: mapPdf.ownerId,
      product_code: mapPdf.productCode,
      title: mapPdf.title,
      created_at: mapPdf.createdAt ?? nowIso(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The owner's map PDFs, newest first. */
export function listMapPdfs(db: Db, ownerId: string) {
  return db
    .selectFrom('map_pdfs')
    .select(['id', 'product_code', 'title', 'created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
