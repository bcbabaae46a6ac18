import { describe, expect, it } from 'vitest';
import { SETTINGS_ROUTES, settingsPaths } from './settings-paths.ts';

describe('settingsPaths', () => {
  it('links consumers and business customers to their own pages', () => {
    expect(settingsPaths(false).email).toBe('/email');
    expect(settingsPaths(true).email).toBe('/b2b/email');
    expect(settingsPaths(true).overview).toBe('/b2b');
    expect(settingsPaths(false).changeAddress('a/1')).toBe('/address/a%2F1');
    expect(settingsPaths(true).newAddress).toBe('/b2b/new-address');
  });

  it('routes every path it links to', () => {
    const patterns = SETTINGS_ROUTES.map(([pattern]) => pattern);
    for (const b2b of [false, true]) {
      const paths = settingsPaths(b2b);
      for (const path of [paths.overview, paths.email, paths.newAddress, paths.addresses]) {
        expect(patterns, path).toContain(path);
      }
    }
  });
});
