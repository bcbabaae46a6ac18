import { describe, expect, it } from 'vitest';
import type { ArticleGroup, Campaign } from '../schemas/cutoff.ts';
import { nextOrderDeadline } from './order-cutoff.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const group = (id: string, articleTypes: string[], cutOff: string | null): ArticleGroup => ({
  id,
  name: id,
  articleTypes,
  cutOff,
});
const campaign = (name: string, cutOff: string, articleGroupIds: string[]): Campaign => ({
  name,
  cutOff,
  deliveryPromise: '2026-12-22',
  articleGroupIds,
});

const GROUPS = [
  group('prints', ['Prints', 'Cards'], '2026-11-28T23:59:00Z'),
  group('books', ['PhotoBook'], null),
  group('gifts', ['Mug'], '2026-11-20T23:59:00Z'),
];

describe('the next order deadline (account-portal §7 Order cut-off)', () => {
  it("prefers the soonest open campaign covering the article's group", () => {
    const campaigns = [
      campaign('christmas', '2026-12-16T23:59:00Z', ['prints', 'books']),
      campaign('advent', '2026-12-01T23:59:00Z', ['prints']),
      campaign('books-only', '2026-11-26T23:59:00Z', ['books']),
      null,
    ];
    expect(nextOrderDeadline('Prints', GROUPS, campaigns, NOW)).toEqual({
      kind: 'campaign',
      campaign: 'advent',
      cutOff: '2026-12-01T23:59:00Z',
      deliveryPromise: '2026-12-22',
    });
  });

  it("falls back to the group's own cut-off, and ignores what has passed", () => {
    const ended = [campaign('mothers-day', '2026-11-20T00:00:00Z', ['prints'])];
    expect(nextOrderDeadline('Cards', GROUPS, ended, NOW)).toEqual({
      kind: 'group',
      cutOff: '2026-11-28T23:59:00Z',
    });
    expect(nextOrderDeadline('Mug', GROUPS, [], NOW)).toBeNull();
    expect(nextOrderDeadline('PhotoBook', GROUPS, [], NOW)).toBeNull();
  });

  it('says nothing for an article no group covers', () => {
    expect(
      nextOrderDeadline('Canvas', GROUPS, [campaign('x', '2026-12-01T00:00:00Z', ['prints'])], NOW),
    ).toBeNull();
  });
});
