import type { Generated } from 'kysely';

/**
 * Row types of the customer, order, voucher and cut-off tables (migration 0010); see
 * [Note: One schema, two engines].
 */

/** See [Note: Customer fields beside the account]. */
export interface CustomerProfilesTable {
  account_id: string;
  /** 'Default' | 'New' | 'Blocked'; read for B2B accounts only, null meaning Default. */
  b2b_status: string | null;
  callback_url: string | null;
  /** 'JSON' | 'XML'. */
  callback_format: string | null;
  /** 0/1: the customer has changed their settings through the service. */
  changed: Generated<number>;
  updated_at: string;
}

export interface CustomerAddressesTable {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  house_number: string;
  house_number_addition: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  phone_number: string | null;
  /** 0/1; at most one 1 per account. */
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface SuperordersTable {
  code: string;
  account_id: string;
  /** An internal order status ('Received' ... 'Cancelled'). */
  status: string;
  /** 'Resnap' | 'Albelli'. */
  order_source: string;
  /** 'PickupPoint' | 'Home'. */
  delivery_type: string;
  /** JSON `DeliveryAddress`, or null when nothing is shipped. */
  delivery_address: string | null;
  /** 'YYYY-MM-DD', both set or both null (no estimate yet). */
  earliest_delivery_date: string | null;
  latest_delivery_date: string | null;
  /** 0/1: the order system can place the order again (its products still exist). */
  can_reorder: number;
  /** When the order stops being listed; null for never (see [Note: Expired superorders]). */
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One product of a superorder: one order of the order service. */
export interface OrderProductsTable {
  id: string;
  superorder_code: string;
  account_id: string;
  /** The product's place in its superorder, from 0. */
  position: number;
  product_code: string;
  article_name: string;
  title: string;
  quantity: number;
  /** An internal order status. */
  status: string;
  /** An order line status ('paymentPending' ... 'cancelled'). */
  line_status: string;
  payment_changed_at: string | null;
  voucher_code: string | null;
}

export interface VoucherOffersTable {
  code: string;
  title: string;
  description: string;
  /** 'percentage' | 'amount'. */
  discount_type: string;
  discount_percentage: number | null;
  discount_amount: number | null;
  /** ISO 4217. */
  discount_currency: string | null;
  valid_until: string | null;
}

export interface CutoffArticleGroupsTable {
  id: string;
  name: string;
  /** JSON string[]. */
  article_types: string;
  cut_off: string | null;
  /** Listing order. */
  position: number;
}

export interface CutoffCampaignsTable {
  name: string;
  cut_off: string;
  /** 'YYYY-MM-DD'. */
  delivery_promise: string;
  /** JSON string[]. */
  article_group_ids: string;
}

export interface OrdersTables {
  customer_profiles: CustomerProfilesTable;
  customer_addresses: CustomerAddressesTable;
  superorders: SuperordersTable;
  order_products: OrderProductsTable;
  voucher_offers: VoucherOffersTable;
  cutoff_article_groups: CutoffArticleGroupsTable;
  cutoff_campaigns: CutoffCampaignsTable;
}
