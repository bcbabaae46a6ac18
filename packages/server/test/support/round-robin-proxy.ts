import { createServer, request as forward, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

/** One request the proxy passed on: its method, path, and the backend that had it. */
export interface Forwarded {
  readonly method: string;
  readonly path: string;
  readonly backend: number;
}

export interface RoundRobinProxy {
  readonly baseUrl: string;
  /** Every request passed on, in order. */
  readonly forwarded: readonly Forwarded[];
  close(): Promise<void>;
}

/**
 * Which turn a request takes: requests of one key go to the backends in turn, each key from the
 * first backend. One key for every request by default.
 */
export type RouteKey = (request: IncomingMessage, upgrade: boolean) => string;

/**
 * A reverse proxy on 127.0.0.1 that hands each request, and each WebSocket upgrade, to the next
 * backend in turn, with no sticky routing: what a load balancer in front of several server
 * processes does at its simplest. Requests keep their Host header, so the backends see the
 * proxy's address, which is their public URL.
 */
export async function startRoundRobinProxy(
  port: number,
  backendPorts: readonly number[],
  routeKey: RouteKey = () => '',
): Promise<RoundRobinProxy> {
  const forwarded: Forwarded[] = [];
  const turns = new Map<string, number>();
  const pick = (incoming: IncomingMessage, upgrade = false) => {
    const key = routeKey(incoming, upgrade);
    const backend = turns.get(key) ?? 0;
    turns.set(key, (backend + 1) % backendPorts.length);
    forwarded.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', backend });
    return backendPorts[backend] as number;
  };

  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: pick(incoming),
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });

  const upgraded = new Set<Socket>();
  server.on('upgrade', (incoming, socket: Socket, head) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const upstream = connect(pick(incoming, true), '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
