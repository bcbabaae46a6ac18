import type { AuthMailTables } from './auth-mail-tables.ts';
import type { ContentTables } from './content-tables.ts';
import type { OrdersTables } from './orders-tables.ts';
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

/** One object the OpenID Connect provider stores (session, grant, refresh token, ...). */
export interface OidcPayloadsTable {
  /** The provider's model name: 'Session', 'Grant', 'RefreshToken', ... */
  model: string;
  id: string;
  /** The provider's payload as JSON text. */
  payload: string;
  /** Set for the tokens and codes of one grant, so revoking the grant finds them all. */
  grant_id: string | null;
  user_code: string | null;
  /** A session's uid, by which the provider also looks sessions up. */
  uid: string | null;
  /** Null when the provider gave no lifetime. */
  expires_at: string | null;
  consumed_at: string | null;
}

/** The limit a failure counts against: the typed account, the client address, or a known browser. */
export type SignInFailureScope = 'account' | 'address' | 'browser';

/** One wrong password typed on the sign-in page (migration 0014; see src/identity/sign-in-limits.ts). */
export interface SignInFailuresTable {
  id: string;
  scope: SignInFailureScope;
  /** A keyed hash of the typed e-mail address (scope 'account'), the client address or the browser id. */
  subject: string;
  created_at: string;
}

export interface Tables extends PhotoLibraryTables, AuthMailTables, ContentTables, OrdersTables {
  accounts: AccountsTable;
  server_secrets: ServerSecretsTable;
  oidc_payloads: OidcPayloadsTable;
  sign_in_failures: SignInFailuresTable;
}
