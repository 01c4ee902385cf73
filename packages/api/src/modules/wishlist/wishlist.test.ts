import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import {
  ACADEMY_HOST,
  type Agent,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../testing';

let t: TestApp;
let user: TestUser;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.database.db);
  agent = t.agent();
  await agent.login(user.email, user.password);
});
afterAll(() => t.dispose());

const listIds = async () =>
  ((await (await agent.get('/api/v1/user-wishlist?locale_id=1')).json()).data.products as { id: number }[]).map(
    (p) => p.id,
  );

describe('the wish list (shop only)', () => {
  it('adds products with an empty body, lists them newest first as data.data.products, removes them', async () => {
    const first = await createProduct(t.database.db, { name: { hu: 'Arckrém', en: 'Face cream' } });
    const second = await createProduct(t.database.db);
    const added = await agent.post(`/api/v1/user-wishlist/add-product/${first.id}?locale_id=1`);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ message: 'A terméket hozzáadtuk a kívánságlistához.' });
    await agent.post(`/api/v1/user-wishlist/add-product/${second.id}`);
    await agent.post(`/api/v1/user-wishlist/add-product/${first.id}`);
    const response = await agent.get('/api/v1/user-wishlist?locale_id=2');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.products.map((p: { id: number }) => p.id).sort()).toEqual([first.id, second.id].sort());
    expect(data.products.find((p: { id: number }) => p.id === first.id)).toMatchObject({
      name: 'Face cream',
      price: 9990,
    });
    const removed = await agent.post(`/api/v1/user-wishlist/remove-product/${first.id}?locale_id=2`);
    expect(await removed.json()).toEqual({ message: 'The product was removed from your wish list.' });
    expect(await listIds()).toEqual([second.id]);
  });

  it('answers 404 for a product the shop does not sell, and hides a product withdrawn since', async () => {
    expect((await agent.post('/api/v1/user-wishlist/add-product/999999')).status).toBe(404);
    const academyProduct = await createProduct(t.database.db, { hostId: 2 });
    expect((await agent.post(`/api/v1/user-wishlist/add-product/${academyProduct.id}`)).status).toBe(404);
    const withdrawn = await createProduct(t.database.db);
    await agent.post(`/api/v1/user-wishlist/add-product/${withdrawn.id}`);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    expect(await listIds()).not.toContain(withdrawn.id);
  });

  it('does not exist on the academy (404) and needs a login (401)', async () => {
    const academy = t.agent(ACADEMY_HOST);
    await academy.login(user.email, user.password);
    expect((await academy.get('/api/v1/user-wishlist')).status).toBe(404);
    expect((await academy.post('/api/v1/user-wishlist/add-product/1')).status).toBe(404);
    const guest = t.agent();
    await guest.csrf();
    expect((await guest.get('/api/v1/user-wishlist')).status).toBe(401);
  });
});
