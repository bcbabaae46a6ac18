import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import type { MapPdf, Product } from '../schemas/products.ts';
import { getMapPdfs, getProduct, getProductPdf } from './products.ts';

const PDF = new TextEncoder().encode('%PDF-1.7 book');

const product: Product = {
  productCode: 'P-1',
  title: 'Photo book',
  articleType: 'PhotoBook',
  pageCount: 24,
  pageWidthMm: 297,
  pageHeightMm: 210,
  files: [
    {
      purpose: 'product.pdf',
      url: 'https://files.example.com/p-1.zip',
      fileName: 'p-1.zip',
      contentType: 'application/zip',
    },
  ],
};

const mapPdf: MapPdf = {
  id: 'map-1',
  productCode: 'P-9',
  title: 'Amsterdam',
  url: 'https://files.example.com/map-1.pdf',
  createdAt: '2024-05-01T10:00:00Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/products');
});
afterAll(() => stub.close());

describe('products client', () => {
  it('GETs a product with extend=files by default', async () => {
    stub.respond({ json: product });
    await expect(getProduct(stub.endpoint('tok'), 'P-1')).resolves.toEqual(product);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/products/v1/Products/P-1');
    expect(request.query.getAll('extend')).toEqual(['files']);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('sends no extend when none is asked for', async () => {
    const { files: _files, ...bare } = product;
    stub.respond({ json: bare });
    await expect(getProduct(stub.endpoint(), 'P-1', [])).resolves.toEqual(bare);
    expect([...stub.last().query]).toEqual([]);
  });

  it('rejects a product that breaks the contract', async () => {
    stub.respond({ json: { ...product, files: [{ purpose: 'product.pdf', url: 'not a url' }] } });
    await expect(getProduct(stub.endpoint(), 'P-1')).rejects.toBeInstanceOf(ContractError);
  });

  it('GETs the unzipped product PDF', async () => {
    stub.respond({ bytes: PDF, headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await getProductPdf(stub.endpoint('tok'), 'P/1');
    expect(pdf.type).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/products/v1/pdf/me/P%2F1');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
    expect(request.headers.accept).toBe('application/pdf');
  });

  it('throws a missing PDF as HttpError with the status and URL', async () => {
    stub.respond({ status: 404 });
    const error = await getProductPdf(stub.endpoint(), 'P-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/v1/pdf/me/P-1`);
  });

  it('GETs the map PDFs', async () => {
    stub.respond({ json: { pdfs: [mapPdf] } });
    await expect(getMapPdfs(stub.endpoint('tok'))).resolves.toEqual({ pdfs: [mapPdf] });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/products/v1/Pdfs/me');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect([...request.query]).toEqual([]);
    expect(request.body).toBeUndefined();
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ json: { pdfs: [] } });
    await getMapPdfs(stub.endpoint());
    const first = stub.last().headers['x-correlation-id'];
    await getMapPdfs(stub.endpoint());
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});
