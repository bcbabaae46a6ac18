import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolveSite, type Site } from '../rules/brand.ts';
import { type FeatureFlagConfig, isFeatureEnabled } from '../rules/feature-flags.ts';
import {
  DEFAULT_LABELS_EN_GB,
  DEFAULT_MENUS,
  DEFAULT_PUBLIC_CONFIG,
  DEFAULT_ROUTES,
  endpointUrl,
  FeatureFlags,
  LabelKey,
  LocaleCatalogue,
  localeTag,
  PortalConfig,
  PublicConfig,
  RouteTable,
  SERVICE_NAMES,
  Services,
  type SiteEntry,
  socketUrl,
} from './config.ts';

const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { baseUrl: `/services/${name}` }]));

const config = {
  services,
  pushSocketUrl: 'wss://push.example.test/socket',
  auth: { authority: 'https://id.example.test/', clientId: 'portal', scopes: ['openid', 'profile', 'email'] },
  printsEditorUrl: 'https://editor.example.test/prints',
  storage: {
    apiUrl: 'https://storage.example.test/api',
    qrUploadBaseUrl: 'https://upload.example.test/qr',
    transferSocketUrl: '/services/storage/socket',
  },
  cookieConsentUrl: '/consent.js',
  featureFlags: {
    PhotoManagementTimelineViewEnabled: true,
    PhotoManagementUploadViewEnabled: ['t.lumora.nl'],
  },
  sites: [
    {
      brand: 'fotoklover',
      displayName: 'Fotoklöver',
      country: 'SE',
      locales: ['sv-SE'],
      hostNames: ['fotoklover.se', 'xn--fotoklver-57a.se'],
      channel: 'FOTOKLOVER_SE',
      b2b: false,
    },
  ],
  routes: DEFAULT_ROUTES,
  menus: DEFAULT_MENUS,
};

describe('config.json schema', () => {
  it('names exactly the services of the architecture', () => {
    expect(SERVICE_NAMES).toEqual([
      'photo',
      'sharedAlbums',
      'downloads',
      'tempSelections',
      'exports',
      'deletion',
      'storage',
      'authApi',
      'customer',
      'orders',
      'vouchers',
      'invoices',
      'products',
      'projects',
      'widgetGallery',
      'widgets',
      'cutoff',
      'merchandise',
      'newsletter',
      'abTesting',
    ]);
  });

  it('accepts a complete config', () => {
    const parsed = PortalConfig.parse(config);
    expect(parsed.services.widgetGallery.baseUrl).toBe('/services/widgetGallery');
    expect(parsed.auth.scopes).toEqual(['openid', 'profile', 'email']);
  });

  it('requires every service and drops names it does not know', () => {
    const { abTesting: _dropped, ...missingOne } = services;
    expect(Services.safeParse(missingOne).success).toBe(false);
    expect(Services.parse({ ...services, later: { baseUrl: '/x' } })).not.toHaveProperty('later');
  });

  it('accepts absolute http(s) and root-relative base URLs only', () => {
    expect(endpointUrl.safeParse('https://photos.example.test/v2').success).toBe(true);
    expect(endpointUrl.safeParse('/services/photo').success).toBe(true);
    expect(endpointUrl.safeParse('//evil.example.test/x').success).toBe(false);
    expect(endpointUrl.safeParse('services/photo').success).toBe(false);
    expect(endpointUrl.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('accepts ws(s) and root-relative socket URLs only', () => {
    expect(socketUrl.safeParse('wss://push.example.test').success).toBe(true);
    expect(socketUrl.safeParse('/push').success).toBe(true);
    expect(socketUrl.safeParse('https://push.example.test').success).toBe(false);
  });

  it('rejects a config without sign-in scopes, with a relative QR upload URL or without sites', () => {
    expect(PortalConfig.safeParse({ ...config, auth: { ...config.auth, scopes: [] } }).success).toBe(false);
    expect(
      PortalConfig.safeParse({ ...config, auth: { ...config.auth, scopes: ['openid email'] } }).success,
    ).toBe(false);
    const storage = { ...config.storage, qrUploadBaseUrl: '/qr' };
    expect(PortalConfig.safeParse({ ...config, storage }).success).toBe(false);
    expect(PortalConfig.safeParse({ ...config, sites: [] }).success).toBe(false);
  });

  it('takes an A/B wait of whole milliseconds up to 10 s, or none', () => {
    expect(PortalConfig.parse({ ...config, abTestWaitMs: 2500 }).abTestWaitMs).toBe(2500);
    expect(PortalConfig.parse(config).abTestWaitMs).toBeUndefined();
    for (const wait of [-1, 1.5, 10_001, '1500'])
      expect(PortalConfig.safeParse({ ...config, abTestWaitMs: wait }).success).toBe(false);
  });

  it('reads feature flags as booleans or host lists, keeping flags it does not know', () => {
    expect(FeatureFlags.parse({ Later: false, X: ['fotoklöver.se'] })).toEqual({
      Later: false,
      X: ['fotoklöver.se'],
    });
    expect(FeatureFlags.safeParse({ X: 'yes' }).success).toBe(false);
    expect(FeatureFlags.safeParse({ X: ['a host'] }).success).toBe(false);
    expect(FeatureFlags.safeParse({ 'bad name': true }).success).toBe(false);
  });

  it('gives flags and sites in the shapes the feature-flag and brand rules read', () => {
    const parsed = PortalConfig.parse(config);
    expectTypeOf<FeatureFlags>().toExtend<FeatureFlagConfig>();
    expectTypeOf<SiteEntry>().toExtend<Site>();
    expect(
      isFeatureEnabled('PhotoManagementUploadViewEnabled', {
        config: parsed.featureFlags,
        host: 't.lumora.nl',
      }),
    ).toBe(true);
    expect(resolveSite('www.fotoklover.se', parsed.sites)?.site.channel).toBe('FOTOKLOVER_SE');
  });

  it('rejects a site of an unknown brand, country or locale, or without host names', () => {
    const [site] = config.sites;
    for (const change of [{ brand: 'other' }, { country: 'US' }, { locales: ['en-US'] }, { hostNames: [] }]) {
      expect(PortalConfig.safeParse({ ...config, sites: [{ ...site, ...change }] }).success).toBe(false);
    }
  });

  it('rejects a menu entry linking to a route the table does not have', () => {
    const side = [
      ...DEFAULT_MENUS.side,
      { ...DEFAULT_MENUS.side[0], id: 'lost', link: { kind: 'route', path: '/nowhere' } },
    ];
    expect(PortalConfig.safeParse({ ...config, menus: { side } }).success).toBe(false);
  });
});

describe('locale tags and catalogues', () => {
  it('accepts tags such as en-GB, de-AT, nb-NO, zh-Hant-TW, es-419 and a bare language', () => {
    for (const tag of ['en-GB', 'de-AT', 'nb-NO', 'zh-Hant-TW', 'es-419', 'nl']) {
      expect(localeTag.safeParse(tag).success).toBe(true);
    }
  });

  it('rejects en_GB, en-gb, EN-GB, path tricks and empty tags', () => {
    for (const tag of ['en_GB', 'en-gb', 'EN-GB', '../en-GB', 'en-GB.json', '']) {
      expect(localeTag.safeParse(tag).success).toBe(false);
    }
  });

  it('accepts a flat or a nested catalogue of strings', () => {
    expect(LocaleCatalogue.safeParse({ 'pageTitle.orders': 'Orders' }).success).toBe(true);
    expect(LocaleCatalogue.safeParse({ pageTitle: { orders: 'Orders', deep: { key: 'x' } } }).success).toBe(
      true,
    );
  });

  it('rejects numbers, arrays and empty keys anywhere in a catalogue', () => {
    expect(LocaleCatalogue.safeParse({ pageTitle: { orders: 3 } }).success).toBe(false);
    expect(LocaleCatalogue.safeParse({ list: ['a'] }).success).toBe(false);
    expect(LocaleCatalogue.safeParse({ '': 'x' }).success).toBe(false);
  });
});

const SPEC_ROUTE_PATHS = [
  '/',
  '/account-deleted',
  '/delete-account-confirmation',
  '/delete-account-error',
  '/saved-projects',
  '/orders',
  '/orders/:orderCode',
  '/downloads',
  '/settings',
  '/settings/b2b',
  '/settings/b2b/email',
  '/settings/personal-details',
  '/settings/payment-method',
  '/settings/email',
  '/change-email-confirmation',
  '/change-email-success',
  '/change-email-error',
  '/logout',
  '/online-products',
  '/online-products/:productCode',
  '/settings/new-address',
  '/settings/address/',
  '/settings/addresses/all',
  '/settings/b2b/new-address',
  '/settings/b2b/address/',
  '/invoices',
  '/integration',
  '/subscription-confirmation',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
  '/my-photos',
];

function routeAt(path: string) {
  const route = DEFAULT_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No default route ${path}`);
  return route;
}

describe('default route table', () => {
  it('holds every path of the spec verbatim, in its order, then the two widget routes', () => {
    expect(DEFAULT_ROUTES.map((route) => route.path)).toEqual([
      ...SPEC_ROUTE_PATHS,
      '/online-products/:productCode/widget',
      '/online-products/:productCode/widget/share',
    ]);
    expect(RouteTable.safeParse(DEFAULT_ROUTES).success).toBe(true);
  });

  it('marks the account-deleted, change-email success and newsletter pages public, and only them', () => {
    expect(DEFAULT_ROUTES.filter((route) => route.public).map((route) => route.path)).toEqual([
      '/account-deleted',
      '/change-email-success',
      '/subscription-confirmation',
      '/subscription-confirmation-success',
      '/subscription-confirmation-error',
    ]);
  });

  it('keeps delete-account confirmation, change-email confirmation and logout inside the shell', () => {
    for (const path of ['/delete-account-confirmation', '/change-email-confirmation', '/logout']) {
      expect(routeAt(path).public).toBe(false);
    }
  });

  it('matches /, /orders, /settings and the widget route exactly, /my-photos with its sub-routes', () => {
    expect(DEFAULT_ROUTES.filter((route) => route.exact).map((route) => route.path)).toEqual([
      '/',
      '/orders',
      '/settings',
      '/online-products/:productCode/widget',
    ]);
    expect(routeAt('/my-photos').exact).toBe(false);
  });

  it('gives invoices, FTP instructions and B2B settings to B2B customers only', () => {
    expect(DEFAULT_ROUTES.filter((route) => route.audience === 'b2b').map((route) => route.path)).toEqual([
      '/settings/b2b',
      '/settings/b2b/email',
      '/settings/b2b/new-address',
      '/settings/b2b/address/',
      '/invoices',
      '/integration',
    ]);
  });

  it('gives consumer settings, addresses, email change and widgets to non-B2B customers only', () => {
    for (const path of ['/settings', '/settings/email', '/settings/new-address', '/settings/address/']) {
      expect(routeAt(path).audience).toBe('consumer');
    }
    expect(routeAt('/online-products/:productCode/widget/share').audience).toBe('consumer');
  });

  it('titles pages with the spec menu titles', () => {
    expect(routeAt('/').titleKey).toBe(LabelKey.myAccountOverview);
    expect(routeAt('/orders/:orderCode').titleKey).toBe(LabelKey.orderDetails);
    expect(routeAt('/invoices').titleKey).toBe(LabelKey.b2bInvoices);
    expect(routeAt('/settings/b2b/email').titleKey).toBe(LabelKey.changeEmailAddress);
    expect(routeAt('/account-deleted').titleKey).toBeNull();
  });

  it('has an en-GB text for every label key, My photos as the photo library header says it', () => {
    expect(Object.keys(DEFAULT_LABELS_EN_GB).sort()).toEqual(Object.values(LabelKey).sort());
    expect(DEFAULT_LABELS_EN_GB[LabelKey.myPhotos]).toBe('My photos');
  });

  it('rejects a table with the same path or name twice, or a path that is not root-relative', () => {
    const [home, other] = DEFAULT_ROUTES;
    expect(RouteTable.safeParse([home, { ...other, path: '/' }]).success).toBe(false);
    expect(RouteTable.safeParse([home, { ...other, name: 'home' }]).success).toBe(false);
    expect(RouteTable.safeParse([{ ...home, path: 'orders' }]).success).toBe(false);
    expect(RouteTable.safeParse([{ ...home, featureFlag: 'NoSuchFlag' }]).success).toBe(false);
  });
});

describe('default side menu', () => {
  it('lists the spec entries in order', () => {
    expect(DEFAULT_MENUS.side.map((entry) => entry.id)).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftpInstructions',
      'settings',
      'b2bSettings',
      'savedProjects',
      'photos',
      'widgets',
      'faqs',
      'signOut',
    ]);
  });

  it('shows invoices, FTP and B2B settings to B2B only, settings and widgets to others only', () => {
    const audienceOf = (id: string) => DEFAULT_MENUS.side.find((entry) => entry.id === id)?.audience;
    expect(['invoices', 'ftpInstructions', 'b2bSettings'].map(audienceOf)).toEqual(['b2b', 'b2b', 'b2b']);
    expect(['settings', 'widgets'].map(audienceOf)).toEqual(['consumer', 'consumer']);
    expect(['overview', 'orders', 'savedProjects', 'photos', 'faqs', 'signOut'].map(audienceOf)).toEqual(
      Array(6).fill('all'),
    );
  });

  it('shows photos only with PhotoManagementTimelineViewEnabled', () => {
    const flagged = DEFAULT_MENUS.side.filter((entry) => entry.featureFlag !== null);
    expect(flagged.map((entry) => [entry.id, entry.featureFlag])).toEqual([
      ['photos', 'PhotoManagementTimelineViewEnabled'],
    ]);
  });

  it('is, with the route table, a valid public config', () => {
    expect(PublicConfig.parse(DEFAULT_PUBLIC_CONFIG)).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('accepts a page link to an absolute URL and rejects one to another scheme', () => {
    const faq = {
      ...DEFAULT_MENUS.side[0],
      id: 'faqs',
      link: { kind: 'page', href: 'https://help.example.test' },
    };
    expect(PublicConfig.safeParse({ routes: DEFAULT_ROUTES, menus: { side: [faq] } }).success).toBe(true);
    const bad = { ...faq, link: { kind: 'page', href: 'javascript:alert(1)' } };
    expect(PublicConfig.safeParse({ routes: DEFAULT_ROUTES, menus: { side: [bad] } }).success).toBe(false);
  });
});
