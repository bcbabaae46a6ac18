import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { downloadArchivePath, exportChunkArchivePath } from '../src/archives/archive-links.ts';
import { signedPath } from '../src/blobs/signed-url.ts';
import { PUSH_SOCKET_PATH, TRANSFER_SOCKET_PATH } from '../src/config/portal-config.ts';
import { routesOf } from '../src/http/route-table.ts';
import { photoMediaPath } from '../src/media-urls/photo-media-links.ts';
import { ENGINES } from './support/databases.ts';
import { type ForgedTokens, forgeTokens } from './support/forged-tokens.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import {
  type Call,
  type Fixtures,
  type Party,
  prepareFixtures,
  type Recipe,
  recipes,
  send,
  splitRoute,
  WITHOUT_BEARER_TOKEN,
} from './support/route-recipes.ts';
import { stateDigest } from './support/state-digest.ts';
import { statusOf } from './support/status-of.ts';

/*
 * [Note: The authorization matrix]
 * Every route of the server's own route table (`routesOf`, recorded as the routes are registered,
 * so a route added later cannot be left out) is called by every kind of caller: the customer whose
 * data it is, another signed-in customer, nobody (no token), and tokens that must be refused: one
 * expired, one signed with a key of someone else's under the provider's key id, one for another
 * API, and the owner's upload-only transfer credential. Only the owner succeeds: another customer
 * gets 404 for anything named by id (or the answer every customer gets, for what is theirs or the
 * same for all), a refused token gets 401, and none of the refused calls changes a row or a stored
 * file (`stateDigest` before and after). Every answer to a call with a token, refused or not, says
 * `no-store` ([Note: Answers to a credential are never stored]). Routes that take no bearer token say why, and are tested
 * in their own way here: signed links refuse a forged, altered or expired signature, the sockets
 * close on a refused token. The matrix prints its size.
 */

type CallerName = 'owner' | 'other' | 'none' | 'expired' | 'foreignKey' | 'otherAudience' | 'transfer';

/** What is wrong with the caching of an answer to a request with a token; see [Note: Answers to a credential are never stored]. */
function cachingProblem(answer: Response): string | null {
  const cacheControl = answer.headers.get('cache-control') ?? '';
  const directives = cacheControl.split(',').map((directive) => directive.trim().toLowerCase());
  return directives.includes('no-store') ? null : `may be stored (Cache-Control: '${cacheControl}')`;
}

/** What is wrong with how another caller was answered, or null when it is as `expected` says. */
function othersProblem(
  expected: Recipe['others'],
  status: number,
  text: string,
  owner: Party,
  call: Call,
): string | null {
  const succeeded = status >= 200 && status < 300;
  if (typeof expected === 'number') return status === expected ? null : `${status}, not ${expected}`;
  if (expected === 'not-found') return status === 404 ? null : `${status}, not 404`;
  if (expected === 'unknown-ids') {
    if (status === 400 || status === 404) return null;
    const sentIds = JSON.stringify(call.body).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];
    const failed = succeeded ? ((JSON.parse(text) as { failed?: unknown }).failed ?? []) : [];
    const allFailed = Array.isArray(failed) && sentIds.every((id) => failed.includes(id));
    return succeeded && allFailed ? null : `${status}, the owner's ids not answered as unknown`;
  }
  if (!succeeded) return `${status}, not their own answer`;
  if (expected === 'own' && (text.includes(owner.id) || text.includes(owner.email))) {
    return 'the answer names the owner';
  }
  return null;
}

describe.each(ENGINES)('the authorization matrix on $name', (engine) => {
  let server: PortalServer;
  let fixtures: Fixtures;
  let forged: ForgedTokens;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    fixtures = await prepareFixtures(server);
    forged = await forgeTokens(server.test.database, fixtures.owner.token);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(engine.skip)(
    'covers every route of the server: each has a recipe or says why it takes no token',
    () => {
      const table = routesOf(server.portal.app).filter(
        (route) => route.url.startsWith('/services/') || route.url === PUSH_SOCKET_PATH,
      );
      const known = new Set([...Object.keys(recipes()), ...Object.keys(WITHOUT_BEARER_TOKEN)]);
      const missing = table
        .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
        .map((route) => `${route.method} ${route.url}`)
        .filter((route) => !known.has(route));
      expect(missing, 'routes without a recipe in the authorization matrix').toEqual([]);
      // A HEAD route is its GET's, which the matrix calls both ways, or has a recipe of its own.
      for (const route of table.filter((each) => each.method === 'HEAD')) {
        const covered =
          table.some((each) => each.method === 'GET' && each.url === route.url) ||
          known.has(`HEAD ${route.url}`);
        expect(covered, route.url).toBe(true);
      }
      const stale = [...known].filter(
        (name) => !table.some((route) => `${route.method} ${route.url}` === name),
      );
      expect(stale, 'recipes for routes the server no longer has').toEqual([]);
    },
  );

  it.skipIf(engine.skip)(
    'lets only the owner in: another customer gets 404 or their own, a refused token 401, nothing changes, and no answer may be stored',
    async () => {
      const table = routesOf(server.portal.app);
      const byName = recipes();
      const withHead = new Set(table.filter((route) => route.method === 'HEAD').map((route) => route.url));
      const problems: string[] = [];
      let calls = 0;
      let routes = 0;
      for (const [name, recipe] of Object.entries(byName)) {
        const [method = 'GET', pattern = ''] = name.split(' ');
        const { prefix } = splitRoute({ method: method as HTTPMethods, url: pattern });
        const methods: HTTPMethods[] =
          method === 'GET' && withHead.has(pattern) ? ['GET', 'HEAD'] : [method as HTTPMethods];
        for (const sentMethod of methods) {
          routes += 1;
          const owner =
            recipe.owner === undefined || recipe.owner === 'consumer'
              ? fixtures.owner
              : recipe.owner === 'business'
                ? fixtures.business
                : await recipe.owner(fixtures);
          const call = { ...(await recipe.call(fixtures, owner)), method: sentMethod };
          const refusedTokens: [CallerName, string | null][] = [
            ['none', null],
            ['expired', forged.expired],
            ['foreignKey', forged.foreignKey],
            ['otherAudience', forged.otherAudience],
          ];
          if (!recipe.transferMay) refusedTokens.push(['transfer', fixtures.transfer.token]);
          const before = await stateDigest(server.test.database, server.test.dataDir);
          for (const [caller, token] of refusedTokens) {
            calls += 1;
            const answer = await send(fixtures, token, call, prefix);
            await answer.arrayBuffer();
            if (answer.status !== 401)
              problems.push(`${sentMethod} ${pattern} as ${caller}: ${answer.status}, not 401`);
            const caching = token === null ? null : cachingProblem(answer);
            if (caching !== null) problems.push(`${sentMethod} ${pattern} as ${caller}: ${caching}`);
          }
          // Another customer, and the owner's upload credential where it may call at all: neither
          // reaches the owner's data. A call that acts on the caller's own data changes theirs, so
          // only its reads are made by them here.
          const acting = sentMethod === 'GET' || sentMethod === 'HEAD' || recipe.others !== 'own';
          const others: [CallerName, string][] = acting ? [['other', fixtures.other.token]] : [];
          if (recipe.transferMay && acting && owner.token !== fixtures.transfer.token) {
            others.push(['transfer', fixtures.transfer.token]);
          }
          for (const [caller, token] of others) {
            calls += 1;
            const answer = await send(fixtures, token, call, prefix);
            const text = sentMethod === 'HEAD' ? '' : await answer.text();
            const problem =
              othersProblem(recipe.others, answer.status, text, owner, call) ?? cachingProblem(answer);
            if (problem !== null) problems.push(`${sentMethod} ${pattern} as ${caller}: ${problem}`);
          }
          if ((await stateDigest(server.test.database, server.test.dataDir)) !== before) {
            problems.push(`${sentMethod} ${pattern}: a refused call changed what the server holds`);
          }
          calls += 1;
          const mine = await send(fixtures, owner.token, call, prefix);
          // Read to the end, as every answer here: an unread stream keeps its connection busy.
          const mineText = await mine.text();
          if (mine.status < 200 || mine.status >= 300) {
            problems.push(`${sentMethod} ${pattern} as its owner: ${mine.status} ${mineText}`);
          }
          const caching = cachingProblem(mine);
          if (caching !== null) problems.push(`${sentMethod} ${pattern} as its owner: ${caching}`);
        }
      }
      console.log(
        `authorization matrix on ${engine.name}: ${routes} routes (GET and HEAD apart) x 7 callers, ${calls} calls`,
      );
      expect(problems).toEqual([]);
    },
    240_000,
  );

  it.skipIf(engine.skip)(
    'refuses a signed link that is forged, altered, for something else, or expired, with 403',
    async () => {
      const context = server.portal.context;
      const [ownPhoto] = fixtures.ownerPhotos;
      const [othersPhoto] = fixtures.otherPhotos;
      if (!ownPhoto || !othersPhoto) throw new Error('No photos');
      const downloadId = await fixtures.readyDownload();
      const backupId = await fixtures.readyExport();
      // Each link beside a path for something else, which its signature must not open.
      const paths: [string, string][] = [
        [photoMediaPath(ownPhoto.id, 'original'), photoMediaPath(othersPhoto.id, 'original')],
        [downloadArchivePath(downloadId), downloadArchivePath(randomUUID())],
        [exportChunkArchivePath(backupId, 0), exportChunkArchivePath(backupId, 1)],
      ];
      const hour = 60 * 60 * 1000;
      for (const [path, elsewhere] of paths) {
        const valid = signedPath(path, Date.now() + hour, context.urlSigningSecret);
        expect(await statusOf(`${server.baseUrl}${valid}`), path).toBe(200);
        const [bare = '', query = ''] = valid.split('?');
        const params = new URLSearchParams(query);
        const signature = params.get('signature') ?? '';
        const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
        const altered = new URLSearchParams({ expires: params.get('expires') ?? '', signature: flipped });
        const later = new URLSearchParams({
          expires: String(Number(params.get('expires')) + 3600),
          signature,
        });
        const refused = [
          `${bare}`,
          `${bare}?${altered}`,
          `${bare}?${later}`,
          `${elsewhere}?${params}`,
          signedPath(path, Date.now() - hour, context.urlSigningSecret),
          signedPath(path, Date.now() + hour, 'someone-else’s-secret'),
        ];
        for (const link of refused) {
          expect(await statusOf(`${server.baseUrl}${link}`), link).toBe(403);
        }
      }
      // A photo's signed link carries no token: the browser may keep it until the link expires.
      const thumbnail = await fetch(
        `${server.baseUrl}${signedPath(photoMediaPath(ownPhoto.id, 'display'), Date.now() + hour, context.urlSigningSecret)}`,
      );
      await thumbnail.arrayBuffer();
      expect(thumbnail.headers.get('cache-control')).toMatch(/^private, max-age=3[56]\d\d$/);
    },
  );

  it.skipIf(engine.skip)(
    'closes the sockets on a refused token: no token, expired, foreign key, other audience',
    async () => {
      const socketUrl = (path: string) => `${server.baseUrl.replace('http', 'ws')}${path}`;
      const firstFrames: [string, string][] = [];
      for (const token of [forged.expired, forged.foreignKey, forged.otherAudience, '']) {
        firstFrames.push([PUSH_SOCKET_PATH, JSON.stringify({ action: 'authenticate', token })]);
        firstFrames.push([
          TRANSFER_SOCKET_PATH,
          JSON.stringify({ action: 'watch', token, transferId: fixtures.transfer.transferId }),
        ]);
      }
      // Another customer may not watch the owner's transfer.
      firstFrames.push([
        TRANSFER_SOCKET_PATH,
        JSON.stringify({
          action: 'watch',
          token: fixtures.other.token,
          transferId: fixtures.transfer.transferId,
        }),
      ]);
      for (const [path, frame] of firstFrames) {
        const socket = new WebSocket(socketUrl(path));
        const heard: string[] = [];
        socket.on('message', (data: Buffer) => heard.push(data.toString('utf8')));
        const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(frame);
        expect(await closed, `${path} ${frame.slice(0, 60)}`).toBe(1008);
        expect(heard).toEqual([]);
      }
    },
  );
});
