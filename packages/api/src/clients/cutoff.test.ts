import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { getArticleGroups, getCampaign } from './cutoff.ts';

const groups = {
  articleGroups: [
    { id: 'books', name: 'Photo books', articleTypes: ['PhotoBook'], cutOff: '2024-12-15T23:59:00Z' },
  ],
};
const campaign = {
  name: 'christmas',
  cutOff: '2024-12-15T23:59:00Z',
  deliveryPromise: '2024-12-24',
  articleGroupIds: ['books'],
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/cutoff');
});
afterAll(() => stub.close());

describe('order cut-off client', () => {
  it('GETs the article groups with the bearer token', async () => {
    stub.respond({ json: groups });
    await expect(getArticleGroups(stub.endpoint('tok'))).resolves.toEqual(groups);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/cutoff/v1/ArticleGroup');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('GETs one campaign by name', async () => {
    stub.respond({ json: campaign });
    await expect(getCampaign(stub.endpoint('tok'), 'christmas')).resolves.toEqual(campaign);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/cutoff/v1/Campaign/christmas');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('maps 404 to null: there is no such campaign, so no cut-off notice', async () => {
    stub.respond({ status: 404 });
    await expect(getCampaign(stub.endpoint(), 'easter')).resolves.toBeNull();
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: groups });
    await getArticleGroups(stub.endpoint());
    await getArticleGroups(stub.endpoint());
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects a campaign that breaks the contract', async () => {
    stub.respond({ json: { ...campaign, deliveryPromise: 'soon' } });
    await expect(getCampaign(stub.endpoint(), 'christmas')).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL for other failures', async () => {
    stub.respond({ status: 503 });
    const error = await getCampaign(stub.endpoint(), 'christmas').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v1/Campaign/christmas`);
    stub.respond({ status: 500 });
    await expect(getArticleGroups(stub.endpoint())).rejects.toBeInstanceOf(HttpError);
  });
});
