import {
  createGalleryEntry,
  deleteGalleryEntry,
  getBlockedOrder,
  getGalleryEntry,
  getWidgetCategories,
  updateGalleryEntry,
} from '@portal/api/clients/widget-gallery';
import { getWidget } from '@portal/api/clients/widgets';
import { HttpError } from '@portal/api/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductCode } from '../src/services/products/demo-products.ts';
import { ensureDemoWidgets } from '../src/services/widgets/demo-widgets.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const CHANNEL = 'PRINTWELL_GB';

describe.each(ENGINES)('widget gallery on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;
  let demoCode: (key: string) => string;
  let friendCode: (key: string) => string;
  /** The widget id of demo@example.com's first published book. */
  let publishedId: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const { context } = server.portal;
    await ensureDemoWidgets(context);
    await ensureDemoWidgets(context);
    const demoId = await accountId(context, DEMO);
    const friendId = await accountId(context, FRIEND);
    demoCode = (key) => demoProductCode(demoId, key);
    friendCode = (key) => demoProductCode(friendId, key);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
    const published = await getWidget(server.endpoint('widgets', demoToken), demoCode('PB1'));
    if (!published) throw new Error('the demo book is not published');
    publishedId = published.widgetId;
  });
  afterAll(async () => {
    await server?.close();
  });

  const gallery = (token?: string) => server.endpoint('widgetGallery', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/widget-gallery${path}`, { ...init, headers });
  };
  const expectStatus = async (promise: Promise<unknown>, status: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  };

  it.skipIf(engine.skip)('lists the categories an entry can be listed under', async () => {
    const { categories } = await getWidgetCategories(gallery(demoToken));
    expect(categories.map((category) => category.name)).toContain('Travel');
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
    expect((await raw('/v1/categories')).status).toBe(401);
  });

  it.skipIf(engine.skip)('answers an entry by widget id in its channel, 404 in another channel', async () => {
    const entry = await getGalleryEntry(gallery(demoToken), publishedId, CHANNEL);
    expect(entry).toMatchObject({
      widgetId: publishedId,
      productCode: demoCode('PB1'),
      title: 'Summer in Italy',
    });
    await expectStatus(getGalleryEntry(gallery(demoToken), publishedId, 'SNAPBOOK_IE'), 404);
    await expectStatus(getGalleryEntry(gallery(friendToken), publishedId, CHANNEL), 404);
    await expectStatus(getGalleryEntry(gallery(demoToken), 'no-such-entry', CHANNEL), 404);
    expect((await raw(`/v1/galleryentries/${publishedId}`, { token: demoToken })).status).toBe(400);
    expect((await raw(`/v1/galleryentries/${publishedId}?channel=${CHANNEL}`)).status).toBe(401);
  });

  it.skipIf(engine.skip)(
    'creates an entry for an unpublished book, which the widget API then shows',
    async () => {
      const entry = await createGalleryEntry(gallery(demoToken), {
        productCode: demoCode('PB3'),
        channel: CHANNEL,
        title: 'Baby’s first year',
        categoryNames: ['Baby & kids', 'Family'],
      });
      expect(entry).toMatchObject({
        productCode: demoCode('PB3'),
        channel: CHANNEL,
        categoryNames: ['Baby & kids', 'Family'],
      });
      expect(await getWidget(server.endpoint('widgets', demoToken), demoCode('PB3'))).toEqual(entry);
      await expectStatus(
        createGalleryEntry(gallery(demoToken), {
          productCode: demoCode('PB3'),
          channel: CHANNEL,
          title: 'Again',
          categoryNames: [],
        }),
        409,
      );
    },
  );

  it.skipIf(engine.skip)(
    'refuses a blocked book (409), another’s book (404) and a bad body (400)',
    async () => {
      const body = { channel: CHANNEL, title: 'A book', categoryNames: [] };
      await expectStatus(
        createGalleryEntry(gallery(demoToken), { ...body, productCode: demoCode('PB4') }),
        409,
      );
      await expectStatus(
        createGalleryEntry(gallery(demoToken), { ...body, productCode: friendCode('PB1') }),
        404,
      );
      await expectStatus(
        createGalleryEntry(gallery(demoToken), {
          ...body,
          productCode: demoCode('CAL1'),
          channel: 'NOWHERE',
        }),
        400,
      );
      await expectStatus(
        createGalleryEntry(gallery(demoToken), {
          ...body,
          productCode: demoCode('CAL1'),
          categoryNames: ['Cooking'],
        }),
        400,
      );
      const missing = await raw('/v1/galleryentries/', {
        method: 'POST',
        token: demoToken,
        body: JSON.stringify({ productCode: demoCode('CAL1'), title: 'x', categoryNames: [] }),
      });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { message: string }).message).toContain('body.channel');
      expect((await raw('/v1/galleryentries/', { method: 'POST', body: JSON.stringify(body) })).status).toBe(
        401,
      );
    },
  );

  it.skipIf(engine.skip)('updates an entry’s title and categories in its channel', async () => {
    const updated = await updateGalleryEntry(gallery(demoToken), publishedId, CHANNEL, {
      title: 'Italy 2025',
      categoryNames: ['Travel'],
    });
    expect(updated).toMatchObject({ widgetId: publishedId, title: 'Italy 2025', categoryNames: ['Travel'] });
    expect(updated.updated >= updated.created).toBe(true);
    expect(await getGalleryEntry(gallery(demoToken), publishedId, CHANNEL)).toEqual(updated);
    const changes = { title: 'Not mine', categoryNames: [] };
    await expectStatus(updateGalleryEntry(gallery(friendToken), publishedId, CHANNEL, changes), 404);
    await expectStatus(updateGalleryEntry(gallery(demoToken), publishedId, 'SNAPBOOK_IE', changes), 404);
    await expectStatus(
      updateGalleryEntry(gallery(demoToken), publishedId, CHANNEL, { title: '', categoryNames: [] }),
      400,
    );
    expect((await getGalleryEntry(gallery(demoToken), publishedId, CHANNEL)).title).toBe('Italy 2025');
  });

  it.skipIf(engine.skip)('says whether one of the customer’s books is blocked', async () => {
    expect(await getBlockedOrder(gallery(demoToken), demoCode('PB4'))).toEqual({
      productCode: demoCode('PB4'),
      blocked: true,
    });
    expect(await getBlockedOrder(gallery(demoToken), demoCode('PB1'))).toEqual({
      productCode: demoCode('PB1'),
      blocked: false,
    });
    await expectStatus(getBlockedOrder(gallery(friendToken), demoCode('PB4')), 404);
    expect((await raw(`/v1/blockedorders/${demoCode('PB4')}`)).status).toBe(401);
  });

  it.skipIf(engine.skip)('deletes an entry, which unpublishes the book', async () => {
    const entry = await getGalleryEntry(gallery(demoToken), publishedId, CHANNEL);
    await expectStatus(deleteGalleryEntry(gallery(friendToken), publishedId, CHANNEL), 404);
    await expectStatus(deleteGalleryEntry(gallery(demoToken), publishedId, 'SNAPBOOK_IE'), 404);
    await deleteGalleryEntry(gallery(demoToken), publishedId, CHANNEL);
    await expectStatus(getGalleryEntry(gallery(demoToken), publishedId, CHANNEL), 404);
    expect(await getWidget(server.endpoint('widgets', demoToken), entry.productCode)).toBeNull();
    await expectStatus(deleteGalleryEntry(gallery(demoToken), publishedId, CHANNEL), 404);
    expect(
      (await raw(`/v1/galleryentries/${publishedId}?channel=${CHANNEL}`, { method: 'DELETE' })).status,
    ).toBe(401);
  });
});
