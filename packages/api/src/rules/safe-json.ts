import type * as z from 'zod/mini';
import { ThrownMessage } from '../errors.ts';

/*
 * [Note: Stored JSON]
 * JSON read back from local storage or a cookie may be truncated, hand-edited or written by an older
 * release. Text that is not JSON, and JSON that does not match the schema a caller gives, both fail
 * with 'Unable to parse JSON' (account-portal §5), the original error kept as `cause`.
 */

/** Parses JSON text, throwing 'Unable to parse JSON' for text that is not JSON. */
export function parseJson(text: string): unknown;
/** Parses JSON text and validates it, throwing 'Unable to parse JSON' when either step fails. */
export function parseJson<T>(text: string, schema: z.ZodMiniType<T>): T;
export function parseJson<T>(text: string, schema?: z.ZodMiniType<T>): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(ThrownMessage.unableToParseJson, { cause: error });
  }
  if (schema === undefined) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(ThrownMessage.unableToParseJson, { cause: parsed.error });
  return parsed.data;
}

/** Parses JSON text, or gives `fallback` when there is no text or it is not JSON. */
export function parseJsonOr<F>(text: string | null | undefined, fallback: F): unknown;
/** Parses and validates JSON text, or gives `fallback` when there is no text or either step fails. */
export function parseJsonOr<T, F = T>(
  text: string | null | undefined,
  fallback: F,
  schema: z.ZodMiniType<T>,
): T | F;
export function parseJsonOr<T, F>(
  text: string | null | undefined,
  fallback: F,
  schema?: z.ZodMiniType<T>,
): unknown {
  if (text === null || text === undefined) return fallback;
  try {
    return schema === undefined ? parseJson(text) : parseJson(text, schema);
  } catch {
    return fallback;
  }
}
