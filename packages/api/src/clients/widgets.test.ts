import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import { decodeShareEmail } from '../rules/widget-share.ts';
import { deleteWidget, getWidget, getWidgets, saveWidget, shareWidget } from './widgets.ts';

const widget = {
  widgetId: 'w-1',
  productCode: 'PB-123',
  channel: 'PRINTWELL_GB',
  title: 'Our wedding',
  categoryNames: ['Wedding', 'Family'],
  url: 'https://books.example.test/w-1',
  thumbnailUrl: 'https://img.example.test/w-1.jpg',
  created: '2024-05-01T10:00:00Z',
  updated: '2024-05-01T10:00:00Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/widgets');
});
afterAll(() => stub.close());

const base = '/services/widgets';

describe('widget client', () => {
  it('GETs the widget of one book with the bearer token', async () => {
    stub.respond({ json: widget });
    await expect(getWidget(stub.endpoint('tok'), 'PB-123')).resolves.toEqual(widget);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`${base}/v1/widget/PB-123`);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('treats 401 as empty: a book without a widget gives null', async () => {
    stub.respond({ status: 401 });
    await expect(getWidget(stub.endpoint(), 'PB-123')).resolves.toBeNull();
  });

  it('re-throws any other failure of the widget GET', async () => {
    stub.respond({ status: 500 });
    const error = await getWidget(stub.endpoint(), 'PB-123').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v1/widget/PB-123`);
  });

  it('PUTs a widget for one book and returns the saved widget', async () => {
    stub.respond({ json: widget });
    const body = { channel: 'PRINTWELL_GB', title: 'Our wedding', categoryNames: ['Family'] };
    await expect(saveWidget(stub.endpoint('tok'), 'PB-123', body)).resolves.toEqual(widget);
    const request = stub.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`${base}/v1/widget/PB-123`);
    expect(request.body).toEqual(body);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('DELETEs the widget of one book', async () => {
    stub.respond({ status: 204 });
    await expect(deleteWidget(stub.endpoint('tok'), 'PB 1')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe(`${base}/v1/widget/PB%201`);
    expect(request.body).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('PUTs a share with the recipient e-mail as base64 in the query and no body', async () => {
    stub.respond({ status: 204 });
    await shareWidget(stub.endpoint('tok'), 'PB-123', {
      vendorId: 'v1',
      fromName: 'Ann & Co',
      personalMessage: 'Look at this!',
      toEmailAddress: 'jörg+books@example.test',
    });
    const request = stub.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`${base}/v1/widget/PB-123/share`);
    expect(request.query.get('vendorId')).toBe('v1');
    expect(request.query.get('fromName')).toBe('Ann & Co');
    expect(request.query.get('personalMessage')).toBe('Look at this!');
    const encoded = request.query.get('toEmailAddress') ?? '';
    expect(encoded).toBe(Buffer.from('jörg+books@example.test', 'utf8').toString('base64'));
    expect(decodeShareEmail(encoded)).toBe('jörg+books@example.test');
    expect(request.body).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('GETs the widgets of several books with orderCodes repeated once per code', async () => {
    stub.respond({ json: { widgets: [widget] } });
    await expect(getWidgets(stub.endpoint('tok'), ['PB-123', 'PB-456'])).resolves.toEqual({
      widgets: [widget],
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`${base}/v1/widget/all`);
    expect(request.query.getAll('orderCodes')).toEqual(['PB-123', 'PB-456']);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('asks nothing for no books', async () => {
    const before = stub.requests.length;
    await expect(getWidgets(stub.endpoint(), [])).resolves.toEqual({ widgets: [] });
    expect(stub.requests.length).toBe(before);
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ status: 204 });
    await deleteWidget(stub.endpoint(), 'a');
    await deleteWidget(stub.endpoint(), 'b');
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects a widget list that breaks the contract', async () => {
    stub.respond({ json: [widget] });
    await expect(getWidgets(stub.endpoint(), ['PB-123'])).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL when a share fails', async () => {
    stub.respond({ status: 400 });
    const share = { vendorId: 'v', fromName: 'A', personalMessage: '', toEmailAddress: 'b@example.test' };
    const error = await shareWidget(stub.endpoint(), 'PB-1', share).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).url).toContain(`${stub.baseUrl}/v1/widget/PB-1/share?vendorId=v`);
  });
});
