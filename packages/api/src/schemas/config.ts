import * as z from 'zod/mini';
import { BRAND_IDS, SITE_COUNTRIES, SITE_LOCALES } from '../rules/brand.ts';
import { FEATURE_FLAGS, type FeatureFlag } from '../rules/feature-flags.ts';
import { httpUrl, id } from './common.ts';

/**
 * The browser's configuration (account-portal §3 'Config', §7 'Config'; ARCHITECTURE 'config.json'):
 * `GET /config.json` (every service's base URL, sign-in, sockets, flags, sites, routes, menus),
 * `GET /locales/{locale}.json` (a string catalogue) and the public config by host (menus and routes).
 * The spec lists what config holds; the exact shapes are chosen here and the reference server serves
 * exactly them.
 */

/**
 * [Note: Root-relative service URLs]
 * A base URL may be absolute (`https://photos.example.test/v2`) or root-relative (`/services/photo`).
 * Root-relative values resolve against the page's origin, so one `config.json` serves every brand host
 * of one deployment without cross-origin calls; absolute values point a service anywhere else.
 * Protocol-relative values (`//host/…`) are refused: they would silently follow the page's scheme.
 */
const rootRelativePath = z.string().check(z.regex(/^\/(?!\/)\S*$/));

/** An http(s) URL or a root-relative path (see [Note: Root-relative service URLs]). */
export const endpointUrl = z.union([httpUrl, rootRelativePath]);

/** A WebSocket URL (ws or wss) or a root-relative path (see [Note: Root-relative service URLs]). */
export const socketUrl = z.union([z.url({ protocol: /^wss?$/ }), rootRelativePath]);

/** Every service the portal calls, as `config.json` names it under `services`. */
export const SERVICE_NAMES = [
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
] as const;
export const ServiceName = z.enum(SERVICE_NAMES);
export type ServiceName = z.infer<typeof ServiceName>;

export const ServiceConfig = z.object({ baseUrl: endpointUrl });
export type ServiceConfig = z.infer<typeof ServiceConfig>;

/**
 * [Note: Service names are required, extra names ignored]
 * Every one of SERVICE_NAMES must be configured: a missing one is a broken deployment, found when the
 * config loads rather than on the first call of a rarely used screen. Names the portal does not know
 * are dropped, so a config written for a newer portal still loads in an older one.
 */
export const Services = z.object(
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, ServiceConfig])) as Record<
    ServiceName,
    typeof ServiceConfig
  >,
);
export type Services = z.infer<typeof Services>;

/** OpenID Connect sign-in (account-portal §3 'auth settings'). */
export const AuthConfig = z.object({
  /** The issuer URL of the identity provider for this channel. */
  authority: httpUrl,
  clientId: id,
  /** Requested scopes, e.g. ['openid', 'profile', 'email']; the sign-in request joins them with spaces. */
  scopes: z.array(z.string().check(z.regex(/^\S+$/))).check(z.minLength(1)),
  /**
   * The provider's token endpoint, so a page renews its tokens with one request; without it the
   * browser reads it from the provider's discovery document first.
   */
  tokenEndpoint: z.optional(httpUrl),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

/**
 * Where the identity provider sends the browser back to, on the site's own origin: after sign-in
 * with the authorization code, after sign-out with the state that says where to go on. The portal
 * serves both on every site; the provider registers both as the portal client's redirect URIs.
 */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
export const SIGN_OUT_CALLBACK_PATH = '/auth/signed-out';

/** The photo storage service as photo-library §7 'Other' describes it. */
export const StorageConfig = z.object({
  apiUrl: endpointUrl,
  /** Shown in a QR code and opened on a phone, so it must be absolute. */
  qrUploadBaseUrl: httpUrl,
  /** Socket for transfers from a phone. */
  transferSocketUrl: socketUrl,
});
export type StorageConfig = z.infer<typeof StorageConfig>;

/** A feature flag's name as config spells it, e.g. 'PhotoManagementTimelineViewEnabled'. */
export const featureFlagName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/));

/** A flag the portal knows (`rules/feature-flags.ts`): what a route or menu entry may require. */
export const KnownFeatureFlag = z.enum(FEATURE_FLAGS);

/**
 * A flag is on or off everywhere (boolean) or on only for the listed host names (account-portal §5:
 * local storage override, then the config boolean, then the per-host list). Host names may be written
 * in Unicode or punycode; `rules/feature-flags.ts` compares them as the browser does.
 */
export const FeatureFlagValue = z.union([z.boolean(), z.array(z.string().check(z.regex(/^[^\s/?#@]+$/)))]);
export type FeatureFlagValue = z.infer<typeof FeatureFlagValue>;

/**
 * Flags by name. Names the portal does not know are kept, not refused: config may switch on a flag
 * for a newer portal before this one is replaced.
 */
export const FeatureFlags = z.record(featureFlagName, FeatureFlagValue);
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/**
 * A locale tag as the catalogues are named: language, optional script, optional region
 * ('en-GB', 'de-AT', 'nb-NO', 'zh-Hant-TW', 'es-419').
 */
export const localeTag = z.string().check(z.regex(/^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/));

/**
 * One brand in one country (account-portal §1), the shape `rules/brand.ts` resolves hosts with: a site
 * answers on each of its `hostNames` (the Swedish brand has two spellings), the first locale is the
 * site's default.
 */
export const SiteEntry = z.object({
  brand: z.enum(BRAND_IDS),
  displayName: z.string().check(z.minLength(1)),
  country: z.enum(SITE_COUNTRIES),
  locales: z.tuple([z.enum(SITE_LOCALES)], z.enum(SITE_LOCALES)),
  hostNames: z.tuple([z.hostname()], z.hostname()),
  channel: id,
  b2b: z.boolean(),
});
export type SiteEntry = z.infer<typeof SiteEntry>;

/** An i18n key such as 'pageTitle.orders': dot-separated camelCase segments. */
export const labelKey = z.string().check(z.regex(/^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+$/));

/**
 * Label keys of the page titles (account-portal §2 'Menu titles', one key per title) and of the two
 * side menu entries that are not pages. The UI's en-GB catalogue holds `DEFAULT_LABELS_EN_GB`.
 */
export const LabelKey = {
  myAccountOverview: 'pageTitle.myAccountOverview',
  orders: 'pageTitle.orders',
  b2bInvoices: 'pageTitle.b2bInvoices',
  ftpInstructions: 'pageTitle.ftpInstructions',
  mySettings: 'pageTitle.mySettings',
  myPhotos: 'pageTitle.myPhotos',
  photos: 'pageTitle.photos',
  albums: 'pageTitle.albums',
  downloads: 'pageTitle.downloads',
  mySavedProjects: 'pageTitle.mySavedProjects',
  myOnlinePhotoBooks: 'pageTitle.myOnlinePhotoBooks',
  changePersonalDetails: 'pageTitle.changePersonalDetails',
  changeEmailAddress: 'pageTitle.changeEmailAddress',
  deliveryAddress: 'pageTitle.deliveryAddress',
  orderDetails: 'pageTitle.orderDetails',
  faqs: 'menu.faqs',
  signOut: 'menu.signOut',
} as const;
export type LabelKey = (typeof LabelKey)[keyof typeof LabelKey];

/** The en-GB text of each label key: the spec's titles, capitalised as page titles ('My photos', photo-library §2.1). */
export const DEFAULT_LABELS_EN_GB: Readonly<Record<LabelKey, string>> = {
  [LabelKey.myAccountOverview]: 'My account overview',
  [LabelKey.orders]: 'Orders',
  [LabelKey.b2bInvoices]: 'B2B invoices',
  [LabelKey.ftpInstructions]: 'FTP instructions',
  [LabelKey.mySettings]: 'My settings',
  [LabelKey.myPhotos]: 'My photos',
  [LabelKey.photos]: 'Photos',
  [LabelKey.albums]: 'Albums',
  [LabelKey.downloads]: 'Downloads',
  [LabelKey.mySavedProjects]: 'My saved projects',
  [LabelKey.myOnlinePhotoBooks]: 'My online photo books',
  [LabelKey.changePersonalDetails]: 'Change personal details',
  [LabelKey.changeEmailAddress]: 'Change email address',
  [LabelKey.deliveryAddress]: 'Delivery address',
  [LabelKey.orderDetails]: 'Order details',
  [LabelKey.faqs]: 'FAQs',
  [LabelKey.signOut]: 'Sign out',
};

/** Who may open a route or see a menu entry (account-portal §6: B2B-only and non-B2B-only areas). */
export const Audience = z.enum(['all', 'b2b', 'consumer']);
export type Audience = z.infer<typeof Audience>;

/** A route path: root-relative, react-router syntax (`:param`), as the spec's route table spells it. */
export const routePath = z.string().check(z.regex(/^\/[A-Za-z0-9\-/:]*$/));

/**
 * One row of the route table (account-portal §2).
 *
 * [Note: Route matching]
 * `exact: true` matches the path only; `exact: false` also matches every path below it (the host
 * mounts `path/*`, and the area's element routes inside). The host ranks more specific paths first,
 * as react-router does, so '/settings/b2b' never shadows '/settings/b2b/email' whatever the order.
 * The spec marks /orders and /settings (and the widget route) exact; '/' is exact too, or it would
 * match everything. `public` routes render outside the signed-in shell; `audience` hides B2B-only and
 * consumer-only pages from the others; `featureFlag` names a flag that must be on; `titleKey` is the
 * page title's label key, null for pages without a title of their own (result pages, sign out).
 */
export const RouteEntry = z.object({
  path: routePath,
  /** A stable camelCase name the host and elements refer to instead of the path. */
  name: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
  exact: z.boolean(),
  public: z.boolean(),
  audience: Audience,
  featureFlag: z.nullable(KnownFeatureFlag),
  titleKey: z.nullable(labelKey),
});
export type RouteEntry = z.infer<typeof RouteEntry>;

export const RouteTable = z.array(RouteEntry).check(
  z.refine((routes) => new Set(routes.map((route) => route.path)).size === routes.length, {
    message: 'Route paths must be unique',
  }),
  z.refine((routes) => new Set(routes.map((route) => route.name)).size === routes.length, {
    message: 'Route names must be unique',
  }),
);
export type RouteTable = z.infer<typeof RouteTable>;

/**
 * Where a menu entry leads: a portal route (client-side navigation) or any other page, an absolute
 * http(s) URL or a path on the site's own origin, opened with a full page load (the brand's FAQs).
 */
export const MenuLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route'), path: routePath }),
  z.object({ kind: z.literal('page'), href: endpointUrl }),
]);
export type MenuLink = z.infer<typeof MenuLink>;

export const MenuEntry = z.object({
  id: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
  labelKey,
  link: MenuLink,
  audience: Audience,
  /** The entry shows only while this flag is on. */
  featureFlag: z.nullable(KnownFeatureFlag),
});
export type MenuEntry = z.infer<typeof MenuEntry>;

/** The portal's menus by place; the side menu is the one the spec describes. */
export const Menus = z.object({ side: z.array(MenuEntry) });
export type Menus = z.infer<typeof Menus>;

interface RoutesAndMenus {
  routes: readonly RouteEntry[];
  menus: Menus;
}

/** Every menu entry that links to a portal route must link to a route of the same table. */
function menuRoutesExist({ routes, menus }: RoutesAndMenus): boolean {
  const paths = new Set(routes.map((route) => route.path));
  return menus.side.every((entry) => entry.link.kind !== 'route' || paths.has(entry.link.path));
}
const menuRoutesExistCheck = z.refine<RoutesAndMenus>(menuRoutesExist, {
  message: 'Every menu entry must link to a route of the route table',
});

/** What the public config by host answers: the route table and menus for that host's site. */
export const PublicConfig = z.object({ routes: RouteTable, menus: Menus }).check(menuRoutesExistCheck);
export type PublicConfig = z.infer<typeof PublicConfig>;

/** `GET /config.json`. */
export const PortalConfig = z
  .object({
    services: Services,
    /** Push socket for archive and activation events (photo-library §7). */
    pushSocketUrl: socketUrl,
    auth: AuthConfig,
    /** Where 'Order prints' sends the customer (photo-library §7 'Other'). */
    printsEditorUrl: endpointUrl,
    storage: StorageConfig,
    /** The cookie consent script (account-portal §7 'Cookie consent is loaded from a script'). */
    cookieConsentUrl: endpointUrl,
    featureFlags: FeatureFlags,
    /**
     * How long a page waits for the A/B testing service's offers before it shows control (account-
     * portal §7 'Config'), in milliseconds; without it 1,500. A deployment whose testing vendor is
     * slower or further away sets its own.
     */
    abTestWaitMs: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
    sites: z.array(SiteEntry).check(z.minLength(1)),
    /** The defaults; the public config by host may replace them for one site. */
    routes: RouteTable,
    menus: Menus,
  })
  .check(menuRoutesExistCheck);
export type PortalConfig = z.infer<typeof PortalConfig>;

/**
 * `GET /locales/{locale}.json`: keys to strings, flat ('pageTitle.orders') or nested
 * ({ pageTitle: { orders } }), as i18next reads either.
 *
 * [Note: The one hand-written schema type]
 * z.infer cannot name a type that contains itself through a record, so the catalogue's type is
 * written once here and the schema is checked against it.
 */
export interface LocaleCatalogue {
  readonly [key: string]: string | LocaleCatalogue;
}
export const LocaleCatalogue: z.ZodMiniType<LocaleCatalogue> = z.record(
  z.string().check(z.minLength(1)),
  z.union([z.string(), z.lazy(() => LocaleCatalogue)]),
);

interface RouteOptions {
  exact?: boolean;
  public?: boolean;
  audience?: Audience;
  featureFlag?: FeatureFlag;
}

function defineRoute(
  path: string,
  name: string,
  titleKey: LabelKey | null,
  options: RouteOptions = {},
): RouteEntry {
  return {
    path,
    name,
    exact: options.exact ?? false,
    public: options.public ?? false,
    audience: options.audience ?? 'all',
    featureFlag: options.featureFlag ?? null,
    titleKey,
  };
}

const B2B = { audience: 'b2b' } as const;
const CONSUMER = { audience: 'consumer' } as const;
const PUBLIC = { public: true } as const;
const EXACT = { exact: true } as const;

/**
 * The route table of account-portal §2, paths verbatim (including the trailing slash of the two
 * change-address routes, which own the address id below them). It is what the public config serves
 * by default and what `loadPublicConfig` falls back to.
 *
 * [Note: Widget routes]
 * The spec gives widgets an exact-match route and a share route but not their paths. A widget belongs
 * to one online photo book, so both live below it: '/online-products/:productCode/widget' (exact,
 * so the share route below it is its own page) and '/online-products/:productCode/widget/share'.
 * Widgets and online photo books are consumer-only, as the side menu shows widgets to non-B2B only.
 *
 * Only the photos menu entry carries the photos flag, not the '/my-photos' route: an export link
 * from an e-mail ('/my-photos/exports/:backupId') must open whichever view flags are on, and the
 * photo library gates its own views. The payment method page has no title in the spec's list and
 * shows 'My settings', the area it belongs to.
 */
export const DEFAULT_ROUTES: readonly RouteEntry[] = [
  defineRoute('/', 'home', LabelKey.myAccountOverview, EXACT),
  defineRoute('/account-deleted', 'accountDeleted', null, PUBLIC),
  defineRoute('/delete-account-confirmation', 'deleteAccountConfirmation', null),
  defineRoute('/delete-account-error', 'deleteAccountError', null),
  defineRoute('/saved-projects', 'savedProjects', LabelKey.mySavedProjects),
  defineRoute('/orders', 'orders', LabelKey.orders, EXACT),
  defineRoute('/orders/:orderCode', 'orderDetails', LabelKey.orderDetails),
  defineRoute('/downloads', 'downloads', LabelKey.downloads),
  defineRoute('/settings', 'settings', LabelKey.mySettings, { ...EXACT, ...CONSUMER }),
  defineRoute('/settings/b2b', 'b2bSettings', LabelKey.mySettings, B2B),
  defineRoute('/settings/b2b/email', 'b2bChangeEmail', LabelKey.changeEmailAddress, B2B),
  defineRoute('/settings/personal-details', 'personalDetails', LabelKey.changePersonalDetails),
  defineRoute('/settings/payment-method', 'paymentMethod', LabelKey.mySettings),
  defineRoute('/settings/email', 'changeEmail', LabelKey.changeEmailAddress, CONSUMER),
  defineRoute('/change-email-confirmation', 'changeEmailConfirmation', null),
  defineRoute('/change-email-success', 'changeEmailSuccess', null, PUBLIC),
  defineRoute('/change-email-error', 'changeEmailError', null),
  defineRoute('/logout', 'logout', null),
  defineRoute('/online-products', 'onlineProducts', LabelKey.myOnlinePhotoBooks, CONSUMER),
  defineRoute('/online-products/:productCode', 'onlineProduct', LabelKey.myOnlinePhotoBooks, CONSUMER),
  defineRoute('/settings/new-address', 'newAddress', LabelKey.deliveryAddress, CONSUMER),
  defineRoute('/settings/address/', 'changeAddress', LabelKey.deliveryAddress, CONSUMER),
  defineRoute('/settings/addresses/all', 'allAddresses', LabelKey.deliveryAddress),
  defineRoute('/settings/b2b/new-address', 'b2bNewAddress', LabelKey.deliveryAddress, B2B),
  defineRoute('/settings/b2b/address/', 'b2bChangeAddress', LabelKey.deliveryAddress, B2B),
  defineRoute('/invoices', 'invoices', LabelKey.b2bInvoices, B2B),
  defineRoute('/integration', 'integration', LabelKey.ftpInstructions, B2B),
  defineRoute('/subscription-confirmation', 'subscriptionConfirmation', null, PUBLIC),
  defineRoute('/subscription-confirmation-success', 'subscriptionConfirmationSuccess', null, PUBLIC),
  defineRoute('/subscription-confirmation-error', 'subscriptionConfirmationError', null, PUBLIC),
  defineRoute('/my-photos', 'myPhotos', LabelKey.myPhotos),
  defineRoute('/online-products/:productCode/widget', 'widget', LabelKey.myOnlinePhotoBooks, {
    ...EXACT,
    ...CONSUMER,
  }),
  defineRoute(
    '/online-products/:productCode/widget/share',
    'widgetShare',
    LabelKey.myOnlinePhotoBooks,
    CONSUMER,
  ),
];

/** The flag that shows the photos entry (account-portal §2 'Side menu'). */
export const PHOTOS_MENU_FLAG: FeatureFlag = 'PhotoManagementTimelineViewEnabled';

/** The FAQs live on the brand's own site; a site's public config may give another address. */
export const DEFAULT_FAQ_HREF = '/faq';

function defineMenuEntry(
  entryId: string,
  labelKeyOfEntry: LabelKey,
  link: MenuLink,
  audience: Audience = 'all',
  featureFlag: FeatureFlag | null = null,
): MenuEntry {
  return { id: entryId, labelKey: labelKeyOfEntry, link, audience, featureFlag };
}

function toRoute(routePathOfEntry: string): MenuLink {
  return { kind: 'route', path: routePathOfEntry };
}

/**
 * The side menu of account-portal §2, in the spec's order: B2B customers get invoices, FTP
 * instructions and B2B settings; the others get settings and widgets (the online photo books).
 * Labels are the page titles' keys, so an entry reads as the page it opens.
 */
export const DEFAULT_MENUS: Menus = {
  side: [
    defineMenuEntry('overview', LabelKey.myAccountOverview, toRoute('/')),
    defineMenuEntry('orders', LabelKey.orders, toRoute('/orders')),
    defineMenuEntry('invoices', LabelKey.b2bInvoices, toRoute('/invoices'), 'b2b'),
    defineMenuEntry('ftpInstructions', LabelKey.ftpInstructions, toRoute('/integration'), 'b2b'),
    defineMenuEntry('settings', LabelKey.mySettings, toRoute('/settings'), 'consumer'),
    defineMenuEntry('b2bSettings', LabelKey.mySettings, toRoute('/settings/b2b'), 'b2b'),
    defineMenuEntry('savedProjects', LabelKey.mySavedProjects, toRoute('/saved-projects')),
    defineMenuEntry('photos', LabelKey.myPhotos, toRoute('/my-photos'), 'all', PHOTOS_MENU_FLAG),
    defineMenuEntry('widgets', LabelKey.myOnlinePhotoBooks, toRoute('/online-products'), 'consumer'),
    defineMenuEntry('faqs', LabelKey.faqs, { kind: 'page', href: DEFAULT_FAQ_HREF }),
    defineMenuEntry('signOut', LabelKey.signOut, toRoute('/logout')),
  ],
};

/** The built-in public config: the spec's route table and side menu. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { routes: [...DEFAULT_ROUTES], menus: DEFAULT_MENUS };
