import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlagConfig,
  type FlagOverrideStorage,
  featureFlagOverrideKey,
  isFeatureEnabled,
  resolveFeatureFlags,
} from './feature-flags.ts';

const flag: FeatureFlag = 'PhotoManagementAlbumViewEnabled';
const host = 'www.printwell.example';

function storageWith(values: Record<string, string>): FlagOverrideStorage {
  return { getItem: (key) => values[key] ?? null };
}

describe('feature flag names', () => {
  it('includes the spec’s four photo management flags', () => {
    expect(FEATURE_FLAGS).toEqual(
      expect.arrayContaining([
        'PhotoManagementTimelineViewEnabled',
        'PhotoManagementAlbumViewEnabled',
        'PhotoManagementSharedAlbumsViewEnabled',
        'PhotoManagementUploadViewEnabled',
      ]),
    );
  });

  it('names the QR upload, reactivation, FTP, invoices, order prints, header and stripped layout flags', () => {
    expect(FEATURE_FLAGS).toEqual(
      expect.arrayContaining([
        'PhotoManagementQrUploadEnabled',
        'PhotoManagementReactivationEnabled',
        'B2BFtpIntegrationEnabled',
        'B2BInvoicesEnabled',
        'OrderPrintsEnabled',
        'HideHeaderNavigation',
        'StrippedLayout',
      ]),
    );
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
  });

  it('keeps an override under featureFlag:<flag>', () => {
    expect(featureFlagOverrideKey(flag)).toBe('featureFlag:PhotoManagementAlbumViewEnabled');
  });
});

describe('isFeatureEnabled', () => {
  it('lets a local storage override win over the config', () => {
    const config: FeatureFlagConfig = { [flag]: false };
    expect(
      isFeatureEnabled(flag, {
        config,
        host,
        storage: storageWith({ [featureFlagOverrideKey(flag)]: 'true' }),
      }),
    ).toBe(true);
  });

  it('lets a local storage override switch off a flag the config and host list switch on', () => {
    const storage = storageWith({ [featureFlagOverrideKey(flag)]: 'false' });
    expect(isFeatureEnabled(flag, { config: { [flag]: true }, host, storage })).toBe(false);
    expect(isFeatureEnabled(flag, { config: { [flag]: [host] }, host, storage })).toBe(false);
  });

  it.each(['TRUE', 'yes', '1', '', ' true', '{"on":true}'])(
    'ignores the stored override %j and uses the config',
    (stored) => {
      const storage = storageWith({ [featureFlagOverrideKey(flag)]: stored });
      expect(isFeatureEnabled(flag, { config: { [flag]: false }, host, storage })).toBe(false);
      expect(isFeatureEnabled(flag, { config: { [flag]: true }, host, storage })).toBe(true);
    },
  );

  it('uses the config when local storage cannot be read', () => {
    const storage: FlagOverrideStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(isFeatureEnabled(flag, { config: { [flag]: true }, host, storage })).toBe(true);
  });

  it('reads only the override of the flag asked for', () => {
    const storage = storageWith({ [featureFlagOverrideKey('OrderPrintsEnabled')]: 'true' });
    expect(isFeatureEnabled(flag, { config: {}, host, storage })).toBe(false);
  });

  it('uses a config boolean when there is no override', () => {
    expect(isFeatureEnabled(flag, { config: { [flag]: true }, host })).toBe(true);
    expect(isFeatureEnabled(flag, { config: { [flag]: false }, host })).toBe(false);
  });

  it('switches a flag on for a host in its host list, and off for any other host', () => {
    const config: FeatureFlagConfig = { [flag]: ['www.snapbook.example', host] };
    expect(isFeatureEnabled(flag, { config, host })).toBe(true);
    expect(isFeatureEnabled(flag, { config, host: 'www.recuerdo.example' })).toBe(false);
  });

  it('is off for an empty host list', () => {
    expect(isFeatureEnabled(flag, { config: { [flag]: [] }, host })).toBe(false);
  });

  it('compares hosts without letter case, port or surrounding spaces', () => {
    const config: FeatureFlagConfig = { [flag]: [' WWW.Printwell.Example '] };
    expect(isFeatureEnabled(flag, { config, host: 'www.printwell.example:5173' })).toBe(true);
  });

  it('matches a Unicode host name in the config with the browser’s punycode spelling', () => {
    const config: FeatureFlagConfig = { [flag]: ['www.fotoklöver.example'] };
    const browserHost = new URL('https://www.fotoklöver.example/').hostname;
    expect(browserHost).toMatch(/^www\.xn--/);
    expect(isFeatureEnabled(flag, { config, host: browserHost })).toBe(true);
  });

  it('compares a host that is not a valid host name as plain lower-case text', () => {
    expect(isFeatureEnabled(flag, { config: { [flag]: ['Bad Host'] }, host: 'bad host' })).toBe(true);
    expect(isFeatureEnabled(flag, { config: { [flag]: ['Bad Host'] }, host: 'other host' })).toBe(false);
  });

  it('is off when the config does not mention the flag', () => {
    expect(isFeatureEnabled(flag, { config: {}, host })).toBe(false);
  });
});

describe('resolveFeatureFlags', () => {
  it('resolves every flag', () => {
    const flags = resolveFeatureFlags({
      config: { PhotoManagementTimelineViewEnabled: true, OrderPrintsEnabled: [host] },
      host,
      storage: storageWith({ [featureFlagOverrideKey('StrippedLayout')]: 'true' }),
    });
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['OrderPrintsEnabled', 'PhotoManagementTimelineViewEnabled', 'StrippedLayout']);
  });
});

describe('feature flag laws', () => {
  const anyFlag = fc.constantFrom(...FEATURE_FLAGS);
  const hostName = fc.domain();
  const setting = fc.option(fc.oneof(fc.boolean(), fc.array(hostName, { maxLength: 3 })), { nil: undefined });
  const stored = fc.option(fc.oneof(fc.constantFrom('true', 'false'), fc.string()), { nil: null });

  it('follows override, then config boolean, then host list, then off', () => {
    fc.assert(
      fc.property(anyFlag, setting, stored, hostName, (name, configured, override, page) => {
        const config: FeatureFlagConfig = configured === undefined ? {} : { [name]: configured };
        const storage = storageWith(override === null ? {} : { [featureFlagOverrideKey(name)]: override });
        const expected =
          override === 'true' || override === 'false'
            ? override === 'true'
            : typeof configured === 'boolean'
              ? configured
              : (configured ?? []).some((listed) => listed.toLowerCase() === page.toLowerCase());
        expect(isFeatureEnabled(name, { config, host: page, storage })).toBe(expected);
      }),
    );
  });
});
