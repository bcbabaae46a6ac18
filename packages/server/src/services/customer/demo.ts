import type { AddressInput } from '@portal/api/schemas/address-input';
import type { B2bAccountStatus } from '@portal/api/schemas/customer';
import { nowIso } from '../../db/database.ts';
import { findAccountByEmail } from '../../identity/accounts.ts';
import type { ServiceContext } from '../context.ts';

/** The id of a demo account, or undefined when it does not exist (yet) or was deleted. */
export async function demoAccountId(context: ServiceContext, email: string): Promise<string | undefined> {
  const account = await findAccountByEmail(context.database, email);
  return account && account.deletedAt === null ? account.id : undefined;
}

interface DemoCustomer {
  readonly email: string;
  readonly b2bStatus?: B2bAccountStatus;
  readonly addresses: readonly AddressInput[];
}

/** The demo accounts' names, as `DEMO_ACCOUNTS` gives them. */
const ALEX = { firstName: 'Alex', lastName: 'Morgan' };
const SAM = { firstName: 'Sam', lastName: 'Rivera' };
const JORDAN = { firstName: 'Jordan', lastName: 'Lee' };

export const DEMO_HOME_ADDRESS = {
  ...ALEX,
  street: 'Keizersgracht',
  houseNumber: '123',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  phoneNumber: '+31 20 123 4567',
} as const;

export const DEMO_SECOND_ADDRESS = {
  ...ALEX,
  street: 'Baker Street',
  houseNumber: '221',
  houseNumberAddition: 'B',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
  phoneNumber: '020 7946 0958',
} as const;

export const FRIEND_HOME_ADDRESS = {
  ...SAM,
  street: 'Grafton Street',
  houseNumber: '42',
  postalCode: 'D02 X285',
  city: 'Dublin',
  countryCode: 'IE',
  phoneNumber: '+353 1 555 0123',
} as const;

export const BUSINESS_ADDRESS = {
  ...JORDAN,
  companyName: 'Lee Fotografie GmbH',
  street: 'Friedrichstraße',
  houseNumber: '10',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  phoneNumber: '030 1234567',
} as const;

const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'demo@example.com',
    addresses: [
      { ...DEMO_HOME_ADDRESS, isDefault: true },
      { ...DEMO_SECOND_ADDRESS, isDefault: false },
    ],
  },
  { email: 'friend@example.com', addresses: [{ ...FRIEND_HOME_ADDRESS, isDefault: true }] },
  {
    email: 'business@example.com',
    b2bStatus: 'New',
    addresses: [{ ...BUSINESS_ADDRESS, isDefault: true }],
  },
];

/**
 * The demo customers' B2B status and addresses (account-portal §2 'B2B banner', 'Addresses'): the
 * B2B account is pending validation, and each account has its addresses. Run after the demo accounts
 * exist; an account missing or deleted is skipped. Idempotent: a status or addresses already there,
 * including the customer's own changes, are left as they are.
 */
export async function ensureDemoCustomers(context: ServiceContext): Promise<void> {
  const { db } = context.database;
  for (const demo of DEMO_CUSTOMERS) {
    const accountId = await demoAccountId(context, demo.email);
    if (!accountId) continue;
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      if (demo.b2bStatus) {
        await trx
          .insertInto('customer_profiles')
          .values({
            account_id: accountId,
            b2b_status: demo.b2bStatus,
            callback_url: null,
            callback_format: null,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('account_id').doNothing())
          .execute();
      }
      const existing = await trx
        .selectFrom('customer_addresses')
        .select('id')
        .where('account_id', '=', accountId)
        .limit(1)
        .executeTakeFirst();
      if (existing) return;
      await trx
        .insertInto('customer_addresses')
        .values(
          demo.addresses.map((address, index) => ({
            // Fixed ids, so two processes seeding at once add each address once.
            id: `${accountId}-address-${index + 1}`,
            account_id: accountId,
            first_name: address.firstName,
            last_name: address.lastName,
            company_name: address.companyName ?? null,
            street: address.street,
            house_number: address.houseNumber,
            house_number_addition: address.houseNumberAddition ?? null,
            postal_code: address.postalCode,
            city: address.city,
            country_code: address.countryCode,
            phone_number: address.phoneNumber ?? null,
            is_default: address.isDefault ? 1 : 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });
  }
}
