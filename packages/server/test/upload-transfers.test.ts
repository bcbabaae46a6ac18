import { randomUUID } from 'node:crypto';
import { getPhotos } from '@portal/api/clients/photos';
import {
  createUploadTransfer,
  getCurrentUploadTransfer,
  revokeUploadTransfer,
  revokeUploadTransfers,
} from '@portal/api/clients/upload-transfers';
import { getUpload } from '@portal/api/clients/uploads';
import { HttpError } from '@portal/api/http';
import {
  TRANSFER_SOCKET_ACK,
  type TransferEvent,
  UPLOAD_TRANSFER_LIFETIME_MS,
  type UploadTransfer,
} from '@portal/api/schemas/upload-transfers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TRANSFER_SOCKET_PATH } from '../src/config/portal-config.ts';
import { IncomingUploads, TRANSFER_ENDED_MESSAGE } from '../src/services/storage/incoming-uploads.ts';
import { sweepUploadTransfers } from '../src/services/storage/upload-transfers.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import {
  createUpload,
  headUpload,
  incomingFiles,
  patchUpload,
  type TusTarget,
  uploadFile,
  uploadUrl,
} from './support/uploads.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';

/** A JPEG of random pixels: its own bytes every time. */
function uniqueJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/** A transfer socket that collects what it hears after the acknowledgement. */
interface Watcher {
  readonly ack: Promise<string>;
  readonly closed: Promise<number>;
  next(): Promise<TransferEvent>;
  close(): void;
}

function watch(server: PortalServer, token: string, transferId: string): Watcher {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${TRANSFER_SOCKET_PATH}`);
  const frames: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = data.toString('utf8');
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.once('open', () => socket.send(JSON.stringify({ action: 'watch', token, transferId })));
  const nextFrame = () => {
    const frame = frames.shift();
    return frame === undefined
      ? new Promise<string>((resolve) => waiting.push(resolve))
      : Promise.resolve(frame);
  };
  return {
    ack: nextFrame(),
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
    next: async () => JSON.parse(await nextFrame()) as TransferEvent,
    close: () => socket.close(),
  };
}

describe.each(ENGINES)('upload from a phone on $name', (engine) => {
  let server: PortalServer;
  let demoToken = '';
  let friendToken = '';

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const storage = (token?: string) => server.endpoint('storage', token);
  const phone = (transfer: UploadTransfer): TusTarget => ({
    baseUrl: `${server.baseUrl}/services/storage`,
    token: transfer.token,
  });
  const expire = (transfer: UploadTransfer, agoMs: number) =>
    server.portal.context.database.db
      .updateTable('upload_transfers')
      .set({ expires_at: new Date(Date.now() - agoMs).toISOString() })
      .where('id', '=', transfer.transferId)
      .execute();

  it.skipIf(engine.skip)(
    'makes a 30-minute credential that tells the phone whose library it fills',
    async () => {
      const before = Date.now();
      const transfer = await createUploadTransfer(storage(demoToken));
      const expiresAt = Date.parse(transfer.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + UPLOAD_TRANSFER_LIFETIME_MS - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_TRANSFER_LIFETIME_MS);
      const current = await getCurrentUploadTransfer(storage(transfer.token));
      expect(current).toEqual({
        transferId: transfer.transferId,
        accountId: await accountId(server.portal.context, DEMO),
        email: DEMO,
        expiresAt: transfer.expiresAt,
        expiresIn: expect.any(Number),
      });
      // Counted from the answer, so a device's wrong clock does not matter.
      expect(transfer.expiresIn).toBeGreaterThanOrEqual(UPLOAD_TRANSFER_LIFETIME_MS / 1000 - 2);
      expect(current.expiresIn).toBeLessThanOrEqual(transfer.expiresIn);
      // Only a hash is stored: the credential itself is nowhere in the database.
      const rows = await server.portal.context.database.db
        .selectFrom('upload_transfers')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain(transfer.token.slice(4));
    },
  );

  it.skipIf(engine.skip)('needs the customer to be signed in to make one', async () => {
    const error = await createUploadTransfer(storage()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
  });

  it.skipIf(engine.skip)(
    'uploads with the credential, and the desktop watching hears of each photo',
    async () => {
      const transfer = await createUploadTransfer(storage(demoToken));
      const watcher = watch(server, demoToken, transfer.transferId);
      expect(await watcher.ack).toBe(TRANSFER_SOCKET_ACK);

      await getCurrentUploadTransfer(storage(transfer.token));
      expect(await watcher.next()).toEqual({ type: 'phone-connected', transferId: transfer.transferId });

      const bytes = await uniqueJpeg();
      const uploaded = await uploadFile(phone(transfer), bytes, {
        fileName: 'IMG_2001.JPG',
        fileType: 'image/jpeg',
        chunkSize: 4096,
      });
      expect(uploaded.last.status).toBe(204);
      const event = await watcher.next();
      expect(event).toMatchObject({
        type: 'photo-received',
        transferId: transfer.transferId,
        uploadId: uploaded.uploadId,
        fileName: 'IMG_2001.JPG',
        fileType: 'image/jpeg',
        duplicate: false,
      });
      const photoId = event.type === 'photo-received' ? event.photoId : '';
      const library = await getPhotos(server.endpoint('photo', demoToken), { limit: 500 });
      expect(library.images.map((photo) => photo.imageId)).toContain(photoId);

      // The phone reads its own upload's record back, as the upload dialog does.
      const demoId = await accountId(server.portal.context, DEMO);
      const record = await getUpload(storage(transfer.token), uploaded.uploadId, demoId);
      expect(record).toMatchObject({ status: 'COMPLETED', photoId, accountId: demoId });

      // The same bytes again are the photo the library already has.
      const again = await uploadFile(phone(transfer), bytes, {
        fileName: 'IMG_2001.JPG',
        fileType: 'image/jpeg',
      });
      expect(again.last.status).toBe(200);
      expect(await watcher.next()).toMatchObject({ type: 'photo-received', photoId, duplicate: true });
      watcher.close();
    },
  );

  it.skipIf(engine.skip)('does nothing but upload: every other call refuses the credential', async () => {
    const transfer = await createUploadTransfer(storage(demoToken));
    const refused = await getPhotos(server.endpoint('photo', transfer.token), { limit: 10 }).catch(
      (caught: unknown) => caught,
    );
    expect((refused as HttpError).status).toBe(401);
    const another = await createUploadTransfer(storage(transfer.token)).catch((caught: unknown) => caught);
    expect((another as HttpError).status).toBe(401);
    // The customer's own token is not a transfer's: the phone page's call refuses it.
    const own = await getCurrentUploadTransfer(storage(demoToken)).catch((caught: unknown) => caught);
    expect((own as HttpError).status).toBe(401);
  });

  it.skipIf(engine.skip)('never shows the phone the uploads it did not make', async () => {
    const own = await uploadFile(
      { baseUrl: `${server.baseUrl}/services/storage`, token: demoToken },
      await uniqueJpeg(),
      { fileName: 'desk.jpg', fileType: 'image/jpeg' },
    );
    expect(own.last.status).toBe(204);
    const transfer = await createUploadTransfer(storage(demoToken));
    const demoId = await accountId(server.portal.context, DEMO);
    await expect(getUpload(storage(transfer.token), own.uploadId, demoId)).resolves.toBeNull();
    expect((await headUpload(phone(transfer), own.url)).status).toBe(404);
  });

  /** An upload begun with the code, its first bytes stored: where it is, and the rest to send. */
  async function begun(transfer: UploadTransfer) {
    const bytes = await uniqueJpeg();
    const created = await createUpload(phone(transfer), {
      fileName: 'begun.jpg',
      fileType: 'image/jpeg',
      length: bytes.byteLength,
    });
    expect(created.status).toBe(201);
    const { url, uploadId } = uploadUrl(phone(transfer), created);
    expect((await patchUpload(phone(transfer), url, 0, bytes.subarray(0, 4096))).status).toBe(204);
    expect(await incomingFiles(server.test.dataDir)).toContain(uploadId);
    return { url, uploadId, rest: bytes.subarray(4096) };
  }

  /** The upload ended with its code: 410 to HEAD and PATCH, whoever asks; no byte kept; a FAILED record. */
  async function expectEnded(transfer: UploadTransfer, upload: Awaited<ReturnType<typeof begun>>) {
    expect((await headUpload(phone(transfer), upload.url)).status).toBe(410);
    const patch = await patchUpload(phone(transfer), upload.url, 4096, upload.rest);
    expect(patch.status).toBe(410);
    expect(await patch.text()).toBe(TRANSFER_ENDED_MESSAGE);
    // The customer's own token does not carry it on either.
    const own = { baseUrl: `${server.baseUrl}/services/storage`, token: demoToken };
    expect((await patchUpload(own, upload.url, 4096, upload.rest)).status).toBe(410);
    expect(await incomingFiles(server.test.dataDir)).not.toContain(upload.uploadId);
    const demoId = await accountId(server.portal.context, DEMO);
    const record = await getUpload(storage(transfer.token), upload.uploadId, demoId);
    expect(record).toMatchObject({ status: 'FAILED', photoId: null });
  }

  it.skipIf(engine.skip)('stops new uploads when the code expires, and ends the ones it began', async () => {
    const transfer = await createUploadTransfer(storage(demoToken));
    const upload = await begun(transfer);
    await expire(transfer, 1000);

    const refused = await createUpload(phone(transfer), {
      fileName: 'new.jpg',
      fileType: 'image/jpeg',
      length: 10,
    });
    expect(refused.status).toBe(401);
    const current = await getCurrentUploadTransfer(storage(transfer.token)).catch(
      (caught: unknown) => caught,
    );
    expect((current as HttpError).status).toBe(401);
    // Nobody can watch an expired code.
    const watcher = watch(server, demoToken, transfer.transferId);
    expect(await watcher.closed).toBe(1008);

    await expectEnded(transfer, upload);

    // A day after it expired the transfer is forgotten and its credential does nothing.
    await expire(transfer, 25 * 60 * 60 * 1000);
    await sweepUploadTransfers(server.portal.context.database.db);
    const gone = await headUpload(phone(transfer), upload.url);
    expect(gone.status).toBe(401);
  });

  it.skipIf(engine.skip)('discards the bytes of an expired code in its hourly sweep', async () => {
    const transfer = await createUploadTransfer(storage(demoToken));
    const upload = await begun(transfer);
    await expire(transfer, 1000);
    const incoming = await IncomingUploads.open(server.portal.context, server.portal.app.log);
    await incoming.sweep();
    expect(await incomingFiles(server.test.dataDir)).not.toContain(upload.uploadId);
    await expectEnded(transfer, upload);
  });

  it.skipIf(engine.skip)(
    'revokes a code at once: its uploads end, its bytes go, and it opens nothing more',
    async () => {
      const transfer = await createUploadTransfer(storage(demoToken));
      const upload = await begun(transfer);

      await revokeUploadTransfer(storage(demoToken), transfer.transferId);
      // Nothing waits for a sweep or a request: the bytes are gone with the answer.
      expect(await incomingFiles(server.test.dataDir)).not.toContain(upload.uploadId);
      await expectEnded(transfer, upload);
      const current = await getCurrentUploadTransfer(storage(transfer.token)).catch(
        (caught: unknown) => caught,
      );
      expect((current as HttpError).status).toBe(401);
      const created = await createUpload(phone(transfer), {
        fileName: 'after.jpg',
        fileType: 'image/jpeg',
        length: 10,
      });
      expect(created.status).toBe(401);
      const watcher = watch(server, demoToken, transfer.transferId);
      expect(await watcher.closed).toBe(1008);
      // Revoking it again changes nothing, and says so as a success.
      await expect(revokeUploadTransfer(storage(demoToken), transfer.transferId)).resolves.toBeUndefined();
    },
  );

  it.skipIf(engine.skip)(
    "lets only the code's own customer revoke it: another's gets 404, the code itself 401",
    async () => {
      const transfer = await createUploadTransfer(storage(demoToken));
      const byFriend = await revokeUploadTransfer(storage(friendToken), transfer.transferId).catch(
        (caught: unknown) => caught,
      );
      expect((byFriend as HttpError).status).toBe(404);
      const byCode = await revokeUploadTransfer(storage(transfer.token), transfer.transferId).catch(
        (caught: unknown) => caught,
      );
      expect((byCode as HttpError).status).toBe(401);
      const unknown = await revokeUploadTransfer(storage(demoToken), randomUUID()).catch(
        (caught: unknown) => caught,
      );
      expect((unknown as HttpError).status).toBe(404);
      // Another customer revoking all of theirs leaves this one working.
      await revokeUploadTransfers(storage(friendToken));
      await expect(getCurrentUploadTransfer(storage(transfer.token))).resolves.toMatchObject({
        transferId: transfer.transferId,
      });
    },
  );

  it.skipIf(engine.skip)('revokes every code of the account at once, as signing out does', async () => {
    const first = await createUploadTransfer(storage(demoToken));
    const second = await createUploadTransfer(storage(demoToken));
    const upload = await begun(second);
    await revokeUploadTransfers(storage(demoToken));
    for (const transfer of [first, second]) {
      const current = await getCurrentUploadTransfer(storage(transfer.token)).catch(
        (caught: unknown) => caught,
      );
      expect((current as HttpError).status).toBe(401);
    }
    await expectEnded(second, upload);
    const byCode = await revokeUploadTransfers(storage(first.token)).catch((caught: unknown) => caught);
    expect((byCode as HttpError).status).toBe(401);
  });

  it.skipIf(engine.skip)("refuses to let one customer watch another's transfer", async () => {
    const transfer = await createUploadTransfer(storage(demoToken));
    const watcher = watch(server, friendToken, transfer.transferId);
    expect(await watcher.closed).toBe(1008);
    const stranger = watch(server, 'not-a-token', transfer.transferId);
    expect(await stranger.closed).toBe(1008);
  });
});
