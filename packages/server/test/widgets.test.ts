import { deleteWidget, getWidget, getWidgets, saveWidget, shareWidget } from '@portal/api/clients/widgets';
import { HttpError } from '@portal/api/http';
import { encodeShareEmail } from '@portal/api/rules/widget-share';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { listMessages } from '../src/mail/index.ts';
import { demoProductCode } from '../src/services/products/demo-products.ts';
import { ensureDemoWidgets } from '../src/services/widgets/demo-widgets.ts';
import { SHARES_PER_HOUR } from '../src/services/widgets/widget-share.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const CHANNEL = 'PRINTWELL_GB';

describe.each(ENGINES)('widgets on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;
  let demoCode: (key: string) => string;
  let friendCode: (key: string) => string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const { context } = server.portal;
    await ensureDemoWidgets(context);
    const demoId = await accountId(context, DEMO);
    const friendId = await accountId(context, FRIEND);
    demoCode = (key) => demoProductCode(demoId, key);
    friendCode = (key) => demoProductCode(friendId, key);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const widgets = (token?: string) => server.endpoint('widgets', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/widgets${path}`, { ...init, headers });
  };
  const expectStatus = async (promise: Promise<unknown>, status: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  };
  const share = {
    vendorId: 'printwell',
    fromName: 'Alex',
    personalMessage: 'Look at our trip & the food!',
    toEmailAddress: 'grandma@example.org',
  };

  it.skipIf(engine.skip)('answers a published book’s widget', async () => {
    const widget = await getWidget(widgets(demoToken), demoCode('PB1'));
    expect(widget).toMatchObject({
      productCode: demoCode('PB1'),
      channel: CHANNEL,
      title: 'Summer in Italy',
      categoryNames: ['Travel', 'Holidays'],
      thumbnailUrl: null,
    });
    expect(widget?.url).toBe(`https://www.printwell.co.uk/gallery/${widget?.widgetId}`);
  });

  it.skipIf(engine.skip)('answers the widget of the demo order book that is published', async () => {
    const { widgets: found } = await getWidgets(widgets(demoToken), [
      'PHOTOBOOK-DM-1005-1',
      'PHOTOBOOK-DM-1001-1',
    ]);
    expect(found.map((widget) => [widget.productCode, widget.title, widget.categoryNames])).toEqual([
      ['PHOTOBOOK-DM-1005-1', 'Road trip', ['Travel', 'Friends']],
    ]);
    expect(await getWidget(widgets(demoToken), 'PHOTOBOOK-DM-1001-1')).toBeNull();
  });

  it.skipIf(engine.skip)(
    'answers 401 for an own book without a widget, which the client shows as empty',
    async () => {
      expect(await getWidget(widgets(demoToken), demoCode('PB3'))).toBeNull();
      const response = await raw(`/v1/widget/${demoCode('PB3')}`, { token: demoToken });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'This book has no widget' });
    },
  );

  it.skipIf(engine.skip)(
    'answers 404 for another customer’s book and an unknown code, and 401 without a token',
    async () => {
      await expectStatus(getWidget(widgets(friendToken), demoCode('PB1')), 404);
      await expectStatus(getWidget(widgets(demoToken), 'NO-SUCH-BOOK'), 404);
      const others = await raw(`/v1/widget/${demoCode('PB1')}`, { token: friendToken });
      const unknown = await raw('/v1/widget/NO-SUCH-BOOK', { token: friendToken });
      expect(await others.json()).toEqual(await unknown.json());
      expect((await raw(`/v1/widget/${demoCode('PB1')}`)).status).toBe(401);
      expect((await raw(`/v1/widget/${demoCode('PB1')}`, { method: 'DELETE' })).status).toBe(401);
      expect((await raw('/v1/widget/all?orderCodes=x')).status).toBe(401);
    },
  );

  it.skipIf(engine.skip)(
    'publishes a book with PUT, then replaces its content keeping the widget',
    async () => {
      const code = demoCode('PB3');
      const created = await saveWidget(widgets(demoToken), code, {
        channel: CHANNEL,
        title: 'Baby’s first year',
        categoryNames: ['Baby & kids'],
      });
      expect(created).toMatchObject({
        productCode: code,
        title: 'Baby’s first year',
        categoryNames: ['Baby & kids'],
      });
      expect(await getWidget(widgets(demoToken), code)).toEqual(created);
      const replaced = await saveWidget(widgets(demoToken), code, {
        channel: 'SNAPBOOK_IE',
        title: 'Our baby',
        categoryNames: ['Family', 'Baby & kids'],
      });
      expect(replaced).toMatchObject({
        widgetId: created.widgetId,
        created: created.created,
        channel: 'SNAPBOOK_IE',
        title: 'Our baby',
        url: `https://www.snapbook.ie/gallery/${created.widgetId}`,
      });
    },
  );

  it.skipIf(engine.skip)(
    'refuses to publish a blocked book (409), a bad body (400) or another’s book (404)',
    async () => {
      const body = { channel: CHANNEL, title: 'A book', categoryNames: [] };
      await expectStatus(saveWidget(widgets(demoToken), demoCode('PB4'), body), 409);
      await expectStatus(saveWidget(widgets(demoToken), friendCode('PB1'), body), 404);
      await expectStatus(
        saveWidget(widgets(demoToken), demoCode('CAL1'), { ...body, channel: 'NOWHERE' }),
        400,
      );
      await expectStatus(
        saveWidget(widgets(demoToken), demoCode('CAL1'), { ...body, categoryNames: ['Cooking'] }),
        400,
      );
      await expectStatus(saveWidget(widgets(demoToken), demoCode('CAL1'), { ...body, title: '' }), 400);
      const response = await raw(`/v1/widget/${demoCode('CAL1')}`, {
        method: 'PUT',
        token: demoToken,
        body: JSON.stringify({ channel: CHANNEL, title: 'x', categoryNames: ['Travel', 'Travel'] }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('body.categoryNames');
      expect(await getWidget(widgets(demoToken), demoCode('CAL1'))).toBeNull();
    },
  );

  it.skipIf(engine.skip)(
    'lists the widgets of the books asked for, leaving out others’ and unpublished ones',
    async () => {
      const { widgets: listed } = await getWidgets(widgets(demoToken), [
        demoCode('PB1'),
        demoCode('PB2'),
        demoCode('CAL1'),
        friendCode('PB1'),
        'NO-SUCH-BOOK',
      ]);
      expect(listed.map((widget) => widget.productCode).sort()).toEqual(
        [demoCode('PB1'), demoCode('PB2')].sort(),
      );
      expect((await raw('/v1/widget/all', { token: demoToken })).status).toBe(400);
    },
  );

  it.skipIf(engine.skip)(
    'shares a widget by e-mail in the name of the customer’s account: the outbox holds the message with the link',
    async () => {
      const widget = await getWidget(widgets(demoToken), demoCode('PB1'));
      if (!widget) throw new Error('no widget');
      await shareWidget(widgets(demoToken), demoCode('PB1'), share);
      const [message] = await listMessages(server.portal.context.database, {
        to: share.toEmailAddress,
        limit: 5,
      });
      expect(message?.subject).toBe('Alex Morgan shared a photo book with you');
      expect(message?.text).toContain(
        'Alex Morgan would like to show you the online photo book "Summer in Italy".',
      );
      expect(message?.text).toContain('Alex Morgan writes: Look at our trip & the food!');
      expect(message?.text).toContain(widget.url);
      expect(message?.text).toContain(`Printwell sent this e-mail on behalf of Alex Morgan (${DEMO})`);
      expect(message?.html).toContain('Look at our trip &#38; the food!');
      const rows = await server.portal.context.database.db
        .selectFrom('widget_shares')
        .selectAll()
        .where('widget_id', '=', widget.widgetId)
        .execute();
      expect(rows).toMatchObject([
        { to_email_address: share.toEmailAddress, vendor_id: 'printwell', from_name: 'Alex Morgan' },
      ]);
    },
  );

  it.skipIf(engine.skip)(
    'names the customer’s account as the sender whatever name the share sends, and their address without a name',
    async () => {
      const impostor = 'Printwell Security <a href="https://evil.example/login">Verify your account</a>';
      const recipient = `impostor-${Date.now()}@example.org`;
      await shareWidget(widgets(demoToken), demoCode('PB1'), {
        ...share,
        fromName: impostor,
        toEmailAddress: recipient,
      });
      const [message] = await listMessages(server.portal.context.database, { to: recipient, limit: 5 });
      expect(message?.subject).toBe('Alex Morgan shared a photo book with you');
      for (const body of [message?.text, message?.html]) {
        expect(body).not.toContain('Printwell Security');
        expect(body).not.toContain('evil.example');
      }

      // An account without a name is named by its address.
      const { db } = server.portal.context.database;
      const demoId = await accountId(server.portal.context, DEMO);
      const names = await db
        .selectFrom('accounts')
        .select(['first_name', 'last_name'])
        .where('id', '=', demoId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('accounts')
        .set({ first_name: '', last_name: '' })
        .where('id', '=', demoId)
        .execute();
      try {
        const nameless = `nameless-${Date.now()}@example.org`;
        await shareWidget(widgets(demoToken), demoCode('PB1'), { ...share, toEmailAddress: nameless });
        const [mail] = await listMessages(server.portal.context.database, { to: nameless, limit: 5 });
        expect(mail?.subject).toBe(`${DEMO} shared a photo book with you`);
      } finally {
        await db.updateTable('accounts').set(names).where('id', '=', demoId).execute();
      }
    },
  );

  it.skipIf(engine.skip)(
    'refuses a share whose recipient is not base64 of an e-mail address (400)',
    async () => {
      const code = demoCode('PB1');
      const query = (toEmailAddress: string, overrides: Record<string, string> = {}) =>
        new URLSearchParams({
          vendorId: 'printwell',
          fromName: 'Alex',
          personalMessage: '',
          toEmailAddress,
          ...overrides,
        });
      const cases: [URLSearchParams, string][] = [
        [query('%%%not base64'), 'query.toEmailAddress'],
        [query(encodeShareEmail('not-an-address')), 'query.toEmailAddress'],
        [query(''), 'query.toEmailAddress'],
        [query(encodeShareEmail('x@example.org'), { vendorId: 'nobody' }), 'query.vendorId'],
        [query(encodeShareEmail('x@example.org'), { fromName: '' }), 'query.fromName'],
        [
          query(encodeShareEmail('x@example.org'), { personalMessage: 'x'.repeat(1001) }),
          'query.personalMessage',
        ],
      ];
      for (const [search, field] of cases) {
        const response = await raw(`/v1/widget/${code}/share?${search}`, { method: 'PUT', token: demoToken });
        expect(response.status, search.toString()).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(field);
      }
      // The lenient forms of base64 the contract's decoder accepts (no padding, URL-safe alphabet) pass.
      const unpadded = encodeShareEmail('ab@example.org').replace(/=+$/, '');
      const accepted = await raw(`/v1/widget/${code}/share?${query(unpadded)}`, {
        method: 'PUT',
        token: demoToken,
      });
      expect(accepted.status).toBe(204);
    },
  );

  it.skipIf(engine.skip)(
    'answers 404 for sharing another’s or an unpublished book, 401 without a token',
    async () => {
      await expectStatus(shareWidget(widgets(friendToken), demoCode('PB1'), share), 404);
      await expectStatus(shareWidget(widgets(demoToken), demoCode('CAL1'), share), 404);
      const search = new URLSearchParams({
        ...share,
        toEmailAddress: encodeShareEmail(share.toEmailAddress),
      });
      expect((await raw(`/v1/widget/${demoCode('PB1')}/share?${search}`, { method: 'PUT' })).status).toBe(
        401,
      );
    },
  );

  it.skipIf(engine.skip)('answers 429 once the hourly share limit is reached', async () => {
    const { db } = server.portal.context.database;
    const friendId = await accountId(server.portal.context, FRIEND);
    const code = friendCode('PB1');
    const widget = await saveWidget(widgets(friendToken), code, {
      channel: 'SNAPBOOK_IE',
      title: 'Trip',
      categoryNames: [],
    });
    await db
      .insertInto('widget_shares')
      .values(
        Array.from({ length: SHARES_PER_HOUR }, (_, index) => ({
          id: `share-${index}`,
          owner_id: friendId,
          widget_id: widget.widgetId,
          vendor_id: 'snapbook',
          from_name: 'Sam',
          personal_message: '',
          to_email_address: `someone${index}@example.org`,
          created_at: nowIso(),
        })),
      )
      .execute();
    await expectStatus(shareWidget(widgets(friendToken), code, { ...share, vendorId: 'snapbook' }), 429);
    expect(
      await listMessages(server.portal.context.database, { to: share.toEmailAddress, limit: 50 }),
    ).toHaveLength(1);
  });

  it.skipIf(engine.skip)('deletes a widget, after which the book shows as unpublished', async () => {
    const code = demoCode('PB2');
    await deleteWidget(widgets(demoToken), code);
    expect(await getWidget(widgets(demoToken), code)).toBeNull();
    await expectStatus(deleteWidget(widgets(demoToken), code), 404);
    await expectStatus(deleteWidget(widgets(friendToken), demoCode('PB1')), 404);
    expect(await getWidget(widgets(demoToken), demoCode('PB1'))).not.toBeNull();
  });
});
