import {
  MERCHANDISE_SDL,
  type MerchandiseChannelWithArticles,
  MerchandiseChannelWithArticles as MerchandiseChannelWithArticlesSchema,
} from '@portal/api/schemas/merchandise';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { checkOutput } from '../../http/validation.ts';
import type { ServiceContext } from '../context.ts';
import { CATALOGUE_CHANNELS, channelWithArticles, findChannel } from './catalogue.ts';

/** The contract's GraphQL path (clients/merchandise.ts), within the service's prefix. */
const GRAPHQL_PATH = '/graphql';

interface ChannelArguments {
  readonly code: string;
  readonly locale: string;
}

interface FastifyContext {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}

/*
 * [Note: The merchandise service takes a bearer token]
 * The catalogue holds nothing personal, yet the contract's client sends the session's token like
 * every account call (account-portal §6: all calls use a bearer token; the contract names only config
 * and the newsletter confirmation as public). So the service answers 401 without a valid token, like
 * every other service here, and a portal that forgets the token fails loudly in development instead
 * of only against a production catalogue that insists on one.
 */

/**
 * The merchandise GraphQL service (account-portal §7 'Merchandise GraphQL'): serves exactly the
 * contract's `MERCHANDISE_SDL` with graphql-yoga at POST /graphql. A channel code the catalogue does
 * not know resolves to `channel: null`, which the client reports as 'Channel Not Found'.
 */
export function registerMerchandiseService(app: FastifyInstance, context: ServiceContext): void {
  const schema = createSchema<FastifyContext>({
    typeDefs: MERCHANDISE_SDL,
    resolvers: {
      Query: {
        channels: (): MerchandiseChannelWithArticles[] =>
          CATALOGUE_CHANNELS.map((channel) =>
            checkOutput(MerchandiseChannelWithArticlesSchema, channelWithArticles(channel, null)),
          ),
        channel: (
          _parent: unknown,
          { code, locale }: ChannelArguments,
        ): MerchandiseChannelWithArticles | null => {
          const channel = findChannel(code);
          if (!channel) return null;
          return checkOutput(MerchandiseChannelWithArticlesSchema, channelWithArticles(channel, locale));
        },
      },
    },
  });
  const yoga = createYoga<FastifyContext>({
    schema,
    graphqlEndpoint: `${app.prefix}${GRAPHQL_PATH}`,
    graphiql: false,
    landingPage: false,
    batching: false,
    // Resolver failures reach the client masked ('Unexpected error.'); the log keeps what happened.
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...details: unknown[]) => app.log.warn({ details }, 'merchandise GraphQL warning'),
      error: (...details: unknown[]) => app.log.error({ details }, 'merchandise GraphQL error'),
    },
  });

  app.post(GRAPHQL_PATH, async (request, reply) => {
    await context.auth.requireUser(request);
    const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
