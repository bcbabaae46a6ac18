import { describe, expect, it } from 'vitest';
import { MapPdfList, Product, ProductQuery, productPdfFiles } from './products.ts';

const file = (purpose: string, fileName: string) => ({
  purpose,
  url: `https://files.example.com/${fileName}`,
  fileName,
  contentType: 'application/octet-stream',
});

const product = {
  productCode: 'P-1',
  title: 'Photo book',
  articleType: 'PhotoBook',
  pageCount: 24,
  pageWidthMm: 297,
  pageHeightMm: 210,
  files: [
    file('thumbnail', 'cover.jpg'),
    file('product.pdf', 'part-1.zip'),
    file('product.pdf', 'part-2.zip'),
  ],
};

describe('Product', () => {
  it('accepts a product with and without its files', () => {
    expect(Product.parse(product)).toEqual(product);
    const { files: _files, ...bare } = product;
    expect(Product.parse(bare)).toEqual(bare);
  });

  it('rejects a product without its pages or with a page count or format that is not positive', () => {
    const { pageCount: _pageCount, ...withoutPages } = product;
    expect(Product.safeParse(withoutPages).success).toBe(false);
    expect(Product.safeParse({ ...product, pageCount: 0 }).success).toBe(false);
    expect(Product.safeParse({ ...product, pageCount: 2.5 }).success).toBe(false);
    expect(Product.safeParse({ ...product, pageWidthMm: 0 }).success).toBe(false);
    expect(Product.safeParse({ ...product, pageHeightMm: -210 }).success).toBe(false);
  });

  it('rejects a file whose url is not an http(s) link', () => {
    expect(
      Product.safeParse({ ...product, files: [{ ...file('product.pdf', 'a'), url: 'file:///a' }] }).success,
    ).toBe(false);
  });

  it('picks the files whose purpose is product.pdf, in order', () => {
    expect(productPdfFiles(Product.parse(product)).map((picked) => picked.fileName)).toEqual([
      'part-1.zip',
      'part-2.zip',
    ]);
    expect(
      productPdfFiles({
        productCode: 'P-2',
        title: '',
        articleType: 'Card',
        pageCount: 2,
        pageWidthMm: 148,
        pageHeightMm: 105,
      }),
    ).toEqual([]);
  });

  it('reads extend as one value or repeated, and only known extensions', () => {
    expect(ProductQuery.parse({})).toEqual({ extend: [] });
    expect(ProductQuery.parse({ extend: 'files' })).toEqual({ extend: ['files'] });
    expect(ProductQuery.parse({ extend: ['files'] })).toEqual({ extend: ['files'] });
    expect(ProductQuery.safeParse({ extend: 'prices' }).success).toBe(false);
  });
});

describe('map PDFs', () => {
  it('accepts a list of map PDFs and rejects one without a download url', () => {
    const mapPdf = {
      id: 'map-1',
      productCode: 'P-9',
      title: 'Amsterdam',
      url: 'https://files.example.com/map-1.pdf',
      createdAt: '2024-05-01T10:00:00Z',
    };
    expect(MapPdfList.parse({ pdfs: [mapPdf] })).toEqual({ pdfs: [mapPdf] });
    expect(MapPdfList.safeParse({ pdfs: [{ ...mapPdf, url: '' }] }).success).toBe(false);
  });
});
