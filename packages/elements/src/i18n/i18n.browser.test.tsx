import { describe, expect, inject, it } from 'vitest';
import type { PreloadedCatalogue } from '../platform-preload.ts';
import { createI18n } from './i18n.ts';
import deDE from './locales/de-DE.json';
import nlNL from './locales/nl-NL.json';

/**
 * The page's translations taking the catalogue the loader asked for
 * ([Note: Config and catalogue alongside the code]), against the real reference server's
 * catalogues (test/portal-server.ts).
 */

const origin = () => ({ baseUrl: inject('portalOrigin') });

/** The loader's request for `locale`'s catalogue, with what became of it. */
function preloaded(locale: 'de-DE' | 'nl-NL', answer: Promise<Response>) {
  const seen = { abandoned: false };
  const catalogue: PreloadedCatalogue = {
    locale,
    answer,
    abandon: () => {
      seen.abandoned = true;
    },
  };
  return { catalogue, seen };
}

describe("the page's translations", () => {
  it('show the catalogue the loader already asked for, without asking again', async () => {
    const answer = new Response(JSON.stringify(nlNL), { headers: { 'content-type': 'application/json' } });
    const { catalogue, seen } = preloaded('nl-NL', Promise.resolve(answer));
    const i18n = await createI18n(origin(), 'nl-NL', catalogue);
    expect(i18n.translate()('pageTitle.myPhotos')).toBe(nlNL.pageTitle.myPhotos);
    expect(answer.bodyUsed).toBe(true);
    expect(seen.abandoned).toBe(false);
  });

  it("abandon the loader's request for another language and ask for the page's own", async () => {
    const { catalogue, seen } = preloaded('de-DE', fetch(`${inject('portalOrigin')}/locales/de-DE.json`));
    const i18n = await createI18n(origin(), 'nl-NL', catalogue);
    expect(seen.abandoned).toBe(true);
    expect(i18n.translate()('pageTitle.myPhotos')).toBe(nlNL.pageTitle.myPhotos);
    expect(nlNL.pageTitle.myPhotos).not.toBe(deDE.pageTitle.myPhotos);
  });

  it("ask again the ordinary way when the loader's answer breaks the contract", async () => {
    const broken = new Response('{"pageTitle": 42', { headers: { 'content-type': 'application/json' } });
    const { catalogue, seen } = preloaded('nl-NL', Promise.resolve(broken));
    const i18n = await createI18n(origin(), 'nl-NL', catalogue);
    expect(seen.abandoned).toBe(true);
    expect(i18n.translate()('pageTitle.myPhotos')).toBe(nlNL.pageTitle.myPhotos);
  });
});
