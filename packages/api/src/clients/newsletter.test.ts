import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { HttpError } from '../http.ts';
import { confirmSubscription } from './newsletter.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/newsletter');
});
afterAll(() => stub.close());

describe('newsletter client', () => {
  it('POSTs the confirmation with e-mail and token in the path, no body and no Authorization', async () => {
    stub.respond({ status: 204 });
    await expect(
      confirmSubscription(stub.endpoint('tok'), { email: 'ann+news@example.test', token: 'a/b' }),
    ).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(
      '/services/newsletter/api/v1/Profiles/ann%2Bnews%40example.test/subscription/confirm/a%2Fb',
    );
    expect([...request.query.keys()]).toEqual([]);
    expect(request.body).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
  });

  it('ignores any body the service answers with', async () => {
    stub.respond({ json: { subscribed: true } });
    await expect(
      confirmSubscription(stub.endpoint(null), { email: 'ann@example.test', token: 't' }),
    ).resolves.toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ status: 204 });
    await confirmSubscription(stub.endpoint(), { email: 'ann@example.test', token: 't1' });
    await confirmSubscription(stub.endpoint(), { email: 'ann@example.test', token: 't1' });
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('throws HttpError with the status and URL when the confirmation fails', async () => {
    stub.respond({ status: 410 });
    const error = await confirmSubscription(stub.endpoint(), {
      email: 'ann@example.test',
      token: 'old',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(410);
    expect((error as HttpError).url).toBe(
      `${stub.baseUrl}/api/v1/Profiles/ann%40example.test/subscription/confirm/old`,
    );
  });
});
