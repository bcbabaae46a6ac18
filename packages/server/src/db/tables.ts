import type { PhotoLibraryTables } from './photo-library-tables.ts';

/**
 * The row types of every table, as Kysely sees them. Timestamps are ISO strings and booleans 0/1
 * (see [Note: One schema, two engines]).
 */

export interface AccountsTable {
  id: string;
  /** Stored lower-cased; sign-in compares lower-cased. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** 'consumer' or 'b2b'. */
  user_type: string;
  created_at: string;
  deleted_at: string | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface Tables extends PhotoLibraryTables {
  accounts: AccountsTable;
  server_secrets: ServerSecretsTable;
}
