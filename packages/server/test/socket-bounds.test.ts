import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { PUSH_SOCKET_ACK } from '@portal/api/schemas/downloads';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PUSH_SOCKET_PATH, TRANSFER_SOCKET_PATH } from '../src/config/portal-config.ts';
import { MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS } from '../src/push/push-hub.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

/** The frame of the probe that took the server from 0.8 GB to 3 GB: a 100 MiB "token". */
const FLOOD_FRAME_BYTES = 100 * 1024 * 1024;
const FLOOD_SOCKETS = 24;
const MEMORY_ALLOWANCE_BYTES = 100 * 1024 * 1024;
const MESSAGE_TOO_BIG = 1009;
const TRY_AGAIN_LATER = 1013;

const PREFIX = Buffer.from('{"action":"authenticate","token":"');
const FILLER = Buffer.alloc(1024 * 1024, 'a');

/** The proxy in front of the server in these tests; each socket names its own client behind it. */
const PROXY = '127.0.0.1';

interface RawSocket {
  /** The code of the server's close frame; undefined when the connection ended without one. */
  readonly closed: Promise<number | undefined>;
  /**
   * Sends a text frame's header announcing `length` bytes, then the start of an authenticate
   * message and `a`s, as fast as the server reads them, until the server closes or all are sent.
   * Resolves with how many bytes of the frame's data were sent.
   */
  stream(length: number): Promise<number>;
}

/**
 * A WebSocket opened by hand over TCP, so that a frame can be announced and streamed without the
 * test holding it in memory (ws's client builds a whole frame before sending it).
 */
async function openRawSocket(port: number, path: string, clientAddress: string): Promise<RawSocket> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    [
      `GET ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      `X-Forwarded-For: ${clientAddress}`,
      '',
      '',
    ].join('\r\n'),
  );
  let received = Buffer.alloc(0);
  let upgraded = false;
  let closeCode: number | undefined;
  const upgrade = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!upgraded) {
        const end = received.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = received.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101')) {
          reject(new Error(`Not upgraded: ${head.split('\r\n', 1)[0]}`));
          return;
        }
        upgraded = true;
        received = received.subarray(end + 4);
        resolve();
      }
      // The server's frames are unmasked; before sign-in the only one it sends is a close frame.
      if (closeCode === undefined && received.length >= 4 && (received[0] ?? 0) === 0x88) {
        closeCode = received.readUInt16BE(2);
        socket.destroy();
      }
    });
    socket.once('close', () => reject(new Error('Closed before the upgrade')));
  });
  const closed = new Promise<number | undefined>((resolve) => {
    socket.once('close', () => resolve(closeCode));
  });
  socket.on('error', () => {});
  await upgrade;

  return {
    closed,
    async stream(length) {
      const header = Buffer.alloc(14);
      header[0] = 0x81; // FIN, text
      header[1] = 0x80 | 127; // masked, 64-bit length
      header.writeBigUInt64BE(BigInt(length), 2);
      // A mask of zeros leaves the data as it is sent.
      socket.write(header);
      let sent = 0;
      let ended = false;
      void closed.then(() => {
        ended = true;
      });
      while (!ended && sent < length) {
        const chunk = sent === 0 ? PREFIX : FILLER.subarray(0, Math.min(FILLER.length, length - sent));
        sent += chunk.length;
        if (!socket.write(chunk)) await Promise.race([once(socket, 'drain'), closed]);
      }
      return sent;
    },
  };
}

describe.each(ENGINES)('sockets before sign-in on $name', (engine) => {
  let server: PortalServer | undefined;
  const opened: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.terminate();
    await server?.close();
    server = undefined;
  });

  async function start(): Promise<PortalServer> {
    server = await startPortalServer(engine.name, { trustProxy: [PROXY] });
    return server;
  }

  it.skipIf(engine.skip)(
    'close 24 sockets announcing 100 MiB first frames with 1009 before reading them, within +100 MB of memory',
    async () => {
      const { port } = await start();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 10);
      try {
        const sockets = await Promise.all(
          Array.from({ length: FLOOD_SOCKETS }, (_, index) =>
            openRawSocket(
              port,
              index % 2 === 0 ? PUSH_SOCKET_PATH : TRANSFER_SOCKET_PATH,
              `203.0.113.${index + 1}`,
            ),
          ),
        );
        const sent = await Promise.all(sockets.map((socket) => socket.stream(FLOOD_FRAME_BYTES)));
        const codes = await Promise.all(sockets.map((socket) => socket.closed));
        peak = Math.max(peak, process.memoryUsage.rss());
        expect(codes).toEqual(Array.from({ length: FLOOD_SOCKETS }, () => MESSAGE_TOO_BIG));
        for (const bytes of sent) expect(bytes).toBeLessThan(FLOOD_FRAME_BYTES);
      } finally {
        clearInterval(sampler);
      }
      expect(peak - before).toBeLessThan(MEMORY_ALLOWANCE_BYTES);
    },
  );

  it.skipIf(engine.skip)(
    'let one client address hold only a few sockets that have not authenticated, counted behind the trusted proxy',
    async () => {
      const { baseUrl } = await start();
      const token = await server?.tokenFor('demo@example.com');
      if (!server || !token) throw new Error('not started');
      const url = `${baseUrl.replace('http', 'ws')}${PUSH_SOCKET_PATH}`;
      const open = async (clientAddress: string) => {
        const socket = new WebSocket(url, { headers: { 'x-forwarded-for': clientAddress } });
        opened.push(socket);
        const heard = new Promise<string>((resolve) =>
          socket.once('message', (data: Buffer) => resolve(data.toString('utf8'))),
        );
        const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
        await once(socket, 'open');
        return {
          closed,
          /** The server's answer, or how the socket closed instead. */
          authenticate: () => {
            socket.send(JSON.stringify({ action: 'authenticate', token }));
            return Promise.race([heard, closed.then((code) => `closed with ${code}`)]);
          },
        };
      };

      const waiting = [];
      for (let index = 0; index < MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS; index += 1) {
        waiting.push(await open('198.51.100.7'));
      }
      const oneTooMany = await open('198.51.100.7');
      expect(await oneTooMany.closed).toBe(TRY_AGAIN_LATER);

      // Another client behind the same proxy is counted on its own.
      const neighbour = await open('198.51.100.8');
      expect(await neighbour.authenticate()).toBe(PUSH_SOCKET_ACK);

      // A socket that authenticates no longer counts, and makes room for another.
      expect(await waiting[0]?.authenticate()).toBe(PUSH_SOCKET_ACK);
      const next = await open('198.51.100.7');
      expect(await next.authenticate()).toBe(PUSH_SOCKET_ACK);
    },
  );
});
