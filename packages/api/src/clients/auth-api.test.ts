import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { HttpError } from '../http.ts';
import {
  confirmAccountDeletion,
  confirmEmailChange,
  requestAccountDeletion,
  requestEmailChange,
} from './auth-api.ts';

const identity = { idpType: 'local', idpSub: 'user-1' };

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/auth-api');
});
afterAll(() => stub.close());

describe('auth API client: account deletion', () => {
  it('POSTs the channel to the identity’s deleteaccount with the bearer token', async () => {
    stub.respond({ status: 204 });
    await expect(
      requestAccountDeletion(stub.endpoint('tok'), identity, 'albelli-nl'),
    ).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/auth-api/v2/identities/local/user-1/deleteaccount');
    expect([...request.query]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toEqual({ channel: 'albelli-nl' });
  });

  it('confirms with the token from the mail link under the identity path, without a body', async () => {
    stub.respond({ status: 204 });
    await confirmAccountDeletion(stub.endpoint('tok'), identity, 'abc/def?x');
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(
      '/services/auth-api/v2/identities/local/user-1/deleteaccount/abc%2Fdef%3Fx/actions/confirm',
    );
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('encodes the identity provider and subject as one segment each', async () => {
    stub.respond({ status: 204 });
    await requestAccountDeletion(stub.endpoint(), { idpType: 'Google', idpSub: 'a/b' }, 'ch');
    expect(stub.last().path).toBe('/services/auth-api/v2/identities/Google/a%2Fb/deleteaccount');
  });

  it('throws an unknown, used or expired token (404) so the page goes to its error page', async () => {
    stub.respond({ status: 404 });
    const error = await confirmAccountDeletion(stub.endpoint(), identity, 'used').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ status: 204 });
    await requestAccountDeletion(stub.endpoint(), identity, 'ch');
    const first = stub.last().headers['x-correlation-id'];
    await requestAccountDeletion(stub.endpoint(), identity, 'ch');
    const second = stub.last().headers['x-correlation-id'];
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });
});

describe('auth API client: email change', () => {
  it('POSTs the new email and channel and returns a successful result', async () => {
    stub.respond({ status: 204 });
    const result = await requestEmailChange(stub.endpoint('tok'), identity, {
      email: 'new@example.com',
      channel: 'albelli-nl',
    });
    expect(result).toEqual({ ok: true });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/auth-api/v2/identities/local/user-1/emailchanges');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toEqual({ email: 'new@example.com', channel: 'albelli-nl' });
  });

  it('returns 409 as a failed result: the email is in use', async () => {
    stub.respond({ status: 409, json: { message: 'Conflict' } });
    await expect(
      requestEmailChange(stub.endpoint(), identity, { email: 'taken@example.com', channel: 'ch' }),
    ).resolves.toEqual({ ok: false, reason: 'emailInUse' });
  });

  it('returns 429 as a failed result: too many requests', async () => {
    stub.respond({ status: 429 });
    await expect(
      requestEmailChange(stub.endpoint(), identity, { email: 'new@example.com', channel: 'ch' }),
    ).resolves.toEqual({ ok: false, reason: 'tooManyRequests' });
  });

  it('throws any other failure as HttpError with the status and URL', async () => {
    stub.respond({ status: 500 });
    const error = await requestEmailChange(stub.endpoint(), identity, {
      email: 'a@b.co',
      channel: 'ch',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v2/identities/local/user-1/emailchanges`);
  });

  it('confirms with the token under the identity path, without a body', async () => {
    stub.respond({ status: 204 });
    await expect(confirmEmailChange(stub.endpoint('tok'), identity, 'tok-123')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(
      '/services/auth-api/v2/identities/local/user-1/emailchanges/tok-123/actions/confirm',
    );
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('throws a failed confirmation so the page goes to the change-email error page', async () => {
    stub.respond({ status: 410 });
    await expect(confirmEmailChange(stub.endpoint(), identity, 'old')).rejects.toBeInstanceOf(HttpError);
  });
});
