import { getArticleGroups, getCampaign } from '@portal/api/clients/cutoff';
import { isHttpStatus } from '@portal/api/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import { ensureDemoCutoff } from '../src/services/cutoff/demo.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

describe.each(ENGINES)('order cut-off on $name', (engine) => {
  let server: PortalServer;
  let token: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    await ensureDemoCutoff(server.portal.context);
    token = await server.tokenFor('demo@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const cutoff = (withToken?: string) => server.endpoint('cutoff', withToken);
  const raw = (path: string, withToken?: string) =>
    fetch(`${server.baseUrl}/services/cutoff${path}`, {
      headers: withToken ? { Authorization: `Bearer ${withToken}` } : {},
    });

  it.skipIf(engine.skip)(
    'lists the article groups with the cut-offs still ahead, passed ones as null',
    async () => {
      const now = new Date().toISOString();
      const { articleGroups } = await getArticleGroups(cutoff(token));
      expect(articleGroups.map((group) => group.id)).toEqual([
        'photo-books',
        'prints',
        'wall-decor',
        'gifts',
      ]);
      expect(articleGroups[0]).toMatchObject({ name: 'Photo books', articleTypes: ['PhotoBook'] });
      expect(articleGroups.map((group) => group.cutOff === null)).toEqual([false, false, true, true]);
      for (const group of articleGroups) if (group.cutOff !== null) expect(group.cutOff > now).toBe(true);
    },
  );

  it.skipIf(engine.skip)(
    'answers a campaign ahead, and 404 (null) for one that ended or never was',
    async () => {
      const christmas = await getCampaign(cutoff(token), 'christmas');
      expect(christmas).toMatchObject({
        name: 'christmas',
        articleGroupIds: ['photo-books', 'prints', 'gifts'],
      });
      expect(christmas && christmas.cutOff > new Date().toISOString()).toBe(true);
      expect(christmas && christmas.deliveryPromise >= christmas.cutOff.slice(0, 10)).toBe(true);
      expect(await getCampaign(cutoff(token), 'mothers-day')).toBeNull();
      expect(await getCampaign(cutoff(token), 'easter')).toBeNull();
      const response = await raw('/v1/Campaign/easter', token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Campaign not found' });
    },
  );

  it.skipIf(engine.skip)('seeds the same groups however often it runs', async () => {
    await ensureDemoCutoff(server.portal.context);
    expect((await getArticleGroups(cutoff(token))).articleGroups).toHaveLength(4);
  });

  it.skipIf(engine.skip)('answers 401 without a token', async () => {
    for (const path of ['/v1/ArticleGroup', '/v1/Campaign/christmas']) {
      const response = await raw(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    }
    expect(isHttpStatus(await getArticleGroups(cutoff()).catch((error: unknown) => error), 401)).toBe(true);
  });
});
