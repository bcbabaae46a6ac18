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
/**
 * [Note: Sockets are bounded before sign-in]
 * Anyone may open a socket, and until its first frame is checked it costs the server what that
 * frame holds: ws reads a frame whole before handing it on, up to 100 MiB by default, so a few
 * dozen sockets each sending `{"action":"authenticate","token":"aaaa…"}` of 99 MiB took gigabytes.
 * Three bounds keep that small, whoever sends it:
 * - A frame is at most MAX_SOCKET_FRAME_BYTES. ws compares a frame's length, read from its header,
 *   with `maxPayload` before reading its data, and closes the socket with 1009 at once. The first
 *   frame (an access token and a transfer id) is far smaller, and the server reads nothing after
 *   it, so one small limit serves the whole socket server, authenticated sockets included.
 * - A client address (after the trusted proxies, as the sign-in limits see it) may hold at most
 *   MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS sockets that have not authenticated yet; one more is
 *   closed with 1013 as it opens. Counted per process: what it bounds is this process's memory.
 * - A socket that has not authenticated within AUTHENTICATE_TIMEOUT_MS is closed.
 */
export const MAX_SOCKET_FRAME_BYTES = 8 * 1024;
/** See [Note: Sockets are bounded before sign-in]; a browser opens one or two at a time. */
export const MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS = 10;
const POLICY_VIOLATION = 1008;
const TRY_AGAIN_LATER = 1013;
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

  /** How many sockets each client address holds that have not authenticated yet. */
  const unauthenticated = new Map<string, number>();

  /**
   * A socket at `path` that must say who it is first: `subscribe` reads that first message and
   * resolves the topic the socket then hears, or rejects with the reason to close it.
   */
  const serveSocket = (path: string, ack: string, subscribe: (frame: unknown) => Promise<string>) => {
    app.get(path, { websocket: true }, (socket, request) => {
      const address = request.ip;
      if ((unauthenticated.get(address) ?? 0) >= MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS) {
        socket.close(TRY_AGAIN_LATER, 'Too many sockets waiting to authenticate');
        return;
      }
      unauthenticated.set(address, (unauthenticated.get(address) ?? 0) + 1);
      let waiting = true;
      const stopWaiting = () => {
        if (!waiting) return;
        waiting = false;
        const left = (unauthenticated.get(address) ?? 1) - 1;
        if (left === 0) unauthenticated.delete(address);
        else unauthenticated.set(address, left);
      };
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
        stopWaiting();
        const own = sockets.get(topic) ?? new Set<WebSocket>();
        own.add(socket);
        sockets.set(topic, own);
        socket.send(ack);
      });

      socket.on('close', () => {
        clearTimeout(lifetime);
        clearTimeout(authenticateBy);
        stopWaiting();
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

  await app.register(websocket, {
    options: { maxPayload: MAX_SOCKET_FRAME_BYTES },
    errorHandler: (error, socket, request) => {
      // ws has already sent the close code of a frame it refused (1009 for one too long) and
      // drops what else comes until the client answers; a flood of those is not worth a log line.
      if (isRefusedFrame(error)) return;
      request.log.error(error);
      socket.terminate();
    },
  });
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

/** ws's errors for a frame it refused to read (too long, badly formed), each with its close code. */
function isRefusedFrame(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
