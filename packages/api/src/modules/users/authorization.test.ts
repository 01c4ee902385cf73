import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../testing';

/*
 * Security: the authorization matrix of the account routes. User B, logged in, tries every
 * account route with user A's ids; each must answer 404 (never 403: an id's existence is not
 * disclosed) and leave A's data as it was.
 */

let t: TestApp;
let userA: TestUser;
let agentA: Agent;
let agentB: Agent;
let addressA: number;
let productA: number;

beforeAll(async () => {
  t = await createTestApp();
  const ref = await createAddressReference(t.database.db);
  userA = await createUser(t.database.db, { firstName: 'Aladár' });
  const userB = await createUser(t.database.db, { firstName: 'Béla' });
  agentA = t.agent();
  await agentA.login(userA.email, userA.password);
  agentB = t.agent();
  await agentB.login(userB.email, userB.password);
  const created = await agentA.post('/api/v1/addresses', {
    zipcode_id: ref.zipcodeId,
    street_type_id: ref.streetTypeId,
    street: 'Rákóczi',
    number: '1',
  });
  addressA = (await created.json()).data.id;
  productA = (await createProduct(t.database.db)).id;
  expect((await agentA.post(`/api/v1/user-wishlist/add-product/${productA}`)).status).toBe(200);
});
afterAll(() => t.dispose());

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('security: user B cannot read or change user A’s resources', () => {
  it('answers 404 on every account route that takes A’s id', async () => {
    const addressBody = { zipcode_id: 1, street_type_id: 1, street: 'Hack', number: '1' };
    const attempts: [string, string, RequestInit][] = [
      ['update profile (POST)', `/api/v1/users/${userA.id}`, json('POST', { _method: 'PUT', first_name: 'Hacker' })],
      ['update profile (PUT)', `/api/v1/users/${userA.id}`, json('PUT', { first_name: 'Hacker' })],
      ['delete account', `/api/v1/users/${userA.id}`, json('DELETE', { password: userA.password })],
      ['read address', `/api/v1/addresses/${addressA}`, { method: 'GET' }],
      [
        'update address (POST /{id})',
        `/api/v1/addresses/${addressA}`,
        json('POST', { ...addressBody, _method: 'PUT' }),
      ],
      ['update address (PUT)', `/api/v1/addresses/${addressA}`, json('PUT', addressBody)],
      [
        'update address (id in body)',
        '/api/v1/addresses',
        json('POST', { ...addressBody, id: addressA, _method: 'PUT' }),
      ],
      ['delete address', `/api/v1/addresses/${addressA}`, { method: 'DELETE' }],
    ];
    for (const [name, path, init] of attempts) {
      const response = await agentB.request(path, init);
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
    }
  });

  it('left A’s profile, address and wish list unchanged', async () => {
    const me = (await (await agentA.get('/api/v1/user')).json()).data;
    expect(me.first_name).toBe('Aladár');
    const address = (await (await agentA.get(`/api/v1/addresses/${addressA}`)).json()).data;
    expect(address).toMatchObject({ street: 'Rákóczi', number: '1' });
    const wishlist = (await (await agentA.get('/api/v1/user-wishlist')).json()).data.products;
    expect(wishlist.map((p: { id: number }) => p.id)).toEqual([productA]);
  });

  it('shows B only B’s own lists, and B’s wish list changes never touch A’s', async () => {
    expect((await (await agentB.get('/api/v1/addresses')).json()).data).toEqual([]);
    expect((await (await agentB.get('/api/v1/user-wishlist')).json()).data.products).toEqual([]);
    expect((await agentB.post(`/api/v1/user-wishlist/remove-product/${productA}`)).status).toBe(200);
    const wishlist = (await (await agentA.get('/api/v1/user-wishlist')).json()).data.products;
    expect(wishlist).toHaveLength(1);
    expect((await (await agentB.get('/api/v1/balance-transactions')).json()).data).toEqual([]);
  });

  it('answers 401 on every account route to a guest', async () => {
    const guest = t.agent();
    await guest.csrf();
    const paths: [string, string][] = [
      ['GET', '/api/v1/user'],
      ['GET', '/api/v1/addresses'],
      ['GET', `/api/v1/addresses/${addressA}`],
      ['POST', `/api/v1/users/${userA.id}`],
      ['DELETE', `/api/v1/users/${userA.id}`],
      ['DELETE', `/api/v1/addresses/${addressA}`],
      ['POST', '/api/v1/credential/'],
      ['POST', '/api/v1/credential/self-delete'],
      ['GET', '/api/v1/user-wishlist'],
      ['POST', `/api/v1/user-wishlist/add-product/${productA}`],
      ['GET', '/api/v1/balance-transactions'],
      ['POST', '/api/v1/email/verification-notification'],
    ];
    for (const [method, path] of paths) {
      const response = await guest.request(path, { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });
});
