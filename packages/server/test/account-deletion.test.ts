import { randomUUID } from 'node:crypto';
import { confirmAccountDeletion, requestAccountDeletion } from '@portal/api/clients/auth-api';
import { getCustomer } from '@portal/api/clients/customer';
import type { Identity } from '@portal/api/schemas/auth-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOB_COLLECTION_JOB,
  deleteAccount,
  findAccountReferences,
  SUPPORTED_ACTIONS,
} from '../src/account-deletion/index.ts';
import { nowIso } from '../src/db/database.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { refreshTokens } from '../src/identity/authorization-code-flow.ts';
import { countPendingJobs } from '../src/jobs/job-queue.ts';
import { subscribeToNewsletter } from '../src/services/newsletter/index.ts';
import { ENGINES } from './support/databases.ts';
import { type Mailbox, openMailbox } from './support/mail-outbox.ts';
import { addPhoto, type FixturePhoto } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { signIn, type TokenSet } from './support/sign-in.ts';

const PASSWORD = 'correct horse battery';
const CHANNEL = 'albelli-nl';
const DELETE_ACCOUNT_PAGE = '/delete-account-confirmation';
/** A column whose name says it holds an account id. */
const ACCOUNT_ID_COLUMN = /(^|_)(account|owner)_id$/;

interface Person {
  readonly email: string;
  readonly accountId: string;
  readonly tokens: TokenSet;
  readonly identity: Identity;
}

describe.each(ENGINES)('account deletion on $name', (engine) => {
  let server: PortalServer | undefined;
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    mailbox = await openMailbox(server.test.database);
  });
  afterAll(async () => {
    await mailbox?.close();
    await server?.close();
  });

  function started(): { server: PortalServer; mailbox: Mailbox } {
    if (!server || !mailbox) throw new Error('not started');
    return { server, mailbox };
  }

  async function newPerson(prefix: string): Promise<Person> {
    const { server } = started();
    const email = `${prefix}-${randomUUID()}@example.com`;
    const account = await createAccount(server.test.database, {
      email,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Test',
      userType: 'consumer',
    });
    const tokens = await signIn(server.baseUrl, email, PASSWORD);
    return { email, accountId: account.id, tokens, identity: { idpType: 'local', idpSub: account.id } };
  }

  async function deletionToken(person: Person): Promise<string> {
    const { server, mailbox } = started();
    await requestAccountDeletion(
      server.endpoint('authApi', person.tokens.accessToken),
      person.identity,
      CHANNEL,
    );
    const link = await mailbox.linkTo(person.email, DELETE_ACCOUNT_PAGE);
    expect(link.origin).toBe(server.baseUrl);
    return link.searchParams.get('confirmation-token') ?? '';
  }

  /** A photo row of `ownerId` for blobs stored already: shares bytes with another library. */
  async function sharePhoto(ownerId: string, blobHash: string, thumbnailHash: string): Promise<string> {
    const { server } = started();
    const id = randomUUID();
    const now = nowIso();
    await server.test.database.db
      .insertInto('photos')
      .values({
        id,
        owner_id: ownerId,
        blob_hash: blobHash,
        size: 100,
        mime_type: 'image/jpeg',
        local_file_name: 'shared.jpg',
        upload_id: randomUUID(),
        width: 40,
        height: 30,
        date_taken: null,
        timeline_at: '1970-01-01T00:00:00.000Z',
        timeline_year: 1970,
        timeline_month: 1,
        thumbnails: JSON.stringify(
          [300, 800, 1300].map((size) => ({ size, hash: thumbnailHash, width: 40, height: 30 })),
        ),
        uploaded_at: now,
        created_at: now,
      })
      .execute();
    return id;
  }

  async function rowsReferencing(accountId: string): Promise<Record<string, number>> {
    const { server } = started();
    const counts: Record<string, number> = {};
    for (const { table, column } of await findAccountReferences(server.test.database)) {
      const { rows } = await sql<{
        count: number;
      }>`select count(*) as ${sql.ref('count')} from ${sql.table(table)} where ${sql.ref(column)} = ${accountId}`.execute(
        server.test.database.db,
      );
      counts[`${table}.${column}`] = Number(rows[0]?.count ?? 0);
    }
    return counts;
  }

  it.skipIf(engine.skip)(
    'deletes the account, its data, its sessions and the blobs no one else uses once the mailed link is confirmed',
    async () => {
      const { server, mailbox } = started();
      const { context } = server.portal;
      const { db } = server.test.database;
      const person = await newPerson('leaving');
      const friend = await newPerson('staying');

      // The library: three photos; the first one's bytes are also in the friend's library, the
      // second one's bytes are a thumbnail of a friend's photo, the third is the account's alone.
      const photos: FixturePhoto[] = [];
      for (let index = 0; index < 3; index += 1) photos.push(await addPhoto(context, person.email));
      const [sharedOriginal, sharedThumbnail, ownOnly] = photos;
      if (!sharedOriginal || !sharedThumbnail || !ownOnly) throw new Error('no photos');
      const friendsCopy = await sharePhoto(
        friend.accountId,
        sharedOriginal.blobHash,
        sharedOriginal.blobHash,
      );
      const friendsOwn = await addPhoto(context, friend.email);
      await db
        .updateTable('photos')
        .set({
          thumbnails: JSON.stringify([{ size: 300, hash: sharedThumbnail.blobHash, width: 40, height: 30 }]),
        })
        .where('id', '=', friendsOwn.id)
        .execute();

      // An album of the account's own, and the friend's shared album the account takes part in.
      const now = nowIso();
      const ownAlbum = randomUUID();
      const friendsAlbum = randomUUID();
      await db
        .insertInto('albums')
        .values([
          {
            id: ownAlbum,
            owner_id: person.accountId,
            name: 'Mine',
            cover_photo_id: ownOnly.id,
            is_shared: 0,
            created_at: now,
            updated_at: now,
          },
          {
            id: friendsAlbum,
            owner_id: friend.accountId,
            name: 'Ours',
            cover_photo_id: null,
            is_shared: 1,
            created_at: now,
            updated_at: now,
          },
        ])
        .execute();
      await db
        .insertInto('album_photos')
        .values([
          { album_id: ownAlbum, photo_id: ownOnly.id, added_at: now },
          { album_id: friendsAlbum, photo_id: friendsCopy, added_at: now },
        ])
        .execute();
      await db
        .insertInto('album_participants')
        .values({ album_id: friendsAlbum, account_id: person.accountId, joined_at: now })
        .execute();
      await db
        .insertInto('temp_selections')
        .values({
          id: randomUUID(),
          owner_id: person.accountId,
          photo_ids: JSON.stringify([ownOnly.id]),
          created_at: now,
        })
        .execute();
      await subscribeToNewsletter(context, person.email);

      const token = await deletionToken(person);
      const before = await rowsReferencing(person.accountId);
      expect(before['photos.owner_id']).toBe(3);
      expect(before['album_participants.account_id']).toBe(1);
      expect(before['confirmation_tokens.account_id']).toBe(1);

      await confirmAccountDeletion(
        server.endpoint('authApi', person.tokens.accessToken),
        person.identity,
        token,
      );

      // Every row of every table that references accounts is gone; the friend's are not.
      expect(Object.values(await rowsReferencing(person.accountId)).every((count) => count === 0)).toBe(true);
      expect(
        await db.selectFrom('photos').select('id').where('owner_id', '=', friend.accountId).execute(),
      ).toHaveLength(2);
      expect(
        await db.selectFrom('albums').select('id').where('id', '=', friendsAlbum).execute(),
      ).toHaveLength(1);
      expect(
        await db.selectFrom('album_photos').select('photo_id').where('album_id', '=', friendsAlbum).execute(),
      ).toEqual([{ photo_id: friendsCopy }]);
      expect(
        await db
          .selectFrom('newsletter_subscriptions')
          .select('email')
          .where('email', '=', person.email)
          .execute(),
      ).toEqual([]);

      // The account is a tombstone with nothing personal left.
      const tombstone = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', person.accountId)
        .executeTakeFirstOrThrow();
      expect(tombstone.deleted_at).toEqual(expect.any(String));
      expect(tombstone.email).toBe(`deleted-${person.accountId}@deleted.invalid`);
      expect([tombstone.password_hash, tombstone.first_name, tombstone.last_name]).toEqual(['', '', '']);

      // The identity provider holds nothing of the account any more.
      const identityRows = await db
        .selectFrom('oidc_payloads')
        .select('model')
        .where('payload', 'like', `%${person.accountId}%`)
        .execute();
      expect(identityRows).toEqual([]);

      // Blobs go once the collection job has run: the account's own, not the shared ones.
      expect(await countPendingJobs(server.test.database, BLOB_COLLECTION_JOB)).toBe(1);
      await server.portal.jobs.drain();
      expect(await context.blobs.has(ownOnly.blobHash)).toBe(false);
      expect(await context.blobs.has(sharedOriginal.blobHash)).toBe(true);
      expect(await context.blobs.has(sharedThumbnail.blobHash)).toBe(true);
      expect(await context.blobs.has(friendsOwn.blobHash)).toBe(true);
      expect(await db.selectFrom('blob_deletions').select('hash').execute()).toEqual([]);

      // The old token: 404 on the customer ('account deleted'), 401 everywhere else.
      expect(await getCustomer(server.endpoint('customer', person.tokens.accessToken))).toBeNull();
      await expect(
        requestAccountDeletion(
          server.endpoint('authApi', person.tokens.accessToken),
          person.identity,
          CHANNEL,
        ),
      ).rejects.toMatchObject({ status: 401 });
      const downloads = await fetch(`${server.baseUrl}/services/downloads/downloads`, {
        headers: { authorization: `Bearer ${person.tokens.accessToken}` },
      });
      expect(downloads.status).toBe(401);

      // No way back in: the password, the refresh token and the old address all fail.
      await expect(signIn(server.baseUrl, person.email, PASSWORD)).rejects.toThrow();
      await expect(refreshTokens(server.baseUrl, person.tokens.refreshToken ?? '')).rejects.toThrow(
        /invalid_grant/,
      );

      const [goodbye] = await mailbox.messagesTo(person.email);
      expect(goodbye?.subject).toBe('Your account has been deleted');

      // The friend is unaffected.
      const friendsToken = await signIn(server.baseUrl, friend.email, PASSWORD);
      expect(await server.portal.identity.verifier.verify(friendsToken.accessToken)).toMatchObject({
        subject: friend.accountId,
      });
    },
  );

  it.skipIf(engine.skip)('refuses an expired link (404) and deletes nothing', async () => {
    const { server } = started();
    const person = await newPerson('expired');
    const photo = await addPhoto(server.portal.context, person.email);
    const token = await deletionToken(person);
    await server.test.database.db
      .updateTable('confirmation_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('account_id', '=', person.accountId)
      .execute();
    const endpoint = server.endpoint('authApi', person.tokens.accessToken);
    await expect(confirmAccountDeletion(endpoint, person.identity, token)).rejects.toMatchObject({
      status: 404,
    });
    const account = await server.test.database.db
      .selectFrom('accounts')
      .select(['deleted_at', 'email'])
      .where('id', '=', person.accountId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ deleted_at: null, email: person.email });
    expect(await server.portal.context.blobs.has(photo.blobHash)).toBe(true);
    expect(
      (await started().mailbox.messagesTo(person.email)).map((message) => message.subject),
    ).not.toContain('Your account has been deleted');
  });

  it.skipIf(engine.skip)("refuses another account's link (404) even with the own identity", async () => {
    const { server } = started();
    const owner = await newPerson('owner');
    const other = await newPerson('other');
    const token = await deletionToken(owner);
    await expect(
      confirmAccountDeletion(server.endpoint('authApi', other.tokens.accessToken), other.identity, token),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      confirmAccountDeletion(server.endpoint('authApi', other.tokens.accessToken), owner.identity, token),
    ).rejects.toMatchObject({ status: 404 });
    expect(await server.portal.identity.verifier.verify(owner.tokens.accessToken)).toMatchObject({
      subject: owner.accountId,
    });
  });

  it.skipIf(engine.skip)('answers 429 from the fourth deletion request in an hour', async () => {
    const { server } = started();
    const person = await newPerson('impatient');
    const endpoint = server.endpoint('authApi', person.tokens.accessToken);
    for (let request = 0; request < 3; request += 1)
      await requestAccountDeletion(endpoint, person.identity, CHANNEL);
    await expect(requestAccountDeletion(endpoint, person.identity, CHANNEL)).rejects.toMatchObject({
      status: 429,
    });
    expect(await started().mailbox.messagesTo(person.email)).toHaveLength(3);
  });

  it.skipIf(engine.skip)('does nothing for an account deleted already', async () => {
    const { server } = started();
    const person = await newPerson('twice');
    expect(await deleteAccount(server.portal.context, person.accountId)).toMatchObject({
      email: person.email,
    });
    expect(await deleteAccount(server.portal.context, person.accountId)).toBeUndefined();
  });

  describe('the schema it relies on', () => {
    it.skipIf(engine.skip)('finds every foreign key to accounts, each one CASCADE or SET NULL', async () => {
      const references = await findAccountReferences(started().server.test.database);
      const named = references.map((reference) => `${reference.table}.${reference.column}`);
      expect(named).toEqual(
        expect.arrayContaining([
          'photos.owner_id',
          'albums.owner_id',
          'album_participants.account_id',
          'downloads.owner_id',
          'exports.owner_id',
          'uploads.owner_id',
          'confirmation_tokens.account_id',
          'rate_limit_events.account_id',
        ]),
      );
      const unsupported = references.filter((reference) => !SUPPORTED_ACTIONS.has(reference.onDelete));
      expect(unsupported, 'account deletion cannot remove these rows').toEqual([]);
    });

    it.skipIf(engine.skip)(
      'has a foreign key to accounts on every column named like an account id',
      async () => {
        const { database } = started().server.test;
        const references = new Set(
          (await findAccountReferences(database)).map(
            (reference) => `${reference.table}.${reference.column}`,
          ),
        );
        const tables = await database.db.introspection.getTables();
        const unreferenced = tables.flatMap((table) =>
          table.columns
            .filter((column) => ACCOUNT_ID_COLUMN.test(column.name))
            .map((column) => `${table.name}.${column.name}`)
            .filter((name) => !references.has(name)),
        );
        expect(
          unreferenced,
          'rows account deletion would not find: add a foreign key to accounts.id',
        ).toEqual([]);
      },
    );
  });
});
