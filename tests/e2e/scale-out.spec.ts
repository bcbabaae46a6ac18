import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../../packages/server/test/support/free-port.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/support/postgres.ts';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
} from '../../packages/server/test/support/round-robin-proxy.ts';
import { type S3TestServer, startS3Server } from '../../packages/server/test/support/s3-server.ts';
import {
  type ServerProcess,
  startServerProcesses,
} from '../../packages/server/test/support/server-process.ts';
import { DEMO_ACCOUNTS, submitSignInForm } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { useTempFolder, writeNoisyJpeg } from './support/photo-files.ts';
import { signOutControl } from './support/portal.ts';

/**
 * The portal behind a load balancer (README, 'Running on several machines'): two real server
 * processes on one PostgreSQL database and one S3 bucket, each with its own data folder, behind a
 * proxy that hands requests to them in turn with no sticky routing. The first process answers
 * requests only (JOB_WORKER=off); the second also runs the jobs.
 *
 * A customer signs in on a brand host through the proxy, uploads two photos, the larger over a
 * connection dropped mid-file, so that its two PATCHes reach the two processes; sees them; and
 * downloads both as a zip. The zip is built by the second process, and its 'finished' event reaches
 * the browser's push socket, which the proxy gave to the first.
 */

const HOST = 'printwell.co.uk';
const LOCALE = 'en-GB';
const TUS_UPLOAD = /\/services\/storage\/uploads\/tus\/[0-9a-f-]{36}/;

const inFolder = useTempFolder('portal-scale-out-');

let cluster: PostgresCluster | null = null;
let s3: S3TestServer | undefined;
let proxy: RoundRobinProxy | undefined;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

test.describe('two server processes behind a round-robin proxy', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startPostgres();
    test.skip(cluster === null, 'PostgreSQL is not installed (no initdb found)');
    const databaseUrl = cluster?.adminUrl ?? '';
    s3 = await startS3Server();
    const s3Url = s3.url();
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    // Each upload's PATCHes go to the processes in turn, and so do the push sockets: the first
    // socket goes to the process that runs no jobs. Every other request takes the next process.
    proxy = await startRoundRobinProxy(proxyPort, ports, (request, upgrade) => {
      if (upgrade) return `socket ${request.url}`;
      const upload = TUS_UPLOAD.exec(request.url ?? '')?.[0];
      return request.method === 'PATCH' && upload !== undefined ? upload : '';
    });
    servers.push(
      ...(await startServerProcesses(
        ports.map((port, index) => {
          const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-out-data-'));
          dataDirs.push(dataDir);
          return {
            port,
            logFile: join(dataDir, 'server.log'),
            env: {
              DATABASE_URL: databaseUrl,
              S3_URL: s3Url,
              DATA_DIR: dataDir,
              PUBLIC_URL: `http://localhost:${proxyPort}`,
              JOB_WORKER: index === 0 ? 'off' : 'on',
            },
          };
        }),
      )),
    );
  });

  test.afterAll(async () => {
    for (const server of servers) await server.kill();
    await proxy?.close();
    await s3?.close();
    cluster?.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  test('uploads through both, shows the photos, and hears of their zip from the other process', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    if (proxy === undefined) throw new Error('The proxy did not start');
    const origin = `http://${HOST}.localhost:${new URL(proxy.baseUrl).port}`;
    const jpeg = await writeNoisyJpeg(inFolder('harbour.jpg'), {
      width: 1600,
      height: 1200,
      taken: '2019:05:17 12:34:56',
    });
    const png = inFolder('drawing.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b6ea5' } })
      .png()
      .toFile(png);

    // The first PATCH of the JPEG reaches the service with half its bytes, then the connection drops.
    let cutPath: string | null = null;
    await page.route('**/services/storage/uploads/tus/*', async (route) => {
      const request = route.request();
      const body = request.postDataBuffer();
      if (request.method() !== 'PATCH' || cutPath !== null || body === null || body.length < 1_000_000) {
        return route.fallback();
      }
      const url = new URL(request.url());
      cutPath = url.pathname;
      url.hostname = '127.0.0.1';
      await route.fetch({ url: url.href, postData: body.subarray(0, Math.floor(body.length / 2)) });
      await route.abort('connectionreset');
    });

    await page.goto(`${origin}/my-photos`, { waitUntil: 'commit' });
    await submitSignInForm(page, DEMO_ACCOUNTS.demo);
    await expect(signOutControl(page, LOCALE)).toBeVisible({ timeout: 30_000 });
    const library = page.locator('photo-library');
    await expect(library.getByText('Your photo library is empty')).toBeVisible();

    await library.getByRole('button', { name: 'Add photos' }).last().click();
    const dialog = library.getByRole('dialog', { name: 'Add photos' });
    await dialog.locator('input[type=file]').setInputFiles([jpeg, png]);
    await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expect(dialog.getByText('2 of 2 photos uploaded')).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The JPEG's PATCHes, the cut one and the one that resumed it, reached both processes.
    expect(cutPath).not.toBeNull();
    const jpegPatches = proxy.forwarded.filter(
      (request) => request.method === 'PATCH' && request.path === cutPath,
    );
    expect(jpegPatches.map((request) => request.backend)).toEqual([0, 1]);

    await expect(library.getByRole('img', { name: 'harbour.jpg' })).toBeVisible();
    await expect(library.getByRole('img', { name: 'drawing.png' })).toBeVisible();
    await expectLoaded(library.getByRole('img', { name: 'harbour.jpg' }));

    await library.getByRole('button', { name: 'Select', exact: true }).click();
    const tiles = library.locator('.tile-button');
    await tiles.nth(0).click();
    await tiles.nth(1).click();
    const zip = page.waitForEvent('download', { timeout: 60_000 });
    await library.getByRole('region').getByRole('button', { name: 'Download', exact: true }).click();
    const saved = await zip;
    const folder = mkdtempSync(join(tmpdir(), 'scale-out-zip-'));
    try {
      const file = join(folder, 'photos.zip');
      await saved.saveAs(file);
      execFileSync('unzip', ['-tq', file]);
      const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
      expect(listed.sort()).toEqual(['drawing.png', 'harbour.jpg']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // The browser's push socket was held by the first process, which runs no jobs: the event came
    // from the second one.
    const sockets = proxy.forwarded.filter((request) => request.path.startsWith('/push'));
    expect(sockets.map((request) => request.backend)).toEqual([0]);
  });
});

/** The image has loaded its bytes (served from the bucket by whichever process). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element) => element instanceof HTMLImageElement && element.naturalWidth > 0))
    .toBe(true);
}
