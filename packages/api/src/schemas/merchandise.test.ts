import { describe, expect, it } from 'vitest';
import {
  Article,
  CHANNEL_QUERY,
  CHANNELS_QUERY,
  ChannelQueryData,
  ChannelsQueryData,
  graphQLResponse,
  MERCHANDISE_SDL,
  MerchandiseChannel,
} from './merchandise.ts';

const channel = {
  ID: 'PRINTWELL_GB',
  Vendor: { ID: 'printwell', Locale: 'en-GB' },
  ShopUrl: 'https://www.printwell.example.test/',
  Currency: { ID: 'GBP' },
};
const article = {
  ID: 'PAP_HC_A4',
  ArticleType: 'PhotoBook',
  Title: 'Hardcover photo book A4',
  PageHeight: 297,
  PageWidth: 210,
  Visible: true,
  Links: [{ Rel: 'shop', Href: 'https://www.printwell.example.test/photo-books' }],
  OptionGroups: [
    { ID: 'CoverType', Options: [{ ID: 'hard', Title: 'Hardcover' }] },
    { ID: 'LayFlat', Options: [{ ID: 'yes', Title: 'Lay flat' }] },
  ],
};

describe('merchandise schemas', () => {
  it('accepts a channel with vendor, shop url and currency', () => {
    expect(MerchandiseChannel.parse(channel)).toEqual(channel);
  });

  it('rejects a currency that is not an ISO 4217 code and a shop url that is not http(s)', () => {
    expect(MerchandiseChannel.safeParse({ ...channel, Currency: { ID: 'pound' } }).success).toBe(false);
    expect(MerchandiseChannel.safeParse({ ...channel, ShopUrl: 'ftp://x.test' }).success).toBe(false);
  });

  it('accepts an article with page size, links and option groups, and one without pages', () => {
    expect(Article.parse(article)).toEqual(article);
    expect(Article.safeParse({ ...article, PageHeight: null, PageWidth: null }).success).toBe(true);
  });

  it('rejects an article with a zero page size or an option without a title', () => {
    expect(Article.safeParse({ ...article, PageWidth: 0 }).success).toBe(false);
    const OptionGroups = [{ ID: 'Paper', Options: [{ ID: 'matte' }] }];
    expect(Article.safeParse({ ...article, OptionGroups }).success).toBe(false);
  });

  it('reads the data of both queries, a missing channel being null', () => {
    expect(ChannelsQueryData.safeParse({ channels: [channel] }).success).toBe(true);
    expect(ChannelQueryData.safeParse({ channel: { ...channel, Articles: [article] } }).success).toBe(true);
    expect(ChannelQueryData.safeParse({ channel: null }).success).toBe(true);
    expect(ChannelQueryData.safeParse({ channel }).success).toBe(false);
  });

  it('reads an answer with errors whatever its data, and an answer without errors by its data', () => {
    const answer = graphQLResponse(ChannelsQueryData);
    expect(answer.parse({ errors: [{ message: 'boom' }], data: { channels: 'partial' } })).toEqual({
      errors: [{ message: 'boom' }],
    });
    expect(answer.parse({ errors: [], data: { channels: [] } })).toEqual({ data: { channels: [] } });
    expect(answer.safeParse({ data: { channels: 'x' } }).success).toBe(false);
  });
});

describe('merchandise query documents', () => {
  it('ask for every channel field of the spec', () => {
    for (const field of ['channels', 'ID', 'Vendor { ID Locale }', 'ShopUrl', 'Currency { ID }']) {
      expect(CHANNELS_QUERY).toContain(field);
    }
  });

  it('ask for one channel by code and locale with every article field of the spec', () => {
    expect(CHANNEL_QUERY).toContain('channel(code: $code, locale: $locale)');
    for (const field of [
      'ArticleType',
      'Title',
      'PageHeight',
      'PageWidth',
      'Visible',
      'Links',
      'OptionGroups',
    ]) {
      expect(CHANNEL_QUERY).toContain(field);
    }
    expect(CHANNEL_QUERY).toContain('Options { ID Title }');
  });

  it('use only root fields and types the SDL declares', () => {
    expect(MERCHANDISE_SDL).toContain('channels: [Channel!]!');
    expect(MERCHANDISE_SDL).toContain('channel(code: String!, locale: String!): Channel');
    for (const type of ['Channel', 'Vendor', 'Currency', 'Article', 'Link', 'OptionGroup', 'Option']) {
      expect(MERCHANDISE_SDL).toContain(`type ${type} {`);
    }
  });
});
