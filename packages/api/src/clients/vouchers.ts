import { type CallOptions, isHttpStatus, path, requestJson, type ServiceEndpoint } from '../http.ts';
import { type Voucher, VoucherOffer } from '../schemas/vouchers.ts';

/** Vouchers (campaign offers, `services.vouchers`), account-portal §7. */

/**
 * GET /api/v1/campaigns/offers/{code}: the offer behind a voucher code, answered as a `VoucherOffer`
 * and returned as `{ isVoucherFound: true, ...offer }`. A 404 is `{ isVoucherFound: false }`; any other
 * failure is thrown as the HttpError carrying its status code.
 */
export async function getVoucher(
  service: ServiceEndpoint,
  voucherCode: string,
  options: CallOptions = {},
): Promise<Voucher> {
  try {
    const offer = await requestJson(
      service,
      { method: 'GET', path: path`/api/v1/campaigns/offers/${voucherCode}`, signal: options.signal },
      VoucherOffer,
    );
    return { isVoucherFound: true, ...offer };
  } catch (error) {
    if (isHttpStatus(error, 404)) return { isVoucherFound: false };
    throw error;
  }
}

export interface ProductVoucher {
  readonly productCode: string;
  /** The voucher code the product was bought with, if any. */
  readonly voucher: string | null;
}

/**
 * The voucher details of an order's products, keyed by product code (account-portal §2: "per product
 * a voucher and voucherDetails matched by product code"). Each distinct voucher code is looked up once,
 * all at the same time; products without a voucher have no entry. Any lookup failing other than by 404
 * rejects the whole, as a single lookup would.
 */
export async function getVoucherDetailsByProductCode(
  service: ServiceEndpoint,
  products: readonly ProductVoucher[],
  options: CallOptions = {},
): Promise<Map<string, Voucher>> {
  const codes = [
    ...new Set(products.flatMap((product) => (product.voucher === null ? [] : [product.voucher]))),
  ];
  const byCode = new Map(
    await Promise.all(codes.map(async (code) => [code, await getVoucher(service, code, options)] as const)),
  );
  const byProductCode = new Map<string, Voucher>();
  for (const product of products) {
    const voucher = product.voucher === null ? undefined : byCode.get(product.voucher);
    if (voucher) byProductCode.set(product.productCode, voucher);
  }
  return byProductCode;
}
