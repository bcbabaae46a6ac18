import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { parseArchiveEvent } from '@portal/api/schemas/downloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/blobs/s3-blob-store.ts';
import { readS3Url } from '../src/blobs/s3-location.ts';
import { extractZip, fetchZip, openPushSocket, type PushSocket } from './support/archives.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';
import { freePort } from './support/free-port.ts';
import { randomJpeg } from './support/photo-fixtures.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';
import { type ServerProcess, startServerProcesses } from './support/server-process.ts';
import { DEMO_PASSWORD, signIn } from './support/sign-in.ts';
import { createUpload, headUpload, patchUpload, uploadUrl } from './support/uploads.ts';

const DEMO = 'demo@example.com';
const postgres = ENGINES.find((engine) => engine.name === 'postgres');
const PART_BYTES = 64 * 1024;

interface ListedPhoto {
  readonly imageId: string;
  readonly localFileName: string;
  readonly untouchedUrl: string;
}

/*
 * Scale-out as README's 'Running on several machines' describes it: two real server processes,
 * each with its own data folder, on one PostgreSQL database and one S3 bucket, behind a proxy that
 * hands each request to the next process in turn (no sticky sessions). A customer signs in, uploads
 * a photo in parts that reach both processes ([Note: Incoming uploads in the bucket], [Note: Upload
 * locks across processes]), sees it, and asks for a zip; the process that builds it tells a push
 * socket held by the other ([Note: Push across processes]).
 */
describe.skipIf(postgres?.skip !== false)('two server processes behind a round-robin proxy', () => {
  let database: TestDatabase | undefined;
  let s3: S3TestServer | undefined;
  let proxy: RoundRobinProxy | undefined;
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let s3Url = '';

  beforeAll(async () => {
    const shared = await createTestDatabase('postgres');
    database = shared;
    s3 = await startS3Server();
    s3Url = s3.url();
    const ports = [await freePort(), await freePort()];
    const front = await startRoundRobinProxy(await freePort(), ports);
    proxy = front;
    // Both at once, as a deploy starts them.
    servers.push(
      ...(await startServerProcesses(
        ports.map((port) => {
          const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-'));
          folders.push(dataDir);
          return {
            port,
            logFile: join(dataDir, 'server.log'),
            env: {
              DATABASE_URL: shared.databaseUrl ?? '',
              S3_URL: s3Url,
              DATA_DIR: dataDir,
              PUBLIC_URL: front.baseUrl,
            },
          };
        }),
      )),
    );
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await proxy?.close();
    await s3?.close();
    await database?.dispose();
    if (process.env.KEEP_SCALE_OUT_DATA === undefined) {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    } else {
      console.log(`scale-out logs kept in ${folders.join(', ')}`);
    }
  });

  it('uploads a photo in parts through both, shows it, and announces its zip on a socket the other process holds', async () => {
    if (proxy === undefined || database === undefined) throw new Error('Not started');
    const { baseUrl } = proxy;
    const { accessToken: token } = await signIn(baseUrl, DEMO, DEMO_PASSWORD);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });

    // In parts, which reach both processes; every other part starts by asking for the offset.
    const photo = Buffer.from(await randomJpeg(900, 700));
    const target = { baseUrl: `${baseUrl}/services/storage`, token };
    const { url, uploadId } = uploadUrl(
      target,
      await createUpload(target, { fileName: 'across.jpg', fileType: 'image/jpeg', length: photo.length }),
    );
    const patchedBy = new Set<number>();
    for (let offset = 0; offset < photo.length; offset += PART_BYTES) {
      if ((offset / PART_BYTES) % 2 === 0) {
        const head = await headUpload(target, url);
        expect(Number(head.headers.get('Upload-Offset'))).toBe(offset);
      }
      const answer = await patchUpload(target, url, offset, photo.subarray(offset, offset + PART_BYTES));
      expect(answer.status).toBe(204);
      patchedBy.add(proxy.forwarded.at(-1)?.backend ?? -1);
    }
    expect([...patchedBy].sort()).toEqual([0, 1]);

    // Seen through either process, its original the bytes sent.
    const listed = (await (await api('/services/photo/photos?limit=100')).json()) as {
      images: ListedPhoto[];
    };
    const uploaded = listed.images.find((image) => image.localFileName === 'across.jpg');
    if (uploaded === undefined) throw new Error('The uploaded photo is not listed');
    const original = await fetch(uploaded.untouchedUrl);
    expect(Buffer.compare(Buffer.from(await original.arrayBuffer()), photo)).toBe(0);
    const record = (await (
      await api(`/services/storage/uploads/${uploadId}?accountId=${await accountOf()}`)
    ).json()) as {
      status: string;
    };
    expect(record.status).toBe('COMPLETED');

    // A socket in each process: whichever builds the zip, the other one's socket hears it too.
    const sockets: PushSocket[] = [];
    for (const server of servers) sockets.push(await openPushSocket(server, token));
    const downloadId = crypto.randomUUID();
    const asked = await api('/services/downloads/downloads', {
      method: 'POST',
      body: JSON.stringify({ id: downloadId, photos: [uploaded.imageId] }),
    });
    expect(asked.status).toBe(202);
    for (const socket of sockets) {
      await expect
        .poll(
          () =>
            socket.messages.some((message) => {
              const event = parseArchiveEvent(JSON.stringify(message));
              return event?.type === 'archive-finished' && event.data.downloadId === downloadId;
            }),
          { timeout: 30_000 },
        )
        .toBe(true);
      socket.close();
    }
    const { url: link } = (await (await api(`/services/downloads/downloads/${downloadId}/url`)).json()) as {
      url: string;
    };
    const files = [...extractZip((await fetchZip(link)).path).values()];
    expect(files).toHaveLength(1);
    expect(Buffer.compare(files[0] ?? Buffer.alloc(0), photo)).toBe(0);

    // Nothing of the upload is left in the bucket, no lock is held, no blob is in a data folder.
    const location = readS3Url(s3Url);
    const incoming = await createS3Client(location).send(
      new ListObjectsV2Command({ Bucket: location.bucket, Prefix: `${location.prefix}incoming/` }),
    );
    expect(incoming.Contents ?? []).toEqual([]);
    expect(await database.database.db.selectFrom('upload_leases').selectAll().execute()).toEqual([]);

    async function accountOf(): Promise<string> {
      const row = await database?.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', DEMO)
        .executeTakeFirstOrThrow();
      return row?.id ?? '';
    }
  }, 120_000);
});
