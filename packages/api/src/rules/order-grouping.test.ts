import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISPATCHED_GRACE_DAYS,
  type GroupableOrder,
  groupOrders,
  IN_PROGRESS_MAX_AGE_DAYS,
  isOrderInProgress,
} from './order-grouping.ts';
import { INTERNAL_ORDER_STATUSES } from './order-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2024-06-30T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

function order(
  code: string,
  createdAt: string,
  products: GroupableOrder['products'] = [{ status: 'Confirmed', paymentChangedDate: null }],
): GroupableOrder {
  return { code, createdAt, products };
}
const dispatched = (paymentChangedDate: string | null) => ({ status: 'Dispatched', paymentChangedDate });

describe('order grouping constants', () => {
  it('uses the spec values 30 days and 14 days', () => {
    expect(IN_PROGRESS_MAX_AGE_DAYS).toBe(30);
    expect(DISPATCHED_GRACE_DAYS).toBe(14);
  });
});

describe('isOrderInProgress', () => {
  it('is in progress when created within 30 days and nothing was dispatched', () => {
    expect(isOrderInProgress(order('a', ago(5 * DAY)), now)).toBe(true);
  });

  it('is in progress when created exactly 30 days ago', () => {
    expect(isOrderInProgress(order('a', ago(30 * DAY)), now)).toBe(true);
  });

  it('is history when created 30 days and one millisecond ago', () => {
    expect(isOrderInProgress(order('a', ago(30 * DAY + 1)), now)).toBe(false);
  });

  it('is history when a product was dispatched more than 14 days ago', () => {
    const products = [{ status: 'Confirmed', paymentChangedDate: null }, dispatched(ago(14 * DAY + 1))];
    expect(isOrderInProgress(order('a', ago(20 * DAY), products), now)).toBe(false);
  });

  it('stays in progress when the product was dispatched exactly 14 days ago', () => {
    expect(isOrderInProgress(order('a', ago(20 * DAY), [dispatched(ago(14 * DAY))]), now)).toBe(true);
  });

  it('stays in progress when the product was dispatched recently', () => {
    expect(isOrderInProgress(order('a', ago(20 * DAY), [dispatched(ago(2 * DAY))]), now)).toBe(true);
  });

  it('ignores an old payment change on a product that is not dispatched', () => {
    const products = [{ status: 'ProductionStarted', paymentChangedDate: ago(25 * DAY) }];
    expect(isOrderInProgress(order('a', ago(26 * DAY), products), now)).toBe(true);
  });

  it('stays in progress when a dispatched product has no payment change date', () => {
    expect(isOrderInProgress(order('a', ago(1 * DAY), [dispatched(null)]), now)).toBe(true);
  });

  it('stays in progress when a dispatched product has an unreadable payment change date', () => {
    expect(isOrderInProgress(order('a', ago(1 * DAY), [dispatched('not a date')]), now)).toBe(true);
  });

  it('is in progress with no products at all', () => {
    expect(isOrderInProgress(order('a', ago(1 * DAY), []), now)).toBe(true);
  });

  it('counts an order dated in the future (clock skew) as in progress', () => {
    expect(isOrderInProgress(order('a', ago(-DAY)), now)).toBe(true);
  });

  it('puts an order with an unreadable creation date in history', () => {
    expect(isOrderInProgress(order('a', 'yesterday'), now)).toBe(false);
  });

  it('reads creation dates with an offset as the instant they name', () => {
    // 2024-05-31T14:00+02:00 is exactly 30 days before now.
    expect(isOrderInProgress(order('a', '2024-05-31T14:00:00+02:00'), now)).toBe(true);
    expect(isOrderInProgress(order('a', '2024-05-31T13:59:59+02:00'), now)).toBe(false);
  });
});

describe('groupOrders', () => {
  it('splits orders into inProgress and history, each newest first', () => {
    const old = order('old', ago(40 * DAY));
    const older = order('older', ago(400 * DAY));
    const recent = order('recent', ago(1 * DAY));
    const lessRecent = order('less-recent', ago(10 * DAY));
    const sentLongAgo = order('sent', ago(29 * DAY), [dispatched(ago(15 * DAY))]);
    const groups = groupOrders([older, lessRecent, sentLongAgo, old, recent], now);
    expect(groups.inProgress.map((o) => o.code)).toEqual(['recent', 'less-recent']);
    expect(groups.history.map((o) => o.code)).toEqual(['sent', 'old', 'older']);
  });

  it('keeps the input order of orders created at the same instant', () => {
    const at = ago(3 * DAY);
    const groups = groupOrders([order('b', at), order('a', at), order('c', at)], now);
    expect(groups.inProgress.map((o) => o.code)).toEqual(['b', 'a', 'c']);
  });

  it('sorts orders with an unreadable creation date last in history', () => {
    const groups = groupOrders([order('bad', 'garbage'), order('old', ago(90 * DAY))], now);
    expect(groups.history.map((o) => o.code)).toEqual(['old', 'bad']);
  });

  it('returns the caller’s own objects, extra fields included', () => {
    const full = { ...order('a', ago(DAY)), productCount: 3 };
    expect(groupOrders([full], now).inProgress[0]).toBe(full);
  });

  it('returns two empty groups for no orders', () => {
    expect(groupOrders([], now)).toEqual({ inProgress: [], history: [] });
  });

  it('does not change its input', () => {
    const input = [order('a', ago(90 * DAY)), order('b', ago(DAY))];
    const copy = structuredClone(input);
    groupOrders(input, now);
    expect(input).toEqual(copy);
  });
});

describe('groupOrders laws', () => {
  const span = 60 * DAY;
  const instant = fc.integer({ min: -span, max: span }).map((offset) => ago(offset));
  const product = fc.record({
    status: fc.constantFrom(...INTERNAL_ORDER_STATUSES, 'shipped'),
    paymentChangedDate: fc.option(instant, { nil: null }),
  });
  const orders = fc
    .array(fc.record({ createdAt: instant, products: fc.array(product, { maxLength: 4 }) }), {
      maxLength: 20,
    })
    .map((list) => list.map((o, index) => ({ ...o, code: `o${index}` })));

  it('puts every order in exactly one group', () => {
    fc.assert(
      fc.property(orders, (list) => {
        const { inProgress, history } = groupOrders(list, now);
        const codes = [...inProgress, ...history].map((o) => o.code).sort();
        expect(codes).toEqual(list.map((o) => o.code).sort());
      }),
    );
  });

  it('never shows an order older than 30 days as in progress', () => {
    fc.assert(
      fc.property(orders, (list) => {
        for (const o of groupOrders(list, now).inProgress) {
          expect(now.getTime() - Date.parse(o.createdAt)).toBeLessThanOrEqual(30 * DAY);
        }
      }),
    );
  });

  it('never shows an order with a product dispatched over 14 days ago as in progress', () => {
    fc.assert(
      fc.property(orders, (list) => {
        for (const o of groupOrders(list, now).inProgress) {
          for (const p of o.products) {
            if (p.status === 'Dispatched' && p.paymentChangedDate !== null) {
              expect(now.getTime() - Date.parse(p.paymentChangedDate)).toBeLessThanOrEqual(14 * DAY);
            }
          }
        }
      }),
    );
  });

  it('shows a recent order with nothing dispatched as in progress', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DAY }), fc.array(product), (age, products) => {
        const undispatched = products.filter((p) => p.status !== 'Dispatched');
        expect(isOrderInProgress(order('x', ago(age), undispatched), now)).toBe(true);
      }),
    );
  });

  it('sorts both groups newest first', () => {
    fc.assert(
      fc.property(orders, (list) => {
        const { inProgress, history } = groupOrders(list, now);
        for (const group of [inProgress, history]) {
          const times = group.map((o) => Date.parse(o.createdAt));
          expect(times).toEqual([...times].sort((a, b) => b - a));
        }
      }),
    );
  });

  it('does not depend on the input order beyond ties', () => {
    fc.assert(
      fc.property(
        orders.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, shuffled]) => {
          const key = (groups: ReturnType<typeof groupOrders>) => ({
            inProgress: groups.inProgress.map((o) => o.createdAt),
            history: groups.history.map((o) => o.createdAt),
          });
          expect(key(groupOrders(shuffled, now))).toEqual(key(groupOrders(list, now)));
        },
      ),
    );
  });
});
