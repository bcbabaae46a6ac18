import { FEATURE_FLAGS, type FeatureFlag } from '@portal/api/rules/feature-flags';
import { DEFAULT_MENUS, type Menus } from '@portal/api/schemas/config';
import { describe, expect, it } from 'vitest';
import { customerCareHref, faqHref, isCurrentEntry, visibleMenuEntries } from './menu-entries.ts';

function flags(on: readonly FeatureFlag[] = []): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
}

const ids = (b2b: boolean, on: readonly FeatureFlag[] = []) =>
  visibleMenuEntries(DEFAULT_MENUS.side, { b2b, flags: flags(on) }).map((entry) => entry.id);

describe('the side menu (account-portal §2)', () => {
  it('shows consumers settings and widgets, without the B2B entries', () => {
    expect(ids(false)).toEqual([
      'overview',
      'orders',
      'settings',
      'savedProjects',
      'widgets',
      'faqs',
      'signOut',
    ]);
  });

  it('shows business customers invoices, FTP instructions and B2B settings, without widgets', () => {
    expect(ids(true)).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftpInstructions',
      'b2bSettings',
      'savedProjects',
      'faqs',
      'signOut',
    ]);
  });

  it('shows photos only while PhotoManagementTimelineViewEnabled is on', () => {
    expect(ids(false, ['PhotoManagementTimelineViewEnabled'])).toContain('photos');
    expect(ids(true, ['PhotoManagementTimelineViewEnabled'])).toContain('photos');
  });

  it('marks an entry current on its own page and the pages below it, the overview only on the root', () => {
    expect(isCurrentEntry('/orders', '/orders')).toBe(true);
    expect(isCurrentEntry('/orders', '/orders/ORD-1')).toBe(true);
    expect(isCurrentEntry('/orders', '/orders-archive')).toBe(false);
    expect(isCurrentEntry('/', '/')).toBe(true);
    expect(isCurrentEntry('/', '/orders')).toBe(false);
  });
});

describe('the FAQs and customer care', () => {
  it('follow the FAQs entry of the menu', () => {
    expect(faqHref(DEFAULT_MENUS)).toBe('/faq');
    expect(customerCareHref(DEFAULT_MENUS)).toBe('/faq#contact');
    const elsewhere: Menus = {
      side: DEFAULT_MENUS.side.map((entry) =>
        entry.id === 'faqs'
          ? { ...entry, link: { kind: 'page', href: 'https://help.example.test/#top' } }
          : entry,
      ),
    };
    expect(faqHref(elsewhere)).toBe('https://help.example.test/#top');
    expect(customerCareHref(elsewhere)).toBe('https://help.example.test/#contact');
  });

  it('fall back to the default FAQs when the menu has none', () => {
    expect(faqHref({ side: [] })).toBe('/faq');
  });
});
