import { randomUUID } from 'node:crypto';
import { createTempSelection, getTempSelection } from '@portal/api/clients/temp-selections';
import { isHttpStatus } from '@portal/api/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './support/databases.ts';
import { addPhotos } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';

describe.each(ENGINES)('temp selections on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const selections = (token?: string) => server.endpoint('tempSelections', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/temp-selections${path}`, { ...init, headers });
  };

  it.skipIf(engine.skip)('holds the selected photo ids in selection order for their owner', async () => {
    const photos = await addPhotos(server.portal.context, DEMO, 3);
    const ids = [photos[2]?.id ?? '', photos[0]?.id ?? '', photos[1]?.id ?? ''];
    const response = await raw('/temp-selections', {
      method: 'POST',
      token: demoToken,
      body: JSON.stringify({ photoIds: ids }),
    });
    expect(response.status).toBe(201);
    const { tempSelectionId } = (await response.json()) as { tempSelectionId: string };
    expect(await getTempSelection(selections(demoToken), tempSelectionId)).toEqual({ photoIds: ids });

    const viaClient = await createTempSelection(selections(demoToken), [ids[0] ?? '']);
    expect(viaClient.tempSelectionId).not.toBe(tempSelectionId);
    expect(await getTempSelection(selections(demoToken), viaClient.tempSelectionId)).toEqual({
      photoIds: [ids[0]],
    });
  });

  it.skipIf(engine.skip)('leaves out a photo deleted after it was selected', async () => {
    const photos = await addPhotos(server.portal.context, DEMO, 2);
    const { tempSelectionId } = await createTempSelection(
      selections(demoToken),
      photos.map((photo) => photo.id),
    );
    await server.portal.context.database.db
      .deleteFrom('photos')
      .where('id', '=', photos[0]?.id ?? '')
      .execute();
    expect(await getTempSelection(selections(demoToken), tempSelectionId)).toEqual({
      photoIds: [photos[1]?.id],
    });
  });

  it.skipIf(engine.skip)(
    "refuses another person's photos, unknown and repeated ids, and an empty list with 400",
    async () => {
      const [own] = await addPhotos(server.portal.context, DEMO, 1);
      const [others] = await addPhotos(server.portal.context, FRIEND, 1);
      const post = (body: unknown) =>
        raw('/temp-selections', { method: 'POST', token: demoToken, body: JSON.stringify(body) });
      const foreign = await post({ photoIds: [own?.id, others?.id] });
      expect(foreign.status).toBe(400);
      expect(((await foreign.json()) as { message: string }).message).toContain('not photos of this library');
      expect((await post({ photoIds: [randomUUID()] })).status).toBe(400);
      expect((await post({ photoIds: [own?.id, own?.id] })).status).toBe(400);
      expect((await post({ photoIds: [] })).status).toBe(400);
      expect((await post({ photoIds: [''] })).status).toBe(400);
      expect((await post({})).status).toBe(400);
      const count = await server.portal.context.database.db
        .selectFrom('temp_selections')
        .select('id')
        .where('photo_ids', 'like', `%${others?.id}%`)
        .execute();
      expect(count).toEqual([]);
    },
  );

  it.skipIf(engine.skip)("answers 404 for another person's selection and 401 without a token", async () => {
    const [own] = await addPhotos(server.portal.context, DEMO, 1);
    const { tempSelectionId } = await createTempSelection(selections(demoToken), [own?.id ?? '']);
    const stranger = await getTempSelection(selections(friendToken), tempSelectionId).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(stranger, 404)).toBe(true);
    const unknown = await getTempSelection(selections(demoToken), randomUUID()).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(unknown, 404)).toBe(true);
    expect((await raw(`/temp-selections/${tempSelectionId}`)).status).toBe(401);
    expect(
      (await raw('/temp-selections', { method: 'POST', body: JSON.stringify({ photoIds: [own?.id] }) }))
        .status,
    ).toBe(401);
    expect((await raw(`/temp-selections/${tempSelectionId}`, { token: 'forged' })).status).toBe(401);
  });
});
