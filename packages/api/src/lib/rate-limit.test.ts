import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { hitRateLimit, hitRateLimits, pruneRateLimits } from './rate-limit';

describe('hitRateLimit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const rule = { name: 'login', limit: 3, windowMs: 60_000 };

  it('allows up to the limit per key, then refuses with the seconds left in the window', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(database.db, rule, '10.0.0.1'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hitRateLimit(database.db, rule, '10.0.0.2')).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(database.db, { ...rule, name: 'burst' }, 'k')),
    );
    expect(burst.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('starts a new window once the old one has passed, and prunes expired counters', async () => {
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    expect((await hitRateLimit(database.db, rule, '10.0.0.1')).allowed).toBe(true);
    await database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'burst:%'`,
    );
    await pruneRateLimits(database.db);
    expect(await queryRows(database.db, sql`select key from rate_limits where key like 'burst:%'`)).toEqual([]);
  });
});

describe('hitRateLimits', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const counter = async (key: string) =>
    (await queryRows<{ count: number }>(database.db, sql`select count from rate_limits where key = ${key}`))[0]?.count;

  it('counts each rule in turn in one statement; the first refusing rule answers, the rules after it are not counted', async () => {
    const wide = { name: 'wide', limit: 3, windowMs: 600_000 };
    const narrow = { name: 'narrow', limit: 2, windowMs: 60_000 };
    const hit = (visitor: string) =>
      hitRateLimits(database.db, [
        { rule: wide, key: 'ip' },
        { rule: narrow, key: visitor },
      ]);
    const first = await hit('anna');
    expect(first.map((r) => [r.allowed, r.count, r.remaining])).toEqual([
      [true, 1, 2],
      [true, 1, 1],
    ]);
    await hit('anna');
    // Anna is over her own limit: the narrow rule answers, with its own window (60 s, not 600).
    const annaRefused = await hit('anna');
    expect(annaRefused.map((r) => r.allowed)).toEqual([true, false]);
    expect(annaRefused[1]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The address is over its limit now: it answers alone, and Béla's counter is not started.
    const belaRefused = await hit('bela');
    expect(belaRefused).toHaveLength(1);
    expect(belaRefused[0]).toMatchObject({ allowed: false, count: 4 });
    expect(belaRefused[0]?.retryAfterSeconds).toBeGreaterThan(60);
    expect([await counter('wide:ip'), await counter('narrow:anna'), await counter('narrow:bela')]).toEqual([
      4,
      3,
      undefined,
    ]);
  });

  it('counts concurrent attempts exactly on every rule', async () => {
    const outer = { name: 'outer', limit: 6, windowMs: 60_000 };
    const inner = { name: 'inner', limit: 4, windowMs: 60_000 };
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimits(database.db, [
          { rule: outer, key: 'k' },
          { rule: inner, key: 'k' },
        ]),
      ),
    );
    expect(burst.filter((results) => results.every((r) => r.allowed))).toHaveLength(4);
    expect([await counter('outer:k'), await counter('inner:k')]).toEqual([10, 6]);
  });
});
