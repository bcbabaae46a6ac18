import type * as z from 'zod/mini';

/**
 * The one HTTP helper every client goes through.
 *
 * [Note: Status mappings live in the clients]
 * The spec maps some statuses to values (404 -> null for a deleted customer, 401 -> empty widget,
 * 409/429 -> a failed email-change result). The helper itself only throws `HttpError`; each client
 * catches the statuses its call defines with `isHttpStatus`, so a caller never has to know them.
 */

/**
 * Supplies the bearer token for one request; may refresh it first. `null` sends no Authorization.
 * Asked again with `rejected` after a service answered 401 to that token: a provider that can renew
 * answers a new one (see `send`), anything else answers null.
 */
export type TokenProvider = (request?: {
  readonly rejected?: string;
}) => string | null | undefined | Promise<string | null | undefined>;

/** Where a service lives and how to authenticate to it: what `config.json` and the session give. */
export interface ServiceEndpoint {
  /** The service's base URL from `config.json` (`services.<name>.baseUrl`). */
  readonly baseUrl: string;
  /** Omitted for public calls (config, newsletter confirmation). */
  readonly getToken?: TokenProvider;
  /** A fetch to use instead of the global one (server-side callers, tests). */
  readonly fetch?: typeof fetch;
}

/** What every client call accepts besides its own parameters. */
export interface CallOptions {
  readonly signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Relative to the base URL; build it with `path` so every segment is encoded. */
  readonly path: string;
  /** `undefined` and `null` values are left out; arrays repeat the key. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
  /** How long the whole answer may take; REQUEST_TIMEOUT_MS unless said. */
  readonly timeoutMs?: number;
}

export const CORRELATION_ID_HEADER = 'X-Correlation-Id';

/*
 * [Note: A call that hangs gives up]
 * A service that accepts a connection and never answers (a stuck process, a lost packet behind a
 * proxy) would leave a spinner turning for ever. Every call therefore gives up after
 * REQUEST_TIMEOUT_MS, the whole answer read, and fails like any failed call (a TimeoutError), so
 * the page says so and offers to try again. A file the portal reads itself (an invoice PDF) may
 * take longer on a slow phone: BLOB_TIMEOUT_MS.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const BLOB_TIMEOUT_MS = 120_000;

/** `signal`, also aborted after `ms` with a TimeoutError. */
function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}

/** Thrown for every non-2xx answer: 'HTTP 404 GET https://…' carries the status code and the URL. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly method: HttpMethod,
    readonly url: string,
    readonly correlationId: string,
    /** The answer's body, parsed as JSON when it is JSON, else its text. */
    readonly body: unknown,
  ) {
    super(`HTTP ${status} ${method} ${url}`);
  }
}

/** Thrown when an answer does not match the contract: the service and the portal disagree. */
export class ContractError extends Error {
  override readonly name = 'ContractError';

  constructor(
    readonly url: string,
    readonly correlationId: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Response of ${url} does not match the contract: ${describeIssues(issues)}`);
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** True when `error` is an `HttpError` with one of the given statuses. */
export function isHttpStatus(error: unknown, ...statuses: number[]): error is HttpError {
  return error instanceof HttpError && statuses.includes(error.status);
}

/**
 * Builds a path with every interpolated value URI-encoded as one segment:
 * path`/albums/${id}/photos` never lets an id add a segment or a query.
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (built, part, index) =>
      index === 0 ? part : built + encodeURIComponent(String(values[index - 1])) + part,
    '',
  );
}

/** Joins a base URL, a path and a query; base URLs with or without a trailing slash both work. */
export function buildUrl(baseUrl: string, requestPath: string, query?: HttpRequest['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const relative = requestPath.startsWith('/') ? requestPath : `/${requestPath}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const queryString = search.toString();
  return `${base}${relative}${queryString ? `?${queryString}` : ''}`;
}

/** A fresh id for each request, so one failed call can be found in every service's logs. */
export function newCorrelationId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http embedding page still needs an id.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Sent {
  readonly response: Response;
  readonly url: string;
  readonly correlationId: string;
}

/**
 * Sends one request; resolves only for 2xx answers, otherwise throws `HttpError`.
 *
 * [Note: A refused token is renewed once]
 * An access token can be refused before the page thinks it has expired: the services' clock runs
 * ahead, or the provider has revoked it. A 401 to a request that carried a token therefore asks the
 * token provider once for a renewed one and sends the request again with it; a second 401, or no
 * new token, is the caller's error as any other.
 */
export async function send(endpoint: ServiceEndpoint, request: HttpRequest): Promise<Sent> {
  const token = endpoint.getToken ? await endpoint.getToken() : undefined;
  const sent = await sendWithToken(endpoint, request, token);
  if (sent.response.status !== 401 || !token || !endpoint.getToken) return answered(sent, request);
  const renewed = await endpoint.getToken({ rejected: token });
  if (!renewed || renewed === token) return answered(sent, request);
  await sent.response.body?.cancel();
  return answered(await sendWithToken(endpoint, request, renewed), request);
}

async function sendWithToken(
  endpoint: ServiceEndpoint,
  request: HttpRequest,
  token: string | null | undefined,
): Promise<Sent> {
  const url = buildUrl(endpoint.baseUrl, request.path, request.query);
  const correlationId = newCorrelationId();
  const headers = new Headers(request.headers);
  headers.set(CORRELATION_ID_HEADER, correlationId);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const doFetch = endpoint.fetch ?? globalThis.fetch;
  const response = await doFetch(url, {
    method: request.method,
    headers,
    body,
    signal: withTimeout(request.signal, request.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  return { response, url, correlationId };
}

async function answered(sent: Sent, request: HttpRequest): Promise<Sent> {
  const { response, url, correlationId } = sent;
  if (!response.ok) {
    throw new HttpError(response.status, request.method, url, correlationId, await readBody(response));
  }
  return sent;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a request and parses its JSON answer with the contract's schema. */
export async function requestJson<T>(
  endpoint: ServiceEndpoint,
  request: HttpRequest,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const { response, url, correlationId } = await send(endpoint, request);
  const parsed = schema.safeParse(await readBody(response));
  if (!parsed.success) throw new ContractError(url, correlationId, parsed.error.issues);
  return parsed.data;
}

/** Sends a request whose answer has no body the portal reads. */
export async function requestVoid(endpoint: ServiceEndpoint, request: HttpRequest): Promise<void> {
  const { response } = await send(endpoint, request);
  await response.body?.cancel();
}

/** Sends a request and returns its answer as a Blob (PDFs, zips). */
export async function requestBlob(endpoint: ServiceEndpoint, request: HttpRequest): Promise<Blob> {
  const headers = { Accept: '*/*', ...request.headers };
  const { response } = await send(endpoint, { timeoutMs: BLOB_TIMEOUT_MS, ...request, headers });
  return response.blob();
}
