import { getActivationStatus, startActivation } from '@portal/api/clients/activation';
import { parseActivationSocketMessage } from '@portal/api/rules/activation-message';
import { ActivationMessage } from '@portal/api/schemas/activation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_IMPORT_JOB,
  activationImportJob,
} from '../src/services/activation/activation-import-job.ts';
import { openPushSocket, settle } from './support/archives.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';
const BUSINESS = 'business@example.com';

describe.each(ENGINES)('library activation on $name', (engine) => {
  let server: PortalServer;
  beforeAll(async () => {
    if (!engine.skip) server = await startPortalServer(engine.name);
  });
  afterAll(async () => {
    await server?.close();
  });

  const photo = (token?: string) => server.endpoint('photo', token);

  it.skipIf(engine.skip)(
    'imports once: IMPORTING, then import-started and import-finished to the owner only, then ACTIVE',
    async () => {
      const token = await server.tokenFor(DEMO);
      const owner = await openPushSocket(server, token);
      const other = await openPushSocket(server, await server.tokenFor(FRIEND));
      expect(await getActivationStatus(photo(token))).toEqual({ status: 'NOT_ACTIVE' });

      expect(await startActivation(photo(token))).toEqual({ started: true });
      expect(await getActivationStatus(photo(token))).toEqual({ status: 'IMPORTING' });
      // Calling it twice starts one import.
      expect(await startActivation(photo(token))).toEqual({ started: false });

      expect(await server.portal.jobs.drain()).toBe(1);
      const [started, finished] = await owner.waitFor(2);
      expect(ActivationMessage.parse(started).type).toBe('import-started');
      expect(ActivationMessage.parse(finished).type).toBe('import-finished');
      // What the portal does with the frames: both valid, the finish strictly newer.
      const kept = [started, finished].map((message) =>
        parseActivationSocketMessage(JSON.stringify(message)),
      );
      expect(kept.map((message) => message?.kind)).toEqual(['activation', 'activation']);
      expect(Date.parse(ActivationMessage.parse(finished).data.timestamp)).toBeGreaterThan(
        Date.parse(ActivationMessage.parse(started).data.timestamp),
      );
      expect(await getActivationStatus(photo(token))).toEqual({ status: 'ACTIVE' });
      expect(await startActivation(photo(token))).toEqual({ started: false });

      // A job taken again after the import finished announces nothing more.
      await server.portal.jobs.enqueue(ACTIVATION_IMPORT_JOB, { accountId: 'unused' });
      await server.portal.jobs.drain();
      await settle();
      expect(owner.messages).toHaveLength(2);
      expect(other.messages).toEqual([]);
      owner.close();
      other.close();
    },
  );

  it.skipIf(engine.skip)('reports import-error and NOT_ACTIVE when the import fails for good', async () => {
    const context = server.portal.context;
    const token = await server.tokenFor(BUSINESS);
    const socket = await openPushSocket(server, token);
    let attempts = 0;
    server.portal.jobs.register(
      ACTIVATION_IMPORT_JOB,
      activationImportJob(context, {
        importLibrary: async () => {
          attempts += 1;
          throw new Error('legacy store unreachable');
        },
      }),
    );
    try {
      expect(await startActivation(photo(token))).toEqual({ started: true });
      // Each failure is retried later; make every retry due at once.
      for (let run = 0; run < 3; run += 1) {
        await context.database.db
          .updateTable('jobs')
          .set({ run_after: new Date(0).toISOString() })
          .where('status', '=', 'queued')
          .execute();
        await server.portal.jobs.drain();
      }
      expect(attempts).toBe(3);
      expect(await getActivationStatus(photo(token))).toEqual({ status: 'NOT_ACTIVE' });
      const messages = await socket.waitFor(4);
      expect(messages.map((message) => ActivationMessage.parse(message).type)).toEqual([
        'import-started',
        'import-started',
        'import-started',
        'import-error',
      ]);
    } finally {
      server.portal.jobs.register(ACTIVATION_IMPORT_JOB, activationImportJob(context));
    }
    // After a failed import, activating again starts a new one.
    expect(await startActivation(photo(token))).toEqual({ started: true });
    await server.portal.jobs.drain();
    expect(await getActivationStatus(photo(token))).toEqual({ status: 'ACTIVE' });
    socket.close();
  });

  it.skipIf(engine.skip)('answers 401 without a valid token', async () => {
    const url = `${server.baseUrl}/services/photo/users/activate`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
  });
});
