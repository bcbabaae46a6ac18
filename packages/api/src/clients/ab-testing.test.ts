import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { getAbTestVariant } from './ab-testing.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/ab-testing');
});
afterAll(() => stub.close());

describe('A/B testing client', () => {
  it('GETs the offer of one mbox with the mbox in the query and the bearer token', async () => {
    stub.respond({ json: { mbox: 'sample-test', variant: 'A' } });
    await expect(getAbTestVariant(stub.endpoint('tok'), 'sample-test')).resolves.toBe('A');
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/ab-testing/offers');
    expect(request.query.get('mbox')).toBe('sample-test');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it("gives 'variant 1' of CRO-1304", async () => {
    stub.respond({ json: { mbox: 'CRO-1304', variant: 'variant 1' } });
    await expect(getAbTestVariant(stub.endpoint(), 'CRO-1304')).resolves.toBe('variant 1');
    expect(stub.last().query.get('mbox')).toBe('CRO-1304');
  });

  it('shows control for a variant the mbox does not know', async () => {
    stub.respond({ json: { mbox: 'CRO-1304', variant: 'variant 2' } });
    await expect(getAbTestVariant(stub.endpoint(), 'CRO-1304')).resolves.toBe('control');
  });

  it('maps 404 to control: no test is running for the mbox', async () => {
    stub.respond({ status: 404 });
    await expect(getAbTestVariant(stub.endpoint(), 'sample-test')).resolves.toBe('control');
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { mbox: 'sample-test', variant: 'control' } });
    await getAbTestVariant(stub.endpoint(), 'sample-test');
    await getAbTestVariant(stub.endpoint(), 'sample-test');
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects an offer that breaks the contract', async () => {
    stub.respond({ json: { variant: 'A' } });
    await expect(getAbTestVariant(stub.endpoint(), 'sample-test')).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL for other failures', async () => {
    stub.respond({ status: 500 });
    const error = await getAbTestVariant(stub.endpoint(), 'CRO-1304').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/offers?mbox=CRO-1304`);
  });
});
