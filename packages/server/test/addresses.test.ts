import { createAddress, deleteAddress, getAddresses, updateAddress } from '@portal/api/clients/addresses';
import { type HttpError, isHttpStatus } from '@portal/api/http';
import { type AddressInput, AddressInput as AddressInputSchema } from '@portal/api/schemas/address-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_OR_INVALID_TOKEN } from '../src/identity/index.ts';
import {
  BUSINESS_ADDRESS,
  DEMO_HOME_ADDRESS,
  DEMO_SECOND_ADDRESS,
  ensureDemoCustomers,
  FRIEND_HOME_ADDRESS,
} from '../src/services/customer/demo.ts';
import { ENGINES } from './support/databases.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

const DEMO = 'demo@example.com';
const FRIEND = 'friend@example.com';

const ROME: AddressInput = {
  firstName: 'Alex',
  lastName: 'Morgan',
  street: 'Via del Corso',
  houseNumber: '12',
  postalCode: '00186',
  city: 'Roma',
  countryCode: 'IT',
  phoneNumber: '06 1234 5678',
  isDefault: false,
};

describe('demo addresses', () => {
  it('pass the address rule', () => {
    for (const address of [DEMO_HOME_ADDRESS, DEMO_SECOND_ADDRESS, FRIEND_HOME_ADDRESS, BUSINESS_ADDRESS]) {
      expect(AddressInputSchema.safeParse({ ...address, isDefault: true }).success).toBe(true);
    }
  });
});

describe.each(ENGINES)('customer addresses on $name', (engine) => {
  let server: PortalServer;
  let demoToken: string;
  let friendToken: string;

  beforeAll(async () => {
    if (engine.skip) return;
    server = await startPortalServer(engine.name);
    await ensureDemoCustomers(server.portal.context);
    demoToken = await server.tokenFor(DEMO);
    friendToken = await server.tokenFor(FRIEND);
  });
  afterAll(async () => {
    await server?.close();
  });

  const customer = (token?: string) => server.endpoint('customer', token);
  const raw = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${server.baseUrl}/services/customer${path}`, { ...init, headers });
  };

  it.skipIf(engine.skip)('lists the customer’s own addresses, the default first', async () => {
    const { addresses } = await getAddresses(customer(demoToken));
    expect(addresses.map(({ id: _id, ...address }) => address)).toEqual([
      { ...DEMO_HOME_ADDRESS, isDefault: true },
      { ...DEMO_SECOND_ADDRESS, isDefault: false },
    ]);
    const friends = await getAddresses(customer(friendToken));
    expect(friends.addresses.map((address) => address.city)).toEqual(['Dublin']);
  });

  it.skipIf(engine.skip)('adds an address with 201, trimmed and without blank optional fields', async () => {
    const response = await raw('/customers/me/addresses', {
      method: 'POST',
      token: friendToken,
      body: JSON.stringify({ ...ROME, city: '  Roma ', phoneNumber: ' ', companyName: '' }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    const { phoneNumber: _phone, ...withoutPhone } = ROME;
    expect(created).toEqual({ ...withoutPhone, id: created.id });
    const { addresses } = await getAddresses(customer(friendToken));
    expect(addresses.map((address) => address.id)).toContain(created.id);
  });

  it.skipIf(engine.skip)(
    'makes an address saved as default the only default, on add and on change',
    async () => {
      const added = await createAddress(customer(demoToken), { ...ROME, isDefault: true });
      expect(added).toEqual({ ...ROME, isDefault: true, id: added.id });
      let { addresses } = await getAddresses(customer(demoToken));
      expect(addresses[0]?.id).toBe(added.id);
      expect(addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([
        added.id,
      ]);

      const home = addresses.find((address) => address.street === DEMO_HOME_ADDRESS.street);
      if (!home) throw new Error('The demo home address is missing');
      const { id: homeId, ...homeFields } = home;
      const changed = await updateAddress(customer(demoToken), homeId, {
        ...homeFields,
        houseNumber: '125',
        isDefault: true,
      });
      expect(changed).toEqual({ ...home, houseNumber: '125', isDefault: true });
      ({ addresses } = await getAddresses(customer(demoToken)));
      expect(addresses[0]).toEqual(changed);
      expect(addresses.filter((address) => address.isDefault)).toHaveLength(1);

      await deleteAddress(customer(demoToken), added.id);
      ({ addresses } = await getAddresses(customer(demoToken)));
      expect(addresses.map((address) => address.id)).not.toContain(added.id);
    },
  );

  it.skipIf(engine.skip)('deletes with 204, and a second delete answers 404', async () => {
    const added = await createAddress(customer(demoToken), ROME);
    const response = await raw(`/customers/me/addresses/${added.id}`, { method: 'DELETE', token: demoToken });
    expect(response.status).toBe(204);
    const again = await deleteAddress(customer(demoToken), added.id).catch((error: unknown) => error);
    expect(isHttpStatus(again, 404)).toBe(true);
  });

  it.skipIf(engine.skip)(
    'refuses an address breaking the rule with 400, each field carrying the spec’s message',
    async () => {
      const bad = {
        ...ROME,
        countryCode: 'NL',
        street: '123',
        houseNumber: 'twelve',
        postalCode: '0123 AB',
        phoneNumber: '12345',
      };
      const expected = {
        street: 'Street name must be valid',
        houseNumber: 'Street number must be valid',
        postalCode: 'Postal Code must be valid',
        phoneNumber: 'Phone number must be valid',
      };
      const error = await createAddress(customer(demoToken), bad).catch((caught: unknown) => caught);
      expect(isHttpStatus(error, 400)).toBe(true);
      const body = (error as HttpError).body as { message: string; errors: Record<string, string> };
      expect(body.errors).toEqual(expected);
      expect(body.message).toBe(
        'Invalid request body.street: Street name must be valid; body.houseNumber: Street number must be valid; ' +
          'body.postalCode: Postal Code must be valid; body.phoneNumber: Phone number must be valid',
      );

      const { addresses } = await getAddresses(customer(demoToken));
      const [first] = addresses;
      if (!first) throw new Error('The demo has addresses');
      const { id: firstId, ...firstFields } = first;
      for (const [field, message] of Object.entries(expected)) {
        const change = await updateAddress(customer(demoToken), firstId, {
          ...firstFields,
          [field]: bad[field as keyof typeof bad],
        }).catch((caught: unknown) => caught);
        expect(isHttpStatus(change, 400)).toBe(true);
        expect((change as HttpError).body).toEqual({
          message: `Invalid request body.${field}: ${message}`,
          errors: { [field]: message },
        });
      }
      expect((await getAddresses(customer(demoToken))).addresses).toEqual(addresses);
    },
  );

  it.skipIf(engine.skip)('refuses a body that is not an address with 400 naming the fields', async () => {
    const response = await raw('/customers/me/addresses', {
      method: 'POST',
      token: demoToken,
      body: JSON.stringify({ ...ROME, firstName: ' ', countryCode: 'nl', isDefault: 'yes' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['countryCode', 'firstName', 'isDefault']);
  });

  it.skipIf(engine.skip)(
    'refuses a street of 900 KB, or any field past its maximum, and stores nothing',
    async () => {
      const { addresses: before } = await getAddresses(customer(demoToken));
      for (const [field, value] of [
        ['street', 's'.repeat(900 * 1024)],
        ['street', 's'.repeat(101)],
        ['city', 'c'.repeat(101)],
        ['postalCode', '1'.repeat(21)],
        ['companyName', 'c'.repeat(101)],
      ] as const) {
        const response = await raw('/customers/me/addresses', {
          method: 'POST',
          token: demoToken,
          body: JSON.stringify({ ...ROME, isDefault: false, [field]: value }),
        });
        expect(response.status, field).toBe(400);
        const body = (await response.json()) as { errors: Record<string, string> };
        expect(Object.keys(body.errors), field).toContain(field);
      }
      expect((await getAddresses(customer(demoToken))).addresses).toEqual(before);
    },
  );

  it.skipIf(engine.skip)('answers 404 for another customer’s address and leaves it as it was', async () => {
    const { addresses: before } = await getAddresses(customer(demoToken));
    const [target] = before;
    if (!target) throw new Error('The demo has addresses');
    const { id: targetId, ...fields } = target;
    const change = await updateAddress(customer(friendToken), targetId, fields).catch(
      (error: unknown) => error,
    );
    expect(isHttpStatus(change, 404)).toBe(true);
    expect((change as HttpError).body).toEqual({ message: 'Address not found' });
    const removal = await deleteAddress(customer(friendToken), targetId).catch((error: unknown) => error);
    expect(isHttpStatus(removal, 404)).toBe(true);
    const unknown = await deleteAddress(customer(friendToken), 'no-such-address').catch(
      (error: unknown) => error,
    );
    expect((unknown as HttpError).body).toEqual({ message: 'Address not found' });
    expect((await getAddresses(customer(demoToken))).addresses).toEqual(before);
  });

  it.skipIf(engine.skip)('answers 401 to every address call without a token', async () => {
    const calls: [string, RequestInit][] = [
      ['/customers/me/addresses', {}],
      ['/customers/me/addresses', { method: 'POST', body: JSON.stringify(ROME) }],
      ['/customers/me/addresses/some-id', { method: 'PUT', body: JSON.stringify(ROME) }],
      ['/customers/me/addresses/some-id', { method: 'DELETE' }],
    ];
    for (const [path, init] of calls) {
      const response = await raw(path, init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: MISSING_OR_INVALID_TOKEN });
    }
  });

  it.skipIf(engine.skip)('seeds the demo addresses once, however often it runs', async () => {
    const { addresses: before } = await getAddresses(customer(friendToken));
    await ensureDemoCustomers(server.portal.context);
    await ensureDemoCustomers(server.portal.context);
    expect((await getAddresses(customer(friendToken))).addresses).toEqual(before);
  });
});
