import type { SuperorderSummary } from '@portal/api/schemas/orders';
import { describe, expect, it } from 'vitest';
import { LATEST_ORDERS_SHOWN, latestOrders } from './latest-orders.ts';

function order(code: string, createdAt: string): SuperorderSummary {
  return { code, createdAt, status: 'Confirmed', deliveryType: 'Home', productCount: 1, products: [] };
}

describe('latestOrders', () => {
  it('shows the 3 newest orders, newest first, whatever order the service answered in', () => {
    const orders = [
      order('A1', '2025-01-10T10:00:00Z'),
      order('A4', '2025-04-10T10:00:00Z'),
      order('A2', '2025-02-10T10:00:00Z'),
      order('A5', '2025-05-10T10:00:00Z'),
      order('A3', '2025-03-10T10:00:00Z'),
    ];
    expect(latestOrders(orders).map((o) => o.code)).toEqual(['A5', 'A4', 'A3']);
    expect(LATEST_ORDERS_SHOWN).toBe(3);
  });

  it('compares instants, not the text of date-times written with different offsets', () => {
    const orders = [order('EARLY', '2025-06-01T09:00:00+02:00'), order('LATE', '2025-06-01T08:30:00Z')];
    expect(latestOrders(orders).map((o) => o.code)).toEqual(['LATE', 'EARLY']);
  });

  it('shows all orders when there are fewer than 3, and none when there are none', () => {
    expect(latestOrders([order('A1', '2025-01-10T10:00:00Z')]).map((o) => o.code)).toEqual(['A1']);
    expect(latestOrders([])).toEqual([]);
  });

  it('keeps orders created at the same instant in a stable order, highest code first', () => {
    const at = '2025-01-10T10:00:00Z';
    const orders = [order('1009', at), order('1010', at), order('998', at)];
    expect(latestOrders(orders).map((o) => o.code)).toEqual(['1010', '1009', '998']);
  });

  it('does not change the list it was given', () => {
    const orders = [order('A1', '2025-01-10T10:00:00Z'), order('A2', '2025-02-10T10:00:00Z')];
    latestOrders(orders);
    expect(orders.map((o) => o.code)).toEqual(['A1', 'A2']);
  });
});
