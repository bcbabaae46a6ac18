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

/**
 * Parses one part of a request with the contract's schema; a mismatch answers 400 naming the field.
 *
 * [Note: A body names only the contract's fields]
 * The contract's objects strip keys they do not know, which suits answers (a newer service may send
 * more) but not requests: a field the server ignores is a caller's mistake it would never hear of
 * ('photoId' for 'photoIds', a misspelt 'callbackURL' that leaves the setting as it was). So a body
 * with a field the contract does not name, at any depth, answers 400 naming it. Queries may carry
 * what a cache or a tracker adds, and are parsed as the contract says.
 */
export function parseInput<T>(schema: z.ZodMiniType<T>, value: unknown, part: InputPart): T {
  if (part === 'body') {
    const unknown = unknownFields(schema, value, [part]);
    if (unknown.length > 0) throw new HttpProblem(400, unknownFieldsMessage(unknown));
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new HttpProblem(400, `Invalid request ${details}`);
}

/** What the walk below reads of a zod schema's definition. */
interface SchemaDefinition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodMiniType>>;
  readonly catchall?: unknown;
  readonly innerType?: z.ZodMiniType;
  readonly element?: z.ZodMiniType;
  readonly in?: z.ZodMiniType;
  readonly options?: readonly z.ZodMiniType[];
  readonly getter?: () => z.ZodMiniType;
}

function definitionOf(schema: z.ZodMiniType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 400 message naming the first unknown fields ('Invalid request body.extra: unknown field'). */
export function unknownFieldsMessage(paths: readonly string[]): string {
  return `Invalid request ${paths
    .slice(0, 5)
    .map((path) => `${path}: unknown field`)
    .join('; ')}`;
}

/**
 * The paths ('body.address.extra') of the keys in `value` that `schema` does not name (see
 * [Note: A body names only the contract's fields]).
 */
export function unknownFields(schema: z.ZodMiniType, value: unknown, path: readonly string[]): string[] {
  const def = definitionOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || def.shape === undefined || def.catchall !== undefined) return [];
      const shape = def.shape;
      return Object.entries(value).flatMap(([key, inner]) => {
        const field = shape[key];
        return field === undefined ? [[...path, key].join('.')] : unknownFields(field, inner, [...path, key]);
      });
    }
    case 'array': {
      const element = def.element;
      if (!Array.isArray(value) || element === undefined) return [];
      return value.flatMap((inner, index) => unknownFields(element, inner, [...path, String(index)]));
    }
    case 'union': {
      // The option that fits best: a value that some option takes whole has no unknown field.
      const found = (def.options ?? []).map((option) => unknownFields(option, value, path));
      return (
        found.reduce<string[] | null>(
          (best, each) => (best === null || each.length < best.length ? each : best),
          null,
        ) ?? []
      );
    }
    case 'pipe':
      return def.in === undefined ? [] : unknownFields(def.in, value, path);
    case 'lazy':
      return def.getter === undefined ? [] : unknownFields(def.getter(), value, path);
    default:
      return def.innerType === undefined || value === undefined || value === null
        ? []
        : unknownFields(def.innerType, value, path);
  }
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
