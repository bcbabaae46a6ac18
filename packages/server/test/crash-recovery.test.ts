import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { TUS_ENDPOINT_PATH } from '@portal/api/schemas/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '../src/blobs/file-blob-store.ts';
import { openDatabase } from '../src/db/database.ts';
import { findAccountByEmail } from '../src/identity/accounts.ts';
import { seedLargeLibrary } from '../src/seed/large-library.ts';
import { freePort } from './support/free-port.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { DEMO_PASSWORD, signIn } from './support/sign-in.ts';
import { createUpload, offsetOf, patchUpload, uploadUrl } from './support/uploads.ts';

/*
 * The real server process, killed with SIGKILL (no chance to clean up) in the middle of an upload,
 * of a zip download and of an export, then started again on the same data: the upload resumes at
 * the offset the service kept, the download and the export finish and stream whole, and
 * `npm run check-data` finds every row with its blobs and no blob, incoming file or job left over
 * ([Note: What the data check proves]). On SQLite, where the process is the only writer, a job a
 * killed process held is taken back at start-up; on PostgreSQL its stale lock frees it (jobs.test.ts).
 */

const REPOSITORY = resolve(import.meta.dirname, '../../..');
const DEMO = 'demo@example.com';
const run = promisify(execFile);
/** The stop's grace period in the SIGTERM test (`SHUTDOWN_GRACE_SECONDS`), shorter than the default 10. */
const GRACE_SECONDS = 2;

describe('a server killed mid-work and started again', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  let port = 0;
  let server: ServerProcess | undefined;
  let token = '';

  const start = (env: Record<string, string> = {}) =>
    startServerProcess({ port, logFile: join(dataDir, 'server.log'), env: { DATA_DIR: dataDir, ...env } });
  const kill = async () => server?.kill();

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server?.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });

  async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }

  beforeAll(async () => {
    port = await freePort();
    server = await start();
    token = (await signIn(server.baseUrl, DEMO, DEMO_PASSWORD)).accessToken;
    // A library large enough that its export streams for a while, and that its archive's central
    // directory passes 64 KiB ([Note: The zip64 end records and the announced size]).
    const database = await openDatabase({ dataDir });
    try {
      const account = await findAccountByEmail(database, DEMO);
      if (!account) throw new Error('No demo account');
      await seedLargeLibrary(
        { database, blobs: new FileBlobStore(dataDir) },
        { ownerId: account.id, count: 1500 },
      );
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await kill();
    if (process.env.KEEP_CRASH_DATA === undefined) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`crash test data kept in ${dataDir}`);
  });

  it('resumes an upload at the offset the service kept', async () => {
    // Random pixels: large enough (about half a megabyte) to be cut off part way.
    const photo = Buffer.from(await randomJpeg(900, 700));
    const target = () => ({ baseUrl: `${server?.baseUrl}/services/storage`, token });
    const created = await createUpload(target(), {
      fileName: 'interrupted.jpg',
      fileType: 'image/jpeg',
      length: photo.length,
    });
    expect(created.status).toBe(201);
    const { uploadId } = uploadUrl(target(), created);
    const half = Math.floor(photo.length / 2);
    expect(
      (
        await patchUpload(
          target(),
          `${server?.baseUrl}/services/storage${TUS_ENDPOINT_PATH}/${uploadId}`,
          0,
          photo.subarray(0, half),
        )
      ).status,
    ).toBe(204);

    await kill();
    server = await start();
    const url = `${server.baseUrl}/services/storage${TUS_ENDPOINT_PATH}/${uploadId}`;
    expect(await offsetOf(target(), url)).toBe(half);
    expect((await patchUpload(target(), url, half, photo.subarray(half))).status).toBe(204);
    const record = await call(`/services/storage/uploads/${uploadId}?accountId=${await accountIdOf()}`);
    expect(await record.json()).toMatchObject({ status: 'COMPLETED', fileName: 'interrupted.jpg' });
  });

  it('finishes a zip download asked for just before the kill, and streams it whole after one cut mid-stream', async () => {
    const { images } = (await (await call('/services/photo/photos?limit=100')).json()) as {
      images: { imageId: string }[];
    };
    const id = randomUUID();
    const asked = await call('/services/downloads/downloads', {
      method: 'POST',
      body: JSON.stringify({ id, photos: images.map((image) => image.imageId) }),
    });
    expect(asked.status).toBe(202);
    await kill();
    server = await start();
    const link = await waitFor('the download to be ready', async () => {
      const answer = await call(`/services/downloads/downloads/${id}/url`);
      return answer.status === 200 ? ((await answer.json()) as { url: string }).url : undefined;
    });
    await cutMidStream(link);
    server = await start();
    const fresh = ((await (await call(`/services/downloads/downloads/${id}/url`)).json()) as { url: string })
      .url;
    await expectWholeZip(fresh, images.length);
  });

  it('finishes an export asked for just before the kill, and streams its chunk whole after one cut mid-stream', async () => {
    const asked = await call('/services/exports/backups', {
      method: 'POST',
      body: JSON.stringify({ channel: 'PRINTWELL_GB' }),
    });
    expect(asked.status).toBeLessThan(300);
    await kill();
    server = await start();
    const backupId = await waitFor('the export to be ready', async () => {
      const database = await openDatabase({ dataDir });
      try {
        const row = await database.db
          .selectFrom('exports')
          .select(['id', 'status'])
          .where('status', '=', 'READY')
          .executeTakeFirst();
        return row?.id;
      } finally {
        await database.close();
      }
    });
    const chunk = async () =>
      ((await (await call(`/services/exports/backups/${backupId}/chunks/0/url`)).json()) as { url: string })
        .url;
    await cutMidStream(await chunk());
    server = await start();
    await expectWholeZip(await chunk(), 1501);
  });

  it('leaves the data consistent: every photo with its blobs, nothing left over', async () => {
    await kill();
    const { stdout } = await run('npx', ['--no-install', 'tsx', 'packages/server/src/cli/check-data.ts'], {
      cwd: REPOSITORY,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });
    expect(stdout).toContain('The data is consistent.');
    expect(stdout).toMatch(/^1501 photos/m);
  });

  it('stops on SIGTERM within its grace period while a client has stopped reading a download', async () => {
    await kill();
    server = await start({ SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    const { images } = (await (await call('/services/photo/photos?limit=100')).json()) as {
      images: { imageId: string }[];
    };
    const id = randomUUID();
    await call('/services/downloads/downloads', {
      method: 'POST',
      body: JSON.stringify({ id, photos: images.map((image) => image.imageId) }),
    });
    const link = await waitFor('the download to be ready', async () => {
      const answer = await call(`/services/downloads/downloads/${id}/url`);
      return answer.status === 200 ? ((await answer.json()) as { url: string }).url : undefined;
    });
    const stalled = await fetch(link);
    const reader = stalled.body?.getReader();
    await reader?.read();
    // The client reads no further: the server's stream stalls with the connection busy.
    const child = server?.process;
    if (child === undefined) throw new Error('No server');
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const stopping = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The stalled stream alone would hold the process for as long as the client waits; the room
    // beyond the grace period is for a busy machine's exit.
    expect(Date.now() - stopping).toBeLessThan(GRACE_SECONDS * 1000 + 20_000);
    await reader?.cancel().catch(() => undefined);
  });

  /** Starts reading the zip at `link`, and kills the server once its first bytes have arrived. */
  async function cutMidStream(link: string): Promise<void> {
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const length = Number(response.headers.get('content-length'));
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value?.byteLength ?? 0).toBeLessThan(length);
    await kill();
    let received = first?.value?.byteLength ?? 0;
    try {
      for (;;) {
        const next = await reader?.read();
        if (next === undefined || next.done) break;
        received += next.value.byteLength;
      }
    } catch {
      // The connection died with the server: that is the cut.
    }
    expect(received).toBeLessThan(length);
  }

  async function expectWholeZip(link: string, entries: number): Promise<void> {
    const response = await fetch(link);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(response.headers.get('content-length')));
    const folder = mkdtempSync(join(tmpdir(), 'portal-crash-zip-'));
    try {
      const file = join(folder, 'archive.zip');
      await import('node:fs/promises').then(({ writeFile }) => writeFile(file, bytes));
      await run('unzip', ['-tq', file]);
      const { stdout } = await run('unzip', ['-Z1', file], { maxBuffer: 16 * 1024 * 1024 });
      expect(stdout.trim().split('\n')).toHaveLength(entries);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  async function accountIdOf(): Promise<string> {
    const customer = (await (await call('/services/customer/customers/me')).json()) as { accountId: string };
    return customer.accountId;
  }
});
