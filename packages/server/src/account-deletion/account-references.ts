import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** What the database would do to a referencing row if the account row were deleted. */
export type ReferentialAction = 'CASCADE' | 'SET NULL' | 'SET DEFAULT' | 'RESTRICT' | 'NO ACTION';

/** One column of one table that holds an account id under a foreign key to `accounts`. */
export interface AccountReference {
  readonly table: string;
  readonly column: string;
  readonly onDelete: ReferentialAction;
}

/** The actions account deletion can carry out on rows while the account row itself stays. */
export const SUPPORTED_ACTIONS: ReadonlySet<ReferentialAction> = new Set(['CASCADE', 'SET NULL']);

/*
 * [Note: Account deletion follows the foreign keys]
 * A deleted account keeps its row as a tombstone (see `deleteAccount`), so ON DELETE CASCADE never
 * fires. Instead of a list of tables that someone must remember to extend, deletion asks the
 * database's own catalogue which columns reference `accounts` and does to their rows what deleting
 * the account row would have done: CASCADE deletes them (and the database cascades further, to
 * album photos, download photos, export chunks, ...), SET NULL clears the column. A table added by
 * a later migration is covered the day it is created. RESTRICT, NO ACTION and SET DEFAULT would
 * keep an account's data or refuse the deletion, so they are refused loudly, and the account
 * deletion suite fails for any such key and for any column named like an account id without a
 * foreign key. This is the one engine-specific query here: SQLite lists keys per table with
 * `pragma_foreign_key_list`, PostgreSQL in `pg_constraint`.
 */
export async function findAccountReferences({ db, dialect }: Database): Promise<AccountReference[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ table: string; column: string; on_delete: string }>`
          select m.name as "table", f."from" as "column", upper(f.on_delete) as "on_delete"
          from sqlite_master m, pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" = 'accounts'
          order by 1, 2`
      : sql<{ table: string; column: string; on_delete: string }>`
          select cl.relname as "table", att.attname as "column",
            case con.confdeltype
              when 'c' then 'CASCADE' when 'n' then 'SET NULL' when 'd' then 'SET DEFAULT'
              when 'r' then 'RESTRICT' else 'NO ACTION'
            end as "on_delete"
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
          where con.contype = 'f' and con.confrelid = to_regclass('accounts')
          order by 1, 2`;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ table: row.table, column: row.column, onDelete: toAction(row.on_delete) }));
}

function toAction(value: string): ReferentialAction {
  switch (value) {
    case 'CASCADE':
    case 'SET NULL':
    case 'SET DEFAULT':
    case 'RESTRICT':
      return value;
    default:
      return 'NO ACTION';
  }
}
