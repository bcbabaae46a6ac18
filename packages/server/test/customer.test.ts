import { getCustomer, updateFtpSettings, updatePersonalDetails } from '@portal/api/clients/customer';
import { HttpError, isHttpStatus } from '@portal/api/http';
import { b2bStatusMessage, isB2bCustomer } from '@portal/api/rules/customer-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import { ensureDemoCustomers } from '../src/services/customer/demo.ts';
import { FTP_FOR_BUSINESS_ONLY } from '../src/services/customer/index.ts';
import { ENGINES } from './support/databases.ts';
import { accountId } from './support/photo-fixtures.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';
const PASSWORD = 'a long enough password';

describe.each(ENGINES)('customer on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let businessToken: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    await ensureDemoCustomers(server.portal.context);
    demoToken = await server.tokenFor(DEMO);
    businessToken = await server.tokenFor(BUSINESS);
  });
  afterAll(async () => {
    await server?.close();
  });

  const customer = (token?: string) => server.endpoint('customer', token);
  const raw = (init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/customer/customers/me`, { ...init, headers });
  };
  const newAccount = async (email: string, userType: 'consumer' | 'b2b') => {
    const account = await createAccount(server.portal.context.database, {
      email,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Vale',
      userType,
    });
    return { account, token: await server.tokenFor(email, PASSWORD) };
  };

  it.skipIf(engine.skip)('answers the signed-in consumer, without a B2B status', async () => {
    const id = await accountId(server.portal.context, DEMO);
    expect(await getCustomer(customer(demoToken))).toEqual({
      id,
      accountId: id,
      email: DEMO,
      firstName: 'Alex',
      lastName: 'Morgan',
      userType: 'consumer',
      accountDeleted: false,
      changed: false,
      callbackUrl: null,
      callbackFormat: null,
      b2bAccountStatus: null,
    });
  });

  it.skipIf(engine.skip)(
    'answers a B2B customer with the user type and the B2B status of the demo',
    async () => {
      const business = await getCustomer(customer(businessToken));
      expect(isB2bCustomer(business?.userType)).toBe(true);
      expect(business?.b2bAccountStatus).toBe('New');
      expect(b2bStatusMessage('New')).toBe('Pending account validation');
    },
  );

  it.skipIf(engine.skip)(
    'gives a B2B account without a status Default, and a stored Blocked as Blocked',
    async () => {
      const { account, token } = await newAccount('new-business@example.com', 'b2b');
      expect((await getCustomer(customer(token)))?.b2bAccountStatus).toBe('Default');
      await server.portal.context.database.db
        .insertInto('customer_profiles')
        .values({
          account_id: account.id,
          b2b_status: 'Blocked',
          callback_url: null,
          callback_format: null,
          updated_at: nowIso(),
        })
        .execute();
      expect((await getCustomer(customer(token)))?.b2bAccountStatus).toBe('Blocked');
    },
  );

  it.skipIf(engine.skip)(
    'saves the FTP settings of a B2B customer, marks them changed and clears them with null',
    async () => {
      const saved = await updateFtpSettings(customer(businessToken), {
        callbackUrl: 'https://ftp.example.com/callback',
        callbackFormat: 'XML',
      });
      expect(saved).toMatchObject({
        email: BUSINESS,
        callbackUrl: 'https://ftp.example.com/callback',
        callbackFormat: 'XML',
        changed: true,
        b2bAccountStatus: 'New',
      });
      expect(await getCustomer(customer(businessToken))).toEqual(saved);

      const cleared = await updateFtpSettings(customer(businessToken), {
        callbackUrl: null,
        callbackFormat: 'JSON',
      });
      expect(cleared).toMatchObject({ callbackUrl: null, callbackFormat: 'JSON', changed: true });
    },
  );

  it.skipIf(engine.skip)('refuses FTP settings for a consumer with 403 and changes nothing', async () => {
    const error = await updateFtpSettings(customer(demoToken), {
      callbackUrl: 'https://ftp.example.com/callback',
      callbackFormat: 'JSON',
    }).catch((caught: unknown) => caught);
    expect(isHttpStatus(error, 403)).toBe(true);
    expect((error as HttpError).body).toEqual({ message: FTP_FOR_BUSINESS_ONLY });
    expect(await getCustomer(customer(demoToken))).toMatchObject({ callbackUrl: null, changed: false });
  });

  it.skipIf(engine.skip)('refuses FTP settings that break the contract with 400', async () => {
    for (const body of [
      { callbackUrl: 'ftp://ftp.example.com/callback', callbackFormat: 'JSON' },
      { callbackUrl: 'https://ftp.example.com/callback', callbackFormat: 'CSV' },
      { callbackUrl: 'https://ftp.example.com/callback' },
    ]) {
      const response = await raw({ method: 'PATCH', token: businessToken, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Invalid request body\.callback/,
      );
    }
  });

  it.skipIf(engine.skip)('answers 401 without a token or with a bad one', async () => {
    for (const init of [{}, { token: 'not-a-token' }, { method: 'PATCH', body: '{}' }]) {
      const response = await raw(init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    }
    const error = await getCustomer(customer()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpStatus(error, 401)).toBe(true);
  });

  it.skipIf(engine.skip)(
    'answers 404 for a valid token of an account deleted since, which the client reads as null',
    async () => {
      const { account, token } = await newAccount('leaving@example.com', 'consumer');
      expect((await getCustomer(customer(token)))?.id).toBe(account.id);
      await server.portal.context.database.db
        .updateTable('accounts')
        .set({ deleted_at: nowIso() })
        .where('id', '=', account.id)
        .execute();

      expect(await getCustomer(customer(token))).toBeNull();
      const response = await raw({ token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Customer not found' });
      // Every other call refuses the token of a deleted account.
      const patch = await raw({
        method: 'PATCH',
        token,
        body: JSON.stringify({ callbackUrl: null, callbackFormat: null }),
      });
      expect(patch.status).toBe(401);
    },
  );

  it.skipIf(engine.skip)('changes the name, trimmed, and refuses a blank one field by field', async () => {
    const { token } = await newAccount('renamed@example.com', 'consumer');
    const changed = await updatePersonalDetails(customer(token), {
      firstName: '  Robyn ',
      lastName: 'Vale-Hart',
    });
    expect([changed.firstName, changed.lastName]).toEqual(['Robyn', 'Vale-Hart']);
    expect((await getCustomer(customer(token)))?.firstName).toBe('Robyn');

    const refused = await fetch(`${server.baseUrl}/services/customer/customers/me/personal-details`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: ' ', lastName: 'Vale' }),
    });
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { errors: Record<string, string> };
    expect(Object.keys(problem.errors)).toEqual(['firstName']);
    expect((await getCustomer(customer(token)))?.firstName).toBe('Robyn');
  });
});
