import type { Article } from '@portal/api/schemas/merchandise';
import { describe, expect, it } from 'vitest';
import { articleOfProduct, shopLinkOf } from './catalogue-article.ts';

function article(id: string, type: string, width: number | null, height: number | null): Article {
  return {
    ID: id,
    ArticleType: type,
    Title: id,
    PageWidth: width,
    PageHeight: height,
    Visible: true,
    Links: [{ Rel: 'shop', Href: `https://shop.example/${id}` }],
    OptionGroups: [],
  };
}

const articles = [
  article('PB-A4-LANDSCAPE', 'PhotoBook', 297, 210),
  article('PB-SQUARE-30', 'PhotoBook', 300, 300),
  article('CAL-A3-WALL', 'Calendar', 297, 420),
];

describe("a product's catalogue article", () => {
  it('is the article of the same type and page format', () => {
    const book = { articleType: 'PhotoBook', pageWidthMm: 300, pageHeightMm: 300 };
    expect(articleOfProduct(articles, book)?.ID).toBe('PB-SQUARE-30');
  });

  it('is the only article of the type when none has the format, and none when several could be', () => {
    expect(
      articleOfProduct(articles, { articleType: 'Calendar', pageWidthMm: 210, pageHeightMm: 297 })?.ID,
    ).toBe('CAL-A3-WALL');
    expect(
      articleOfProduct(articles, { articleType: 'PhotoBook', pageWidthMm: 210, pageHeightMm: 210 }),
    ).toBeNull();
    expect(
      articleOfProduct([], { articleType: 'PhotoBook', pageWidthMm: 297, pageHeightMm: 210 }),
    ).toBeNull();
  });

  it("leads to the article's shop page, if it has one", () => {
    expect(shopLinkOf(articles[0] ?? article('x', 'x', null, null))).toBe(
      'https://shop.example/PB-A4-LANDSCAPE',
    );
    expect(shopLinkOf({ Links: [{ Rel: 'editor', Href: 'https://shop.example/editor' }] })).toBeNull();
  });
});
