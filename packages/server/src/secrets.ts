import type { Database } from './db/database.ts';
import { nowIso } from './db/database.ts';

/**
 * Returns the named secret, creating it with `create` the first time. Secrets live in the database,
 * not in a process, so every instance behind a load balancer signs and verifies with the same keys
 * and a restart keeps every session valid. Two processes racing on first start agree on one value:
 * the insert that loses is ignored and both read the winner.
 */
export async function getOrCreateSecret(
  { db }: Database,
  name: string,
  create: () => string | Promise<string>,
): Promise<string> {
  const existing = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('server_secrets')
    .values({ name, value: await create(), created_at: nowIso() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}
