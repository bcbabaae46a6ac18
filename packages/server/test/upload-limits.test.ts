import { createUploadTransfer, revokeUploadTransfer } from '@portal/api/clients/upload-transfers';
import { UPLOAD_LIMIT_STATUS, type UploadLimit, UploadLimitReached } from '@portal/api/schemas/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/services/storage/incoming-uploads.ts';
import {
  MAX_PENDING_BYTES_PER_ACCOUNT,
  MAX_PENDING_BYTES_PER_TRANSFER,
  MAX_UNFINISHED_UPLOADS_PER_ACCOUNT,
  MAX_UNFINISHED_UPLOADS_PER_TRANSFER,
} from '../src/services/storage/upload-limits.ts';
import { type Customer, newCustomer } from './support/album-fixtures.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';
import { createUpload, incomingFiles, TUS_VERSION, type TusTarget, uploadUrl } from './support/uploads.ts';

/*
 * [Note: Unfinished uploads are bounded] in the contract, over tus on the real server: each test
 * signs in as a customer of its own, so the unfinished uploads it counts are its own.
 */

const MIB = 1024 * 1024;

describe.each(ENGINES)('the caps on unfinished uploads on $name', (engine) => {
  let server: PortalServer;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const target = (token: string): TusTarget => ({ baseUrl: `${server.baseUrl}/services/storage`, token });
  const create = (token: string, length = 10, fileName = 'pending.jpg') =>
    createUpload(target(token), { fileName, fileType: 'image/jpeg', length });

  /** Creates `count` uploads of `length` bytes that are never finished; each must be accepted. */
  async function leaveUnfinished(token: string, count: number, length = 10): Promise<string[]> {
    const urls: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await create(token, length, `pending-${index}.jpg`);
      expect(created.status, `creation ${index + 1}`).toBe(201);
      urls.push(uploadUrl(target(token), created).url);
    }
    return urls;
  }

  /** The refusal's body, checked against the contract, and that it is the JSON it says it is. */
  async function refusal(answer: Response, limit: UploadLimit) {
    expect(answer.status).toBe(UPLOAD_LIMIT_STATUS);
    expect(answer.headers.get('Tus-Resumable')).toBe(TUS_VERSION);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = UploadLimitReached.parse(await answer.json());
    expect(body.limit).toBe(limit);
    return body.message;
  }

  const uploadRows = (owner: Customer) =>
    server.portal.context.database.db
      .selectFrom('uploads')
      .select(['id', 'status'])
      .where('owner_id', '=', owner.id)
      .execute();

  it.skipIf(engine.skip)(
    `refuses an upload past an account's ${MAX_UNFINISHED_UPLOADS_PER_ACCOUNT} unfinished ones with 429, storing nothing`,
    async () => {
      const customer = await newCustomer(server, 'many-uploads');
      const urls = await leaveUnfinished(customer.token, MAX_UNFINISHED_UPLOADS_PER_ACCOUNT);
      const incomingBefore = await incomingFiles(server.test.dataDir);

      const message = await refusal(await create(customer.token), 'unfinished-uploads');
      expect(message).toBe(
        `Too many unfinished uploads: this account may have ${MAX_UNFINISHED_UPLOADS_PER_ACCOUNT} at a time. ` +
          'Finish or cancel one before starting another.',
      );
      expect(await uploadRows(customer)).toHaveLength(MAX_UNFINISHED_UPLOADS_PER_ACCOUNT);
      expect(await incomingFiles(server.test.dataDir)).toEqual(incomingBefore);

      // Cancelling one (tus termination) makes room for one more.
      const [first = ''] = urls;
      const terminated = await fetch(first, {
        method: 'DELETE',
        headers: { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${customer.token}` },
      });
      expect(terminated.status).toBe(204);
      expect((await create(customer.token)).status).toBe(201);
      expect((await create(customer.token)).status).toBe(UPLOAD_LIMIT_STATUS);
    },
  );

  it.skipIf(engine.skip)('counts creations racing each other one by one', async () => {
    const customer = await newCustomer(server, 'racing-uploads');
    const answers = await Promise.all(
      Array.from({ length: MAX_UNFINISHED_UPLOADS_PER_ACCOUNT + 5 }, (_, index) =>
        create(customer.token, 10, `race-${index}.jpg`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNFINISHED_UPLOADS_PER_ACCOUNT);
    expect(statuses.filter((status) => status === UPLOAD_LIMIT_STATUS)).toHaveLength(5);
    for (const answer of answers) await answer.arrayBuffer();
    expect(await uploadRows(customer)).toHaveLength(MAX_UNFINISHED_UPLOADS_PER_ACCOUNT);
  });

  it.skipIf(engine.skip)(
    "refuses an upload that takes an account's unfinished bytes past their cap",
    async () => {
      const customer = await newCustomer(server, 'large-uploads');
      const fill = Math.floor(MAX_PENDING_BYTES_PER_ACCOUNT / MAX_UPLOAD_BYTES);
      await leaveUnfinished(customer.token, fill, MAX_UPLOAD_BYTES);
      const room = MAX_PENDING_BYTES_PER_ACCOUNT - fill * MAX_UPLOAD_BYTES;

      const message = await refusal(await create(customer.token, room + 1), 'pending-bytes');
      expect(message).toBe(
        'Too many bytes in unfinished uploads: those of this account may add up to 2 GiB at a time. ' +
          'Finish or cancel some before starting another.',
      );
      // Up to the cap exactly is still taken.
      expect((await create(customer.token, room)).status).toBe(201);
    },
  );

  it.skipIf(engine.skip)('no longer counts uploads that have expired', async () => {
    const customer = await newCustomer(server, 'expired-uploads');
    await leaveUnfinished(customer.token, MAX_UNFINISHED_UPLOADS_PER_ACCOUNT);
    expect((await create(customer.token)).status).toBe(UPLOAD_LIMIT_STATUS);
    await server.portal.context.database.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('owner_id', '=', customer.id)
      .execute();
    expect((await create(customer.token)).status).toBe(201);
  });

  it.skipIf(engine.skip)(
    `refuses an upload past a transfer code's ${MAX_UNFINISHED_UPLOADS_PER_TRANSFER} unfinished ones, leaving the account its own room`,
    async () => {
      const customer = await newCustomer(server, 'phone-uploads');
      const storage = server.endpoint('storage', customer.token);
      const transfer = await createUploadTransfer(storage);
      await leaveUnfinished(transfer.token, MAX_UNFINISHED_UPLOADS_PER_TRANSFER);

      const message = await refusal(await create(transfer.token), 'unfinished-uploads');
      expect(message).toBe(
        `Too many unfinished uploads: this transfer code may have ${MAX_UNFINISHED_UPLOADS_PER_TRANSFER} at a time. ` +
          'Finish or cancel one before starting another.',
      );
      // The code's uploads count towards the account's, which still has room of its own.
      expect((await create(customer.token)).status).toBe(201);
      // A new code starts with room of its own, within what the account has left.
      const another = await createUploadTransfer(storage);
      const left = MAX_UNFINISHED_UPLOADS_PER_ACCOUNT - MAX_UNFINISHED_UPLOADS_PER_TRANSFER - 1;
      await leaveUnfinished(another.token, left);
      expect(await refusal(await create(another.token), 'unfinished-uploads')).toContain('this account');

      // Uploads of a code that has ended can never go on: they no longer count.
      await revokeUploadTransfer(storage, transfer.transferId);
      await leaveUnfinished(customer.token, MAX_UNFINISHED_UPLOADS_PER_TRANSFER);
    },
  );

  it.skipIf(engine.skip)(
    "refuses an upload that takes a transfer code's unfinished bytes past their cap",
    async () => {
      const customer = await newCustomer(server, 'phone-bytes');
      const transfer = await createUploadTransfer(server.endpoint('storage', customer.token));
      const fill = Math.floor(MAX_PENDING_BYTES_PER_TRANSFER / MAX_UPLOAD_BYTES);
      await leaveUnfinished(transfer.token, fill, MAX_UPLOAD_BYTES);
      const room = MAX_PENDING_BYTES_PER_TRANSFER - fill * MAX_UPLOAD_BYTES;
      expect(room).toBeLessThan(100 * MIB);

      const message = await refusal(await create(transfer.token, 100 * MIB), 'pending-bytes');
      expect(message).toBe(
        'Too many bytes in unfinished uploads: those of this transfer code may add up to 1 GiB at a time. ' +
          'Finish or cancel some before starting another.',
      );
      expect((await create(customer.token, 100 * MIB)).status).toBe(201);
    },
  );
});
