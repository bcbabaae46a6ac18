/**
 * Row types of the account portal's content (migration 0011): invoices, the customer's products and
 * map PDFs, saved projects, widgets (gallery entries) and widget shares. Amounts are integers in the
 * currency's minor unit (cents), so totals add up exactly on both engines.
 */

export interface InvoicesTable {
  id: string;
  owner_id: string;
  invoice_number: string;
  order_ref: string;
  /** ISO calendar date 'YYYY-MM-DD'. */
  invoice_date: string;
  /** The merchandise channel the order was placed in (a site's channel code). */
  channel: string;
  /** ISO 4217. */
  currency: string;
  invoice_group_file_id: string | null;
  buyer_name: string;
  buyer_company: string;
  /** JSON: the postal address as printed, one string per line. */
  buyer_address: string;
  buyer_vat_number: string | null;
  created_at: string;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  /** 1-based, the order lines are printed in. */
  line_number: number;
  description: string;
  /** Negative on a credit note. */
  quantity: number;
  /** Net price of one unit in minor units. */
  unit_price_minor: number;
  /** VAT rate in basis points: 2100 is 21 %. */
  vat_rate_bp: number;
}

export interface ProductsTable {
  /** Product codes are unique across all customers. */
  product_code: string;
  owner_id: string;
  /** The order the product was bought in; not a foreign key, orders live in the order service. */
  order_code: string;
  channel: string;
  title: string;
  /** A merchandise `Article.ArticleType` ('PhotoBook', 'Calendar', 'MapPoster', ...). */
  article_type: string;
  page_count: number;
  page_width_mm: number;
  page_height_mm: number;
  /** 0/1: the book may not be published as a widget (its content was rejected). */
  blocked: number;
  created_at: string;
}

export interface MapPdfsTable {
  id: string;
  owner_id: string;
  product_code: string;
  title: string;
  created_at: string;
}

export interface SavedProjectsTable {
  id: string;
  owner_id: string;
  name: string;
  product_code: string;
  product_type: string;
  thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface WidgetsTable {
  id: string;
  owner_id: string;
  /** One widget per book. */
  product_code: string;
  channel: string;
  title: string;
  /** JSON: the category names, in the customer's order. */
  category_names: string;
  created_at: string;
  updated_at: string;
}

export interface WidgetSharesTable {
  id: string;
  owner_id: string;
  widget_id: string;
  vendor_id: string;
  from_name: string;
  personal_message: string;
  to_email_address: string;
  created_at: string;
}

export interface ContentTables {
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  products: ProductsTable;
  map_pdfs: MapPdfsTable;
  saved_projects: SavedProjectsTable;
  widgets: WidgetsTable;
  widget_shares: WidgetSharesTable;
}
