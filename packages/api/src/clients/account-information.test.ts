import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { getAccountInformation } from './account-information.ts';

const information = {
  delayedDeletionDate: null,
  lastOrderDate: '2024-01-15',
  projectCount: 2,
  projectedDeletionDate: '2025-07-15',
  registrationDate: '2019-03-01',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/deletion');
});
afterAll(() => stub.close());

describe('deletion service client', () => {
  it('GETs /accounts/getaccountinformation with the bearer token', async () => {
    stub.respond({ json: information });
    await expect(getAccountInformation(stub.endpoint('tok'))).resolves.toEqual(information);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/deletion/accounts/getaccountinformation');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: information });
    await getAccountInformation(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getAccountInformation(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });

  it('rejects account information without a projected deletion date', async () => {
    stub.respond({ json: { ...information, projectedDeletionDate: undefined } });
    await expect(getAccountInformation(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('lets an HttpError through, so the caller can fall back outside production', async () => {
    stub.respond({ status: 502 });
    const error = await getAccountInformation(stub.endpoint()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/accounts/getaccountinformation`);
  });
});
