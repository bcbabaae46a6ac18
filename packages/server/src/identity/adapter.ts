import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

/**
 * The models whose objects belong to a grant: revoking the grant (sign-out, a refresh token used
 * twice) removes every one of them. Mirrors the library's own in-memory adapter.
 */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * Clients are configured in code, never registered at run time; answering their look-ups without a
 * query spares the database a trip for every unknown client id.
 */
const STATIC_ONLY_MODELS = new Set(['Client']);

/**
 * Stores the provider's objects in the `oidc_payloads` table, so every process behind a load
 * balancer sees the same sessions, grants and refresh tokens and a restart keeps them all. Expired
 * rows are invisible at once and removed later by `deleteExpiredPayloads`.
 */
export class DatabaseAdapter implements Adapter {
  readonly #database: Database;
  readonly #model: string;

  constructor(database: Database, model: string) {
    this.#database = database;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: GRANT_MEMBERS.has(this.#model) ? stringOrNull(payload.grantId) : null,
      user_code: stringOrNull(payload.userCode),
      uid: stringOrNull(payload.uid),
      expires_at: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000).toISOString(),
      // A saved object starts unconsumed, as in the library's in-memory adapter.
      consumed_at: null,
    };
    await this.#database.db
      .insertInto('oidc_payloads')
      .values({ model: this.#model, id, ...row })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (STATIC_ONLY_MODELS.has(this.#model)) return undefined;
    const row = await this.#live().where('id', '=', id).executeTakeFirst();
    return row && toPayload(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const row = await this.#live().where('uid', '=', uid).executeTakeFirst();
    return row && toPayload(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const row = await this.#live().where('user_code', '=', userCode).executeTakeFirst();
    return row && toPayload(row);
  }

  async consume(id: string): Promise<void> {
    await this.#database.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: nowIso() })
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.#database.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.#model)
      .where('id', '=', id)
      .execute();
  }

  /** Removes every code and token of the grant, whatever model this adapter serves. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#database.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  #live() {
    return this.#database.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.#model)
      .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', nowIso())]));
  }
}

export function createAdapterFactory(database: Database): AdapterFactory {
  return (model) => new DatabaseAdapter(database, model);
}

/** Deletes the rows whose lifetime has ended; returns how many. Safe to run from any process. */
export async function deleteExpiredPayloads({ db }: Database): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function toPayload(row: { payload: string; consumed_at: string | null }): AdapterPayload {
  const payload: AdapterPayload = JSON.parse(row.payload);
  if (row.consumed_at !== null) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
  return payload;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
