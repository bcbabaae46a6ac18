import * as z from 'zod/mini';
import { httpUrl, id, isoDateTime } from './common.ts';

/** Product service and map PDFs (`services.products`), account-portal §7. */

/** What GET /v1/Products/{code} can be asked to include with `extend`. */
export const ProductExtension = z.enum(['files']);
export type ProductExtension = z.infer<typeof ProductExtension>;

/** The purpose of a product's print-ready PDF files, the ones the portal offers for download. */
export const PRODUCT_PDF_PURPOSE = 'product.pdf';

export const ProductFile = z.object({
  /** What the file is for ('product.pdf', 'thumbnail', ...). */
  purpose: id,
  url: httpUrl,
  fileName: id,
  contentType: z.string(),
});
export type ProductFile = z.infer<typeof ProductFile>;

/** Answer of GET /v1/Products/{code}. */
export const Product = z.object({
  productCode: id,
  title: z.string(),
  articleType: z.string(),
  /** How many pages the product has inside its cover (a book's pages, a calendar's months and cover). */
  pageCount: z.int().check(z.minimum(1)),
  /** The page format in millimetres, as the catalogue article's `PageWidth` and `PageHeight`. */
  pageWidthMm: z.number().check(z.positive()),
  pageHeightMm: z.number().check(z.positive()),
  /** Present when `extend` includes 'files'. */
  files: z.optional(z.array(ProductFile)),
});
export type Product = z.infer<typeof Product>;

/** The product's files whose purpose is product.pdf, in the service's order; none without `files`. */
export function productPdfFiles(product: Product): ProductFile[] {
  return (product.files ?? []).filter((file) => file.purpose === PRODUCT_PDF_PURPOSE);
}

/** Query of GET /v1/Products/{code}: `extend` repeats its key (extend=files). */
export const ProductQuery = z.object({
  extend: z._default(
    z.pipe(
      z.union([ProductExtension, z.array(ProductExtension)]),
      z.transform((extensions) => (typeof extensions === 'string' ? [extensions] : extensions)),
    ),
    [],
  ),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

/** A map PDF the customer made (a map product's print file). */
export const MapPdf = z.object({
  id,
  productCode: id,
  title: z.string(),
  /** Where the PDF downloads from. */
  url: httpUrl,
  createdAt: isoDateTime,
});
export type MapPdf = z.infer<typeof MapPdf>;

/** Answer of GET /v1/Pdfs/me: newest first. */
export const MapPdfList = z.object({ pdfs: z.array(MapPdf) });
export type MapPdfList = z.infer<typeof MapPdfList>;
