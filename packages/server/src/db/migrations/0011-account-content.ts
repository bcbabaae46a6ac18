import type { Kysely } from 'kysely';

/**
 * The account portal's content (account-portal §7): B2B invoices and their lines, the customer's
 * products with their map PDFs, saved projects, widgets (a widget is a book's gallery entry) and the
 * widget shares sent by e-mail. Every row belongs to an account and goes when the account goes.
 * Column meanings are documented on the row types in `db/content-tables.ts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('invoice_number', 'text', (column) => column.notNull().unique())
    .addColumn('order_ref', 'text', (column) => column.notNull())
    .addColumn('invoice_date', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('invoice_group_file_id', 'text')
    .addColumn('buyer_name', 'text', (column) => column.notNull())
    .addColumn('buyer_company', 'text', (column) => column.notNull())
    .addColumn('buyer_address', 'text', (column) => column.notNull())
    .addColumn('buyer_vat_number', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_owner_date')
    .on('invoices')
    .columns(['owner_id', 'invoice_date', 'invoice_number'])
    .execute();
  await db.schema
    .createIndex('invoices_owner_group_file')
    .on('invoices')
    .columns(['owner_id', 'invoice_group_file_id'])
    .execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'text', (column) =>
      column.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('line_number', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price_minor', 'bigint', (column) => column.notNull())
    .addColumn('vat_rate_bp', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'line_number'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('product_code', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('order_code', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('article_type', 'text', (column) => column.notNull())
    .addColumn('page_count', 'integer', (column) => column.notNull())
    .addColumn('page_width_mm', 'integer', (column) => column.notNull())
    .addColumn('page_height_mm', 'integer', (column) => column.notNull())
    .addColumn('blocked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('products_owner').on('products').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('map_pdfs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_code', 'text', (column) =>
      column.notNull().references('products.product_code').onDelete('cascade'),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('map_pdfs_owner_created')
    .on('map_pdfs')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('map_pdfs_product').on('map_pdfs').column('product_code').execute();

  await db.schema
    .createTable('saved_projects')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('product_code', 'text', (column) => column.notNull())
    .addColumn('product_type', 'text', (column) => column.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('saved_projects_owner_updated')
    .on('saved_projects')
    .columns(['owner_id', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('widgets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_code', 'text', (column) =>
      column.notNull().unique().references('products.product_code').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('category_names', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('widgets_owner').on('widgets').column('owner_id').execute();

  await db.schema
    .createTable('widget_shares')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('widget_id', 'text', (column) => column.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (column) => column.notNull())
    .addColumn('from_name', 'text', (column) => column.notNull())
    .addColumn('personal_message', 'text', (column) => column.notNull())
    .addColumn('to_email_address', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('widget_shares_widget').on('widget_shares').column('widget_id').execute();
  await db.schema
    .createIndex('widget_shares_owner_created')
    .on('widget_shares')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'widget_shares',
    'widgets',
    'saved_projects',
    'map_pdfs',
    'products',
    'invoice_lines',
    'invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
