import { randomUUID } from 'node:crypto';
import type { Address } from '@portal/api/schemas/address';
import type { AddressInput } from '@portal/api/schemas/address-input';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { CustomerAddressesTable } from '../../db/orders-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../http/validation.ts';

/** The customer's addresses, the default first, then in the order they were added. */
export async function listAddresses(db: Kysely<Tables>, accountId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

/** Adds an address; one saved as default takes the default from the others, in one transaction. */
export async function createAddress(
  db: Kysely<Tables>,
  accountId: string,
  input: AddressInput,
): Promise<Address> {
  const now = nowIso();
  const row = {
    id: randomUUID(),
    account_id: accountId,
    ...toColumns(input),
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    if (input.isDefault) await clearDefault(trx, accountId);
    await trx.insertInto('customer_addresses').values(row).execute();
  });
  return toAddress(row);
}

/** Replaces one of the customer's addresses; throws 404 when they have no address with this id. */
export async function updateAddress(
  db: Kysely<Tables>,
  accountId: string,
  addressId: string,
  input: AddressInput,
): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('customer_addresses')
      .select('created_at')
      .where('id', '=', addressId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!existing) throw notFound('Address');
    if (input.isDefault) await clearDefault(trx, accountId);
    const columns = { ...toColumns(input), updated_at: nowIso() };
    await trx
      .updateTable('customer_addresses')
      .set(columns)
      .where('id', '=', addressId)
      .where('account_id', '=', accountId)
      .execute();
    return toAddress({ id: addressId, account_id: accountId, created_at: existing.created_at, ...columns });
  });
}

/** Deletes one of the customer's addresses; throws 404 when they have no address with this id. */
export async function deleteAddress(db: Kysely<Tables>, accountId: string, addressId: string): Promise<void> {
  const result = await db
    .deleteFrom('customer_addresses')
    .where('id', '=', addressId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Address');
}

async function clearDefault(trx: Transaction<Tables>, accountId: string): Promise<void> {
  await trx
    .updateTable('customer_addresses')
    .set({ is_default: 0 })
    .where('account_id', '=', accountId)
    .where('is_default', '=', 1)
    .execute();
}

type AddressColumns = Omit<
  Selectable<CustomerAddressesTable>,
  'id' | 'account_id' | 'created_at' | 'updated_at'
>;

/** Optional fields left blank are stored as null, so an answer never carries an empty one. */
function toColumns(input: AddressInput): AddressColumns {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    company_name: input.companyName || null,
    street: input.street,
    house_number: input.houseNumber,
    house_number_addition: input.houseNumberAddition || null,
    postal_code: input.postalCode,
    city: input.city,
    country_code: input.countryCode,
    phone_number: input.phoneNumber || null,
    is_default: input.isDefault ? 1 : 0,
  };
}

function toAddress(row: Selectable<CustomerAddressesTable>): Address {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.company_name === null ? {} : { companyName: row.company_name }),
    street: row.street,
    houseNumber: row.house_number,
    ...(row.house_number_addition === null ? {} : { houseNumberAddition: row.house_number_addition }),
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
    ...(row.phone_number === null ? {} : { phoneNumber: row.phone_number }),
    isDefault: row.is_default === 1,
  };
}
