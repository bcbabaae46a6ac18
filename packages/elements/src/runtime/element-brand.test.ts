import { resolveSite } from '@portal/api/rules/brand';
import { describe, expect, it } from 'vitest';
import { elementBrand } from './element-brand.ts';

describe('elementBrand', () => {
  it("wears the brand attribute, whatever the page's site", () => {
    expect(elementBrand('snapbook', resolveSite('lumora.nl'), 'lumora.nl')).toBe('snapbook');
  });

  it('wears the brand of the host name before the config has loaded, not a default brand', () => {
    expect(elementBrand(undefined, undefined, 'www.lumora.nl')).toBe('lumora');
    expect(elementBrand(undefined, undefined, 'fjordfoto.no.localhost')).toBe('fjordfoto');
    expect(elementBrand(undefined, undefined, 'example.com')).toBe('printwell');
  });

  it("follows the config's site once it has loaded, and an unknown attribute is ignored", () => {
    expect(elementBrand('nobody', resolveSite('posterhaus.de'), 'posterhaus.de')).toBe('posterhaus');
    expect(elementBrand(undefined, null, 'lumora.nl')).toBe('printwell');
  });
});
