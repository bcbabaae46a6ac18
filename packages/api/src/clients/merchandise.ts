import type * as z from 'zod/mini';
import { ThrownMessage } from '../errors.ts';
import { type CallOptions, requestJson, type ServiceEndpoint } from '../http.ts';
import {
  CHANNEL_QUERY,
  CHANNELS_QUERY,
  ChannelQueryData,
  ChannelsQueryData,
  type GraphQLRequestBody,
  graphQLResponse,
  type MerchandiseChannel,
  type MerchandiseChannelWithArticles,
} from '../schemas/merchandise.ts';

/**
 * Merchandise GraphQL service (`services.merchandise`), account-portal §7 'Merchandise GraphQL'.
 * Path chosen here; the reference server implements exactly it: POST /graphql with the JSON body
 * `{ query, variables }`, answering `{ data }` or `{ errors: [{ message }] }` with status 200.
 */

const GRAPHQL_PATH = '/graphql';

/** A GraphQL answer carried `errors`: `messages` holds each one, `message` all of them joined. */
export class MerchandiseQueryError extends Error {
  override readonly name = 'MerchandiseQueryError';

  constructor(readonly messages: readonly string[]) {
    super(messages.join('; '));
  }
}

async function query<Data>(
  service: ServiceEndpoint,
  body: GraphQLRequestBody,
  data: z.ZodMiniType<Data>,
  options: CallOptions,
): Promise<Data> {
  const answer = await requestJson(
    service,
    { method: 'POST', path: GRAPHQL_PATH, body, signal: options.signal },
    graphQLResponse(data),
  );
  if ('errors' in answer) throw new MerchandiseQueryError(answer.errors.map((error) => error.message));
  return answer.data;
}

/** POST /graphql with `CHANNELS_QUERY`: every sales channel. Throws `MerchandiseQueryError` on GraphQL errors. */
export async function getChannels(
  service: ServiceEndpoint,
  options: CallOptions = {},
): Promise<MerchandiseChannel[]> {
  const data = await query(service, { query: CHANNELS_QUERY }, ChannelsQueryData, options);
  return data.channels;
}

/**
 * POST /graphql with `CHANNEL_QUERY` and variables `{ code, locale }`: one channel with its articles.
 * Throws `MerchandiseQueryError` on GraphQL errors and an Error 'Channel Not Found' when the
 * service knows no channel by that code (account-portal §8).
 */
export async function getChannel(
  service: ServiceEndpoint,
  code: string,
  locale: string,
  options: CallOptions = {},
): Promise<MerchandiseChannelWithArticles> {
  const data = await query(
    service,
    { query: CHANNEL_QUERY, variables: { code, locale } },
    ChannelQueryData,
    options,
  );
  if (data.channel === null) throw new Error(ThrownMessage.channelNotFound);
  return data.channel;
}
