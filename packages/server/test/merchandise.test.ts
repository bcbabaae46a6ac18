import { getChannel, getChannels, MerchandiseQueryError } from '@portal/api/clients/merchandise';
import { ThrownMessage } from '@portal/api/errors';
import { DEFAULT_SITES } from '@portal/api/rules/brand';
import { CHANNEL_QUERY } from '@portal/api/schemas/merchandise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const OPTION_GROUPS = ['CoverType', 'Paper', 'PrintSize', 'Wrapper', 'Frame', 'LayFlat'];

describe.each(ENGINES)('merchandise GraphQL on $name', (engine) => {
  let server: PortalServer;
  let token: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    token = await server.tokenFor('demo@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const merchandise = () => server.endpoint('merchandise', token);
  const post = (body: unknown, bearer: string | null = token) =>
    fetch(`${server.baseUrl}/services/merchandise/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it.skipIf(engine.skip)('lists one channel per brand site, with its vendor, shop and currency', async () => {
    const channels = await getChannels(merchandise());
    expect(channels.map((channel) => channel.ID)).toEqual(DEFAULT_SITES.map((site) => site.channel));
    expect(channels.find((channel) => channel.ID === 'PRINTWELL_GB')).toEqual({
      ID: 'PRINTWELL_GB',
      Vendor: { ID: 'printwell', Locale: 'en-GB' },
      ShopUrl: 'https://www.printwell.co.uk',
      Currency: { ID: 'GBP' },
    });
    expect(channels.find((channel) => channel.ID === 'FOTOKLOVER_SE')?.Currency.ID).toBe('SEK');
    expect(channels.find((channel) => channel.ID === 'LUMORA_NL')?.Currency.ID).toBe('EUR');
  });

  it.skipIf(engine.skip)(
    'answers a channel with its articles and option groups, titled in the locale',
    async () => {
      const channel = await getChannel(merchandise(), 'POSTERHAUS_AT', 'de-AT');
      expect(channel.Vendor).toEqual({ ID: 'posterhaus', Locale: 'de-AT' });
      const book = channel.Articles.find((article) => article.ID === 'PB-A4-LANDSCAPE');
      expect(book).toMatchObject({
        ArticleType: 'PhotoBook',
        Title: 'Fotobuch A4 quer',
        PageWidth: 297,
        PageHeight: 210,
      });
      expect(book?.OptionGroups.find((group) => group.ID === 'CoverType')?.Options).toContainEqual({
        ID: 'HARDCOVER',
        Title: 'Hardcover',
      });
      const groups = new Set(
        channel.Articles.flatMap((article) => article.OptionGroups.map((group) => group.ID)),
      );
      expect([...groups].sort()).toEqual([...OPTION_GROUPS].sort());
      const frame = channel.Articles.find((article) => article.ArticleType === 'Frame');
      expect(frame).toMatchObject({ Title: 'Bilderrahmen', PageWidth: null, PageHeight: null });
      expect(book?.Links).toContainEqual({
        Rel: 'shop',
        Href: 'https://www.posterhaus.at/photo-books/a4-landscape',
      });
    },
  );

  it.skipIf(engine.skip)(
    'titles articles in another of the channel’s locales, or else its default',
    async () => {
      const french = await getChannel(merchandise(), 'LUMORA_BE', 'fr-BE');
      expect(french.Articles.find((article) => article.ID === 'CAL-A3-WALL')?.Title).toBe(
        'Calendrier mural A3',
      );
      const dutch = await getChannel(merchandise(), 'LUMORA_BE', 'nl-BE');
      expect(dutch.Articles.find((article) => article.ID === 'CAL-A3-WALL')?.Title).toBe('Wandkalender A3');
      const fallback = await getChannel(merchandise(), 'LUMORA_BE', 'sv-SE');
      expect(fallback.Articles.find((article) => article.ID === 'CAL-A3-WALL')?.Title).toBe(
        'Wandkalender A3',
      );
    },
  );

  it.skipIf(engine.skip)('hides consumer-only articles in the business channel', async () => {
    const business = await getChannel(merchandise(), 'POSTERHAUS_BUSINESS_DE', 'de-DE');
    expect(business.Articles.find((article) => article.ID === 'GIFT-WRAPPER')?.Visible).toBe(false);
    const consumer = await getChannel(merchandise(), 'POSTERHAUS_DE', 'de-DE');
    expect(consumer.Articles.every((article) => article.Visible)).toBe(true);
  });

  it.skipIf(engine.skip)(
    "answers channel: null for an unknown code, which the client reports as 'Channel Not Found'",
    async () => {
      await expect(getChannel(merchandise(), 'NO_SUCH_CHANNEL', 'en-GB')).rejects.toThrow(
        ThrownMessage.channelNotFound,
      );
      const response = await post({
        query: CHANNEL_QUERY,
        variables: { code: 'NO_SUCH_CHANNEL', locale: 'en-GB' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { channel: null } });
    },
  );

  it.skipIf(engine.skip)('answers GraphQL errors as errors, which the client throws', async () => {
    const response = await post({ query: '{ channels { NoSuchField } }' });
    const answer = (await response.json()) as { errors?: { message: string }[] };
    expect(answer.errors?.[0]?.message).toContain('NoSuchField');
    const missingVariable = await post({ query: CHANNEL_QUERY, variables: { code: 'PRINTWELL_GB' } });
    expect(((await missingVariable.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    const failing = {
      ...merchandise(),
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, body: JSON.stringify({ query: '{ nope }' }) })) as typeof fetch,
    };
    await expect(getChannels(failing)).rejects.toBeInstanceOf(MerchandiseQueryError);
  });

  it.skipIf(engine.skip)('answers 400 without a query and 401 without a token', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ query: '{ channels { ID } }' }, null)).status).toBe(401);
    expect((await post({ query: '{ channels { ID } }' }, 'not-a-token')).status).toBe(401);
  });
});
