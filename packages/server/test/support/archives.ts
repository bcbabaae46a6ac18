import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_SOCKET_ACK } from '@portal/api/schemas/downloads';
import sharp from 'sharp';
import WebSocket from 'ws';
import { nowIso } from '../../src/db/database.ts';
import type { StoredThumbnail } from '../../src/db/photo-library-tables.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { accountId, type FixturePhoto } from './photo-fixtures.ts';
import type { PortalServer } from './portal-server.ts';

/**
 * What the download, export and activation suites share: a signed-in push socket that records
 * every frame, zips fetched through their signed links and read back with Info-ZIP's `unzip`, and
 * shared albums written straight into the tables.
 */

export interface PushSocket {
  /** Every JSON frame received after the 'OK', parsed, in order. */
  readonly messages: unknown[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<unknown[]>;
  close(): void;
}

/** Opens the push socket and authenticates it as the token's user; resolves after the 'OK'. */
export async function openPushSocket(server: PortalServer, token: string): Promise<PushSocket> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/push`);
  const messages: unknown[] = [];
  let acknowledged: () => void = () => {};
  const ack = new Promise<void>((resolve) => {
    acknowledged = resolve;
  });
  const listeners = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    const frame = data.toString('utf8');
    if (frame === PUSH_SOCKET_ACK) {
      acknowledged();
      return;
    }
    messages.push(JSON.parse(frame) as unknown);
    for (const listener of listeners) listener();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ action: 'authenticate', token }));
  await ack;
  return {
    messages,
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Expected ${count} push messages, got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        function check() {
          if (messages.length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(messages);
        }
        listeners.add(check);
      });
    },
    close: () => socket.close(),
  };
}

/** Lets frames already sent reach their sockets, so a test can assert that none arrived. */
export function settle(ms = 200): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs Info-ZIP's `unzip` with a UTF-8 locale. */
export function unzip(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('unzip', args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export function assertUnzipInstalled(): void {
  if (spawnSync('sh', ['-c', 'command -v unzip']).status !== 0) {
    throw new Error(
      "Info-ZIP 'unzip' is not installed. `npm test` installs it (Debian package 'unzip') before running the suites.",
    );
  }
}

export interface FetchedZip {
  readonly response: Response;
  readonly path: string;
  readonly bytes: Buffer;
}

/** Fetches a signed link and writes the zip to a new temp file. */
export async function fetchZip(url: string): Promise<FetchedZip> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const path = join(mkdtempSync(join(tmpdir(), 'portal-archive-')), 'archive.zip');
  writeFileSync(path, bytes);
  return { response, path, bytes };
}

/** `unzip -t` passes and the archive's files, extracted, are these names with these bytes. */
export function extractZip(path: string): Map<string, Buffer> {
  const test = unzip('-t', path);
  if (test.status !== 0 || !test.output.includes('No errors detected')) {
    throw new Error(`unzip -t failed:\n${test.output}`);
  }
  const target = mkdtempSync(join(tmpdir(), 'portal-extracted-'));
  const extracted = unzip('-q', path, '-d', target);
  if (extracted.status !== 0) throw new Error(`unzip failed:\n${extracted.output}`);
  return new Map(readdirSync(target).map((name) => [name, readFileSync(join(target, name))]));
}

/**
 * A photo whose bytes are its own: a small JPEG of random pixels. `addPhoto` of `photo-fixtures.ts`
 * colours its JPEGs one step apart, and neighbouring colours often encode to the very same bytes
 * (seeds 4 and 5 do), which makes a second photo of one owner break the (owner, blob) unique key
 * and lets photos of two owners share a blob. These suites check bytes per photo and delete blobs,
 * so each photo here has its own.
 */
export async function addUniquePhoto(
  context: ServiceContext,
  ownerEmail: string,
  options: { readonly localFileName?: string; readonly dateTaken?: string | null } = {},
): Promise<FixturePhoto> {
  const ownerId = await accountId(context, ownerEmail);
  const width = 40;
  const height = 30;
  const bytes = new Uint8Array(
    await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  const original = await context.blobs.put(bytes);
  const thumbnails: StoredThumbnail[] = [300, 800, 1300].map((size) => ({
    size,
    hash: original.hash,
    width,
    height,
  }));
  const dateTaken = options.dateTaken === undefined ? '2024-05-01T10:00:00+02:00' : options.dateTaken;
  const [year = 1970, month = 1] = (dateTaken ?? '1970-01').slice(0, 7).split('-').map(Number);
  const id = randomUUID();
  const now = nowIso();
  const localFileName = options.localFileName ?? `IMG_${id.slice(0, 8)}.JPG`;
  await context.database.db
    .insertInto('photos')
    .values({
      id,
      owner_id: ownerId,
      blob_hash: original.hash,
      size: bytes.byteLength,
      mime_type: 'image/jpeg',
      local_file_name: localFileName,
      upload_id: randomUUID(),
      width,
      height,
      date_taken: dateTaken,
      timeline_at: dateTaken === null ? '1970-01-01T00:00:00.000Z' : new Date(dateTaken).toISOString(),
      timeline_year: year,
      timeline_month: month,
      thumbnails: JSON.stringify(thumbnails),
      uploaded_at: now,
      created_at: now,
    })
    .execute();
  return { id, ownerId, blobHash: original.hash, bytes, localFileName, dateTaken };
}

/** `count` photos of `ownerEmail`, each with its own bytes; see {@link addUniquePhoto}. */
export async function addUniquePhotos(
  context: ServiceContext,
  ownerEmail: string,
  count: number,
): Promise<FixturePhoto[]> {
  const photos: FixturePhoto[] = [];
  for (let index = 0; index < count; index += 1) photos.push(await addUniquePhoto(context, ownerEmail));
  return photos;
}

/** An album owned by `ownerEmail`, shared with `participantEmails`, holding `photoIds`. */
export async function addSharedAlbum(
  context: ServiceContext,
  ownerEmail: string,
  participantEmails: readonly string[],
  photoIds: readonly string[],
): Promise<string> {
  const { db } = context.database;
  const albumId = randomUUID();
  const now = nowIso();
  await db
    .insertInto('albums')
    .values({
      id: albumId,
      owner_id: await accountId(context, ownerEmail),
      name: 'Holiday',
      cover_photo_id: null,
      is_shared: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const email of participantEmails) {
    await db
      .insertInto('album_participants')
      .values({ album_id: albumId, account_id: await accountId(context, email), joined_at: now })
      .execute();
  }
  for (const photoId of photoIds) {
    await db
      .insertInto('album_photos')
      .values({ album_id: albumId, photo_id: photoId, added_at: now })
      .execute();
  }
  return albumId;
}
