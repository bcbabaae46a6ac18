import type { Product } from '@portal/api/schemas/products';
import { describe, expect, it } from 'vitest';
import { mapAtMost, mapPdfFileName, orderedProductCodes, productPdfsOf } from './product-pdfs.ts';

const product = (productCode: string, purposes: string[]): Product => ({
  productCode,
  title: `Title ${productCode}`,
  articleType: 'PhotoBook',
  pageCount: 24,
  pageWidthMm: 297,
  pageHeightMm: 210,
  files: purposes.map((purpose, index) => ({
    purpose,
    url: `https://products.example/${productCode}/${index}`,
    fileName: `${productCode}-${index}.pdf`,
    contentType: 'application/pdf',
  })),
});

describe('the product PDFs of the orders', () => {
  it('asks for each ordered product code once, newest order first', () => {
    const orders = [
      { products: [{ productCode: 'B' }, { productCode: 'C' }] },
      { products: [{ productCode: 'A' }, { productCode: 'B' }] },
      { products: [] },
    ];
    expect(orderedProductCodes(orders)).toEqual(['B', 'C', 'A']);
  });

  it('offers only the product.pdf files of the products found', () => {
    const pdfs = productPdfsOf([
      product('A', ['thumbnail', 'product.pdf']),
      null,
      product('B', ['thumbnail']),
      {
        productCode: 'C',
        title: 'No files',
        articleType: 'Prints',
        pageCount: 1,
        pageWidthMm: 150,
        pageHeightMm: 100,
      },
      product('D', ['product.pdf', 'product.pdf']),
    ]);
    expect(pdfs).toEqual([
      { productCode: 'A', title: 'Title A', fileName: 'A-1.pdf' },
      { productCode: 'D', title: 'Title D', fileName: 'D-0.pdf' },
      { productCode: 'D', title: 'Title D', fileName: 'D-1.pdf' },
    ]);
  });

  it('saves a map PDF under its product code', () => {
    expect(mapPdfFileName('MAP1-3FA2C1')).toBe('MAP1-3FA2C1.pdf');
    expect(mapPdfFileName('a/b c')).toBe('a-b-c.pdf');
    expect(mapPdfFileName('///')).toBe('map.pdf');
  });
});

describe('asking at most a few at once', () => {
  it('answers in the items’ order and never runs more than the limit', async () => {
    let running = 0;
    let most = 0;
    const results = await mapAtMost([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('answers nothing for nothing, and fails when a call fails', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
    await expect(
      mapAtMost([1, 2], 4, async (item) => {
        if (item === 2) throw new Error('no');
        return item;
      }),
    ).rejects.toThrow('no');
  });
});
