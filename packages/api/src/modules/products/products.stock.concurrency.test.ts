import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  type TestApp,
  testDriver,
} from '../../testing';
import { addProduct, checkoutFields, form, guest } from '../orders/orders.fixture';
import { products } from './products.schema';

/*
 * The last pieces under real parallel connections (DESIGN §9, issue 21): PostgreSQL only, PGlite
 * has one connection and runs everything one after the other.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

const onPostgres = it.runIf(testDriver() === 'pg');

describe('the last pieces in stock (PostgreSQL)', () => {
  onPostgres(
    '3 left, 30 shoppers with one each checking out at once: 3 orders, 27 refused by name, stock 0',
    async () => {
      const product = await createProduct(db, { name: { hu: 'Utolsó szérum', en: 'Last serum' }, price: 5_000 });
      await db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
      const agents: Agent[] = [];
      for (let i = 0; i < 30; i += 1) {
        const agent = await guest(t);
        await addProduct(agent, product.id);
        agents.push(agent);
      }
      const responses = await Promise.all(
        agents.map((agent, i) =>
          agent.post(
            '/api/v1/order',
            form(checkoutFields(ref, { email: `utolso${i}@example.hu`, payment_method_id: 2, delivery_method_id: 2 })),
          ),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      const refused = responses.filter((response) => response.status !== 201);
      expect(refused.map((response) => response.status)).toEqual(Array(27).fill(409));
      for (const response of refused) {
        const body = await response.json();
        expect(body.code).toBe('order_product_out_of_stock');
        expect(body.errors.cart).toEqual(['Utolsó szérum: elfogyott.']);
      }
      const [row] = await queryRows<{ stock: number; sold: number }>(
        db,
        sql`select stock_quantity as stock,
          (select coalesce(sum(count), 0)::int from order_items where product_id = ${product.id}) as sold
        from products where id = ${product.id}`,
      );
      expect(row).toEqual({ stock: 0, sold: 3 });
    },
  );

  onPostgres('5 left, 6 shoppers taking 2 each: never more sold than there is', async () => {
    const product = await createProduct(db, { price: 2_000 });
    await db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, product.id));
    const agents: Agent[] = [];
    for (let i = 0; i < 6; i += 1) {
      const agent = await guest(t);
      await addProduct(agent, product.id, 2);
      agents.push(agent);
    }
    const statuses = await Promise.all(
      agents.map(
        async (agent, i) =>
          (
            await agent.post(
              '/api/v1/order',
              form(checkoutFields(ref, { email: `ketto${i}@example.hu`, payment_method_id: 2, delivery_method_id: 2 })),
            )
          ).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    const [row] = await queryRows<{ stock: number; sold: number }>(
      db,
      sql`select stock_quantity as stock,
          (select coalesce(sum(count), 0)::int from order_items where product_id = ${product.id}) as sold
        from products where id = ${product.id}`,
    );
    expect(row).toEqual({ stock: 1, sold: 4 });
  });
});
