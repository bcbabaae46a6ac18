import { type Kysely, sql } from 'kysely';

/**
 * The customer, order, voucher and order cut-off services (account-portal §3, §7):
 * - `customer_profiles`: what the customer service keeps about an account beyond the identity row
 *   (see [Note: Customer fields beside the account]).
 * - `customer_addresses`: the customer's addresses; at most one default per account.
 * - `superorders` and `order_products`: what the retailer's order system reports, stored as data (see
 *   [Note: Superorders, orders and their statuses] in the contract's schemas/orders.ts).
 * - `voucher_offers`: the campaign offers behind voucher codes.
 * - `cutoff_article_groups` and `cutoff_campaigns`: order cut-offs.
 *
 * [Note: Customer fields beside the account]
 * The B2B status, the FTP settings and the `changed` flag live in their own table keyed by the account
 * rather than as columns of `accounts`: identity code builds whole `accounts` rows, and a customer
 * who never changed anything needs no row at all (a B2B account without one has status Default).
 * The row goes with the account (ON DELETE CASCADE), like every other table here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_profiles')
    .addColumn('account_id', 'text', (column) =>
      column.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('b2b_status', 'text')
    .addColumn('callback_url', 'text')
    .addColumn('callback_format', 'text')
    .addColumn('changed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('customer_addresses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text')
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('house_number_addition', 'text')
    .addColumn('postal_code', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('is_default', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('customer_addresses_account')
    .on('customer_addresses')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('customer_addresses_one_default')
    .unique()
    .on('customer_addresses')
    .column('account_id')
    .where(sql<boolean>`is_default = 1`)
    .execute();

  await db.schema
    .createTable('superorders')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('order_source', 'text', (column) => column.notNull())
    .addColumn('delivery_type', 'text', (column) => column.notNull())
    /** JSON `DeliveryAddress`; null when nothing is shipped. */
    .addColumn('delivery_address', 'text')
    .addColumn('earliest_delivery_date', 'text')
    .addColumn('latest_delivery_date', 'text')
    .addColumn('can_reorder', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('superorders_account_created')
    .on('superorders')
    .columns(['account_id', 'created_at', 'code'])
    .execute();

  await db.schema
    .createTable('order_products')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('superorder_code', 'text', (column) =>
      column.notNull().references('superorders.code').onDelete('cascade'),
    )
    // The superorder's account again, so every query on products is scoped without a join.
    .addColumn('account_id', 'text', (column) =>
      column.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_code', 'text', (column) => column.notNull())
    .addColumn('article_name', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('line_status', 'text', (column) => column.notNull())
    .addColumn('payment_changed_at', 'text')
    .addColumn('voucher_code', 'text')
    .addUniqueConstraint('order_products_superorder_product', ['superorder_code', 'product_code'])
    .execute();
  await db.schema
    .createIndex('order_products_superorder')
    .on('order_products')
    .columns(['superorder_code', 'position'])
    .execute();
  await db.schema
    .createIndex('order_products_account_article')
    .on('order_products')
    .columns(['account_id', 'article_name'])
    .execute();

  await db.schema
    .createTable('voucher_offers')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    /** 'percentage' (discount_percentage set) or 'amount' (discount_amount and discount_currency set). */
    .addColumn('discount_type', 'text', (column) => column.notNull())
    .addColumn('discount_percentage', 'double precision')
    .addColumn('discount_amount', 'double precision')
    .addColumn('discount_currency', 'text')
    .addColumn('valid_until', 'text')
    .execute();

  await db.schema
    .createTable('cutoff_article_groups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    /** JSON string[]: merchandise article types. */
    .addColumn('article_types', 'text', (column) => column.notNull())
    .addColumn('cut_off', 'text')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('cutoff_campaigns')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('cut_off', 'text', (column) => column.notNull())
    .addColumn('delivery_promise', 'text', (column) => column.notNull())
    /** JSON string[]: `cutoff_article_groups.id`s. */
    .addColumn('article_group_ids', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cutoff_campaigns').execute();
  await db.schema.dropTable('cutoff_article_groups').execute();
  await db.schema.dropTable('voucher_offers').execute();
  await db.schema.dropTable('order_products').execute();
  await db.schema.dropTable('superorders').execute();
  await db.schema.dropTable('customer_addresses').execute();
  await db.schema.dropTable('customer_profiles').execute();
}
