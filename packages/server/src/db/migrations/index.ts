import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as identity from './0002-identity.ts';
import * as photoLibrary from './0003-photo-library.ts';

/**
 * Every migration, in order. Names sort as they run; a released migration is never edited, a change
 * is a new one. Both engines run each of them (see [Note: One schema, two engines]).
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-identity': identity,
  '0003-photo-library': photoLibrary,
};
