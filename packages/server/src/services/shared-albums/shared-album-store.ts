import type { SharedAlbumParticipants, SharedAlbumsSummary } from '@portal/api/schemas/shared-albums';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { albumRows } from '../photo/album-store.ts';

/**
 * [Note: Who reads a shared album]
 * A shared album is an album flagged shared (`albums.is_shared`) and read by its owner and by the
 * accounts in `album_participants`. To anyone else it does not exist: 404, exactly as an unknown
 * id. An album that is not shared is not a shared album even for its owner, who reads it on the
 * photo service. "Shared with me" (the list, readAlbumsCount) is the albums the customer takes
 * part in; "granted" (grantedAlbumsCount) the customer's own shared albums, which `GET /albums`
 * lists with isShared.
 */

/** Shared albums (`albums as a`, with counts and covers) that `accountId` takes part in. */
export function sharedWithRows(db: Kysely<Tables>, accountId: string) {
  return albumRows(db)
    .where('a.is_shared', '=', 1)
    .where('a.owner_id', '!=', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('album_participants as member')
          .select('member.account_id')
          .whereRef('member.album_id', '=', 'a.id')
          .where('member.account_id', '=', accountId),
      ),
    );
}

/** The shared album `albumId` if `accountId` owns it or takes part in it. */
export function readableSharedAlbumRow(db: Kysely<Tables>, accountId: string, albumId: string) {
  return albumRows(db)
    .where('a.id', '=', albumId)
    .where('a.is_shared', '=', 1)
    .where((eb) =>
      eb.or([
        eb('a.owner_id', '=', accountId),
        eb.exists(
          eb
            .selectFrom('album_participants as member')
            .select('member.account_id')
            .whereRef('member.album_id', '=', 'a.id')
            .where('member.account_id', '=', accountId),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** The album's owner and the people it is shared with, in the order they joined. */
export async function sharedAlbumPeople(
  db: Kysely<Tables>,
  album: { readonly id: string; readonly owner_id: string },
): Promise<SharedAlbumParticipants | undefined> {
  const owner = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', '=', album.owner_id)
    .executeTakeFirst();
  if (!owner) return undefined;
  const participants = await db
    .selectFrom('album_participants as member')
    .innerJoin('accounts', 'accounts.id', 'member.account_id')
    .select(['accounts.id', 'accounts.email'])
    .where('member.album_id', '=', album.id)
    .where('accounts.deleted_at', 'is', null)
    .where('accounts.id', '!=', album.owner_id)
    .orderBy('member.joined_at')
    .orderBy('accounts.id')
    .execute();
  return { owner, participants };
}

/**
 * The customer's shared-albums summary. created is when they first met shared albums (the
 * earliest of joining one and creating one of theirs that is shared), updated the last change to
 * any of those albums or the last joining; both absent when there are none.
 */
export async function sharedAlbumsSummary(
  db: Kysely<Tables>,
  accountId: string,
): Promise<SharedAlbumsSummary> {
  const read = await db
    .selectFrom('album_participants as member')
    .innerJoin('albums as a', 'a.id', 'member.album_id')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.min('member.joined_at').as('first'),
      eb.fn.max('a.updated_at').as('last_update'),
      eb.fn.max('member.joined_at').as('last_join'),
    ])
    .where('member.account_id', '=', accountId)
    .where('a.is_shared', '=', 1)
    .where('a.owner_id', '!=', accountId)
    .executeTakeFirstOrThrow();
  const granted = await db
    .selectFrom('albums')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.min('created_at').as('first'),
      eb.fn.max('updated_at').as('last_update'),
    ])
    .where('owner_id', '=', accountId)
    .where('is_shared', '=', 1)
    .executeTakeFirstOrThrow();
  const summary: SharedAlbumsSummary = {
    readAlbumsCount: Number(read.n),
    grantedAlbumsCount: Number(granted.n),
  };
  const created = earliest([read.first, granted.first]);
  const updated = latest([read.last_update, read.last_join, granted.last_update]);
  if (created !== undefined) summary.created = created;
  if (updated !== undefined) summary.updated = updated;
  return summary;
}

// Timestamps are ISO strings of one format, which sort as text in time order.
function earliest(values: readonly (string | null)[]): string | undefined {
  return values.filter((value): value is string => value !== null).sort()[0];
}

function latest(values: readonly (string | null)[]): string | undefined {
  return values
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
}
