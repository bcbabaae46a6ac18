import { getMapPdfs, getProduct, getProductPdf } from '@portal/api/clients/products';
import { HttpError } from '@portal/api/http';
import { productPdfFiles } from '@portal/api/schemas/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ARTICLES } from '../src/services/merchandise/catalogue.ts';
import { demoPhotoBookOrderProducts } from '../src/services/orders/demo.ts';
import { demoProductCode, ensureDemoProducts } from '../src/services/products/demo-products.ts';
import { ENGINES } from './support/databases.ts';
import { blobBytes, readPdf } from './support/pdf-reader.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';

describe.each(ENGINES)('products and PDFs on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let businessToken: string;
  /** demo@example.com's product codes by demo key. */
  let demoCode: (key: string) => string;
  let businessCode: (key: string) => string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    const { context } = server.portal;
    await ensureDemoProducts(context);
    const demoId = await accountId(context, DEMO);
    const businessId = await accountId(context, BUSINESS);
    demoCode = (key) => demoProductCode(demoId, key);
    businessCode = (key) => demoProductCode(businessId, key);
    demoToken = await server.tokenFor(DEMO);
    businessToken = await server.tokenFor(BUSINESS);
  });
  afterAll(async () => {
    await server?.close();
  });

  const products = (token?: string) => server.endpoint('products', token);
  const raw = (path: string, token?: string) =>
    fetch(`${server.baseUrl}/services/products${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const expectStatus = async (promise: Promise<unknown>, status: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  };

  it.skipIf(engine.skip)('answers a product with its product.pdf file when extended with files', async () => {
    const code = demoCode('PB1');
    const product = await getProduct(products(demoToken), code);
    expect(product).toEqual({
      productCode: code,
      title: 'Summer in Italy',
      articleType: 'PhotoBook',
      pageCount: 24,
      pageWidthMm: 297,
      pageHeightMm: 210,
      files: [
        {
          purpose: 'product.pdf',
          url: `${server.baseUrl}/services/products/v1/pdf/me/${code}`,
          fileName: `${code}.pdf`,
          contentType: 'application/pdf',
        },
      ],
    });
    expect(productPdfFiles(product)).toHaveLength(1);
  });

  it.skipIf(engine.skip)('leaves the files out without extend and refuses an unknown extension', async () => {
    const product = await getProduct(products(demoToken), demoCode('PB1'), []);
    expect(product.files).toBeUndefined();
    const response = await raw(`/v1/Products/${demoCode('PB1')}?extend=thumbnails`, demoToken);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('query.extend');
  });

  it.skipIf(engine.skip)('answers a photo book’s print PDF with its cover and every page', async () => {
    const blob = await getProductPdf(products(demoToken), demoCode('PB1'));
    expect(blob.type).toBe('application/pdf');
    const pdf = await readPdf(await blobBytes(blob));
    // The cover and 24 inner pages.
    expect(pdf.pageCount).toBe(25);
    expect(pdf.title).toBe('Summer in Italy');
    expect(pdf.pages[0]).toContain('Summer in Italy');
    expect(pdf.pages[0]).toContain(demoCode('PB1'));
    expect(pdf.pages[1]).toContain('Page 1');
    expect(pdf.pages[24]).toContain('Page 24');
  });

  it.skipIf(engine.skip)(
    'answers a calendar with its twelve months and a map poster on one page',
    async () => {
      const calendar = await readPdf(
        await blobBytes(await getProductPdf(products(demoToken), demoCode('CAL1'))),
      );
      expect(calendar.pageCount).toBe(13);
      expect(calendar.pages[1]).toMatch(/January \d{4}/);
      expect(calendar.pages[12]).toMatch(/December \d{4}/);
      const map = await readPdf(await blobBytes(await getProductPdf(products(demoToken), demoCode('MAP1'))));
      expect(map.pageCount).toBe(1);
      expect(map.text).toContain('Where we met');
    },
  );

  it.skipIf(engine.skip)('sends the print PDF as a download named after the product', async () => {
    const response = await raw(`/v1/pdf/me/${demoCode('PB2')}`, demoToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${demoCode('PB2')}.pdf"`);
  });

  it.skipIf(engine.skip)(
    'lists the customer’s map PDFs newest first, each downloadable with the token',
    async () => {
      const { pdfs } = await getMapPdfs(products(demoToken));
      expect(pdfs.map((pdf) => [pdf.productCode, pdf.title])).toEqual([
        [demoCode('MAP1'), 'Where we met'],
        [demoCode('MAP2'), 'Our first home'],
      ]);
      const [newest] = pdfs;
      if (!newest) throw new Error('no map PDFs');
      const response = await fetch(newest.url, { headers: { Authorization: `Bearer ${demoToken}` } });
      expect(response.status).toBe(200);
      expect((await readPdf(new Uint8Array(await response.arrayBuffer()))).text).toContain('Where we met');
      const business = await getMapPdfs(products(businessToken));
      expect(business.pdfs.map((pdf) => pdf.productCode)).toEqual([businessCode('MAP1')]);
    },
  );

  it.skipIf(engine.skip)(
    'holds every photo book of the demo orders as a product in a catalogue photo book article',
    async () => {
      const books = demoPhotoBookOrderProducts(DEMO);
      expect(books.map((book) => book.productCode)).toEqual([
        'PHOTOBOOK-DM-1001-1',
        'ONLINEPHOTOBOOK-DM-1010-1',
        'PHOTOBOOK-DM-1003-1',
        'PHOTOBOOK-DM-1004-1',
        'PHOTOBOOK-DM-1005-1',
        'PHOTOBOOK-DM-1006-1',
        'PHOTOBOOK-DM-1008-1',
      ]);
      const formats = CATALOGUE_ARTICLES.filter((article) => article.articleType === 'PhotoBook').map(
        (article) => `${article.page?.width}x${article.page?.height}`,
      );
      for (const book of books) {
        const product = await getProduct(products(demoToken), book.productCode, []);
        expect(product).toMatchObject({
          productCode: book.productCode,
          title: book.title,
          articleType: 'PhotoBook',
        });
        expect(product.pageCount).toBeGreaterThanOrEqual(20);
        expect(formats).toContain(`${product.pageWidthMm}x${product.pageHeightMm}`);
      }
      const [first] = books;
      if (!first) throw new Error('no demo order books');
      const pdf = await readPdf(await blobBytes(await getProductPdf(products(demoToken), first.productCode)));
      expect(pdf.title).toBe(first.title);
      await expectStatus(getProduct(products(businessToken), first.productCode), 404);
      const [businessBook] = demoPhotoBookOrderProducts(BUSINESS);
      expect(businessBook?.title).toBe('Client portfolio');
      expect(await getProduct(products(businessToken), businessBook?.productCode ?? '')).toMatchObject({
        title: 'Client portfolio',
      });
    },
  );

  it.skipIf(engine.skip)('answers 404 for another customer’s product and for an unknown code', async () => {
    await expectStatus(getProduct(products(businessToken), demoCode('PB1')), 404);
    await expectStatus(getProductPdf(products(businessToken), demoCode('PB1')), 404);
    await expectStatus(getProduct(products(demoToken), 'NO-SUCH-PRODUCT'), 404);
    await expectStatus(getProductPdf(products(demoToken), 'NO-SUCH-PRODUCT'), 404);
    const unknown = await raw('/v1/Products/NO-SUCH-PRODUCT', demoToken);
    const others = await raw(`/v1/Products/${demoCode('PB1')}`, businessToken);
    expect(await others.json()).toEqual(await unknown.json());
  });

  it.skipIf(engine.skip)('answers 401 without a token', async () => {
    expect((await raw(`/v1/Products/${demoCode('PB1')}`)).status).toBe(401);
    expect((await raw(`/v1/pdf/me/${demoCode('PB1')}`)).status).toBe(401);
    expect((await raw('/v1/Pdfs/me')).status).toBe(401);
    expect((await raw('/v1/Pdfs/me', 'not-a-token')).status).toBe(401);
  });

  it.skipIf(engine.skip)('seeds the demo products once, however often it runs', async () => {
    const { db } = server.portal.context.database;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    await ensureDemoProducts(server.portal.context);
    expect(await count()).toBe(before);
    // 11 keyed demo products and the 8 photo books of the demo orders (7 of demo@, 1 of business@).
    expect(before).toBe(19);
  });
});
