import { listAllSuperorders } from '@portal/api/clients/orders';
import { getMapPdfs, getProduct } from '@portal/api/clients/products';
import { isHttpStatus } from '@portal/api/http';
import type { MapPdfList } from '@portal/api/schemas/products';
import useSWR, { type SWRResponse } from 'swr';
import { useEndpoint } from '../../runtime/context.tsx';
import { useLoadOptions } from '../../runtime/load-options.ts';
import {
  mapAtMost,
  orderedProductCodes,
  PRODUCT_REQUESTS_AT_ONCE,
  type ProductPdf,
  productPdfsOf,
} from '../product-pdfs.ts';

/** The product.pdf files of the customer's ordered products ([Note: Which product PDFs a customer has]). */
export function useProductPdfs(accountId: string): SWRResponse<ProductPdf[]> {
  const orders = useEndpoint('orders');
  const products = useEndpoint('products');
  return useSWR(
    ['account-product-pdfs', accountId],
    async () => {
      const codes = orderedProductCodes(await listAllSuperorders(orders));
      const found = await mapAtMost(codes, PRODUCT_REQUESTS_AT_ONCE, async (code) => {
        try {
          return await getProduct(products, code, ['files']);
        } catch (error) {
          if (isHttpStatus(error, 404)) return null;
          throw error;
        }
      });
      return productPdfsOf(found);
    },
    useLoadOptions('LOAD_PRODUCT_PDFS_FAILED'),
  );
}

/** The customer's map PDFs, newest first (GET /v1/Pdfs/me). */
export function useMapPdfs(accountId: string): SWRResponse<MapPdfList> {
  const products = useEndpoint('products');
  return useSWR(
    ['account-map-pdfs', accountId],
    () => getMapPdfs(products),
    useLoadOptions('LOAD_MAP_PDFS_FAILED'),
  );
}
