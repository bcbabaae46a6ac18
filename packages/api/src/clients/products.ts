import { type CallOptions, path, requestBlob, requestJson, type ServiceEndpoint } from '../http.ts';
import { MapPdfList, Product, type ProductExtension } from '../schemas/products.ts';

/** Product service and map PDFs (`services.products`), account-portal §7. */

/**
 * GET /v1/Products/{code}?extend=files: a product with its files; pick the product.pdf ones with
 * `productPdfFiles`. `extend` repeats its key for each extension and defaults to files, the one
 * extension the portal reads.
 */
export function getProduct(
  service: ServiceEndpoint,
  productCode: string,
  extend: readonly ProductExtension[] = ['files'],
  options: CallOptions = {},
): Promise<Product> {
  return requestJson(
    service,
    { method: 'GET', path: path`/v1/Products/${productCode}`, query: { extend }, signal: options.signal },
    Product,
  );
}

/**
 * GET /v1/pdf/me/{code}: the PDF unzip service. A product's print PDF is stored zipped; this answers
 * it unzipped, as application/pdf, for the customer to download.
 */
export function getProductPdf(
  service: ServiceEndpoint,
  productCode: string,
  options: CallOptions = {},
): Promise<Blob> {
  return requestBlob(service, {
    method: 'GET',
    path: path`/v1/pdf/me/${productCode}`,
    headers: { Accept: 'application/pdf' },
    signal: options.signal,
  });
}

/** GET /v1/Pdfs/me: the customer's map PDFs, answered as `{ pdfs }`, newest first. */
export function getMapPdfs(service: ServiceEndpoint, options: CallOptions = {}): Promise<MapPdfList> {
  return requestJson(service, { method: 'GET', path: '/v1/Pdfs/me', signal: options.signal }, MapPdfList);
}
