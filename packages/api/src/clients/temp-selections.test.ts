import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { createTempSelection, getTempSelection } from './temp-selections.ts';

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/temp-selections');
});
afterAll(() => stub.close());

describe('temp selections client', () => {
  it('POSTs the photo ids with the bearer token and returns the new selection id', async () => {
    stub.respond({ json: { tempSelectionId: 'sel-1' } });
    const created = await createTempSelection(stub.endpoint('tok'), ['p1', 'p2']);
    expect(created).toEqual({ tempSelectionId: 'sel-1' });
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/temp-selections/temp-selections');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ photoIds: ['p1', 'p2'] });
  });

  it('GETs one selection with its id encoded as one path segment', async () => {
    stub.respond({ json: { photoIds: ['p1'] } });
    await expect(getTempSelection(stub.endpoint(), 'a/b?c')).resolves.toEqual({ photoIds: ['p1'] });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe('/services/temp-selections/temp-selections/a%2Fb%3Fc');
  });

  it('rejects an answer that breaks the contract', async () => {
    stub.respond({ json: { tempSelectionId: '' } });
    await expect(createTempSelection(stub.endpoint(), ['p1'])).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL for a failed call', async () => {
    stub.respond({ status: 404, json: { message: 'Not found' } });
    const error = await getTempSelection(stub.endpoint(), 'gone').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/temp-selections/gone`);
  });
});
