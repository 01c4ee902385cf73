import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { queryRows } from '../../db/client';
import { testCaptcha } from '../../lib/captcha';
import { message } from '../../lib/messages';
import { countQueries, createTestDatabase, createUser, SHOP_HOST, type TestDatabase } from '../../testing';
import { createAgent } from '../../testing/agent';

/** Two placements per shopper and three per address in an hour: small enough to reach both. */
const PLACE_LIMIT = 2;
const PLACE_IP_LIMIT = 3;

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({
    database,
    logger: pino({ level: 'silent' }),
    shopHostWord: 'vagheggi',
    captcha: testCaptcha,
    purchases: { placeLimit: PLACE_LIMIT, placeIpLimit: PLACE_IP_LIMIT, placeWindowMinutes: 60 },
  });
});
afterAll(() => database.dispose());

/** A signed-in shopper calling from `ip` (in-process calls carry the address in X-Forwarded-For). */
async function shopperAt(ip: string) {
  const user = await createUser(database.db);
  const agent = createAgent(async (path, init) => {
    const headers = new Headers(init.headers);
    headers.set('host', SHOP_HOST);
    headers.set('x-forwarded-for', ip);
    return app.request(`http://${SHOP_HOST}${path}`, { ...init, headers });
  }, `http://${SHOP_HOST}`);
  await agent.login(user.email, user.password);
  return { id: user.id, place: () => agent.post('/api/v1/order', {}) };
}

const counter = async (key: string) =>
  (await queryRows<{ count: number }>(database.db, sql`select count from rate_limits where key = ${key}`))[0]?.count;

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await response.json()).toEqual({
    message: message('too_many_requests', 'hu'),
    code: 'too_many_requests',
  });
}

describe('placing limits (both checked in one statement)', () => {
  it('a shopper over their own limit gets 429 from it; the guard costs the request one statement', async () => {
    const anna = await shopperAt('198.51.100.1');
    for (let i = 0; i < PLACE_LIMIT; i += 1) expect((await anna.place()).status).not.toBe(429);
    let refused: Response | undefined;
    // The session's read and the two counters' one upsert: a refused placement reads nothing else.
    expect(await countQueries(database, async () => (refused = await anna.place()))).toBe(2);
    await expectTooMany(refused as Response);
    expect(await counter(`place:${anna.id}`)).toBe(PLACE_LIMIT + 1);
  });

  it('an address over its limit gets 429 from it, and a new shopper there is refused without being counted', async () => {
    const ip = '198.51.100.2';
    const [bela, cecil] = [await shopperAt(ip), await shopperAt(ip)];
    for (let i = 0; i < PLACE_LIMIT; i += 1) expect((await bela.place()).status).not.toBe(429);
    expect((await cecil.place()).status).not.toBe(429);
    // Cecil has placed once of his two: the address's limit is what refuses him.
    await expectTooMany(await cecil.place());
    expect([await counter(`place-ip:${ip}`), await counter(`place:${cecil.id}`)]).toEqual([PLACE_IP_LIMIT + 1, 1]);
    const dora = await shopperAt(ip);
    await expectTooMany(await dora.place());
    expect(await counter(`place:${dora.id}`)).toBeUndefined();
  });
});
