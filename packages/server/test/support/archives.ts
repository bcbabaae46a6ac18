import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_SOCKET_ACK } from '@portal/api/schemas/downloads';
import WebSocket from 'ws';
import { nowIso } from '../../src/db/database.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { accountId } from './photo-fixtures.ts';
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
export async function openPushSocket(
  server: Pick<PortalServer, 'baseUrl'>,
  token: string,
): Promise<PushSocket> {
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
