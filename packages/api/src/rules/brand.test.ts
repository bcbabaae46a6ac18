import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  DEFAULT_LOCALE,
  DEFAULT_SITES,
  isProductionRoot,
  LOCAL_DEFAULT_CHANNEL,
  resolveSite,
  SITE_COUNTRIES,
  SITE_LOCALES,
  type Site,
  siteLocale,
} from './brand.ts';

function siteOf(hostname: string): Site | undefined {
  return resolveSite(hostname)?.site;
}

describe('brands and countries (account-portal §1)', () => {
  it.each([
    ['lumora.be', 'lumora', 'BE'],
    ['lumora.de', 'lumora', 'DE'],
    ['lumora.nl', 'lumora', 'NL'],
    ['printwell.co.uk', 'printwell', 'GB'],
    ['fjordfoto.no', 'fjordfoto', 'NO'],
    ['cliche.fr', 'cliche', 'FR'],
    ['fotoklover.se', 'fotoklover', 'SE'],
    ['posterhaus.de', 'posterhaus', 'DE'],
    ['posterhaus.at', 'posterhaus', 'AT'],
    ['business.posterhaus.de', 'posterhaus', 'DE'],
    ['snapbook.co.uk', 'snapbook', 'GB'],
    ['snapbook.fr', 'snapbook', 'FR'],
    ['snapbook.ie', 'snapbook', 'IE'],
    ['snapbook.it', 'snapbook', 'IT'],
    ['snapbook.dk', 'snapbook', 'DK'],
    ['recuerdo.es', 'recuerdo', 'ES'],
    ['recuerdo.pt', 'recuerdo', 'PT'],
  ])('resolves www.%s to brand %s in %s', (host, brand, country) => {
    expect(siteOf(`www.${host}`)).toMatchObject({ brand, country });
  });

  it('has eight brands with the countries the spec gives each', () => {
    const countries = new Map<string, string[]>();
    for (const entry of DEFAULT_SITES) {
      countries.set(entry.brand, [...(countries.get(entry.brand) ?? []), entry.country]);
    }
    expect(Object.fromEntries(countries)).toEqual({
      lumora: ['BE', 'DE', 'NL'],
      printwell: ['GB'],
      fjordfoto: ['NO'],
      cliche: ['FR'],
      fotoklover: ['SE'],
      posterhaus: ['DE', 'AT', 'DE'],
      snapbook: ['GB', 'FR', 'IE', 'IT', 'DK'],
      recuerdo: ['ES', 'PT'],
    });
    expect(BRAND_IDS).toHaveLength(8);
  });

  it('has one B2B site: PosterHaus Business in DE', () => {
    expect(DEFAULT_SITES.filter((entry) => entry.b2b)).toEqual([
      expect.objectContaining({
        brand: 'posterhaus',
        displayName: 'PosterHaus Business',
        country: 'DE',
        channel: 'POSTERHAUS_BUSINESS_DE',
      }),
    ]);
    expect(siteOf('posterhaus.de')?.b2b).toBe(false);
  });

  it('uses the fictional display names, with their accents', () => {
    expect(new Set(DEFAULT_SITES.map((entry) => entry.displayName))).toEqual(
      new Set([
        'Lumora',
        'Printwell',
        'Fjordfoto',
        'Cliché',
        'Fotoklöver',
        'PosterHaus',
        'PosterHaus Business',
        'Snapbook',
        'Recuerdo',
      ]),
    );
  });

  it('gives every site a unique channel and unique host names, all in the exported vocabularies', () => {
    const channels = DEFAULT_SITES.map((entry) => entry.channel);
    const hosts = DEFAULT_SITES.flatMap((entry) => entry.hostNames);
    expect(new Set(channels).size).toBe(channels.length);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const entry of DEFAULT_SITES) {
      expect(BRAND_IDS).toContain(entry.brand);
      expect(SITE_COUNTRIES).toContain(entry.country);
      for (const locale of entry.locales) expect(SITE_LOCALES).toContain(locale);
    }
  });

  it('resolves each host name of the table to its own site', () => {
    for (const entry of DEFAULT_SITES) {
      for (const host of entry.hostNames) expect(siteOf(host)).toBe(entry);
    }
  });
});

describe('the Swedish brand’s two host spellings', () => {
  it('holds the real punycode of fotoklöver.se', () => {
    const punycode = new URL('https://fotoklöver.se').hostname;
    expect(siteOf(punycode)?.hostNames).toContain(punycode);
  });

  it.each([
    'fotoklover.se',
    'fotoklöver.se',
    'FOTOKLÖVER.SE',
    'xn--fotoklver-57a.se',
    'XN--FOTOKLVER-57A.SE',
    'www.t.fotoklöver.se',
  ])('resolves %s to Fotoklöver in SE', (host) => {
    expect(siteOf(host)).toMatchObject({ brand: 'fotoklover', country: 'SE', channel: 'FOTOKLOVER_SE' });
  });

  it('reads the environment the same way for the Unicode spelling', () => {
    expect(resolveSite('a.fotoklöver.se')?.environment).toBe('a');
  });
});

describe('environment from the host prefix', () => {
  it.each([
    ['lumora.nl', 'p'],
    ['www.lumora.nl', 'p'],
    ['t.lumora.nl', 't'],
    ['www.t.lumora.nl', 't'],
    ['a.lumora.nl', 'a'],
    ['www.a.lumora.nl', 'a'],
  ] as const)('reads %s as environment %s', (host, environment) => {
    expect(resolveSite(host)).toMatchObject({ environment, local: false, site: { channel: 'LUMORA_NL' } });
  });

  it.each(['t.www.lumora.nl', 'p.lumora.nl', 'x.lumora.nl', 'www.www.lumora.nl', 't.t.lumora.nl'])(
    'does not recognise %s, which is outside the one scheme',
    (host) => {
      expect(resolveSite(host)).toBeNull();
    },
  );

  it('keeps the business sub-domain apart from the consumer site', () => {
    expect(resolveSite('www.t.business.posterhaus.de')).toMatchObject({
      environment: 't',
      site: { channel: 'POSTERHAUS_BUSINESS_DE' },
    });
  });
});

describe('local development', () => {
  it.each([
    ['lumora.nl.localhost', 'LUMORA_NL', 'p'],
    ['www.lumora.be.localhost', 'LUMORA_BE', 'p'],
    ['t.snapbook.ie.localhost', 'SNAPBOOK_IE', 't'],
    ['a.recuerdo.pt.localhost', 'RECUERDO_PT', 'a'],
    ['fotoklöver.se.localhost', 'FOTOKLOVER_SE', 'p'],
  ] as const)('resolves %s to %s without the .localhost suffix', (host, channel, environment) => {
    expect(resolveSite(host)).toEqual({
      site: expect.objectContaining({ channel }),
      environment,
      local: true,
    });
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST.'])('opens Printwell GB on plain %s', (host) => {
    expect(resolveSite(host)).toEqual({
      site: expect.objectContaining({ brand: 'printwell', country: 'GB', channel: LOCAL_DEFAULT_CHANNEL }),
      environment: 'p',
      local: true,
    });
  });

  it('opens the first site on plain localhost when the table has no Printwell GB', () => {
    const sites = DEFAULT_SITES.filter((entry) => entry.channel !== LOCAL_DEFAULT_CHANNEL);
    expect(resolveSite('localhost', sites)?.site).toBe(sites[0]);
    expect(resolveSite('localhost', [])).toBeNull();
  });

  it('does not resolve an unknown name under .localhost', () => {
    expect(resolveSite('example.com.localhost')).toBeNull();
  });
});

describe('host name normalisation', () => {
  it.each(['WWW.LUMORA.NL', 'Www.T.Lumora.Nl', 'www.lumora.nl.', 'T.LUMORA.NL.', 'lumora.nl.localhost.'])(
    'ignores case and a trailing dot in %s',
    (host) => {
      expect(siteOf(host)?.channel).toBe('LUMORA_NL');
    },
  );

  it.each([
    '',
    '.',
    'example.com',
    'lumora.nl.example.com',
    'evil-lumora.nl',
    'lumora.nl/path',
    'lumora.nl:8080',
    'user@lumora.nl',
    'lumora.nl?x',
    'lumora.nl#x',
    ' lumora.nl',
    'lumora.n\u00e9l',
    'lumora..nl',
  ])('gives null for the unknown or malformed host %j', (host) => {
    expect(resolveSite(host)).toBeNull();
  });

  it('gives null for a Unicode value the URL parser cannot read as a host', () => {
    expect(resolveSite('ö\u0000.se')).toBeNull();
    expect(resolveSite('\u00ad')).toBeNull();
    expect(resolveSite('ö_x.se')).toBeNull();
  });

  it('resolves a replacement table the configuration supplies, Unicode host names included', () => {
    const sites: Site[] = [
      {
        brand: 'cliche',
        displayName: 'Cliché',
        country: 'FR',
        locales: ['fr-FR'],
        hostNames: ['cliché.fr', 'bad host'],
        channel: 'CLICHE_FR',
        b2b: false,
      },
    ];
    expect(resolveSite('t.xn--clich-fsa.fr', sites)?.environment).toBe('t');
    expect(resolveSite('cliche.fr', sites)).toBeNull();
  });

  it('never throws and never resolves a host outside the table', () => {
    const known = new Set(
      DEFAULT_SITES.flatMap((entry) => entry.hostNames).flatMap((host) =>
        ['', 'www.', 't.', 'a.', 'www.t.', 'www.a.'].map((prefix) => prefix + host),
      ),
    );
    fc.assert(
      fc.property(fc.string(), (host) => {
        const resolved = resolveSite(host);
        const bare = host
          .toLowerCase()
          .replace(/\.$/, '')
          .replace(/\.localhost$/, '');
        if (resolved !== null && !['localhost', '127.0.0.1', '[::1]'].includes(bare)) {
          expect(known.has(bare) || known.has(new URL(`http://${bare}`).hostname)).toBe(true);
        }
      }),
    );
  });

  it('resolves every table host in every environment, with or without www and .localhost', () => {
    const hosts = DEFAULT_SITES.flatMap((entry) => entry.hostNames.map((host) => ({ entry, host })));
    fc.assert(
      fc.property(
        fc.constantFrom(...hosts),
        fc.constantFrom('t', 'a', 'p'),
        fc.boolean(),
        fc.boolean(),
        ({ entry, host }, environment, www, local) => {
          const name = `${www ? 'www.' : ''}${environment === 'p' ? '' : `${environment}.`}${host}`;
          expect(resolveSite(local ? `${name}.localhost` : name)).toEqual({
            site: entry,
            environment,
            local,
          });
        },
      ),
    );
  });
});

describe('robots: INDEX only on the root of production hosts', () => {
  it.each([
    ['www.lumora.nl', '/', true],
    ['lumora.nl', '', true],
    ['www.fotoklöver.se', '/', true],
    ['www.lumora.nl', '/orders', false],
    ['www.lumora.nl', '/my-photos/photos', false],
    ['t.lumora.nl', '/', false],
    ['www.a.lumora.nl', '/', false],
    ['lumora.nl.localhost', '/', false],
    ['localhost', '/', false],
    ['example.com', '/', false],
  ] as const)('on %s at %j indexes: %s', (host, pathname, indexed) => {
    expect(isProductionRoot(host, pathname)).toBe(indexed);
  });

  it('never indexes a path other than the root', () => {
    fc.assert(
      fc.property(
        fc.string().filter((path) => path !== '/' && path !== ''),
        (path) => {
          expect(isProductionRoot('www.printwell.co.uk', path)).toBe(false);
        },
      ),
    );
  });
});

describe('locales', () => {
  it('defaults to en-GB', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
    expect(siteLocale(null, 'fr-FR')).toBe('en-GB');
  });

  it('gives Belgium nl-BE by default and fr-BE on request', () => {
    const belgium = siteOf('lumora.be') ?? null;
    expect(belgium?.locales).toEqual(['nl-BE', 'fr-BE']);
    expect(siteLocale(belgium)).toBe('nl-BE');
    expect(siteLocale(belgium, 'fr-BE')).toBe('fr-BE');
    expect(siteLocale(belgium, 'de-DE')).toBe('nl-BE');
  });

  it('maps the Austrian PosterHaus channel to de-AT', () => {
    expect(
      DEFAULT_SITES.filter((entry) => entry.locales.includes('de-AT')).map((entry) => entry.channel),
    ).toEqual(['POSTERHAUS_AT']);
  });

  it.each([
    ['lumora.nl', 'nl-NL'],
    ['lumora.de', 'de-DE'],
    ['printwell.co.uk', 'en-GB'],
    ['fjordfoto.no', 'nb-NO'],
    ['cliche.fr', 'fr-FR'],
    ['fotoklover.se', 'sv-SE'],
    ['posterhaus.at', 'de-AT'],
    ['business.posterhaus.de', 'de-DE'],
    ['snapbook.ie', 'en-IE'],
    ['snapbook.it', 'it-IT'],
    ['snapbook.dk', 'da-DK'],
    ['recuerdo.es', 'es-ES'],
    ['recuerdo.pt', 'pt-PT'],
  ])('speaks %s in %s', (host, locale) => {
    expect(siteLocale(siteOf(host) ?? null)).toBe(locale);
  });

  it('uses every listed locale on some site', () => {
    expect(new Set(DEFAULT_SITES.flatMap((entry) => entry.locales))).toEqual(new Set(SITE_LOCALES));
  });
});
