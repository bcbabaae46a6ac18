import websocket from '@fastify/websocket';
import { PUSH_SOCKET_ACK, PushSocketAuthenticate } from '@portal/api/schemas/downloads';
import {
  TRANSFER_SOCKET_ACK,
  type TransferEvent,
  TransferSocketWatch,
} from '@portal/api/schemas/upload-transfers';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { PUSH_SOCKET_PATH, TRANSFER_SOCKET_PATH } from '../config/portal-config.ts';

/**
 * The push socket (photo-library §4, §7; see [Note: Push socket messages] in the contract).
 *
 * [Note: Push across processes]
 * A socket is held by one process, but the job that finishes a zip may run in another. On PostgreSQL
 * every process LISTENs on one channel and `publish` NOTIFYs it, so each process delivers the event
 * to the sockets it holds. With the embedded SQLite file there is one process, and `publish` delivers
 * directly. Either way an event reaches only the sockets authenticated as its account.
 *
 * The transfer socket ([Note: Upload from a phone] in the contract) works the same way: its sockets
 * watch one transfer of the account that authenticated them, and `publishTransfer` reaches those.
 * Both kinds live in one map of topics: an account id, or `transfer:` and a transfer id.
 */

/** Turns an access token into the account it belongs to; throws when the token is refused. */
export type TokenVerifier = (token: string) => Promise<{ readonly accountId: string }>;

/** The server closes a socket after this long, as the client does (photo-library §9: 30 minutes). */
export const PUSH_SOCKET_LIFETIME_MS = 30 * 60 * 1000;
/** A socket that has not authenticated by then is closed. */
export const AUTHENTICATE_TIMEOUT_MS = 10_000;
const POLICY_VIOLATION = 1008;
const NOTIFY_CHANNEL = 'portal_push';

export interface PushHub {
  /** Sends one JSON message to every socket of the account, in whichever process holds it. */
  publish(accountId: string, message: unknown): Promise<void>;
  /** Sends one event to every socket watching the transfer, in whichever process holds it. */
  publishTransfer(transferId: string, event: TransferEvent): Promise<void>;
  /** How many sockets of the account this process holds; for tests and health checks. */
  socketCount(accountId: string): number;
  /** How many sockets watch the transfer in this process; for tests. */
  transferWatcherCount(transferId: string): number;
  close(): Promise<void>;
}

export interface PushHubOptions {
  readonly verify: TokenVerifier;
  /** Whether the transfer is the account's and still usable: only then may its socket watch it. */
  readonly mayWatchTransfer: (accountId: string, transferId: string) => Promise<boolean>;
  /** PostgreSQL URL to fan out through LISTEN/NOTIFY; omitted with the embedded SQLite file. */
  readonly databaseUrl?: string | undefined;
}

export async function registerPushHub(app: FastifyInstance, options: PushHubOptions): Promise<PushHub> {
  const sockets = new Map<string, Set<WebSocket>>();

  const deliver = (topic: string, frame: string) => {
    for (const socket of sockets.get(topic) ?? []) socket.send(frame);
  };

  let listener: pg.Client | undefined;
  if (options.databaseUrl) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    await listener.connect();
    listener.on('notification', ({ payload }) => {
      if (!payload) return;
      const { accountId, frame } = JSON.parse(payload) as { accountId: string; frame: string };
      deliver(accountId, frame);
    });
    await listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
  }

  /**
   * A socket at `path` that must say who it is first: `subscribe` reads that first message and
   * resolves the topic the socket then hears, or rejects with the reason to close it.
   */
  const serveSocket = (path: string, ack: string, subscribe: (frame: unknown) => Promise<string>) => {
    app.get(path, { websocket: true }, (socket) => {
      let topic: string | undefined;
      let asked = false;
      const lifetime = setTimeout(
        () => socket.close(1000, 'Socket lifetime reached'),
        PUSH_SOCKET_LIFETIME_MS,
      );
      const authenticateBy = setTimeout(() => {
        if (!topic) socket.close(POLICY_VIOLATION, 'Not authenticated');
      }, AUTHENTICATE_TIMEOUT_MS);

      socket.on('message', async (data: Buffer) => {
        if (asked) return;
        asked = true;
        try {
          topic = await subscribe(parseFrame(data.toString('utf8')));
        } catch (error) {
          socket.close(POLICY_VIOLATION, error instanceof Error ? error.message : 'Refused');
          return;
        }
        clearTimeout(authenticateBy);
        const own = sockets.get(topic) ?? new Set<WebSocket>();
        own.add(socket);
        sockets.set(topic, own);
        socket.send(ack);
      });

      socket.on('close', () => {
        clearTimeout(lifetime);
        clearTimeout(authenticateBy);
        if (!topic) return;
        const own = sockets.get(topic);
        own?.delete(socket);
        if (own?.size === 0) sockets.delete(topic);
      });
    });
  };

  const accountOf = async (token: string) => {
    try {
      return (await options.verify(token)).accountId;
    } catch {
      throw new Error('Access token refused');
    }
  };

  await app.register(websocket);
  serveSocket(PUSH_SOCKET_PATH, PUSH_SOCKET_ACK, async (frame) => {
    const request = PushSocketAuthenticate.safeParse(frame);
    if (!request.success) throw new Error('Expected {"action":"authenticate","token":"…"}');
    return accountOf(request.data.token);
  });
  serveSocket(TRANSFER_SOCKET_PATH, TRANSFER_SOCKET_ACK, async (frame) => {
    const request = TransferSocketWatch.safeParse(frame);
    if (!request.success) throw new Error('Expected {"action":"watch","token":"…","transferId":"…"}');
    const accountId = await accountOf(request.data.token);
    if (!(await options.mayWatchTransfer(accountId, request.data.transferId))) {
      throw new Error('No such transfer');
    }
    return transferTopic(request.data.transferId);
  });

  const publishTo = async (topic: string, message: unknown) => {
    const frame = JSON.stringify(message);
    if (listener) {
      await listener.query('SELECT pg_notify($1, $2)', [
        NOTIFY_CHANNEL,
        JSON.stringify({ accountId: topic, frame }),
      ]);
    } else {
      deliver(topic, frame);
    }
  };

  return {
    publish: publishTo,
    publishTransfer: (transferId, event) => publishTo(transferTopic(transferId), event),
    socketCount(accountId) {
      return sockets.get(accountId)?.size ?? 0;
    },
    transferWatcherCount(transferId) {
      return sockets.get(transferTopic(transferId))?.size ?? 0;
    },
    async close() {
      await listener?.end();
    },
  };
}

function transferTopic(transferId: string): string {
  return `transfer:${transferId}`;
}

function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
