import { randomUUID } from 'node:crypto';
import {
  confirmAccountDeletion,
  confirmEmailChange,
  requestAccountDeletion,
  requestEmailChange,
} from '@portal/api/clients/auth-api';
import { HttpError, type ServiceEndpoint } from '@portal/api/http';
import { type Identity, IdentityClaims, identityOf } from '@portal/api/schemas/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/identity/accounts.ts';
import { ENGINES } from './support/databases.ts';
import { type Mailbox, openMailbox } from './support/mail-outbox.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { signIn } from './support/sign-in.ts';

const PASSWORD = 'correct horse battery';
const CHANNEL = 'albelli-nl';
const CHANGE_EMAIL_PAGE = '/change-email-confirmation';
const DELETE_ACCOUNT_PAGE = '/delete-account-confirmation';

interface Person {
  readonly email: string;
  readonly accountId: string;
  readonly accessToken: string;
  /** As the portal reads it from the identity token. */
  readonly identity: Identity;
  readonly authApi: ServiceEndpoint;
}

describe.each(ENGINES)('the Auth API on $name', (engine) => {
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

  /** A new account of its own for each test, signed in through the real flow. */
  async function newPerson(): Promise<Person> {
    const { server } = started();
    const email = `person-${randomUUID()}@example.com`;
    const account = await createAccount(server.test.database, {
      email,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Test',
      userType: 'consumer',
    });
    const tokens = await signIn(server.baseUrl, email, PASSWORD);
    const idToken = tokens.idToken ?? '';
    const claims = IdentityClaims.parse(
      JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')),
    );
    return {
      email,
      accountId: account.id,
      accessToken: tokens.accessToken,
      identity: identityOf(claims),
      authApi: server.endpoint('authApi', tokens.accessToken),
    };
  }

  function identityUrl(identity: Identity, rest: string): string {
    const { server } = started();
    return `${server.baseUrl}/services/auth-api/v2/identities/${identity.idpType}/${identity.idpSub}${rest}`;
  }

  async function post(url: string, token: string | undefined, body?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(url, { method: 'POST', headers, body });
  }

  async function tokenFrom(email: string, route: string): Promise<string> {
    const link = await started().mailbox.linkTo(email, route);
    const token = link.searchParams.get('confirmation-token');
    if (!token) throw new Error(`The link ${link} holds no token`);
    return token;
  }

  it.skipIf(engine.skip)(
    'names the identity the way the contract reads it from the identity token',
    async () => {
      const person = await newPerson();
      expect(person.identity).toEqual({ idpType: 'local', idpSub: person.accountId });
    },
  );

  describe('email change', () => {
    it.skipIf(engine.skip)(
      'mails a link to the new address; confirming it moves the sign-in to the new address',
      async () => {
        const { server, mailbox } = started();
        const person = await newPerson();
        const newEmail = `moved-${randomUUID()}@example.com`;

        expect(
          await requestEmailChange(person.authApi, person.identity, { email: newEmail, channel: CHANNEL }),
        ).toEqual({ ok: true });
        const link = await mailbox.linkTo(newEmail, CHANGE_EMAIL_PAGE);
        expect(link.origin).toBe(server.baseUrl);
        const token = link.searchParams.get('confirmation-token') ?? '';
        expect(token.length).toBeGreaterThanOrEqual(43);
        // Nothing changes before the link is followed.
        await expect(signIn(server.baseUrl, newEmail, PASSWORD)).rejects.toThrow();

        await confirmEmailChange(person.authApi, person.identity, token);

        const tokens = await signIn(server.baseUrl, newEmail, PASSWORD);
        expect(await server.portal.identity.verifier.verify(tokens.accessToken)).toMatchObject({
          subject: person.accountId,
          email: newEmail,
        });
        await expect(signIn(server.baseUrl, person.email, PASSWORD)).rejects.toThrow();
        const [notice] = await mailbox.messagesTo(person.email);
        expect(notice?.subject).toBe('Your e-mail address was changed');
        expect(notice?.text).toContain(newEmail);
      },
    );

    it.skipIf(engine.skip)('answers 409 (emailInUse) for an address another account has', async () => {
      const person = await newPerson();
      const result = await requestEmailChange(person.authApi, person.identity, {
        email: 'Friend@Example.com',
        channel: CHANNEL,
      });
      expect(result).toEqual({ ok: false, reason: 'emailInUse' });
      expect(await started().mailbox.messagesTo('friend@example.com')).toEqual([]);
    });

    it.skipIf(engine.skip)(
      'answers 429 (tooManyRequests) from the fourth request in an hour, refused ones included',
      async () => {
        const person = await newPerson();
        const change = (email: string) =>
          requestEmailChange(person.authApi, person.identity, { email, channel: CHANNEL });
        expect(await change(`first-${randomUUID()}@example.com`)).toEqual({ ok: true });
        expect(await change('friend@example.com')).toEqual({ ok: false, reason: 'emailInUse' });
        expect(await change(`third-${randomUUID()}@example.com`)).toEqual({ ok: true });
        const fourth = `fourth-${randomUUID()}@example.com`;
        expect(await change(fourth)).toEqual({ ok: false, reason: 'tooManyRequests' });
        expect(await started().mailbox.messagesTo(fourth)).toEqual([]);

        const raw = await post(
          identityUrl(person.identity, '/emailchanges'),
          person.accessToken,
          JSON.stringify({ email: fourth, channel: CHANNEL }),
        );
        expect(raw.status).toBe(429);
        expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(3000);
      },
    );

    it.skipIf(engine.skip)('refuses a link used once already (404)', async () => {
      const person = await newPerson();
      const newEmail = `once-${randomUUID()}@example.com`;
      await requestEmailChange(person.authApi, person.identity, { email: newEmail, channel: CHANNEL });
      const token = await tokenFrom(newEmail, CHANGE_EMAIL_PAGE);
      await confirmEmailChange(person.authApi, person.identity, token);
      const again = confirmEmailChange(person.authApi, person.identity, token);
      await expect(again).rejects.toBeInstanceOf(HttpError);
      await expect(again).rejects.toMatchObject({ status: 404 });
    });

    it.skipIf(engine.skip)('refuses an expired link (404) and changes nothing', async () => {
      const { server } = started();
      const person = await newPerson();
      const newEmail = `late-${randomUUID()}@example.com`;
      await requestEmailChange(person.authApi, person.identity, { email: newEmail, channel: CHANNEL });
      const token = await tokenFrom(newEmail, CHANGE_EMAIL_PAGE);
      await server.test.database.db
        .updateTable('confirmation_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('account_id', '=', person.accountId)
        .execute();
      await expect(confirmEmailChange(person.authApi, person.identity, token)).rejects.toMatchObject({
        status: 404,
      });
      const account = await server.test.database.db
        .selectFrom('accounts')
        .select('email')
        .where('id', '=', person.accountId)
        .executeTakeFirstOrThrow();
      expect(account.email).toBe(person.email);
    });

    it.skipIf(engine.skip)('voids links to other addresses once one change is confirmed', async () => {
      const person = await newPerson();
      const first = `first-${randomUUID()}@example.com`;
      const second = `second-${randomUUID()}@example.com`;
      await requestEmailChange(person.authApi, person.identity, { email: first, channel: CHANNEL });
      await requestEmailChange(person.authApi, person.identity, { email: second, channel: CHANNEL });
      const firstToken = await tokenFrom(first, CHANGE_EMAIL_PAGE);
      await confirmEmailChange(person.authApi, person.identity, await tokenFrom(second, CHANGE_EMAIL_PAGE));
      await expect(confirmEmailChange(person.authApi, person.identity, firstToken)).rejects.toMatchObject({
        status: 404,
      });
    });

    it.skipIf(engine.skip)(
      'answers 409 on confirming when the address was taken in the meantime',
      async () => {
        const { server } = started();
        const person = await newPerson();
        const contested = `contested-${randomUUID()}@example.com`;
        await requestEmailChange(person.authApi, person.identity, { email: contested, channel: CHANNEL });
        const token = await tokenFrom(contested, CHANGE_EMAIL_PAGE);
        await createAccount(server.test.database, {
          email: contested,
          password: PASSWORD,
          firstName: 'Other',
          lastName: 'Person',
          userType: 'consumer',
        });
        await expect(confirmEmailChange(person.authApi, person.identity, token)).rejects.toMatchObject({
          status: 409,
        });
      },
    );
  });

  describe('what every call refuses', () => {
    it.skipIf(engine.skip)(
      "answers 404 for another user's identity and for a token issued to another user",
      async () => {
        const { server } = started();
        const owner = await newPerson();
        const other = await newPerson();
        const newEmail = `owner-${randomUUID()}@example.com`;
        await requestEmailChange(owner.authApi, owner.identity, { email: newEmail, channel: CHANNEL });
        const token = await tokenFrom(newEmail, CHANGE_EMAIL_PAGE);

        // The other person's token with the owner's identity in the path: every call answers 404.
        const asOther = server.endpoint('authApi', other.accessToken);
        for (const call of [
          () => requestAccountDeletion(asOther, owner.identity, CHANNEL),
          () => confirmAccountDeletion(asOther, owner.identity, token),
          () =>
            requestEmailChange(asOther, owner.identity, {
              email: `x-${randomUUID()}@example.com`,
              channel: CHANNEL,
            }),
          () => confirmEmailChange(asOther, owner.identity, token),
        ]) {
          await expect(call()).rejects.toMatchObject({ status: 404 });
        }
        // With their own identity, the owner's token is still not theirs.
        await expect(confirmEmailChange(other.authApi, other.identity, token)).rejects.toMatchObject({
          status: 404,
        });
        // An identity provider other than the local one is not this account either.
        const foreign = { idpType: 'google', idpSub: owner.accountId };
        await expect(requestAccountDeletion(owner.authApi, foreign, CHANNEL)).rejects.toMatchObject({
          status: 404,
        });
        // None of it touched the owner's link.
        await confirmEmailChange(owner.authApi, owner.identity, token);
        expect(
          await server.portal.context.database.db
            .selectFrom('accounts')
            .select('email')
            .where('id', '=', owner.accountId)
            .executeTakeFirstOrThrow(),
        ).toEqual({ email: newEmail });
      },
    );

    it.skipIf(engine.skip)('answers 401 without a token or with a bad one', async () => {
      const person = await newPerson();
      const body = JSON.stringify({ email: `x-${randomUUID()}@example.com`, channel: CHANNEL });
      for (const token of [undefined, 'not-a-token']) {
        expect(
          (
            await post(
              identityUrl(person.identity, '/deleteaccount'),
              token,
              JSON.stringify({ channel: CHANNEL }),
            )
          ).status,
        ).toBe(401);
        expect(
          (await post(identityUrl(person.identity, '/deleteaccount/abc/actions/confirm'), token)).status,
        ).toBe(401);
        expect((await post(identityUrl(person.identity, '/emailchanges'), token, body)).status).toBe(401);
        expect(
          (await post(identityUrl(person.identity, '/emailchanges/abc/actions/confirm'), token)).status,
        ).toBe(401);
      }
    });

    it.skipIf(engine.skip)('answers 400 naming the field for bad input', async () => {
      const person = await newPerson();
      const cases: [string, string, RegExp][] = [
        ['/emailchanges', JSON.stringify({ email: 'not an address', channel: CHANNEL }), /body\.email/],
        ['/emailchanges', JSON.stringify({ email: `x-${randomUUID()}@example.com` }), /body\.channel/],
        ['/emailchanges', JSON.stringify({ email: 42, channel: CHANNEL }), /body\.email/],
        ['/deleteaccount', JSON.stringify({}), /body\.channel/],
        ['/deleteaccount', JSON.stringify({ channel: '' }), /body\.channel/],
        ['/deleteaccount', '{"channel":', /./],
      ];
      for (const [rest, body, message] of cases) {
        const response = await post(identityUrl(person.identity, rest), person.accessToken, body);
        expect(response.status, `${rest} ${body}`).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(message);
      }
      // Nothing was counted or mailed for them.
      expect(
        await requestEmailChange(person.authApi, person.identity, {
          email: `ok-${randomUUID()}@example.com`,
          channel: CHANNEL,
        }),
      ).toEqual({ ok: true });
    });

    it.skipIf(engine.skip)('answers 404 for an unknown deletion token and keeps the account', async () => {
      const { server } = started();
      const person = await newPerson();
      await requestAccountDeletion(person.authApi, person.identity, CHANNEL);
      await expect(
        confirmAccountDeletion(person.authApi, person.identity, 'made-up-token'),
      ).rejects.toMatchObject({
        status: 404,
      });
      // The real link is still in the mail and the account still works.
      expect(await tokenFrom(person.email, DELETE_ACCOUNT_PAGE)).toEqual(expect.any(String));
      expect(await server.portal.identity.verifier.verify(person.accessToken)).toMatchObject({
        subject: person.accountId,
      });
    });
  });
});
