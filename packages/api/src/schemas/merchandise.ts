import * as z from 'zod/mini';
import { httpUrl, id } from './common.ts';

/**
 * Merchandise GraphQL (account-portal §3 'Merchandise channel', §7 'Merchandise GraphQL'): the sales
 * channels and, per channel and locale, the articles with their option groups. Field names keep the
 * service's PascalCase. The spec names the fields; the root fields, arguments, query documents and the
 * SDL below are chosen here, and the reference server serves exactly `MERCHANDISE_SDL`.
 */

/** The schema the reference server implements; the two query documents below are valid against it. */
export const MERCHANDISE_SDL = `type Query {
  channels: [Channel!]!
  channel(code: String!, locale: String!): Channel
}

type Channel {
  ID: ID!
  Vendor: Vendor!
  ShopUrl: String!
  Currency: Currency!
  Articles: [Article!]!
}

type Vendor {
  ID: ID!
  Locale: String!
}

type Currency {
  ID: ID!
}

type Article {
  ID: ID!
  ArticleType: String!
  Title: String!
  PageHeight: Float
  PageWidth: Float
  Visible: Boolean!
  Links: [Link!]!
  OptionGroups: [OptionGroup!]!
}

type Link {
  Rel: String!
  Href: String!
}

type OptionGroup {
  ID: ID!
  Options: [Option!]!
}

type Option {
  ID: ID!
  Title: String!
}
`;

/** Every channel with its vendor, shop and currency. */
export const CHANNELS_QUERY = `query MerchandiseChannels {
  channels {
    ID
    Vendor { ID Locale }
    ShopUrl
    Currency { ID }
  }
}
`;

/** One channel by code, with its articles' titles in `locale`; null when there is no such channel. */
export const CHANNEL_QUERY = `query MerchandiseChannel($code: String!, $locale: String!) {
  channel(code: $code, locale: $locale) {
    ID
    Vendor { ID Locale }
    ShopUrl
    Currency { ID }
    Articles {
      ID
      ArticleType
      Title
      PageHeight
      PageWidth
      Visible
      Links { Rel Href }
      OptionGroups {
        ID
        Options { ID Title }
      }
    }
  }
}
`;

export const MerchandiseVendor = z.object({ ID: id, Locale: id });
export type MerchandiseVendor = z.infer<typeof MerchandiseVendor>;

/** ISO 4217 code, e.g. 'EUR'. */
export const MerchandiseCurrency = z.object({ ID: z.string().check(z.regex(/^[A-Z]{3}$/)) });
export type MerchandiseCurrency = z.infer<typeof MerchandiseCurrency>;

export const MerchandiseChannel = z.object({
  ID: id,
  Vendor: MerchandiseVendor,
  ShopUrl: httpUrl,
  Currency: MerchandiseCurrency,
});
export type MerchandiseChannel = z.infer<typeof MerchandiseChannel>;

/** A link of an article, e.g. `{ Rel: 'shop', Href: 'https://…' }`. */
export const ArticleLink = z.object({ Rel: id, Href: httpUrl });
export type ArticleLink = z.infer<typeof ArticleLink>;

export const ArticleOption = z.object({ ID: id, Title: z.string() });
export type ArticleOption = z.infer<typeof ArticleOption>;

/** A choice the customer makes for an article, e.g. cover type, paper, print size, wrapper, frame, lay flat. */
export const ArticleOptionGroup = z.object({ ID: id, Options: z.array(ArticleOption) });
export type ArticleOptionGroup = z.infer<typeof ArticleOptionGroup>;

/** Page size in millimetres; null for articles without pages (wrappers, frames). */
const pageSize = z.nullable(z.number().check(z.positive()));

export const Article = z.object({
  ID: id,
  ArticleType: id,
  Title: z.string(),
  PageHeight: pageSize,
  PageWidth: pageSize,
  Visible: z.boolean(),
  Links: z.array(ArticleLink),
  OptionGroups: z.array(ArticleOptionGroup),
});
export type Article = z.infer<typeof Article>;

export const MerchandiseChannelWithArticles = z.object({
  ...MerchandiseChannel.shape,
  Articles: z.array(Article),
});
export type MerchandiseChannelWithArticles = z.infer<typeof MerchandiseChannelWithArticles>;

/** `data` of `CHANNELS_QUERY`. */
export const ChannelsQueryData = z.object({ channels: z.array(MerchandiseChannel) });
export type ChannelsQueryData = z.infer<typeof ChannelsQueryData>;

/** `data` of `CHANNEL_QUERY`. */
export const ChannelQueryData = z.object({ channel: z.nullable(MerchandiseChannelWithArticles) });
export type ChannelQueryData = z.infer<typeof ChannelQueryData>;

/** One entry of a GraphQL answer's `errors`. */
export const GraphQLErrorEntry = z.object({ message: z.string() });
export type GraphQLErrorEntry = z.infer<typeof GraphQLErrorEntry>;

/** The POST body of a GraphQL call; the portal's own queries are a few hundred characters. */
export const GraphQLRequestBody = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(10_000)),
  variables: z.optional(z.record(z.string(), z.unknown())),
});
export type GraphQLRequestBody = z.infer<typeof GraphQLRequestBody>;

/**
 * [Note: GraphQL errors before data]
 * A GraphQL answer that carries `errors` may have `data` null or partial, which would fail the data
 * schema and hide the service's own messages behind a contract error. So an answer with a non-empty
 * `errors` matches the first branch whatever its `data`, and only an answer without errors must match
 * the data schema.
 */
export function graphQLResponse<Data extends z.ZodMiniType>(data: Data) {
  return z.union([
    z.object({ errors: z.array(GraphQLErrorEntry).check(z.minLength(1)) }),
    z.object({ data }),
  ]);
}
