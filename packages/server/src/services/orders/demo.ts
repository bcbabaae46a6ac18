import {
  type DeliveryAddress,
  type DeliveryType,
  type InternalOrderStatus,
  type OrderLineStatus,
  type OrderSource,
  PHOTO_BOOK_ARTICLE_NAMES,
} from '@portal/api/schemas/orders';
import type { ServiceContext } from '../context.ts';
import {
  BUSINESS_ADDRESS,
  DEMO_HOME_ADDRESS,
  DEMO_SECOND_ADDRESS,
  demoAccountId,
  FRIEND_HOME_ADDRESS,
} from '../customer/demo.ts';
import { DEMO_UNKNOWN_VOUCHER_CODE, DEMO_VOUCHER_CODES } from '../vouchers/demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoProduct {
  readonly articleName: string;
  readonly title: string;
  readonly quantity: number;
  readonly status: InternalOrderStatus;
  readonly lineStatus: OrderLineStatus;
  /** Days before now; null while the payment never changed. */
  readonly paymentChangedDaysAgo: number | null;
  readonly voucher?: string;
}

interface DemoOrder {
  readonly code: string;
  readonly createdDaysAgo: number;
  readonly status: InternalOrderStatus;
  readonly source: OrderSource;
  readonly deliveryType: DeliveryType;
  readonly deliveryAddress: DeliveryAddress | null;
  /** Days from now of the earliest and latest delivery date; absent while there is no estimate. */
  readonly deliveryInDays?: readonly [number, number];
  readonly canReorder: boolean;
  /** Days before now the order expired (see [Note: Expired superorders]); absent for never. */
  readonly expiredDaysAgo?: number;
  readonly products: readonly DemoProduct[];
}

const PICKUP_POINT: DeliveryAddress = {
  firstName: 'Alex',
  lastName: 'Morgan',
  companyName: 'Pickup point Damrak',
  street: 'Damrak',
  houseNumber: '70',
  postalCode: '1012 LM',
  city: 'Amsterdam',
  countryCode: 'NL',
};

/** A product that is paid, with the internal status and line status of its stage. */
const product = (
  articleName: string,
  title: string,
  status: InternalOrderStatus,
  lineStatus: OrderLineStatus,
  paymentChangedDaysAgo: number | null,
  extra: Partial<Pick<DemoProduct, 'quantity' | 'voucher'>> = {},
): DemoProduct => ({
  articleName,
  title,
  status,
  lineStatus,
  paymentChangedDaysAgo,
  quantity: extra.quantity ?? 1,
  ...(extra.voucher ? { voucher: extra.voucher } : {}),
});

/*
 * [Note: What the demo orders show]
 * demo@example.com has an order in every public status and every line status of account-portal §4,
 * from both sources and with both delivery types, vouchers on some products (one whose offer is
 * unknown), and orders on both sides of the 30/14-day rule:
 * - in progress: DM-1001 (AwaitingPayment), DM-1002 (Ordered, pickup point), DM-1003 and DM-1004
 *   (InProduction), DM-1005 (Sent 8 days ago), DM-1010 (an online photo book: nothing shipped);
 * - history: DM-1006 (created 25 days ago but sent 20 days ago), DM-1007 (Cancelled, 50 days ago),
 *   DM-1008 (Sent, over a year ago, no longer reorderable);
 * - DM-1009 expired and is not listed.
 * business@example.com has one order in progress and one in history, friend@example.com one.
 */
const DEMO_ORDERS: Readonly<Record<string, readonly DemoOrder[]>> = {
  'demo@example.com': [
    {
      code: 'DM-1001',
      createdDaysAgo: 1,
      status: 'Received',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: DEMO_HOME_ADDRESS,
      canReorder: true,
      products: [
        product('PhotoBook', 'Summer in Lisbon', 'Received', 'paymentPending', null, {
          voucher: DEMO_VOUCHER_CODES.spring,
        }),
        product('Prints', 'Prints 10x15', 'Received', 'paymentFailed', 1, { quantity: 36 }),
      ],
    },
    {
      code: 'DM-1002',
      createdDaysAgo: 3,
      status: 'Confirmed',
      source: 'Resnap',
      deliveryType: 'PickupPoint',
      deliveryAddress: PICKUP_POINT,
      deliveryInDays: [5, 8],
      canReorder: true,
      products: [
        product('Calendar', 'Family calendar', 'Confirmed', 'paymentSuccess', 3),
        product('Cards', 'Birthday cards', 'Confirmed', 'paymentFree', 3, {
          quantity: 10,
          voucher: DEMO_VOUCHER_CODES.welcome,
        }),
        product('Mug', 'Mug with photo', 'Confirmed', 'verification failed', 3),
      ],
    },
    {
      code: 'DM-1003',
      createdDaysAgo: 6,
      status: 'ProductionStarted',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: DEMO_HOME_ADDRESS,
      deliveryInDays: [3, 6],
      canReorder: true,
      products: [
        product('PhotoBook', 'Wedding album', 'ProductionStarted', 'processing', 6),
        product('Canvas', 'Canvas 60x40', 'ProductionStarted', 'processing failed', 6),
        product('Prints', 'Prints 13x18', 'ProductionStarted', 'approved', 6, { quantity: 24 }),
        product('Poster', 'Poster A2', 'ProductionStarted', 'producing', 6),
      ],
    },
    {
      code: 'DM-1004',
      createdDaysAgo: 9,
      status: 'ProductionCompleted',
      source: 'Resnap',
      deliveryType: 'Home',
      deliveryAddress: DEMO_SECOND_ADDRESS,
      deliveryInDays: [1, 4],
      canReorder: true,
      products: [
        product('PhotoBook', 'Baby’s first year', 'ProductionCompleted', 'on_hold', 9),
        product('Calendar', 'Desk calendar', 'ProductionCompleted', 'delayed', 9),
        product('Cards', 'Thank-you cards', 'ProductionCompleted', 'rejected', 9, { quantity: 20 }),
      ],
    },
    {
      code: 'DM-1005',
      createdDaysAgo: 12,
      status: 'Dispatched',
      source: 'Albelli',
      deliveryType: 'PickupPoint',
      deliveryAddress: PICKUP_POINT,
      deliveryInDays: [-1, 1],
      canReorder: true,
      products: [
        product('PhotoBook', 'Road trip', 'Dispatched', 'shipped', 8, { voucher: DEMO_UNKNOWN_VOUCHER_CODE }),
      ],
    },
    {
      code: 'DM-1006',
      createdDaysAgo: 25,
      status: 'Dispatched',
      source: 'Resnap',
      deliveryType: 'Home',
      deliveryAddress: DEMO_HOME_ADDRESS,
      canReorder: true,
      products: [
        product('PhotoBook', 'Hardcover photo book', 'Dispatched', 'shipped', 20, {
          voucher: DEMO_VOUCHER_CODES.books,
        }),
        product('Prints', 'Prints 10x15', 'Dispatched', 'shipped', 20, { quantity: 50 }),
      ],
    },
    {
      code: 'DM-1007',
      createdDaysAgo: 50,
      status: 'Cancelled',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: DEMO_HOME_ADDRESS,
      canReorder: true,
      products: [product('Canvas', 'Canvas 30x30', 'Cancelled', 'cancelled', 49)],
    },
    {
      code: 'DM-1008',
      createdDaysAgo: 400,
      status: 'Dispatched',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: DEMO_SECOND_ADDRESS,
      canReorder: false,
      products: [product('PhotoBook', 'Holiday 2019', 'Dispatched', 'shipped', 395)],
    },
    {
      code: 'DM-1009',
      createdDaysAgo: 40,
      status: 'Received',
      source: 'Resnap',
      deliveryType: 'Home',
      deliveryAddress: DEMO_HOME_ADDRESS,
      canReorder: true,
      expiredDaysAgo: 33,
      products: [product('Prints', 'Prints 10x15', 'Received', 'paymentPending', null, { quantity: 12 })],
    },
    {
      code: 'DM-1010',
      createdDaysAgo: 2,
      status: 'Confirmed',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: null,
      canReorder: true,
      products: [product('OnlinePhotoBook', 'Online photo book', 'Confirmed', 'paymentSuccess', 2)],
    },
  ],
  'business@example.com': [
    {
      code: 'BZ-2001',
      createdDaysAgo: 4,
      status: 'Confirmed',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: BUSINESS_ADDRESS,
      deliveryInDays: [4, 7],
      canReorder: true,
      products: [
        product('Prints', 'Prints 10x15', 'Confirmed', 'approved', 4, { quantity: 500 }),
        product('PhotoBook', 'Client portfolio', 'Confirmed', 'paymentSuccess', 4, { quantity: 20 }),
      ],
    },
    {
      code: 'BZ-2002',
      createdDaysAgo: 60,
      status: 'Dispatched',
      source: 'Albelli',
      deliveryType: 'Home',
      deliveryAddress: BUSINESS_ADDRESS,
      canReorder: true,
      products: [product('Calendar', 'Company calendar', 'Dispatched', 'shipped', 55, { quantity: 100 })],
    },
  ],
  'friend@example.com': [
    {
      code: 'FR-3001',
      createdDaysAgo: 8,
      status: 'ProductionStarted',
      source: 'Resnap',
      deliveryType: 'Home',
      deliveryAddress: FRIEND_HOME_ADDRESS,
      deliveryInDays: [2, 5],
      canReorder: true,
      products: [product('Mug', 'Mug with photo', 'ProductionStarted', 'producing', 8, { quantity: 2 })],
    },
  ],
};

/** The product code of a demo order's product: its article, order and position ('PHOTOBOOK-DM-1001-1'). */
function demoOrderProductCode(articleName: string, orderCode: string, position: number): string {
  return `${articleName.toUpperCase()}-${orderCode}-${position + 1}`;
}

/** A photo book of one of an account's demo orders, as the product service holds it. */
export interface DemoPhotoBookOrderProduct {
  readonly productCode: string;
  readonly orderCode: string;
  readonly title: string;
  readonly articleName: string;
  /** Days before now the order was placed. */
  readonly daysAgo: number;
}

/**
 * The photo books (printed or online) of the demo orders of the account with this e-mail address,
 * from the static data above, newest order first; none for an account without demo orders. The demo
 * products seed gives each one its product, so the online photo books list can open every book.
 */
export function demoPhotoBookOrderProducts(email: string): DemoPhotoBookOrderProduct[] {
  return (DEMO_ORDERS[email] ?? [])
    .flatMap((order) =>
      order.products.flatMap((demo, position) =>
        PHOTO_BOOK_ARTICLE_NAMES.includes(demo.articleName)
          ? [
              {
                productCode: demoOrderProductCode(demo.articleName, order.code, position),
                orderCode: order.code,
                title: demo.title,
                articleName: demo.articleName,
                daysAgo: order.createdDaysAgo,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => a.daysAgo - b.daysAgo);
}

/**
 * The demo orders (see [Note: What the demo orders show]). Run after the demo accounts exist; an
 * account missing or deleted is skipped. Idempotent and safe to run on every start: orders are
 * added once, and each run only moves their dates relative to now again, so the in-progress and
 * history groups stay as described whatever day the demo runs. Anything else (a changed delivery
 * address) is left as it is.
 */
export async function ensureDemoOrders(context: ServiceContext): Promise<void> {
  const { db } = context.database;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const dateInDays = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  for (const [email, orders] of Object.entries(DEMO_ORDERS)) {
    const accountId = await demoAccountId(context, email);
    if (!accountId) continue;
    await db.transaction().execute(async (trx) => {
      for (const order of orders) {
        const dates = {
          created_at: daysAgo(order.createdDaysAgo),
          updated_at: daysAgo(order.createdDaysAgo),
          earliest_delivery_date: order.deliveryInDays ? dateInDays(order.deliveryInDays[0]) : null,
          latest_delivery_date: order.deliveryInDays ? dateInDays(order.deliveryInDays[1]) : null,
          expires_at: order.expiredDaysAgo === undefined ? null : daysAgo(order.expiredDaysAgo),
        };
        await trx
          .insertInto('superorders')
          .values({
            code: order.code,
            account_id: accountId,
            status: order.status,
            order_source: order.source,
            delivery_type: order.deliveryType,
            delivery_address: order.deliveryAddress && JSON.stringify(order.deliveryAddress),
            can_reorder: order.canReorder ? 1 : 0,
            ...dates,
          })
          .onConflict((conflict) =>
            conflict.column('code').doUpdateSet(dates).where('superorders.account_id', '=', accountId),
          )
          .execute();
        for (const [position, demo] of order.products.entries()) {
          const paymentChangedAt =
            demo.paymentChangedDaysAgo === null ? null : daysAgo(demo.paymentChangedDaysAgo);
          await trx
            .insertInto('order_products')
            .values({
              id: `${order.code}-${position + 1}`,
              superorder_code: order.code,
              account_id: accountId,
              position,
              product_code: demoOrderProductCode(demo.articleName, order.code, position),
              article_name: demo.articleName,
              title: demo.title,
              quantity: demo.quantity,
              status: demo.status,
              line_status: demo.lineStatus,
              payment_changed_at: paymentChangedAt,
              voucher_code: demo.voucher ?? null,
            })
            .onConflict((conflict) =>
              conflict
                .column('id')
                .doUpdateSet({ payment_changed_at: paymentChangedAt })
                .where('order_products.account_id', '=', accountId),
            )
            .execute();
        }
      }
    });
  }
}
