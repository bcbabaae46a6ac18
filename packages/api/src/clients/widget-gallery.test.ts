import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import {
  createGalleryEntry,
  deleteGalleryEntry,
  getBlockedOrder,
  getGalleryEntry,
  getWidgetCategories,
  updateGalleryEntry,
} from './widget-gallery.ts';

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
  stub = await startStubService('/services/widget-gallery');
});
afterAll(() => stub.close());

const base = '/services/widget-gallery';

describe('widget gallery client', () => {
  it('GETs one gallery entry by widget id with the channel in the query and the bearer token', async () => {
    stub.respond({ json: widget });
    await expect(getGalleryEntry(stub.endpoint('tok'), 'w-1', 'PRINTWELL_GB')).resolves.toEqual(widget);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`${base}/v1/galleryentries/w-1`);
    expect(request.query.get('channel')).toBe('PRINTWELL_GB');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('POSTs a new entry to the create path with its trailing slash and returns the entry', async () => {
    stub.respond({ status: 201, json: widget });
    const body = {
      productCode: 'PB-123',
      channel: 'PRINTWELL_GB',
      title: 'Our wedding',
      categoryNames: ['Family'],
    };
    await expect(createGalleryEntry(stub.endpoint('tok'), body)).resolves.toEqual(widget);
    const request = stub.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`${base}/v1/galleryentries/`);
    expect([...request.query.keys()]).toEqual([]);
    expect(request.body).toEqual(body);
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('PUTs changes to one entry with the channel in the query', async () => {
    stub.respond({ json: { ...widget, title: 'New' } });
    const updated = await updateGalleryEntry(stub.endpoint('tok'), 'w/1', 'C', {
      title: 'New',
      categoryNames: ['Travel'],
    });
    expect(updated.title).toBe('New');
    const request = stub.last();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`${base}/v1/galleryentries/w%2F1`);
    expect(request.query.get('channel')).toBe('C');
    expect(request.body).toEqual({ title: 'New', categoryNames: ['Travel'] });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('DELETEs one entry with the channel in the query', async () => {
    stub.respond({ status: 204 });
    await expect(deleteGalleryEntry(stub.endpoint('tok'), 'w-1', 'C')).resolves.toBeUndefined();
    const request = stub.last();
    expect(request.method).toBe('DELETE');
    expect(request.path).toBe(`${base}/v1/galleryentries/w-1`);
    expect(request.query.get('channel')).toBe('C');
    expect(request.body).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('GETs the categories', async () => {
    const categories = { categories: [{ id: 'c1', name: 'Travel' }] };
    stub.respond({ json: categories });
    await expect(getWidgetCategories(stub.endpoint('tok'))).resolves.toEqual(categories);
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe(`${base}/v1/categories`);
    expect([...stub.last().query.keys()]).toEqual([]);
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it('GETs whether a book is blocked', async () => {
    stub.respond({ json: { productCode: 'PB-123', blocked: false } });
    await expect(getBlockedOrder(stub.endpoint('tok'), 'PB-123')).resolves.toEqual({
      productCode: 'PB-123',
      blocked: false,
    });
    expect(stub.last().method).toBe('GET');
    expect(stub.last().path).toBe(`${base}/v1/blockedorders/PB-123`);
    expect(stub.last().headers.authorization).toBe('Bearer tok');
  });

  it('sends a different correlation id with every call', async () => {
    stub.respond({ json: { categories: [] } });
    await getWidgetCategories(stub.endpoint());
    await getWidgetCategories(stub.endpoint());
    const [first, second] = stub.requests.slice(-2).map((request) => request.headers['x-correlation-id']);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('rejects an entry that names the book orderCode instead of productCode', async () => {
    const { productCode, ...rest } = widget;
    stub.respond({ json: { ...rest, orderCode: productCode } });
    await expect(getGalleryEntry(stub.endpoint(), 'w-1', 'C')).rejects.toBeInstanceOf(ContractError);
  });

  it('throws HttpError with the status and URL for a failed call', async () => {
    stub.respond({ status: 404 });
    const error = await getGalleryEntry(stub.endpoint(), 'gone', 'C').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v1/galleryentries/gone?channel=C`);
  });
});
