import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePrefix } from '../src/config/portal-config.ts';
import { ENGINES } from './support/databases.ts';
import { pngHeaderClaiming, randomJpeg } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import {
  type Call,
  type Fixtures,
  prepareFixtures,
  recipes,
  send,
  splitRoute,
} from './support/route-recipes.ts';
import { stateDigest } from './support/state-digest.ts';
import { createUpload, patchUpload, storedBlobs, uploadUrl } from './support/uploads.ts';

/*
 * [Note: The bad-input catalogue]
 * Every route of the route table that takes a body or ids in its path gets its owner's own call
 * spoiled in each way a careless or hostile caller spoils one: JSON that does not parse, a body of
 * the wrong type, each field of the wrong type, every field missing, a field the contract does not
 * name, a body over the size limit, and ids that climb out of their folder or are absurdly long.
 * Each answer is a specific 4xx with a message that says what is wrong (never a 5xx, never a
 * success), and nothing changes: not a row, not a stored file (`stateDigest`). Uploads, album
 * names and links have their own cases below.
 */

const OVERSIZED = 2 * 1024 * 1024;
const TRAVERSAL = ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fsecrets', 'x'.repeat(300)];
/** A path parameter past the router's limit is refused before any route runs (414 URI too long). */
const PATH_STATUSES = [400, 404, 414];

/** A value of another JSON type than `value`'s. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  return 'not a list or object';
}

interface Spoiled {
  readonly what: string;
  readonly call: Call;
  /** Raw text sent as the JSON body instead of `call.body`. */
  readonly rawJson?: string;
  readonly statuses: readonly number[];
}

/** Every way this call is spoiled, and the statuses each may be answered with. */
function spoil(call: Call): Spoiled[] {
  const spoiled: Spoiled[] = [];
  const body = call.body;
  if (body !== undefined && call.rawBody === undefined) {
    spoiled.push({ what: 'JSON that does not parse', call, rawJson: '{"photoIds": [', statuses: [400] });
    spoiled.push({ what: 'a body of the wrong type', call: { ...call, body: 'a string' }, statuses: [400] });
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const fields = Object.entries(body);
      for (const [name, value] of fields) {
        spoiled.push({
          what: `${name} of the wrong type`,
          call: { ...call, body: { ...body, [name]: wrongType(value) } },
          statuses: [400],
        });
      }
      if (fields.length > 0)
        spoiled.push({ what: 'every field missing', call: { ...call, body: {} }, statuses: [400] });
      spoiled.push({
        what: 'a field the contract does not name',
        call: { ...call, body: { ...body, isAdmin: true } },
        statuses: [400],
      });
    } else if (Array.isArray(body)) {
      spoiled.push({ what: 'an empty list', call: { ...call, body: [] }, statuses: [400] });
    }
    spoiled.push({
      what: 'a body over the size limit',
      call: { ...call, body: { padding: 'x'.repeat(OVERSIZED) } },
      statuses: [413],
    });
  }
  // Each id of the path, replaced by one that climbs out of its folder or is far too long.
  const segments = call.path.split('/');
  segments.forEach((segment, index) => {
    if (!/^[0-9a-f]{8}-|^[A-Z]{2,}-|^\d+$/.test(segment)) return;
    for (const bad of TRAVERSAL) {
      const path = [...segments.slice(0, index), bad, ...segments.slice(index + 1)].join('/');
      spoiled.push({
        what: `the id ${segment} as ${bad.slice(0, 24)}`,
        call: { ...call, path },
        statuses: PATH_STATUSES,
      });
    }
  });
  return spoiled;
}

async function sendSpoiled(f: Fixtures, token: string, spoiled: Spoiled, prefix: string): Promise<Response> {
  if (spoiled.rawJson === undefined) return send(f, token, spoiled.call, prefix);
  const { call } = spoiled;
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).flatMap(([k, v]) => [v].flat().map((one) => [k, one])),
  );
  return fetch(`${f.server.baseUrl}${prefix}${call.path}${query.size > 0 ? `?${query}` : ''}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: spoiled.rawJson,
  });
}

describe.each(ENGINES)('the bad-input catalogue on $name', (engine) => {
  let server: PortalServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    fixtures = await prepareFixtures(server);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(engine.skip)(
    'answers every spoiled body and id with a specific 4xx that says what is wrong, and changes nothing',
    async () => {
      const problems: string[] = [];
      let sent = 0;
      for (const [name, recipe] of Object.entries(recipes())) {
        const [method = 'GET', pattern = ''] = name.split(' ');
        if (method === 'HEAD') continue;
        const owner =
          recipe.owner === undefined || recipe.owner === 'consumer'
            ? fixtures.owner
            : recipe.owner === 'business'
              ? fixtures.business
              : await recipe.owner(fixtures);
        const call = await recipe.call(fixtures, owner);
        const { prefix } = splitRoute({ method: 'GET', url: pattern });
        const before = await stateDigest(server.test.database, server.test.dataDir);
        for (const spoiled of spoil(call)) {
          sent += 1;
          const answer = await sendSpoiled(fixtures, owner.token, spoiled, prefix);
          const text = await answer.text();
          let message: unknown;
          try {
            // GraphQL says why in its own shape: `{ errors: [{ message }] }`.
            const answer = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
            message = answer.message ?? answer.errors?.[0]?.message;
          } catch {
            message = undefined;
          }
          if (!spoiled.statuses.includes(answer.status)) {
            problems.push(`${name} with ${spoiled.what}: ${answer.status} ${text.slice(0, 120)}`);
          } else if (typeof message !== 'string' || message.length < 8) {
            problems.push(`${name} with ${spoiled.what}: ${answer.status} without a message that says why`);
          }
        }
        if ((await stateDigest(server.test.database, server.test.dataDir)) !== before) {
          problems.push(`${name}: a spoiled call changed what the server holds`);
        }
      }
      console.log(`bad-input catalogue on ${engine.name}: ${sent} spoiled calls`);
      expect(problems).toEqual([]);
    },
    240_000,
  );

  it.skipIf(engine.skip)(
    'refuses album names with <, >, ; or only spaces, and links that are javascript: or data:',
    async () => {
      const before = await stateDigest(server.test.database, server.test.dataDir);
      const token = fixtures.owner.token;
      for (const name of ['<script>', 'a > b', 'one; two', '   ', '']) {
        const created = await send(
          fixtures,
          token,
          { method: 'POST', path: '/albums', body: { name } },
          servicePrefix('photo'),
        );
        expect(created.status, name).toBe(400);
        expect(((await created.json()) as { message: string }).message).toMatch(
          /Name not valid|Please give your album a name/,
        );
      }
      for (const callbackUrl of [
        'javascript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://x.example',
      ]) {
        const saved = await send(
          fixtures,
          fixtures.business.token,
          { method: 'PATCH', path: '/customers/me', body: { callbackUrl, callbackFormat: 'JSON' } },
          servicePrefix('customer'),
        );
        expect(saved.status, callbackUrl).toBe(400);
        expect(((await saved.json()) as { message: string }).message).toContain('callbackUrl');
      }
      expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);
    },
  );

  it.skipIf(engine.skip)(
    "refuses a month page, a month's ids and a photo's place asked with a bad offset, limit, around or sort, saying which",
    async () => {
      const before = await stateDigest(server.test.database, server.test.dataDir);
      const month = '/photos/timeline/1970/1';
      const photo = `/photos/${fixtures.ownerPhotos[0]?.id}`;
      const cases: [string, Record<string, string>, string][] = [
        [month, { offset: '-1' }, 'query.offset'],
        [month, { offset: '1.5' }, 'query.offset'],
        [month, { offset: 'ten' }, 'query.offset'],
        [month, { offset: '' }, 'query.offset'],
        [month, { offset: '24', limit: '501' }, 'query.limit'],
        [month, { offset: '24', cursor: 'abc' }, 'cursor and offset cannot be given together'],
        [month, { offset: '24', sortKey: 'name' }, 'query.sortKey'],
        [`${month}/ids`, { offset: '-1' }, 'query.offset'],
        [`${month}/ids`, { offset: '1e3' }, 'query.offset'],
        [`${month}/ids`, { limit: '501' }, 'query.limit'],
        [`${month}/ids`, { limit: '0' }, 'query.limit'],
        [`${month}/ids`, { sortOrder: 'up' }, 'query.sortOrder'],
        ['/photos/timeline/1970/13/ids', {}, 'params.month'],
        [photo, { around: '101' }, 'query.around'],
        [photo, { around: '-1' }, 'query.around'],
        [photo, { around: 'many' }, 'query.around'],
        [photo, { sortKey: 'name' }, 'query.sortKey'],
        [photo, { sortOrder: 'sideways' }, 'query.sortOrder'],
      ];
      for (const [path, query, reason] of cases) {
        const what = `${path} ${JSON.stringify(query)}`;
        const answer = await send(
          fixtures,
          fixtures.owner.token,
          { method: 'GET', path, query },
          servicePrefix('photo'),
        );
        expect(answer.status, what).toBe(400);
        expect(((await answer.json()) as { message: string }).message, what).toContain(reason);
      }
      expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);
    },
  );

  it.skipIf(engine.skip)(
    "refuses an album's page, its ids and a photo's place asked with a bad offset, limit, around or sort, on both services, saying which",
    async () => {
      const albums: [string, string][] = [
        [servicePrefix('photo'), `/albums/${await fixtures.freshAlbum()}`],
        [servicePrefix('sharedAlbums'), `/shared-albums/${await fixtures.freshSharedAlbum()}`],
      ];
      const before = await stateDigest(server.test.database, server.test.dataDir);
      for (const [prefix, album] of albums) {
        const photoId = await fixtures.pick('album_photos', 'photo_id', { album_id: album.split('/')[2] });
        const cases: [string, Record<string, string>, string][] = [
          [`${album}/photos`, { offset: '-1' }, 'query.offset'],
          [`${album}/photos`, { offset: '2.5' }, 'query.offset'],
          [`${album}/photos`, { offset: '' }, 'query.offset'],
          [`${album}/photos`, { offset: '24', limit: '501' }, 'query.limit'],
          [`${album}/photos`, { offset: '24', cursor: 'abc' }, 'cursor and offset cannot be given together'],
          [`${album}/photos`, { offset: '24', sortKey: 'name' }, 'query.sortKey'],
          [`${album}/photos/ids`, { offset: 'ten' }, 'query.offset'],
          [`${album}/photos/ids`, { limit: '501' }, 'query.limit'],
          [`${album}/photos/ids`, { limit: '0' }, 'query.limit'],
          [`${album}/photos/ids`, { sortOrder: 'up' }, 'query.sortOrder'],
          [`${album}/photos/${photoId}`, { around: '101' }, 'query.around'],
          [`${album}/photos/${photoId}`, { around: '-1' }, 'query.around'],
          [`${album}/photos/${photoId}`, { sortKey: 'name' }, 'query.sortKey'],
        ];
        for (const [path, query, reason] of cases) {
          const what = `${path} ${JSON.stringify(query)}`;
          const answer = await send(fixtures, fixtures.owner.token, { method: 'GET', path, query }, prefix);
          expect(answer.status, what).toBe(400);
          expect(((await answer.json()) as { message: string }).message, what).toContain(reason);
        }
      }
      expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);
    },
  );

  it.skipIf(engine.skip)(
    'refuses an FTP callback to this machine, the local network or the cloud’s metadata address, however the address is written',
    async () => {
      const before = await stateDigest(server.test.database, server.test.dataDir);
      const save = (callbackUrl: string) =>
        send(
          fixtures,
          fixtures.business.token,
          { method: 'PATCH', path: '/customers/me', body: { callbackUrl, callbackFormat: 'JSON' } },
          servicePrefix('customer'),
        );
      const ipAddress = /callbackUrl: name the server by its host name, not an IP address/;
      const localName = /callbackUrl: the server must be reachable on the internet, not a local network name/;
      const refused: [string, RegExp][] = [
        ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', ipAddress],
        ['http://127.0.0.1:22/', ipAddress],
        ['http://127.0.0.1./', ipAddress],
        ['http://[::1]/', ipAddress],
        ['http://[::ffff:127.0.0.1]/', ipAddress],
        ['http://[fd00::1]/', ipAddress],
        ['http://[fe80::1]/', ipAddress],
        ['http://[::]/', ipAddress],
        ['http://10.0.0.1/', ipAddress],
        ['http://192.168.1.1/', ipAddress],
        ['http://172.16.0.1/', ipAddress],
        ['http://0.0.0.0/', ipAddress],
        ['http://0/', ipAddress],
        // Decimal, octal and hexadecimal forms, which URL parsers read as 127.0.0.1.
        ['http://2130706433/', ipAddress],
        ['http://0177.0.0.1/', ipAddress],
        ['http://0x7f.0x0.0x0.0x1/', ipAddress],
        ['http://0x7f000001/', ipAddress],
        ['http://127.1/', ipAddress],
        ['https://93.184.215.14/status', ipAddress],
        ['http://localhost:8080/', localName],
        ['http://LOCALHOST./', localName],
        ['http://printwell.co.uk.localhost/', localName],
        ['http://metadata.google.internal/computeMetadata/v1/', localName],
        ['http://intranet/status', localName],
        ['http://printer.local/', localName],
        ['http://router.home.arpa/', localName],
      ];
      for (const [callbackUrl, message] of refused) {
        const saved = await save(callbackUrl);
        expect(saved.status, callbackUrl).toBe(400);
        expect(((await saved.json()) as { message: string }).message, callbackUrl).toMatch(message);
      }
      expect(await stateDigest(server.test.database, server.test.dataDir)).toBe(before);

      for (const callbackUrl of ['https://erp.example.com/status', 'http://erp.example.com:8080/ftp']) {
        const saved = await save(callbackUrl);
        expect(saved.status, callbackUrl).toBe(200);
        expect(((await saved.json()) as { callbackUrl: string }).callbackUrl).toBe(callbackUrl);
      }
    },
  );

  it.skipIf(engine.skip)(
    'refuses a text file named .jpg, a GIF, a cut-off JPEG, a decompression bomb, zero bytes and a HEIC whose item table is broken, storing no photo and no blob',
    async () => {
      const target = { baseUrl: `${server.baseUrl}${servicePrefix('storage')}`, token: fixtures.owner.token };
      const jpeg = await randomJpeg(64, 48);
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .gif()
        .toBuffer();
      // A few hundred bytes that say 20,000 x 20,000 pixels: refused from the header, never decoded.
      const bomb = pngHeaderClaiming(20_000, 20_000);
      const files: [string, string, Uint8Array, number, RegExp][] = [
        [
          'notes.jpg',
          'image/jpeg',
          new TextEncoder().encode('Dear diary, today I took a photo.'),
          415,
          /not a JPEG, PNG or HEIC/,
        ],
        ['animation.jpg', 'image/jpeg', gif, 415, /not a JPEG, PNG or HEIC/],
        [
          'cut.jpg',
          'image/jpeg',
          jpeg.subarray(0, Math.floor(jpeg.length / 2)),
          422,
          /damaged or incomplete/,
        ],
        ['bomb.png', 'image/png', bomb, 422, /pixels|too large/i],
        ['broken.heic', 'image/heic', brokenItemTableHeic(), 422, /damaged|could not be read/],
      ];
      const blobsBefore = await storedBlobs(server.test.dataDir);
      const photosBefore = await photoCount();
      for (const [fileName, fileType, bytes, status, message] of files) {
        const created = await createUpload(target, { fileName, fileType, length: bytes.byteLength });
        expect(created.status, fileName).toBe(201);
        const { url } = uploadUrl(target, created);
        const answer = await patchUpload(target, url, 0, bytes);
        expect(answer.status, fileName).toBe(status);
        expect(await answer.text(), fileName).toMatch(message);
      }
      const empty = await createUpload(target, { fileName: 'empty.jpg', fileType: 'image/jpeg', length: 0 });
      expect(empty.status).toBe(422);
      expect(await empty.text()).toMatch(/empty/i);
      expect(await storedBlobs(server.test.dataDir)).toEqual(blobsBefore);
      expect(await photoCount()).toBe(photosBefore);
    },
  );

  async function photoCount(): Promise<number> {
    const row = await server.test.database.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
});

/** An ISO box: its size, its type and what it holds. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.byteLength, 0);
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, size);
  header.set(new TextEncoder().encode(type), 4);
  return concat(header, ...payload);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

function bytes(...values: number[]): Uint8Array {
  return Uint8Array.from(values);
}

/**
 * A HEIC whose boxes tile the file but whose item table lies: `iinf` says three items and holds one,
 * `iloc` places the primary item far past the end, and there is no picture to decode.
 */
function brokenItemTableHeic(): Uint8Array {
  const fullBox = (type: string, ...payload: Uint8Array[]) => box(type, bytes(0, 0, 0, 0), ...payload);
  const ftyp = box(
    'ftyp',
    new TextEncoder().encode('heic'),
    bytes(0, 0, 0, 0),
    new TextEncoder().encode('mif1heic'),
  );
  const hdlr = fullBox('hdlr', bytes(0, 0, 0, 0), new TextEncoder().encode('pict'), new Uint8Array(13));
  const pitm = fullBox('pitm', bytes(0, 1));
  const infe = box('infe', bytes(2, 0, 0, 0), bytes(0, 1, 0, 0), new TextEncoder().encode('hvc1'), bytes(0));
  const iinf = fullBox('iinf', bytes(0, 3), infe);
  const iloc = fullBox(
    'iloc',
    bytes(0x44, 0x00),
    bytes(0, 1),
    bytes(0, 1, 0, 0, 0, 1),
    bytes(0x7f, 0, 0, 0),
    bytes(0, 0, 0x10, 0),
  );
  const meta = fullBox('meta', hdlr, pitm, iloc, iinf);
  const mdat = box('mdat', new Uint8Array(64).fill(randomUUID().charCodeAt(0)));
  return concat(ftyp, meta, mdat);
}
