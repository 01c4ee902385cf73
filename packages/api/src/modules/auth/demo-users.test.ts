import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, seedAccounts } from '../../db/demo/accounts';
import { seedReferenceData } from '../../db/demo/reference';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  await seedAccounts(t.database.db);
});
afterAll(() => t.dispose());

describe('demo users', () => {
  it('log in with the documented passwords and show the balances their roles allow', async () => {
    const seen = [];
    for (const demo of DEMO_USERS) {
      const agent = t.agent();
      await agent.login(demo.email, demo.password);
      const { data } = await (await agent.get('/api/v1/user')).json();
      seen.push([data.credential.roles.map((r: { id: number }) => r.id), data.balance]);
    }
    expect(seen).toEqual([
      [[1], { marketing: null, global: null }],
      [[1, 2], { marketing: null, global: { current: 5000 } }],
      [[1, 3], { marketing: { current: 15500 }, global: { current: 15000 } }],
    ]);
  });

  it('give the customer two addresses, the Budapest one the default', async () => {
    const agent = t.agent();
    const [customer] = DEMO_USERS;
    await agent.login(customer.email, customer.password);
    const { data } = await (await agent.get('/api/v1/addresses')).json();
    expect(data.map((a: { zipcode: { code: string }; is_default: boolean }) => [a.zipcode.code, a.is_default])).toEqual(
      [
        ['1052', true],
        ['4025', false],
      ],
    );
  });
});
