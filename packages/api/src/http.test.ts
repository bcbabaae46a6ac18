import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type StubService, startStubService } from '../test/support/stub-service.ts';
import {
  buildUrl,
  ContractError,
  HttpError,
  isHttpStatus,
  newCorrelationId,
  path,
  REQUEST_TIMEOUT_MS,
  requestBlob,
  requestJson,
  requestVoid,
} from './http.ts';

const Answer = z.object({ ok: z.boolean() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/photo/');
});
afterAll(() => stub.close());

describe('path', () => {
  it('encodes every interpolated value as exactly one segment', () => {
    expect(path`/albums/${'a/b c?d#e'}/photos/${42}`).toBe('/albums/a%2Fb%20c%3Fd%23e/photos/42');
  });

  it('leaves a path without values untouched', () => {
    expect(path`/photos/all`).toBe('/photos/all');
  });
});

describe('buildUrl', () => {
  it('joins base URLs with or without a trailing slash to paths with or without a leading one', () => {
    expect(buildUrl('https://x.test/api/', '/users')).toBe('https://x.test/api/users');
    expect(buildUrl('https://x.test/api', 'users')).toBe('https://x.test/api/users');
  });

  it('leaves out undefined and null values and repeats the key for arrays', () => {
    const url = buildUrl('https://x.test', '/widget/all', {
      orderCodes: ['A1', 'B 2'],
      cursor: null,
      limit: undefined,
      displaySharedData: false,
      offset: 0,
    });
    expect(url).toBe(
      'https://x.test/widget/all?orderCodes=A1&orderCodes=B+2&displaySharedData=false&offset=0',
    );
  });
});

describe('newCorrelationId', () => {
  it('returns a version 4 uuid, different each time', () => {
    const first = newCorrelationId();
    expect(first).toMatch(UUID);
    expect(newCorrelationId()).not.toBe(first);
  });

  it('still returns a version 4 uuid where randomUUID is missing (pages served over plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(Crypto.prototype, 'randomUUID');
    Object.defineProperty(Crypto.prototype, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newCorrelationId()).toMatch(UUID);
    } finally {
      if (original) Object.defineProperty(Crypto.prototype, 'randomUUID', original);
    }
    expect(newCorrelationId()).toMatch(UUID);
  });
});

describe('requestJson', () => {
  it('sends the bearer token, a fresh correlation id, the query and the JSON body', async () => {
    stub.respond({ json: { ok: true, extra: 'stripped' } });
    const endpoint = { baseUrl: stub.baseUrl, getToken: async () => 'tok-1' };
    const answer = await requestJson(
      endpoint,
      { method: 'POST', path: '/albums', query: { limit: 50 }, body: { name: 'Holiday' } },
      Answer,
    );
    expect(answer).toEqual({ ok: true });
    const first = stub.last();
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/services/photo/albums');
    expect(first.query.get('limit')).toBe('50');
    expect(first.headers.authorization).toBe('Bearer tok-1');
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers.accept).toBe('application/json');
    expect(first.headers['x-correlation-id']).toMatch(UUID);
    expect(first.body).toEqual({ name: 'Holiday' });

    await requestJson(endpoint, { method: 'GET', path: '/users' }, Answer);
    expect(stub.last().headers['x-correlation-id']).not.toBe(first.headers['x-correlation-id']);
    expect(stub.last().headers['content-type']).toBeUndefined();
  });

  it('asks once for a renewed token when a service refuses one, and sends the request again with it', async () => {
    stub.respond((request) =>
      request.headers.authorization === 'Bearer fresh' ? { json: { ok: true } } : { status: 401, json: {} },
    );
    const asked: (string | undefined)[] = [];
    const endpoint = {
      baseUrl: stub.baseUrl,
      getToken: (request?: { readonly rejected?: string }) => {
        asked.push(request?.rejected);
        return request?.rejected === 'stale' ? 'fresh' : 'stale';
      },
    };
    const before = stub.requests.length;
    expect(
      await requestJson(endpoint, { method: 'POST', path: '/albums', body: { name: 'A' } }, Answer),
    ).toEqual({
      ok: true,
    });
    const sent = stub.requests.slice(before);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(sent[1]?.body).toEqual({ name: 'A' });
    expect(sent[1]?.headers['x-correlation-id']).not.toBe(sent[0]?.headers['x-correlation-id']);
    expect(asked).toEqual([undefined, 'stale']);
  });

  it('throws the 401 when no renewed token comes, or the renewed one is refused too', async () => {
    stub.respond({ status: 401, json: { message: 'Missing or invalid token' } });
    const before = stub.requests.length;
    const unrenewable = { baseUrl: stub.baseUrl, getToken: () => 'stale' };
    await expect(requestJson(unrenewable, { method: 'GET', path: '/x' }, Answer)).rejects.toMatchObject({
      status: 401,
    });
    expect(stub.requests.length - before).toBe(1);
    const issued = ['token-1', 'token-2'];
    const renewable = { baseUrl: stub.baseUrl, getToken: () => issued.shift() ?? null };
    await expect(requestJson(renewable, { method: 'GET', path: '/x' }, Answer)).rejects.toMatchObject({
      status: 401,
    });
    expect(stub.requests.length - before).toBe(3);
    await expect(
      requestJson({ baseUrl: stub.baseUrl }, { method: 'GET', path: '/x' }, Answer),
    ).rejects.toMatchObject({ status: 401 });
    expect(stub.requests.length - before).toBe(4);
  });

  it('sends no Authorization header for a public endpoint or an empty token', async () => {
    stub.respond({ json: { ok: true } });
    await requestJson({ baseUrl: stub.baseUrl }, { method: 'GET', path: '/config.json' }, Answer);
    expect(stub.last().headers.authorization).toBeUndefined();
    await requestJson({ baseUrl: stub.baseUrl, getToken: () => null }, { method: 'GET', path: '/x' }, Answer);
    expect(stub.last().headers.authorization).toBeUndefined();
  });

  it('throws HttpError with status, method, URL, correlation id and the parsed JSON body', async () => {
    stub.respond({ status: 409, json: { message: 'E-mail in use' } });
    const error = await requestJson(stub.endpoint(), { method: 'PUT', path: '/x' }, Answer).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(409);
    expect(httpError.method).toBe('PUT');
    expect(httpError.url).toBe(`${stub.baseUrl}x`);
    expect(httpError.message).toBe(`HTTP 409 PUT ${stub.baseUrl}x`);
    expect(httpError.correlationId).toBe(stub.last().headers['x-correlation-id']);
    expect(httpError.body).toEqual({ message: 'E-mail in use' });
    expect(isHttpStatus(httpError, 404, 409)).toBe(true);
    expect(isHttpStatus(httpError, 404)).toBe(false);
    expect(isHttpStatus(new Error('x'), 409)).toBe(false);
  });

  it('keeps a non-JSON error body as text, and no body as undefined', async () => {
    stub.respond({ status: 500, text: 'Internal failure' });
    await expect(requestVoid(stub.endpoint(), { method: 'DELETE', path: '/x' })).rejects.toMatchObject({
      status: 500,
      body: 'Internal failure',
    });
    stub.respond({ status: 503 });
    await expect(requestVoid(stub.endpoint(), { method: 'DELETE', path: '/x' })).rejects.toMatchObject({
      status: 503,
      body: undefined,
    });
  });

  it('throws ContractError naming the URL and the offending field when the answer breaks the schema', async () => {
    stub.respond({ json: { ok: 'yes' } });
    const error = await requestJson(stub.endpoint(), { method: 'GET', path: '/users' }, Answer).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).url).toBe(`${stub.baseUrl}users`);
    expect((error as ContractError).message).toContain('ok:');
    expect((error as ContractError).issues.length).toBeGreaterThan(0);
  });

  it('reports a root-level contract violation for an empty answer', async () => {
    stub.respond({ text: '' });
    await expect(requestJson(stub.endpoint(), { method: 'GET', path: '/users' }, Answer)).rejects.toThrow(
      '(root)',
    );
  });

  it('stops when its abort signal fires', async () => {
    stub.respond(() => ({ json: { ok: true } }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      requestJson(stub.endpoint(), { method: 'GET', path: '/users', signal: controller.signal }, Answer),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up on a service that does not answer in time, with a TimeoutError', async () => {
    let seen: AbortSignal | undefined;
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        seen = init?.signal ?? undefined;
        seen?.addEventListener('abort', () => reject(seen?.reason));
      });
    await expect(
      requestJson(
        { baseUrl: 'https://service.test', fetch: hanging },
        { method: 'GET', path: '/users', timeoutMs: 50 },
        Answer,
      ),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    // Without a time of its own, a call waits REQUEST_TIMEOUT_MS: long, but not for ever.
    void requestJson(
      { baseUrl: 'https://service.test', fetch: hanging },
      { method: 'GET', path: '/users' },
      Answer,
    ).catch(() => undefined);
    expect(seen?.aborted).toBe(false);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('uses the fetch the endpoint provides', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ ok: false })));
    const answer = await requestJson(
      { baseUrl: 'https://service.test', fetch: fetchSpy },
      { method: 'GET', path: '/users' },
      Answer,
    );
    expect(answer).toEqual({ ok: false });
    expect(fetchSpy).toHaveBeenCalledWith('https://service.test/users', expect.anything());
  });
});

describe('requestVoid and requestBlob', () => {
  it('resolves for a 204 without reading a body', async () => {
    stub.respond({ status: 204 });
    await expect(requestVoid(stub.endpoint(), { method: 'DELETE', path: '/photos/all' })).resolves.toBe(
      undefined,
    );
    expect(stub.last().method).toBe('DELETE');
  });

  it('returns binary answers byte for byte and accepts any content type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3');
    stub.respond({ bytes: pdf, headers: { 'Content-Type': 'application/pdf' } });
    const blob = await requestBlob(stub.endpoint(), { method: 'GET', path: '/invoice.pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(stub.last().headers.accept).toBe('*/*');
  });
});
