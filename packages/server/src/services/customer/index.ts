import { isB2bCustomer } from '@portal/api/rules/customer-type';
import { Address, AddressList } from '@portal/api/schemas/address';
import { AddressInput } from '@portal/api/schemas/address-input';
import { id } from '@portal/api/schemas/common';
import { Customer, FtpSettings, PersonalDetails } from '@portal/api/schemas/customer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { checkOutput, HttpProblem, notFound, parseInput } from '../../http/validation.ts';
import { type TokenSubject, UnauthorizedError } from '../../identity/index.ts';
import type { ServiceContext } from '../context.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
import { callbackAddressProblem } from './callback-address.ts';
import { findCustomer, saveFtpSettings, savePersonalDetails } from './customer-store.ts';
import { parseFormInput } from './form-input.ts';

const AddressParams = z.object({ addressId: id });
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export const FTP_FOR_BUSINESS_ONLY = 'The FTP integration is only available to business customers';

/**
 * The customer service (account-portal §3, §7): the signed-in customer with their B2B status and FTP
 * settings, and their addresses. Addresses are checked with the contract's address rule and refused
 * field by field (see [Note: A refused address names its fields]).
 */
export function registerCustomerService(app: FastifyInstance, context: ServiceContext): void {
  const { db } = context.database;

  /**
   * The token's subject whether or not its account still exists: GET /customers/me must tell a
   * deleted account (404, account-portal §7) from a missing or bad token (401), which requireUser
   * cannot, as it refuses a deleted account's token with 401.
   */
  async function tokenSubject(request: FastifyRequest): Promise<TokenSubject> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new UnauthorizedError();
    try {
      return await context.auth.verifier.verify(token);
    } catch (error) {
      throw new UnauthorizedError({ cause: error });
    }
  }

  app.get('/customers/me', async (request) => {
    const { subject } = await tokenSubject(request);
    const stored = await findCustomer(db, subject);
    if (!stored || stored.deleted) throw notFound('Customer');
    return checkOutput(Customer, stored.customer);
  });

  app.patch('/customers/me', async (request) => {
    const user = await context.auth.requireUser(request);
    const settings = parseInput(FtpSettings, request.body, 'body');
    const refused = settings.callbackUrl === null ? undefined : callbackAddressProblem(settings.callbackUrl);
    if (refused !== undefined) throw new HttpProblem(400, refused);
    const before = await findCustomer(db, user.subject);
    if (!before || before.deleted) throw notFound('Customer');
    if (!isB2bCustomer(before.customer.userType)) throw new HttpProblem(403, FTP_FOR_BUSINESS_ONLY);
    await saveFtpSettings(db, user.subject, settings);
    const after = await findCustomer(db, user.subject);
    if (!after || after.deleted) throw notFound('Customer');
    return checkOutput(Customer, after.customer);
  });

  app.put('/customers/me/personal-details', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const input = parseFormInput(PersonalDetails, request.body);
    if (!input.ok) return reply.status(400).send(input.problem);
    await savePersonalDetails(db, user.subject, input.data);
    const after = await findCustomer(db, user.subject);
    if (!after || after.deleted) throw notFound('Customer');
    return checkOutput(Customer, after.customer);
  });

  app.get('/customers/me/addresses', async (request) => {
    const user = await context.auth.requireUser(request);
    return checkOutput(AddressList, { addresses: await listAddresses(db, user.subject) });
  });

  app.post('/customers/me/addresses', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const input = parseFormInput(AddressInput, request.body);
    if (!input.ok) return reply.status(400).send(input.problem);
    const address = await createAddress(db, user.subject, input.data);
    return reply.status(201).send(checkOutput(Address, address));
  });

  app.put('/customers/me/addresses/:addressId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { addressId } = parseInput(AddressParams, request.params, 'params');
    const input = parseFormInput(AddressInput, request.body);
    if (!input.ok) return reply.status(400).send(input.problem);
    return checkOutput(Address, await updateAddress(db, user.subject, addressId, input.data));
  });

  app.delete('/customers/me/addresses/:addressId', async (request, reply) => {
    const user = await context.auth.requireUser(request);
    const { addressId } = parseInput(AddressParams, request.params, 'params');
    await deleteAddress(db, user.subject, addressId);
    return reply.status(204).send();
  });
}
