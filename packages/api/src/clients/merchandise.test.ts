import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ThrownMessage } from '../errors.ts';
import { ContractError, HttpError } from '../http.ts';
import { CHANNEL_QUERY, CHANNELS_QUERY } from '../schemas/merchandise.ts';
import { getChannel, getChannels, MerchandiseQueryError } from './merchandise.ts';

const channel = {
  ID: 'PRINTWELL_GB',
  Vendor: { ID: 'printwell', Locale: 'en-GB' },
  ShopUrl: 'https://www.printwell.example.test/',
  Currency: { ID: 'GBP' },
};
const article = {
  ID: 'PAP_HC_A4',
  ArticleType: 'PhotoBook',
  Title: 'Hardcover photo book A4',
  PageHeight: 297,
  PageWidth: 210,
  Visible: true,
  Links: [],
  OptionGroups: [{ ID: 'Paper', Options: [{ ID: 'silk', Title: 'Silk' }] }],
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/merchandise');
});
afterAll(() => stub.close());

describe('merchandise client', () => {
  it('POSTs the channels query to /graphql with the bearer token and returns the channels', async () => {
    stub.respond({ json: { data: { channels: [channel] } } });
    await expect(getChannels(stub.endpoint('tok'))).resolves.toEqual([channel]);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/merchandise/graphql');
    expect([...request.query.keys()]).toEqual([]);
    expect(request.body).toEqual({ query: CHANNELS_QUERY });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('POSTs the channel query with code and locale as variables and returns the channel', async () => {
    const withArticles = { ...channel, Articles: [article] };
    stub.respond({ json: { data: { channel: withArticles } } });
    await expect(getChannel(stub.endpoint('tok'), 'PRINTWELL_GB', 'en-GB')).resolves.toEqual(withArticles);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/merchandise/graphql');
    expect(request.body).toEqual({
      query: CHANNEL_QUERY,
      variables: { code: 'PRINTWELL_GB', locale: 'en-GB' },
    });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it("throws 'Channel Not Found' when the service knows no channel by that code", async () => {
    stub.respond({ json: { data: { channel: null } } });
    await expect(getChannel(stub.endpoint(), 'NOPE', 'en-GB')).rejects.toThrow(
      new Error(ThrownMessage.channelNotFound),
    );
  });

  it('throws the GraphQL errors with every message', async () => {
    stub.respond({ json: { data: null, errors: [{ message: 'Unknown locale' }, { message: 'Try later' }] } });
    const error = await getChannel(stub.endpoint(), 'X', 'xx').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MerchandiseQueryError);
    expect((error as MerchandiseQueryError).messages).toEqual(['Unknown locale', 'Try later']);
    expect((error as Error).message).toBe('Unknown locale; Try later');
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { data: { channels: [] } } });
    await getChannels(stub.endpoint());
    await getChannels(stub.endpoint());
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects data that breaks the contract', async () => {
    stub.respond({ json: { data: { channels: [{ ...channel, Currency: null }] } } });
    await expect(getChannels(stub.endpoint())).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL when the service fails', async () => {
    stub.respond({ status: 502 });
    const error = await getChannels(stub.endpoint()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/graphql`);
  });
});
