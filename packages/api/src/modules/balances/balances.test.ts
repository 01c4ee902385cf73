import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createOrder, createTestApp, createUser, type TestApp, testDriver } from '../../testing';
import { sumLedger } from './balances.queries';
import { creditBalance, currentBalances, InsufficientBalanceError, spendBalance } from './balances.service';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

describe('balances', () => {
  it('credits and spends with reasons; the current value is the ledger’s sum', async () => {
    const user = await createUser(db, { roles: ['customer', 'beautician'] });
    expect(await creditBalance(db, { userId: user.id, kind: 'marketing', amount: 5000, reason: 'Kampány' })).toBe(5000);
    const order = await createOrder(db, { userId: user.id });
    expect(
      await spendBalance(db, {
        userId: user.id,
        kind: 'marketing',
        amount: 1200,
        reason: 'Rendelés',
        orderId: order.id,
      }),
    ).toBe(3800);
    expect(await currentBalances(db, user.id)).toEqual({ marketing: 3800, global: 0 });
    expect(await sumLedger(db, user.id, 'marketing')).toBe(3800);
    const rows = await queryRows(
      db,
      sql`select amount, reason, order_id from balance_transactions where user_id = ${user.id} order by id`,
    );
    expect(rows).toEqual([
      { amount: 5000, reason: 'Kampány', order_id: null },
      { amount: -1200, reason: 'Rendelés', order_id: order.id },
    ]);
  });

  it('never goes below zero: a spending larger than the balance changes nothing', async () => {
    const user = await createUser(db, { balances: { global: 1000 } });
    await expect(
      spendBalance(db, { userId: user.id, kind: 'global', amount: 1001, reason: 'x' }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(
      spendBalance(db, { userId: user.id, kind: 'marketing', amount: 1, reason: 'x' }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await currentBalances(db, user.id)).toEqual({ marketing: 0, global: 1000 });
    expect(await sumLedger(db, user.id, 'global')).toBe(1000);
    await expect(spendBalance(db, { userId: user.id, kind: 'global', amount: 0, reason: 'x' })).rejects.toThrow(
      RangeError,
    );
    await expect(db.execute(sql`update user_balances set current = -1 where user_id = ${user.id}`)).rejects.toThrow();
  });

  it('rolls the spending back with the order’s transaction', async () => {
    const user = await createUser(db, { balances: { global: 500 } });
    await expect(
      db.transaction(async (tx) => {
        await spendBalance(tx as unknown as Db, { userId: user.id, kind: 'global', amount: 300, reason: 'order' });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await currentBalances(db, user.id)).toEqual({ marketing: 0, global: 500 });
  });

  it.runIf(testDriver() === 'pg')('stays non-negative under 20 concurrent spends (PostgreSQL)', async () => {
    const user = await createUser(db, { balances: { marketing: 1000 } });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        spendBalance(db, { userId: user.id, kind: 'marketing', amount: 100, reason: `order ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientBalanceError)).toBe(true);
    expect(await currentBalances(db, user.id)).toEqual({ marketing: 0, global: 0 });
    expect(await sumLedger(db, user.id, 'marketing')).toBe(0);
  });
});

describe('GET /api/v1/balance-transactions', () => {
  it('lists the visible ledger newest first with paging meta; hidden kinds are left out', async () => {
    const pro = await createUser(db, {
      roles: ['customer', 'professional'],
      balances: { global: 300, marketing: 900 },
    });
    const order = await createOrder(db, { userId: pro.id });
    await spendBalance(db, { userId: pro.id, kind: 'global', amount: 100, reason: 'Rendelés #7', orderId: order.id });
    const agent = t.agent();
    await agent.login(pro.email, pro.password);
    const body = await (await agent.get('/api/v1/balance-transactions?per_page=1')).json();
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        kind: 'global',
        amount: -100,
        reason: 'Rendelés #7',
        order_id: order.id,
        created_at: expect.any(String),
      },
    ]);
    expect(body.meta).toEqual({ current_page: 1, from: 1, to: 1, total: 2, last_page: 2, per_page: 1 });
    const marketing = await (await agent.get('/api/v1/balance-transactions?kind=marketing')).json();
    expect(marketing.data).toEqual([]);
  });

  it("gives each coded reason in the reader's language with its reference; staff's own words as written", async () => {
    const pro = await createUser(db, { roles: ['customer', 'professional'] });
    await creditBalance(db, { userId: pro.id, kind: 'global', amount: 500, reason: 'Karácsonyi ajándék' });
    await creditBalance(db, {
      userId: pro.id,
      kind: 'global',
      amount: 800,
      reason: { code: 'order_cancelled_balance_reason', reference: '2026-000042' },
    });
    const agent = t.agent();
    await agent.login(pro.email, pro.password);
    const reasons = async (query: string) =>
      (await (await agent.get(`/api/v1/balance-transactions${query}`)).json()).data.map(
        (entry: { reason: string }) => entry.reason,
      );
    expect(await reasons('?locale_id=2')).toEqual([
      'Returned, payment deadline passed: order 2026-000042',
      'Karácsonyi ajándék',
    ]);
    expect(await reasons('?locale_id=1')).toEqual([
      'Visszaírás, lejárt fizetési határidő: rendelés 2026-000042',
      'Karácsonyi ajándék',
    ]);
    const [stored] = await queryRows<{ reason: string }>(
      db,
      sql`select reason from balance_transactions where user_id = ${pro.id} and reason_code is not null`,
    );
    expect(stored?.reason).toBe('Visszaírás, lejárt fizetési határidő: rendelés 2026-000042');
  });
});
