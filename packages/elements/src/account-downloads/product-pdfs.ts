import { type Product, productPdfFiles } from '@portal/api/schemas/products';

/*
 * [Note: Which product PDFs a customer has]
 * The spec gives the product call (GET /v1/Products/{code}, reading the files whose purpose is
 * product.pdf) but no call that lists a customer's products. The products a customer has are the
 * ones they ordered, so the downloads page asks the product service for each product code of the
 * customer's orders (GET /v2/superorders/me, every page) and offers the product.pdf files of those
 * it knows; a code it answers 404 for has no print file there (a mug, an order the product service
 * never held) and is left out. Map PDFs have their own list (GET /v1/Pdfs/me). Both download through
 * the PDF unzip service (GET /v1/pdf/me/{code}), which needs the bearer token, so the file is fetched
 * and then saved, never opened as a plain link.
 */

/** A product.pdf file of one of the customer's products, as the page offers it. */
export interface ProductPdf {
  readonly productCode: string;
  readonly title: string;
  readonly fileName: string;
}

/** How many products are asked for at once. */
export const PRODUCT_REQUESTS_AT_ONCE = 4;

/** Each product code of the orders once, in the orders' order (newest order first). */
export function orderedProductCodes(
  orders: readonly { readonly products: readonly { readonly productCode: string }[] }[],
): string[] {
  const codes = new Set<string>();
  for (const order of orders) for (const product of order.products) codes.add(product.productCode);
  return [...codes];
}

/** The product.pdf files of the products found (null: not found), in the products' order. */
export function productPdfsOf(products: readonly (Product | null)[]): ProductPdf[] {
  return products.flatMap((product) =>
    product === null
      ? []
      : productPdfFiles(product).map((file) => ({
          productCode: product.productCode,
          title: product.title,
          fileName: file.fileName,
        })),
  );
}

/** The name a map PDF is saved under: its product code as a file name ('MAP1-3FA2C1.pdf'). */
export function mapPdfFileName(productCode: string): string {
  const safe = productCode.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe === '' ? 'map' : safe}.pdf`;
}

/** `call` for each of `items`, at most `atOnce` running at a time; answers in the items' order. */
export async function mapAtMost<Item, Result>(
  items: readonly Item[],
  atOnce: number,
  call: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await call(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}
