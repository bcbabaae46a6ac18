import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubService, startStubService } from '../../test/support/stub-service.ts';
import { ContractError, HttpError } from '../http.ts';
import type { VoucherOffer } from '../schemas/vouchers.ts';
import { getVoucher, getVoucherDetailsByProductCode } from './vouchers.ts';

const offer: VoucherOffer = {
  code: 'SUMMER',
  title: 'Summer sale',
  description: '20% off photo books',
  discount: { type: 'percentage', percentage: 20 },
  validUntil: '2024-08-31T23:59:59Z',
};

let stub: StubService;
beforeAll(async () => {
  stub = await startStubService('/services/vouchers');
});
afterAll(() => stub.close());

describe('vouchers client', () => {
  it('GETs the offer of a voucher code and marks it found', async () => {
    stub.respond({ json: offer });
    await expect(getVoucher(stub.endpoint('tok'), 'SUMMER')).resolves.toEqual({
      isVoucherFound: true,
      ...offer,
    });
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/services/vouchers/api/v1/campaigns/offers/SUMMER');
    expect([...request.query]).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.body).toBeUndefined();
  });

  it('encodes the voucher code as one segment', async () => {
    stub.respond({ json: { ...offer, code: 'A/B' } });
    await getVoucher(stub.endpoint(), 'A/B');
    expect(stub.last().path).toBe('/services/vouchers/api/v1/campaigns/offers/A%2FB');
  });

  it('maps 404 to { isVoucherFound: false }: the voucher was not found', async () => {
    stub.respond({ status: 404 });
    await expect(getVoucher(stub.endpoint(), 'NOPE')).resolves.toEqual({ isVoucherFound: false });
  });

  it('throws any other failure with its status code', async () => {
    stub.respond({ status: 500 });
    const error = await getVoucher(stub.endpoint(), 'SUMMER').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).url).toBe(`${stub.baseUrl}/api/v1/campaigns/offers/SUMMER`);
  });

  it('rejects an offer that breaks the contract', async () => {
    stub.respond({ json: { ...offer, discount: { type: 'percentage', percentage: 120 } } });
    await expect(getVoucher(stub.endpoint(), 'SUMMER')).rejects.toBeInstanceOf(ContractError);
  });

  it('sends a different correlation id with each call', async () => {
    stub.respond({ json: offer });
    await getVoucher(stub.endpoint(), 'SUMMER');
    const first = stub.last().headers['x-correlation-id'];
    await getVoucher(stub.endpoint(), 'SUMMER');
    expect(first).toEqual(expect.any(String));
    expect(stub.last().headers['x-correlation-id']).not.toBe(first);
  });
});

describe('voucher details matched by product code', () => {
  it('looks each voucher code up once and keys the details by product code', async () => {
    stub.on('GET', '/services/vouchers/api/v1/campaigns/offers/SUMMER', { json: offer });
    stub.on('GET', '/services/vouchers/api/v1/campaigns/offers/GONE', { status: 404 });
    const before = stub.requests.length;
    const details = await getVoucherDetailsByProductCode(stub.endpoint(), [
      { productCode: 'P-1', voucher: 'SUMMER' },
      { productCode: 'P-2', voucher: 'SUMMER' },
      { productCode: 'P-3', voucher: 'GONE' },
      { productCode: 'P-4', voucher: null },
    ]);
    expect(Object.fromEntries(details)).toEqual({
      'P-1': { isVoucherFound: true, ...offer },
      'P-2': { isVoucherFound: true, ...offer },
      'P-3': { isVoucherFound: false },
    });
    const paths = stub.requests.slice(before).map((request) => request.path);
    expect(paths.sort()).toEqual([
      '/services/vouchers/api/v1/campaigns/offers/GONE',
      '/services/vouchers/api/v1/campaigns/offers/SUMMER',
    ]);
  });

  it('makes no request when no product has a voucher', async () => {
    const before = stub.requests.length;
    const details = await getVoucherDetailsByProductCode(stub.endpoint(), [
      { productCode: 'P-1', voucher: null },
    ]);
    expect(details.size).toBe(0);
    expect(stub.requests.length).toBe(before);
  });
});
