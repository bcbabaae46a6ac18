import websocket from '@fastify/websocket';
import { PUSH_SOCKET_ACK, PushSocketAuthenticate } from '@portal/api/schemas/downloads';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { PUSH_SOCKET_PATH } from '../config/portal-config.ts';

/**
 * The push socket (photo-library §4, §7; see [Note: Push socket messages] in the contract).
 *
 * [Note: Push across processes]
 * A socket is held by one process, but the job that finishes a zip may run in another. On PostgreSQL
 * every process LISTENs on one channel and `publish` NOTIFYs it, so each process delivers the event
 * to the sockets it holds. With the embedded SQLite file there is one process, and `publish` delivers
 * directly. Either way an event reaches only the sockets authenticated as its account.
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
  /** How many sockets of the account this process holds; for tests and health checks. */
  socketCount(accountId: string): number;
  close(): Promise<void>;
}

export interface PushHubOptions {
  readonly verify: TokenVerifier;
  /** PostgreSQL URL to fan out through LISTEN/NOTIFY; omitted with the embedded SQLite file. */
  readonly databaseUrl?: string | undefined;
}

export async function registerPushHub(app: FastifyInstance, options: PushHubOptions): Promise<PushHub> {
  const sockets = new Map<string, Set<WebSocket>>();

  const deliver = (accountId: string, frame: string) => {
    for (const socket of sockets.get(accountId) ?? []) socket.send(frame);
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

  await app.register(websocket);
  app.get(PUSH_SOCKET_PATH, { websocket: true }, (socket) => {
    let accountId: string | undefined;
    const lifetime = setTimeout(() => socket.close(1000, 'Socket lifetime reached'), PUSH_SOCKET_LIFETIME_MS);
    const authenticateBy = setTimeout(() => {
      if (!accountId) socket.close(POLICY_VIOLATION, 'Not authenticated');
    }, AUTHENTICATE_TIMEOUT_MS);

    socket.on('message', async (data: Buffer) => {
      if (accountId) return;
      const request = PushSocketAuthenticate.safeParse(parseFrame(data.toString('utf8')));
      if (!request.success) {
        socket.close(POLICY_VIOLATION, 'Expected {"action":"authenticate","token":"…"}');
        return;
      }
      try {
        ({ accountId } = await options.verify(request.data.token));
      } catch {
        socket.close(POLICY_VIOLATION, 'Access token refused');
        return;
      }
      clearTimeout(authenticateBy);
      const own = sockets.get(accountId) ?? new Set<WebSocket>();
      own.add(socket);
      sockets.set(accountId, own);
      socket.send(PUSH_SOCKET_ACK);
    });

    socket.on('close', () => {
      clearTimeout(lifetime);
      clearTimeout(authenticateBy);
      if (!accountId) return;
      const own = sockets.get(accountId);
      own?.delete(socket);
      if (own?.size === 0) sockets.delete(accountId);
    });
  });

  return {
    async publish(accountId, message) {
      const frame = JSON.stringify(message);
      if (listener) {
        await listener.query('SELECT pg_notify($1, $2)', [
          NOTIFY_CHANNEL,
          JSON.stringify({ accountId, frame }),
        ]);
      } else {
        deliver(accountId, frame);
      }
    },
    socketCount(accountId) {
      return sockets.get(accountId)?.size ?? 0;
    },
    async close() {
      await listener?.end();
    },
  };
}

function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
