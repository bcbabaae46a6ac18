import { deleteSavedProject, getSavedProjects } from '@portal/api/clients/saved-projects';
import { HttpError } from '@portal/api/http';
import { SAVED_PROJECTS_PAGE_SIZE } from '@portal/api/schemas/saved-projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoSavedProjects } from '../src/services/projects/demo-saved-projects.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const DEMO_PROJECTS = 23;

describe.each(ENGINES)('saved projects on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;
  let demoId: string;
  let friendId: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const { context } = server.portal;
    await ensureDemoSavedProjects(context);
    demoId = await accountId(context, DEMO);
    friendId = await accountId(context, FRIEND);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const projects = (token?: string) => server.endpoint('projects', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${server.baseUrl}/services/projects${path}`, {
      ...init,
      headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
    });
  const expectStatus = async (promise: Promise<unknown>, status: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  };

  it.skipIf(engine.skip)(
    'pages the projects ten at a time, newest change first, with the count of all',
    async () => {
      const pages = [
        await getSavedProjects(projects(demoToken), demoId, 1),
        await getSavedProjects(projects(demoToken), demoId, 2),
        await getSavedProjects(projects(demoToken), demoId, 3),
      ];
      expect(pages.map((page) => page.projects.length)).toEqual([10, 10, 3]);
      expect(pages.map((page) => page.totalCount)).toEqual([DEMO_PROJECTS, DEMO_PROJECTS, DEMO_PROJECTS]);
      const all = pages.flatMap((page) => page.projects);
      expect(new Set(all.map((project) => project.id)).size).toBe(DEMO_PROJECTS);
      const updated = all.map((project) => project.updated);
      expect(updated).toEqual([...updated].sort().reverse());
      expect(all[0]?.name).toBe('Summer holiday 2025');
      expect((await getSavedProjects(projects(demoToken), demoId, 4)).projects).toEqual([]);
    },
  );

  it.skipIf(engine.skip)('answers each project with its product, type and thumbnail or none', async () => {
    const { projects: page } = await getSavedProjects(projects(demoToken), demoId, 1);
    expect(page[0]).toMatchObject({ productCode: 'PB-A4-LANDSCAPE', productType: 'PhotoBook' });
    expect(page[0]?.thumbnailUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(page[2]?.thumbnailUrl).toBeNull();
  });

  it.skipIf(engine.skip)('answers 400 for a limit above the page size or a bad skip', async () => {
    for (const query of [
      `limit=${SAVED_PROJECTS_PAGE_SIZE + 1}`,
      'limit=0',
      'skip=-1',
      'skip=abc',
      'skip=1.5',
    ]) {
      const response = await raw(`/api/v2/projects/${demoId}?${query}`, { token: demoToken });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/query\.(limit|skip)/);
    }
    const defaults = await raw(`/api/v2/projects/${demoId}`, { token: demoToken });
    expect(((await defaults.json()) as { projects: unknown[] }).projects).toHaveLength(
      SAVED_PROJECTS_PAGE_SIZE,
    );
  });

  it.skipIf(engine.skip)('answers 404 for another account’s id and 401 without a token', async () => {
    await expectStatus(getSavedProjects(projects(demoToken), friendId, 1), 404);
    await expectStatus(getSavedProjects(projects(demoToken), 'no-such-account', 1), 404);
    expect((await raw(`/api/v2/projects/${demoId}`)).status).toBe(401);
    expect((await raw(`/api/v2/projects/${demoId}`, { token: 'not-a-token' })).status).toBe(401);
    expect((await raw('/api/v2/project/anything', { method: 'DELETE' })).status).toBe(401);
  });

  it.skipIf(engine.skip)('deletes a project of the customer’s own, and only once', async () => {
    const before = await getSavedProjects(projects(demoToken), demoId, 1);
    const [first] = before.projects;
    if (!first) throw new Error('no projects');
    await deleteSavedProject(projects(demoToken), first.id);
    const after = await getSavedProjects(projects(demoToken), demoId, 1);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.projects.map((project) => project.id)).not.toContain(first.id);
    await expectStatus(deleteSavedProject(projects(demoToken), first.id), 404);
  });

  it.skipIf(engine.skip)('answers 404 for another customer’s project and leaves it in place', async () => {
    const { projects: friendProjects, totalCount } = await getSavedProjects(
      projects(friendToken),
      friendId,
      1,
    );
    const [first] = friendProjects;
    if (!first) throw new Error('no projects');
    await expectStatus(deleteSavedProject(projects(demoToken), first.id), 404);
    expect((await getSavedProjects(projects(friendToken), friendId, 1)).totalCount).toBe(totalCount);
  });

  it.skipIf(engine.skip)('seeds the demo projects again without doubling them', async () => {
    const { totalCount } = await getSavedProjects(projects(friendToken), friendId, 1);
    await ensureDemoSavedProjects(server.portal.context);
    expect((await getSavedProjects(projects(friendToken), friendId, 1)).totalCount).toBe(totalCount);
  });
});
