import { ADDRESS_CHANGEABLE_STATUSES } from '@portal/api/rules/delivery-address';
import type { DeliveryAddressInput } from '@portal/api/schemas/address-input';
import {
  DeliveryAddress,
  DeliveryType,
  InternalOrderStatus,
  type Order,
  type OrderDeliveryDates,
  OrderLineStatus,
  OrderSource,
  type Superorder,
  type SuperorderProduct,
  type SuperorderSummary,
} from '@portal/api/schemas/orders';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { OrderProductsTable, SuperordersTable } from '../../db/orders-tables.ts';
import type { Tables } from '../../db/tables.ts';

/*
 * [Note: Offset paging of orders]
 * Both order lists page by offset because the contract does (Offset/Limit, offset/limit: the
 * order service's own API, account-portal §7), not by keyset like the photo library. A customer has
 * tens of orders, not thousands, and the (account_id, created_at, code) index serves each page; a
 * list that changes between two pages can repeat or skip an order, which the portal's
 * `listAllSuperorders` tolerates (it stops on an empty page).
 *
 * [Note: Expired superorders]
 * The order system may set a superorder's `expires_at`, e.g. on an unpaid order whose payment window
 * has closed. Once that moment has passed the order is expired: OrderState=notExpired (the only state
 * the portal asks for) leaves it out of the list and out of `total`. Its details stay readable by
 * code, since GET /v1/superorders/{code} takes no state.
 */

type SuperorderRow = Selectable<SuperordersTable>;
type ProductRow = Selectable<OrderProductsTable>;

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
}

/** One page of the customer's superorders that have not expired, newest first. */
export async function listSuperorders(
  db: Kysely<Tables>,
  accountId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<Page<SuperorderSummary>> {
  const now = nowIso();
  const notExpired = db
    .selectFrom('superorders')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  const { total } = await notExpired
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await notExpired
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const products = await productsOf(
    db,
    accountId,
    rows.map((row) => row.code),
  );
  const items = rows.map((row) => {
    const own = products.get(row.code) ?? [];
    return {
      code: row.code,
      createdAt: row.created_at,
      status: InternalOrderStatus.parse(row.status),
      deliveryType: DeliveryType.parse(row.delivery_type),
      productCount: own.length,
      products: own.map((product) => ({
        orderId: product.id,
        productCode: product.product_code,
        title: product.title,
        status: InternalOrderStatus.parse(product.status),
        paymentChangedDate: product.payment_changed_at,
      })),
    };
  });
  return { items, total: Number(total) };
}

/** One of the customer's superorders with its products; undefined when they have none with this code. */
export async function findSuperorder(
  db: Kysely<Tables>,
  accountId: string,
  code: string,
): Promise<Superorder | undefined> {
  const row = await findSuperorderRow(db, accountId, code);
  if (!row) return undefined;
  const products = (await productsOf(db, accountId, [code])).get(code) ?? [];
  return toSuperorder(row, products);
}

export function findSuperorderRow(
  db: Kysely<Tables>,
  accountId: string,
  code: string,
): Promise<SuperorderRow | undefined> {
  return db
    .selectFrom('superorders')
    .selectAll()
    .where('code', '=', code)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export type DeliveryAddressChange = 'changed' | 'not-found' | 'not-changeable';

/**
 * Stores a new delivery address when the order still allows it ([Note: When a delivery address can
 * change] in the contract's rules/delivery-address.ts): the check and the write are one conditional
 * UPDATE, so a dispatch recorded at the same moment cannot be overtaken.
 */
export async function changeDeliveryAddress(
  db: Kysely<Tables>,
  accountId: string,
  code: string,
  address: DeliveryAddressInput,
): Promise<DeliveryAddressChange> {
  const result = await db
    .updateTable('superorders')
    .set({ delivery_address: JSON.stringify(withoutBlankFields(address)), updated_at: nowIso() })
    .where('code', '=', code)
    .where('account_id', '=', accountId)
    .where('delivery_type', '=', 'Home')
    .where('delivery_address', 'is not', null)
    .where('status', 'in', ADDRESS_CHANGEABLE_STATUSES)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_products')
            .select('order_products.id')
            .whereRef('order_products.superorder_code', '=', 'superorders.code')
            .where('order_products.status', '=', 'Dispatched'),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'changed';
  return (await findSuperorderRow(db, accountId, code)) ? 'not-changeable' : 'not-found';
}

/** Optional fields left blank are not stored, so the answer never carries an empty one. */
function withoutBlankFields(address: DeliveryAddressInput): DeliveryAddress {
  return DeliveryAddress.parse(
    Object.fromEntries(Object.entries(address).filter(([, value]) => value !== '' && value !== undefined)),
  );
}

/** One page of the account's orders (products), newest first, optionally of some articles only. */
export async function listOrdersByAccount(
  db: Kysely<Tables>,
  accountId: string,
  request: { readonly articleNames: readonly string[]; readonly offset: number; readonly limit: number },
): Promise<Page<Order>> {
  let matching = db
    .selectFrom('order_products')
    .innerJoin('superorders', 'superorders.code', 'order_products.superorder_code')
    .where('order_products.account_id', '=', accountId);
  if (request.articleNames.length > 0) {
    matching = matching.where('order_products.article_name', 'in', [...request.articleNames]);
  }
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await matching
    .selectAll('order_products')
    .select('superorders.created_at')
    .orderBy('superorders.created_at', 'desc')
    .orderBy('superorders.code', 'desc')
    .orderBy('order_products.position')
    .limit(request.limit)
    .offset(request.offset)
    .execute();
  return { items: rows.map((row) => toOrder(row, row.created_at)), total: Number(total) };
}

/** One of the customer's orders (one product of a superorder); undefined when they have none with this id. */
export async function findOrder(
  db: Kysely<Tables>,
  accountId: string,
  orderId: string,
): Promise<Order | undefined> {
  const row = await db
    .selectFrom('order_products')
    .innerJoin('superorders', 'superorders.code', 'order_products.superorder_code')
    .selectAll('order_products')
    .select('superorders.created_at')
    .where('order_products.id', '=', orderId)
    .where('order_products.account_id', '=', accountId)
    .executeTakeFirst();
  return row && toOrder(row, row.created_at);
}

/** The order's delivery window; undefined when the order is not the customer's or has no estimate. */
export async function findDeliveryDates(
  db: Kysely<Tables>,
  accountId: string,
  code: string,
): Promise<OrderDeliveryDates | undefined> {
  const row = await findSuperorderRow(db, accountId, code);
  if (!row?.earliest_delivery_date || !row.latest_delivery_date) return undefined;
  return {
    orderCode: row.code,
    earliestDeliveryDate: row.earliest_delivery_date,
    latestDeliveryDate: row.latest_delivery_date,
  };
}

/*
 * [Note: Which orders can be reordered]
 * An order can be placed again when the order system still can (`can_reorder`: its products, e.g.
 * the photo book project behind them, still exist) and it is not awaiting payment: an unpaid order
 * is paid, not reordered. Cancelled and sent orders alike can be reordered.
 */
export function canReorder(row: SuperorderRow): boolean {
  return row.can_reorder === 1 && row.status !== 'Received';
}

async function productsOf(
  db: Kysely<Tables>,
  accountId: string,
  codes: readonly string[],
): Promise<Map<string, ProductRow[]>> {
  const byCode = new Map<string, ProductRow[]>();
  if (codes.length === 0) return byCode;
  const rows = await db
    .selectFrom('order_products')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('superorder_code', 'in', [...codes])
    .orderBy('superorder_code')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const own = byCode.get(row.superorder_code);
    if (own) own.push(row);
    else byCode.set(row.superorder_code, [row]);
  }
  return byCode;
}

function toSuperorder(row: SuperorderRow, products: readonly ProductRow[]): Superorder {
  return {
    orderCode: row.code,
    createdAt: row.created_at,
    status: InternalOrderStatus.parse(row.status),
    orderSource: OrderSource.parse(row.order_source),
    deliveryType: DeliveryType.parse(row.delivery_type),
    deliveryAddress:
      row.delivery_address === null ? null : DeliveryAddress.parse(JSON.parse(row.delivery_address)),
    productCount: products.length,
    products: products.map(toSuperorderProduct),
  };
}

function toSuperorderProduct(row: ProductRow): SuperorderProduct {
  return {
    orderId: row.id,
    productCode: row.product_code,
    title: row.title,
    status: InternalOrderStatus.parse(row.status),
    paymentChangedDate: row.payment_changed_at,
    quantity: row.quantity,
    lineStatus: OrderLineStatus.parse(row.line_status),
    voucher: row.voucher_code,
  };
}

function toOrder(row: ProductRow, createdAt: string): Order {
  return {
    id: row.id,
    orderCode: row.superorder_code,
    productCode: row.product_code,
    articleName: row.article_name,
    title: row.title,
    quantity: row.quantity,
    status: InternalOrderStatus.parse(row.status),
    lineStatus: OrderLineStatus.parse(row.line_status),
    createdAt,
  };
}
