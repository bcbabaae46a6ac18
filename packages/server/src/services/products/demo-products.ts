import type { ServiceContext } from '../context.ts';
import { ARTICLE_TYPES, articlePageSize } from '../merchandise/catalogue.ts';
import { demoPhotoBookOrderProducts } from '../orders/demo.ts';
import { activeDemoAccount, daysAgo, demoAccountTag, demoId } from './demo-data.ts';
import { insertMapPdf, insertProduct } from './product-store.ts';

interface DemoProduct {
  /** Stable within the account: the product code is `<key>-<account tag>`. */
  readonly key: string;
  readonly title: string;
  readonly articleId: string;
  readonly articleType: string;
  readonly pageCount: number;
  readonly daysAgo: number;
  readonly blocked?: boolean;
  /** Also listed as a map PDF. */
  readonly mapPdf?: boolean;
}

/** The demo accounts' products and the channel each account orders in. */
const DEMO_PRODUCTS: readonly { email: string; channel: string; products: readonly DemoProduct[] }[] = [
  {
    email: 'demo@example.com',
    channel: 'PRINTWELL_GB',
    products: [
      {
        key: 'PB1',
        title: 'Summer in Italy',
        articleId: 'PB-A4-LANDSCAPE',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 24,
        daysAgo: 12,
      },
      {
        key: 'PB2',
        title: 'Our wedding',
        articleId: 'PB-SQUARE-30',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 32,
        daysAgo: 75,
      },
      {
        key: 'PB3',
        title: "Baby's first year",
        articleId: 'PB-A4-LANDSCAPE',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 20,
        daysAgo: 140,
      },
      {
        key: 'PB4',
        title: 'Festival weekend',
        articleId: 'PB-SQUARE-30',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 20,
        daysAgo: 200,
        blocked: true,
      },
      {
        key: 'CAL1',
        title: 'Family calendar',
        articleId: 'CAL-A3-WALL',
        articleType: ARTICLE_TYPES.calendar,
        pageCount: 13,
        daysAgo: 40,
      },
      {
        key: 'MAP1',
        title: 'Where we met',
        articleId: 'MAP-POSTER',
        articleType: ARTICLE_TYPES.mapPoster,
        pageCount: 1,
        daysAgo: 30,
        mapPdf: true,
      },
      {
        key: 'MAP2',
        title: 'Our first home',
        articleId: 'MAP-POSTER',
        articleType: ARTICLE_TYPES.mapPoster,
        pageCount: 1,
        daysAgo: 95,
        mapPdf: true,
      },
    ],
  },
  {
    email: 'friend@example.com',
    channel: 'SNAPBOOK_IE',
    products: [
      {
        key: 'PB1',
        title: 'Road trip',
        articleId: 'PB-A4-LANDSCAPE',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 20,
        daysAgo: 18,
      },
    ],
  },
  {
    email: 'business@example.com',
    channel: 'POSTERHAUS_BUSINESS_DE',
    products: [
      {
        key: 'PB1',
        title: 'Product catalogue',
        articleId: 'PB-A4-LANDSCAPE',
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: 40,
        daysAgo: 52,
      },
      {
        key: 'POS1',
        title: 'Autumn campaign poster',
        articleId: 'POSTER',
        articleType: ARTICLE_TYPES.wallDecor,
        pageCount: 1,
        daysAgo: 38,
      },
      {
        key: 'MAP1',
        title: 'Store locations Berlin',
        articleId: 'MAP-POSTER',
        articleType: ARTICLE_TYPES.mapPoster,
        pageCount: 1,
        daysAgo: 60,
        mapPdf: true,
      },
    ],
  },
];

/**
 * [Note: The demo orders' photo books are products too]
 * The online photo books list is the customer's photo-book orders (no call lists a customer's
 * products), and each book opens by its product code. So every photo book of the demo orders
 * (orders/demo.ts, 'PHOTOBOOK-DM-1001-1') is also a product here, in one of the catalogue's photo
 * book articles, taking turns, with a page count of its own. The keyed demo products above keep
 * their own codes for the service tests.
 */
const ORDER_BOOK_ARTICLES = ['PB-A4-LANDSCAPE', 'PB-SQUARE-30'] as const;
const ORDER_BOOK_PAGE_COUNTS = [24, 32, 20, 40, 28] as const;

/** The product code of a demo product: its key and the account's tag ('PB1-3FA2C1'). */
export function demoProductCode(accountId: string, key: string): string {
  return `${key}-${demoAccountTag(accountId)}`;
}

/**
 * Seeds the demo accounts' products: photo books (one blocked), a calendar and map posters for
 * demo@example.com, a photo book for friend@example.com, a photo book, a poster and a map poster for
 * business@example.com; every map poster is also a map PDF; and every photo book of the accounts'
 * demo orders. Idempotent (see [Note: Demo content is
 * keyed, not counted]); skips accounts that do not exist.
 */
export async function ensureDemoProducts(context: ServiceContext): Promise<void> {
  const { db } = context.database;
  const now = new Date();
  for (const demo of DEMO_PRODUCTS) {
    const account = await activeDemoAccount(context, demo.email);
    if (!account) continue;
    const tag = demoAccountTag(account.id);
    for (const [index, product] of demo.products.entries()) {
      const productCode = demoProductCode(account.id, product.key);
      const page = articlePageSize(product.articleId);
      const createdAt = daysAgo(now, product.daysAgo);
      await insertProduct(db, {
        productCode,
        ownerId: account.id,
        orderCode: `SO-${tag}-${100 + index}`,
        channel: demo.channel,
        title: product.title,
        articleType: product.articleType,
        pageCount: product.pageCount,
        pageWidthMm: page.width,
        pageHeightMm: page.height,
        blocked: product.blocked ?? false,
        createdAt,
      });
      if (product.mapPdf) {
        await insertMapPdf(db, {
          id: demoId(account.id, `map-pdf-${product.key}`),
          ownerId: account.id,
          productCode,
          title: product.title,
          createdAt,
        });
      }
    }
    // See [Note: The demo orders' photo books are products too].
    for (const [index, book] of demoPhotoBookOrderProducts(demo.email).entries()) {
      const articleId = ORDER_BOOK_ARTICLES[index % ORDER_BOOK_ARTICLES.length] ?? 'PB-A4-LANDSCAPE';
      const page = articlePageSize(articleId);
      await insertProduct(db, {
        productCode: book.productCode,
        ownerId: account.id,
        orderCode: book.orderCode,
        channel: demo.channel,
        title: book.title,
        articleType: ARTICLE_TYPES.photoBook,
        pageCount: ORDER_BOOK_PAGE_COUNTS[index % ORDER_BOOK_PAGE_COUNTS.length] ?? 24,
        pageWidthMm: page.width,
        pageHeightMm: page.height,
        createdAt: daysAgo(now, book.daysAgo),
      });
    }
  }
}
