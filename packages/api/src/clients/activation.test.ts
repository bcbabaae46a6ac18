import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ThrownMessage } from '../errors.ts';
import { ContractError, HttpError } from '../http.ts';
import { getActivationStatus, startActivation } from './activation.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/photo');
});
afterAll(() => stub.close());

describe('activation client (photo-library §4, §8)', () => {
  it('GETs /users/activate and returns the status', async () => {
    stub.respond({ json: { status: 'IMPORTING' } });
    await expect(getActivationStatus(stub.endpoint('tok'))).resolves.toEqual({ status: 'IMPORTING' });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/photo/users/activate');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('POSTs /users/activate without a body and returns whether the import started', async () => {
    stub.respond({ json: { started: true } });
    await expect(startActivation(stub.endpoint('tok'))).resolves.toEqual({ started: true });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/photo/users/activate');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { status: 'ACTIVE' } });
    await getActivationStatus(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getActivationStatus(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });

  it('throws "Failed to parse response!" for a status it cannot parse, keeping the cause', async () => {
    stub.respond({ json: { status: 'SLEEPING' } });
    const error = await getActivationStatus(stub.endpoint()).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(ThrownMessage.failedToParseActivationResponse);
    expect((error as Error).cause).toBeInstanceOf(ContractError);
  });

  it('throws "Failed to parse response!" for a start answer it cannot parse', async () => {
    stub.respond({ text: 'started' });
    await expect(startActivation(stub.endpoint())).rejects.toThrow(
      ThrownMessage.failedToParseActivationResponse,
    );
  });

  it('lets an HttpError through', async () => {
    stub.respond({ status: 500 });
    const error = await startActivation(stub.endpoint()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/users/activate`);
  });
});
