import * as z from 'zod/mini';
import { type ValidatedAddressFields, validateAddress } from '../rules/address-validation.ts';
import { CustomerAddressFields, PostalAddress } from './address.ts';

/**
 * The addresses a customer sends (account-portal §3, §7): their own, and an order's delivery
 * address. Apart from the answers' schemas, which every account area reads: only the services and
 * the forms that send an address need the address rule.
 */

/*
 * [Note: One address rule for form and services]
 * The input schemas run `validateAddress` (rules/address-validation.ts) in a refine that reports each
 * invalid field at its own path with the spec's message, so the form shows it next to the field and a
 * service rejects the same address with the same message. Answers skip the rule: an address stored
 * before a rule tightened must still load, or the customer could not correct it.
 */
export function withAddressRule<T extends z.ZodMiniType<ValidatedAddressFields>>(schema: T): T {
  return schema.check(
    z.superRefine<z.output<T>>((address, context) => {
      for (const [field, message] of Object.entries(validateAddress(address))) {
        context.issues.push({ code: 'custom', message, path: [field], input: address });
      }
    }),
  );
}

/** Body of POST /customers/me/addresses and PUT /customers/me/addresses/{id}. */
export const AddressInput = withAddressRule(CustomerAddressFields);
export type AddressInput = z.infer<typeof AddressInput>;

/** Body of PUT /v1/superorders/{code}/deliveryAddress, checked like any address the customer enters. */
export const DeliveryAddressInput = withAddressRule(PostalAddress);
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInput>;
