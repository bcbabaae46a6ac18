import type { FastifyError, FastifyInstance } from 'fastify';
import { en } from 'zod/locales';
import * as z from 'zod/mini';

// The contract's schemas are zod/mini, which carries no messages of its own: load the English ones
// so a 400 says what is wrong ('photoIds: Too small: expected array to have >=1 items').
z.config(en());

/** An error a route throws to answer with its status and a message the caller can show or log. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpProblem(404, `${what} not found`);

type InputPart = 'body' | 'query' | 'params';

/** Parses one part of a request with the contract's schema; a mismatch answers 400 naming the field. */
export function parseInput<T>(schema: z.ZodMiniType<T>, value: unknown, part: InputPart): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new HttpProblem(400, `Invalid request ${details}`);
}

/**
 * Parses an answer with the contract's schema before it leaves: the reference server must never
 * send what the contract forbids. A mismatch is a server bug and answers 500.
 */
export function checkOutput<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`Answer breaks the contract: ${z.prettifyError(parsed.error)}`);
}

/** Every error leaves as `{ message }` JSON with its status; unexpected ones are logged and hidden. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    return reply.status(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
