// The server's modules reach the identity provider's types, which the server declares itself.
/// <reference path="../../packages/server/src/identity/oidc-provider.d.ts" />
/**
 * The reference server under load: 200 connections on loopback for 30 s, each running a customer's
 * mix of reads and writes in a loop (the library's counts and months, a page of a month, the albums
 * list, an album created and a photo added to it, the album's photos, and a photo uploaded whole
 * with its tus creation), spread over 20 accounts with a seeded library each. The server is the
 * real one, started as `npm start` starts it, in its own process, on the embedded SQLite database.
 *
 * It prints the requests per second, the latency percentiles (p50, p99, the longest), errors and
 * non-2xx answers by status, then checks that nothing acknowledged was lost: every album the server
 * answered 201 for exists with its name and owner, every photo it said it added is in its album,
 * and every upload it answered 201 for (every byte in) is a completed upload whose photo is in the
 * library. In the same run, a bare Fastify route in a process of its own under the same 200
 * connections gives the ceiling of this machine, and the ratio of the two is printed.
 *
 * Asserts nothing about speed (the figures go to the README); it exits 1 when a request failed or an
 * acknowledged write is missing, since those are not figures but faults.
 *
 * Run: `npm run bench` (with the other benchmarks) or `npx tsx bench/load/load.ts [--connections 200]
 * [--duration 30] [--accounts 20] [--photos 300]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { TUS_ENDPOINT_PATH, uploadIdFromLocation } from '../../packages/api/src/schemas/uploads.ts';
import { FileBlobStore } from '../../packages/server/src/blobs/file-blob-store.ts';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { createAccount } from '../../packages/server/src/identity/accounts.ts';
import { runAuthorizationCodeFlow } from '../../packages/server/src/identity/authorization-code-flow.ts';
import { seedLargeLibrary } from '../../packages/server/src/seed/large-library.ts';
import { startPortalServer } from '../../scripts/portal-server.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    accounts: { type: 'string', default: '20' },
    photos: { type: 'string', default: '300' },
  },
});
const CONNECTIONS = Number(values.connections);
const DURATION_S = Number(values.duration);
const ACCOUNTS = Number(values.accounts);
const PHOTOS_PER_ACCOUNT = Number(values.photos);
const PASSWORD = 'bench-load';
/** A request slower than this counts as an error (a timeout). */
const REQUEST_TIMEOUT_S = 30;
const BARE_DURATION_S = Math.min(DURATION_S, 10);

interface Customer {
  readonly id: string;
  readonly email: string;
  token: string;
  readonly photoIds: readonly string[];
  readonly months: readonly { readonly year: number; readonly month: number }[];
}

/** What the server acknowledged: each must be there afterwards. */
const acknowledged = {
  albums: [] as { albumId: string; ownerId: string; name: string }[],
  albumPhotos: [] as { albumId: string; photoId: string }[],
  uploads: [] as { uploadId: string; ownerId: string }[],
};

/** Per connection loop: who it speaks for, and what its earlier requests learned. */
interface LoopContext {
  customer?: Customer;
  albumName?: string;
  albumId?: string;
  photoId?: string;
  uploadLength?: number;
}

function section(title: string): void {
  console.log(`\n${title}`);
}

async function seed(dataDir: string): Promise<Customer[]> {
  const database = await openDatabase({ dataDir });
  const customers: Customer[] = [];
  try {
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const email = `load-${index}@example.com`;
      const account = await createAccount(database, {
        email,
        password: PASSWORD,
        firstName: 'Load',
        lastName: String(index),
        userType: 'consumer',
      });
      await seedLargeLibrary(
        { database, blobs: new FileBlobStore(dataDir) },
        { ownerId: account.id, count: PHOTOS_PER_ACCOUNT, seed: index + 1 },
      );
      const photos = await database.db
        .selectFrom('photos')
        .select(['id', 'timeline_year', 'timeline_month'])
        .where('owner_id', '=', account.id)
        .execute();
      const months = new Map<string, { year: number; month: number }>();
      for (const photo of photos) {
        months.set(`${photo.timeline_year}-${photo.timeline_month}`, {
          year: photo.timeline_year,
          month: photo.timeline_month,
        });
      }
      customers.push({
        id: account.id,
        email,
        token: '',
        photoIds: photos.map((photo) => photo.id),
        months: [...months.values()],
      });
    }
  } finally {
    await database.close();
  }
  return customers;
}

/**
 * A JPEG no other upload of the run has: the same small picture with a comment segment (FF FE)
 * naming it, so every upload is a new photo, not a duplicate, and costs the server a full ingest.
 */
function uniqueJpeg(base: Buffer, serial: number): Buffer {
  const text = Buffer.from(`load ${process.pid} ${serial}`);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]);
}

const pick = <T>(items: readonly T[], at: number): T => items[at % items.length] as T;

function customerMix(customers: readonly Customer[], baseJpeg: Buffer): autocannon.Request[] {
  let loops = 0;
  let uploads = 0;
  const json = (context: LoopContext) => ({
    authorization: `Bearer ${context.customer?.token ?? ''}`,
    'content-type': 'application/json',
  });
  const read =
    (path: (context: LoopContext, customer: Customer) => string): autocannon.Request['setupRequest'] =>
    (request, raw) => {
      const context = raw as LoopContext;
      const customer = context.customer as Customer;
      return { ...request, method: 'GET', path: path(context, customer), headers: json(context) };
    };
  return [
    {
      // A loop starts as the next customer in turn.
      setupRequest: (request, raw) => {
        const context = raw as LoopContext;
        loops += 1;
        context.customer = pick(customers, loops);
        return { ...request, method: 'GET', path: '/services/photo/users/timeline', headers: json(context) };
      },
    },
    {
      setupRequest: read((_context, customer) => {
        const { year, month } = pick(customer.months, loops);
        return `/services/photo/photos/timeline/${year}/${month}?limit=24`;
      }),
    },
    { setupRequest: read(() => '/services/photo/users') },
    {
      setupRequest: (request, raw) => {
        const context = raw as LoopContext;
        context.albumName = `Load ${loops}`;
        return {
          ...request,
          method: 'POST',
          path: '/services/photo/albums',
          headers: json(context),
          body: JSON.stringify({ name: context.albumName }),
        };
      },
      onResponse: (status, body, raw) => {
        const context = raw as LoopContext;
        if (status !== 201 || context.customer === undefined) return;
        context.albumId = (JSON.parse(body) as { albumId: string }).albumId;
        acknowledged.albums.push({
          albumId: context.albumId,
          ownerId: context.customer.id,
          name: context.albumName ?? '',
        });
      },
    },
    {
      // Without an album (its creation failed), the loop starts again: the failure is counted.
      setupRequest: (request, raw) => {
        const context = raw as LoopContext;
        const customer = context.customer as Customer;
        if (context.albumId === undefined) return undefined as unknown as autocannon.Request;
        context.photoId = pick(customer.photoIds, loops * 7);
        return {
          ...request,
          method: 'POST',
          path: `/services/photo/albums/${context.albumId}/photos`,
          headers: json(context),
          body: JSON.stringify({ photoIds: [context.photoId] }),
        };
      },
      onResponse: (status, _body, raw) => {
        const context = raw as LoopContext;
        if (status !== 204 || context.albumId === undefined || context.photoId === undefined) return;
        acknowledged.albumPhotos.push({ albumId: context.albumId, photoId: context.photoId });
      },
    },
    { setupRequest: read(() => '/services/photo/albums?limit=50') },
    { setupRequest: read((context) => `/services/photo/albums/${context.albumId}/photos?limit=500`) },
    {
      setupRequest: read((_context, customer) => {
        const { year, month } = pick(customer.months, loops + 1);
        return `/services/photo/photos/timeline/${year}/${month}?limit=24`;
      }),
    },
    {
      // A photo sent whole with its creation (tus creation-with-upload), as a phone's small photo is.
      setupRequest: (request, raw) => {
        const context = raw as LoopContext;
        uploads += 1;
        const bytes = uniqueJpeg(baseJpeg, uploads);
        context.uploadLength = bytes.length;
        const metadata = [`filename ${Buffer.from(`load-${uploads}.jpg`).toString('base64')}`];
        metadata.push(`filetype ${Buffer.from('image/jpeg').toString('base64')}`);
        return {
          ...request,
          method: 'POST',
          path: `/services/storage${TUS_ENDPOINT_PATH}`,
          headers: {
            authorization: `Bearer ${context.customer?.token ?? ''}`,
            'tus-resumable': '1.0.0',
            'upload-length': String(bytes.length),
            'upload-metadata': metadata.join(','),
            'content-type': 'application/offset+octet-stream',
          },
          body: bytes,
        };
      },
      onResponse: (status, _body, raw, headers = {}) => {
        const context = raw as LoopContext;
        const location = headers.location ?? headers.Location;
        const offset = headers['upload-offset'] ?? headers['Upload-Offset'];
        if (status !== 201 || typeof location !== 'string' || context.customer === undefined) return;
        if (offset !== String(context.uploadLength)) return;
        const uploadId = uploadIdFromLocation(location);
        if (uploadId !== null) acknowledged.uploads.push({ uploadId, ownerId: context.customer.id });
      },
    },
    { setupRequest: read(() => '/services/photo/users/timeline') },
  ];
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    process.once('SIGINT', () => instance.stop());
  });
}

function describeRun(name: string, result: autocannon.Result): void {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} requests/s over ${result.duration.toFixed(0)} s, ` +
      `${result.requests.total} in all; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `longest ${result.latency.max} ms; errors ${result.errors}, timeouts ${result.timeouts}, ` +
      `non-2xx ${result.non2xx} (${statuses})`,
  );
}

/** A bare Fastify route in a process of its own: what this machine serves at most. */
async function startBareFastify(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ years: [{ year: 2026, months: [{ month: 11, count: 24 }] }] }));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log(app.server.address().port);`,
    ],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the bare Fastify server ended (${code})`)));
  });
  return { port, child };
}

async function verifyWrites(dataDir: string): Promise<string[]> {
  const missing: string[] = [];
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const albums = new Map(
      (await db.selectFrom('albums').select(['id', 'owner_id', 'name']).execute()).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const album of acknowledged.albums) {
      const row = albums.get(album.albumId);
      if (row?.owner_id !== album.ownerId || row.name !== album.name) missing.push(`album ${album.albumId}`);
    }
    const inAlbums = new Set(
      (await db.selectFrom('album_photos').select(['album_id', 'photo_id']).execute()).map(
        (row) => `${row.album_id}/${row.photo_id}`,
      ),
    );
    for (const entry of acknowledged.albumPhotos) {
      if (!inAlbums.has(`${entry.albumId}/${entry.photoId}`)) missing.push(`album photo ${entry.photoId}`);
    }
    const uploads = new Map(
      (await db.selectFrom('uploads').select(['id', 'owner_id', 'status', 'photo_id']).execute()).map(
        (row) => [row.id, row],
      ),
    );
    const photos = new Set((await db.selectFrom('photos').select('id').execute()).map((row) => row.id));
    for (const upload of acknowledged.uploads) {
      const row = uploads.get(upload.uploadId);
      if (
        row?.owner_id !== upload.ownerId ||
        row.status !== 'done' ||
        row.photo_id === null ||
        !photos.has(row.photo_id)
      ) {
        missing.push(`upload ${upload.uploadId}`);
      }
    }
  } finally {
    await database.close();
  }
  return missing;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
let server: Awaited<ReturnType<typeof startPortalServer>> | undefined;
let bare: { child: ChildProcess } | undefined;
let faults = 0;
try {
  section(`Seeding ${ACCOUNTS} accounts of ${PHOTOS_PER_ACCOUNT} photos in ${dataDir}`);
  const customers = await seed(dataDir);
  server = await startPortalServer({
    dataDir,
    logFile: join(dataDir, 'server.log'),
    env: { DEMO_DATA: 'accounts' },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  for (const customer of customers) {
    customer.token = (
      await runAuthorizationCodeFlow({
        baseUrl: server.url,
        credentials: { email: customer.email, password: PASSWORD },
      })
    ).accessToken;
  }
  const baseJpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();

  section(
    `The portal: ${CONNECTIONS} connections for ${DURATION_S} s, a customer's mix of 10 calls in a loop`,
  );
  const portal = await run({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: REQUEST_TIMEOUT_S,
    requests: customerMix(customers, baseJpeg),
  });
  describeRun('portal', portal);
  console.log(
    `acknowledged: ${acknowledged.albums.length} albums created, ${acknowledged.albumPhotos.length} photos added ` +
      `to them, ${acknowledged.uploads.length} photos uploaded`,
  );
  await server.stop();
  server = undefined;

  const missing = await verifyWrites(dataDir);
  console.log(
    missing.length === 0
      ? 'every acknowledged write is there after the run'
      : `LOST: ${missing.length} acknowledged writes are missing, e.g. ${missing.slice(0, 5).join(', ')}`,
  );

  section(`A bare Fastify route: ${CONNECTIONS} connections for ${BARE_DURATION_S} s`);
  const started = await startBareFastify();
  bare = started;
  const ceiling = await run({
    url: `http://127.0.0.1:${started.port}/`,
    connections: CONNECTIONS,
    duration: BARE_DURATION_S,
  });
  describeRun('bare Fastify', ceiling);
  console.log(
    `\nthe portal serves ${((portal.requests.average / ceiling.requests.average) * 100).toFixed(1)}% ` +
      'of the requests per second of a bare Fastify route on this machine',
  );

  faults = portal.errors + portal.timeouts + portal.non2xx + missing.length;
  if (faults > 0) console.log(`\nFAULTS: ${faults} (failed requests and lost writes)`);
} finally {
  bare?.child.kill();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = faults === 0 ? 0 : 1;
