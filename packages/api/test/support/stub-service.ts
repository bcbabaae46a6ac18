import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceEndpoint } from '../../src/http.ts';

/** One request exactly as the stub service received it over the wire. */
export interface RecordedRequest {
  readonly method: string;
  /** The path as sent, still percent-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The body parsed as JSON when it is JSON, else its text; `undefined` when empty. */
  readonly body: unknown;
}

export interface StubReply {
  readonly status?: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly bytes?: Uint8Array;
  readonly headers?: Readonly<Record<string, string>>;
}

type Replier = StubReply | ((request: RecordedRequest) => StubReply);

export interface StubService {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The most recent request; throws when none arrived. */
  last(): RecordedRequest;
  /** Sets the answer for every request that no `on` route matches (default: 200 with `{}`). */
  respond(reply: Replier): void;
  /** Sets the answer for one method and path (path as sent, without the query). */
  on(method: string, path: string, reply: Replier): void;
  /** An endpoint on this stub with a fixed bearer token (none when `token` is null). */
  endpoint(token?: string | null): ServiceEndpoint;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 and a free port that records each request and answers as told,
 * so client tests see exactly what goes over the wire: method, path, query, headers and body.
 */
export async function startStubService(basePath = ''): Promise<StubService> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Replier>();
  let fallback: Replier = { json: {} };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: parseBody(text),
      };
      requests.push(request);
      const replier = routes.get(`${request.method} ${request.path}`) ?? fallback;
      write(outgoing, typeof replier === 'function' ? replier(request) : replier);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${basePath}`;

  return {
    baseUrl,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('The stub service received no request');
      return request;
    },
    respond(reply) {
      fallback = reply;
    },
    on(method, routePath, reply) {
      routes.set(`${method} ${routePath}`, reply);
    },
    endpoint(token = 'test-token') {
      return token === null ? { baseUrl } : { baseUrl, getToken: () => token };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function write(outgoing: ServerResponse, reply: StubReply): void {
  outgoing.statusCode = reply.status ?? 200;
  for (const [name, value] of Object.entries(reply.headers ?? {})) outgoing.setHeader(name, value);
  if (reply.json !== undefined) {
    outgoing.setHeader('Content-Type', 'application/json');
    outgoing.end(JSON.stringify(reply.json));
  } else if (reply.bytes !== undefined) {
    outgoing.end(reply.bytes);
  } else {
    outgoing.end(reply.text ?? '');
  }
}
