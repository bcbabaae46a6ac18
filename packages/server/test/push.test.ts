import { PUSH_SOCKET_ACK } from '@portal/api/schemas/downloads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type PushHub, registerPushHub } from '../src/push/push-hub.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from './support/databases.ts';

const ACCOUNTS: Record<string, string> = { 'token-ann': 'ann', 'token-bob': 'bob' };
const verify = async (token: string) => {
  const accountId = ACCOUNTS[token];
  if (!accountId) throw new Error('refused');
  return { accountId };
};

interface Instance {
  readonly app: FastifyInstance;
  readonly hub: PushHub;
  readonly url: string;
}

async function startInstance(databaseUrl: string | undefined): Promise<Instance> {
  const app = Fastify();
  const hub = await registerPushHub(app, { verify, mayWatchTransfer: async () => false, databaseUrl });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, hub, url: `${address.replace('http', 'ws')}/push` };
}

interface Client {
  readonly frames: string[];
  readonly closed: Promise<{ code: number }>;
  next(): Promise<string>;
  close(): void;
}

async function connect(url: string, firstFrame: string): Promise<Client> {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = data.toString('utf8');
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(firstFrame);
  return {
    frames,
    closed,
    next: () => {
      const frame = frames.shift();
      return frame === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(frame);
    },
    close: () => socket.close(),
  };
}

const authenticate = (token: string) => JSON.stringify({ action: 'authenticate', token });
const finished = { type: 'archive-finished', data: { userId: 'ann', downloadId: 'd1' } };

describe.each(ENGINES)('push socket on $name', (engine) => {
  const instances: Instance[] = [];
  const clients: Client[] = [];
  let test: TestDatabase | undefined;
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const { app, hub } of instances.splice(0)) {
      await hub.close();
      await app.close();
    }
    await test?.dispose();
    test = undefined;
  });

  async function start(count: number): Promise<Instance[]> {
    test = await createTestDatabase(engine.name);
    for (let index = 0; index < count; index += 1) instances.push(await startInstance(test.databaseUrl));
    return instances;
  }

  async function open(url: string, frame: string): Promise<Client> {
    const client = await connect(url, frame);
    clients.push(client);
    return client;
  }

  it.skipIf(engine.skip)(
    "acknowledges a valid token with 'OK' and delivers the account's events only",
    async () => {
      const [server] = await start(1);
      if (!server) throw new Error('not started');
      const ann = await open(server.url, authenticate('token-ann'));
      const bob = await open(server.url, authenticate('token-bob'));
      expect(await ann.next()).toBe(PUSH_SOCKET_ACK);
      expect(await bob.next()).toBe(PUSH_SOCKET_ACK);
      await server.hub.publish('ann', finished);
      expect(JSON.parse(await ann.next())).toEqual(finished);
      await server.hub.publish('bob', { type: 'archive-started', data: { userId: 'bob', downloadId: 'd2' } });
      expect(JSON.parse(await bob.next())).toMatchObject({ type: 'archive-started' });
      expect(ann.frames).toEqual([]);
    },
  );

  it.skipIf(engine.skip)(
    'closes with 1008 for a refused token or a first frame that is not authenticate',
    async () => {
      const [server] = await start(1);
      if (!server) throw new Error('not started');
      const refused = await open(server.url, authenticate('forged'));
      expect(await refused.closed).toEqual({ code: 1008 });
      const garbage = await open(server.url, 'hello');
      expect(await garbage.closed).toEqual({ code: 1008 });
      expect(server.hub.socketCount('ann')).toBe(0);
    },
  );

  it.skipIf(engine.skip)('forgets a socket once it closes', async () => {
    const [server] = await start(1);
    if (!server) throw new Error('not started');
    const ann = await open(server.url, authenticate('token-ann'));
    await ann.next();
    expect(server.hub.socketCount('ann')).toBe(1);
    ann.close();
    await ann.closed;
    await expect.poll(() => server.hub.socketCount('ann')).toBe(0);
  });

  it.skipIf(engine.skip || engine.name !== 'postgres')(
    'delivers an event published by one process to a socket held by another',
    async () => {
      const [holder, worker] = await start(2);
      if (!holder || !worker) throw new Error('not started');
      const ann = await open(holder.url, authenticate('token-ann'));
      expect(await ann.next()).toBe(PUSH_SOCKET_ACK);
      await worker.hub.publish('ann', finished);
      expect(JSON.parse(await ann.next())).toEqual(finished);
    },
  );
});
