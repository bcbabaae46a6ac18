import { randomUUID } from 'node:crypto';
import { confirmSubscription } from '@portal/api/clients/newsletter';
import { HttpError } from '@portal/api/http';
import { readSubscriptionConfirmation } from '@portal/api/schemas/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NEWSLETTER_EMAIL,
  ensureDemoNewsletter,
  SUBSCRIPTION_LINK_LIFETIME_MS,
  subscribeToNewsletter,
} from '../src/services/newsletter/index.ts';
import { ENGINES } from './support/databases.ts';
import { type Mailbox, openMailbox } from './support/mail-outbox.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const SUBSCRIPTION_PAGE = '/subscription-confirmation';

describe.each(ENGINES)('the newsletter double opt-in on $name', (engine) => {
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

  /** What the confirmation page reads from the mailed link, as the portal reads it. */
  async function mailedConfirmation(email: string): Promise<{ email: string; token: string }> {
    const link = await started().mailbox.linkTo(email, SUBSCRIPTION_PAGE);
    expect(link.origin).toBe(started().server.baseUrl);
    const confirmation = readSubscriptionConfirmation(link.searchParams);
    if (!confirmation) throw new Error(`The link ${link} is not a confirmation`);
    return confirmation;
  }

  async function status(email: string): Promise<string | undefined> {
    const row = await started()
      .server.test.database.db.selectFrom('newsletter_subscriptions')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.status;
  }

  function newsletter() {
    return started().server.endpoint('newsletter');
  }

  function confirmUrl(email: string, token: string): string {
    return `${started().server.baseUrl}/services/newsletter/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${encodeURIComponent(token)}`;
  }

  it.skipIf(engine.skip)('confirms with the mailed link, without a bearer token, once', async () => {
    const { server } = started();
    const email = `reader-${randomUUID()}@example.com`;
    expect(await subscribeToNewsletter(server.portal.context, email)).toBe('confirmationSent');
    expect(await status(email)).toBe('pending');
    const confirmation = await mailedConfirmation(email);
    expect(confirmation.email).toBe(email);
    expect(confirmation.token.length).toBeGreaterThanOrEqual(43);

    await confirmSubscription(newsletter(), confirmation);
    expect(await status(email)).toBe('confirmed');

    const again = confirmSubscription(newsletter(), confirmation);
    await expect(again).rejects.toBeInstanceOf(HttpError);
    await expect(again).rejects.toMatchObject({ status: 404 });
    expect(await subscribeToNewsletter(server.portal.context, email)).toBe('alreadySubscribed');
    expect(await started().mailbox.messagesTo(email)).toHaveLength(1);
  });

  it.skipIf(engine.skip)('refuses a wrong token and a wrong address (404) and stays pending', async () => {
    const { server } = started();
    const email = `careful-${randomUUID()}@example.com`;
    await subscribeToNewsletter(server.portal.context, email);
    const confirmation = await mailedConfirmation(email);
    const other = `other-${randomUUID()}@example.com`;
    await subscribeToNewsletter(server.portal.context, other);

    await expect(
      confirmSubscription(newsletter(), { email, token: `${confirmation.token}x` }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      confirmSubscription(newsletter(), { email: other, token: confirmation.token }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      confirmSubscription(newsletter(), {
        email: `nobody-${randomUUID()}@example.com`,
        token: confirmation.token,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect([await status(email), await status(other)]).toEqual(['pending', 'pending']);
    // The address is compared as the sign-in compares it.
    await confirmSubscription(newsletter(), { email: email.toUpperCase(), token: confirmation.token });
    expect(await status(email)).toBe('confirmed');
  });

  it.skipIf(engine.skip)('refuses an expired link (404)', async () => {
    const { server } = started();
    const email = `slow-${randomUUID()}@example.com`;
    await subscribeToNewsletter(server.portal.context, email);
    const confirmation = await mailedConfirmation(email);
    const row = await server.test.database.db
      .selectFrom('newsletter_subscriptions')
      .select('token_expires_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.token_expires_at ?? '') - Date.now()).toBeGreaterThan(
      SUBSCRIPTION_LINK_LIFETIME_MS - 60_000,
    );
    await server.test.database.db
      .updateTable('newsletter_subscriptions')
      .set({ token_expires_at: new Date(Date.now() - 1).toISOString() })
      .where('email', '=', email)
      .execute();
    await expect(confirmSubscription(newsletter(), confirmation)).rejects.toMatchObject({ status: 404 });
    expect(await status(email)).toBe('pending');
  });

  it.skipIf(engine.skip)('voids the earlier link when the subscription is asked for again', async () => {
    const { server } = started();
    const email = `twice-${randomUUID()}@example.com`;
    await subscribeToNewsletter(server.portal.context, email);
    const first = await mailedConfirmation(email);
    await subscribeToNewsletter(server.portal.context, email);
    const second = await mailedConfirmation(email);
    expect(second.token).not.toBe(first.token);
    await expect(confirmSubscription(newsletter(), first)).rejects.toMatchObject({ status: 404 });
    await confirmSubscription(newsletter(), second);
    expect(await status(email)).toBe('confirmed');
  });

  it.skipIf(engine.skip)('answers 400 for an address that is not one', async () => {
    const response = await fetch(confirmUrl('not-an-address', 'token'), { method: 'POST' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/params\.email/);
  });

  it.skipIf(engine.skip)(
    'seeds one pending demo subscription, renewed only when its link has expired',
    async () => {
      const { server, mailbox } = started();
      const { context } = server.portal;
      await ensureDemoNewsletter(context);
      await ensureDemoNewsletter(context);
      expect(await status(DEMO_NEWSLETTER_EMAIL)).toBe('pending');
      expect(await mailbox.messagesTo(DEMO_NEWSLETTER_EMAIL)).toHaveLength(1);
      const first = await mailedConfirmation(DEMO_NEWSLETTER_EMAIL);

      await server.test.database.db
        .updateTable('newsletter_subscriptions')
        .set({ token_expires_at: new Date(Date.now() - 1).toISOString() })
        .where('email', '=', DEMO_NEWSLETTER_EMAIL)
        .execute();
      await ensureDemoNewsletter(context);
      expect(await mailbox.messagesTo(DEMO_NEWSLETTER_EMAIL)).toHaveLength(2);
      const renewed = await mailedConfirmation(DEMO_NEWSLETTER_EMAIL);
      expect(renewed.token).not.toBe(first.token);

      await confirmSubscription(newsletter(), renewed);
      await ensureDemoNewsletter(context);
      expect(await status(DEMO_NEWSLETTER_EMAIL)).toBe('confirmed');
      expect(await mailbox.messagesTo(DEMO_NEWSLETTER_EMAIL)).toHaveLength(2);
    },
  );

  it.skipIf(engine.skip)('refuses to mail something that is not an address', async () => {
    await expect(subscribeToNewsletter(started().server.portal.context, 'nobody')).rejects.toThrow(TypeError);
  });
});
