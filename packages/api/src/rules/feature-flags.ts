/**
 * Feature flags (photo-library §6, account-portal §5, §6). The first four names are the spec's; the
 * spec describes the others without naming them, so their names are chosen here.
 */
export const FEATURE_FLAGS = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  /** Upload from a phone through a QR code. */
  'PhotoManagementQrUploadEnabled',
  /** Re-activation (import) of a photo library. */
  'PhotoManagementReactivationEnabled',
  /** B2B FTP instructions and integration. */
  'B2BFtpIntegrationEnabled',
  /** B2B invoices. */
  'B2BInvoicesEnabled',
  /** Ordering prints from a selection of photos. */
  'OrderPrintsEnabled',
  /** Hides the header navigation. */
  'HideHeaderNavigation',
  /** The stripped-down layout (also selected by the query flag stripped=true). */
  'StrippedLayout',
  /** The support chat widget (account-portal §2: chat widgets can be disabled by settings). */
  'SupportChatEnabled',
  /** Analytics tracking, run only with the visitor's cookie consent (account-portal §2). */
  'TrackingEnabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Per flag, from `config.json`: on or off everywhere, or on only for the listed host names. */
export type FeatureFlagConfig = { readonly [Flag in FeatureFlag]?: boolean | readonly string[] };

/** The part of `localStorage` the resolution reads; injected so the rule stays pure. */
export interface FlagOverrideStorage {
  getItem(key: string): string | null;
}

/** Local storage key of a flag's override: `featureFlag:PhotoManagementAlbumViewEnabled`. */
export const FEATURE_FLAG_OVERRIDE_PREFIX = 'featureFlag:';

export function featureFlagOverrideKey(flag: FeatureFlag): string {
  return `${FEATURE_FLAG_OVERRIDE_PREFIX}${flag}`;
}

export interface FeatureFlagSources {
  readonly config: FeatureFlagConfig;
  /** The page's host name (`location.hostname`); a port, letter case and Unicode spelling do not matter. */
  readonly host: string;
  /** Omitted where there is no local storage (server, tests). */
  readonly storage?: FlagOverrideStorage | undefined;
}

/*
 * [Note: Feature flag resolution]
 * In order, the first that answers decides (account-portal §5):
 * 1. A local storage override: exactly 'true' or 'false' under `featureFlag:<flag>`, so a tester can
 *    switch a flag in one browser. Any other text is ignored, as is storage that throws on access
 *    (blocked site data): neither may change what a customer sees.
 * 2. A boolean in the config.
 * 3. A list of host names in the config: on when the page's host is listed. Hosts are compared as
 *    URL host names, so 'Fotoklöver.se' in the config matches the browser's 'xn--fotoklver-…'.
 * A flag the config does not mention is off.
 */

export function isFeatureEnabled(flag: FeatureFlag, sources: FeatureFlagSources): boolean {
  const override = readOverride(sources.storage, featureFlagOverrideKey(flag));
  if (override !== null) return override;
  const configured = sources.config[flag];
  if (typeof configured === 'boolean') return configured;
  if (configured === undefined) return false;
  const host = normaliseHost(sources.host);
  return configured.some((listed) => normaliseHost(listed) === host);
}

/** Every flag resolved at once, e.g. to provide them to a whole element. */
export function resolveFeatureFlags(sources: FeatureFlagSources): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, isFeatureEnabled(flag, sources)])) as Record<
    FeatureFlag,
    boolean
  >;
}

function readOverride(storage: FlagOverrideStorage | undefined, key: string): boolean | null {
  let stored: string | null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return null;
}

function normaliseHost(host: string): string {
  const trimmed = host.trim();
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed.toLowerCase();
  }
}
