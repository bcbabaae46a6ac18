import { id } from '@portal/api/schemas/common';
import { MapPdfList, PRODUCT_PDF_PURPOSE, Product, ProductQuery } from '@portal/api/schemas/products';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, notFound, parseInput } from '../../http/validation.ts';
import { pdfFileName, sendPdf } from '../../pdf/pdf-reply.ts';
import { renderProductPdf } from '../../pdf/product-pdf.ts';
import type { ServiceContext } from '../context.ts';
import { findOwnProduct, listMapPdfs, toProductPrint } from './product-store.ts';

const ProductParams = z.object({ code: id });

/**
 * The product service and map PDFs (account-portal §7 'Product and map PDFs'): a product with its
 * files, the PDF unzip service that answers a product's print PDF, and the customer's map PDFs.
 * Only the customer's own products are found (see [Note: Products belong to one account]).
 *
 * [Note: Product file links need the token]
 * A product.pdf file's `url` and a map PDF's `url` are the absolute address of the PDF unzip service
 * for that product. Like every call here it takes the bearer token, so the portal downloads them with
 * the contract's `getProductPdf` (a blob), never as a plain link a browser would open without it.
 */
export function registerProductsService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;
  const productPdfUrl = (productCode: string) =>
    `${context.publicUrl}${app.prefix}/v1/pdf/me/${encodeURIComponent(productCode)}`;

  app.get('/v1/Products/:code', async (request) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(ProductParams, request.params, 'params');
    const { extend } = parseInput(ProductQuery, request.query, 'query');
    const product = await findOwnProduct(db, user.subject, code);
    if (!product) throw notFound('Product');
    const files = extend.includes('files')
      ? [
          {
            purpose: PRODUCT_PDF_PURPOSE,
            url: productPdfUrl(product.product_code),
            fileName: pdfFileName(product.product_code),
            contentType: 'application/pdf',
          },
        ]
      : undefined;
    return checkOutput(Product, {
      productCode: product.product_code,
      title: product.title,
      articleType: product.article_type,
      pageCount: product.page_count,
      pageWidthMm: product.page_width_mm,
      pageHeightMm: product.page_height_mm,
      ...(files && { files }),
    });
  });

  app.get('/v1/pdf/me/:code', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { code } = parseInput(ProductParams, request.params, 'params');
    const product = await findOwnProduct(db, user.subject, code);
    if (!product) throw notFound('Product');
    return sendPdf(reply, await renderProductPdf(toProductPrint(product)), pdfFileName(product.product_code));
  });

  app.get('/v1/Pdfs/me', async (request) => {
    const user = await context.auth.requireUser(request);
    const rows = await listMapPdfs(db, user.subject);
    return checkOutput(MapPdfList, {
      pdfs: rows.map((row) => ({
        id: row.id,
        productCode: row.product_code,
        title: row.title,
        url: productPdfUrl(row.product_code),
        createdAt: row.created_at,
      })),
    });
  });
}
