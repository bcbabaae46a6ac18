import type { Article } from '@portal/api/schemas/merchandise';
import type { Product } from '@portal/api/schemas/products';

/**
 * [Note: A product's catalogue article]
 * A product names its article type ('PhotoBook') and its page format in millimetres, not the
 * catalogue article it was made from; the merchandise channel's articles have both (`ArticleType`,
 * `PageWidth`, `PageHeight`). The article is the one of the same type and the same page format; if
 * none has that format, the only article of the type, if there is just one. Otherwise the book's
 * article is not named rather than named wrongly.
 */
export function articleOfProduct(
  articles: readonly Article[],
  product: Pick<Product, 'articleType' | 'pageWidthMm' | 'pageHeightMm'>,
): Article | null {
  const ofType = articles.filter((article) => article.ArticleType === product.articleType);
  const sameFormat = ofType.find(
    (article) => article.PageWidth === product.pageWidthMm && article.PageHeight === product.pageHeightMm,
  );
  if (sameFormat !== undefined) return sameFormat;
  return ofType.length === 1 ? (ofType[0] ?? null) : null;
}

/** The article's page in the shop (its 'shop' link), where another one is ordered; null without one. */
export function shopLinkOf(article: Pick<Article, 'Links'>): string | null {
  return article.Links.find((link) => link.Rel === 'shop')?.Href ?? null;
}
