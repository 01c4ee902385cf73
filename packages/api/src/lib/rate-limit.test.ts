import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing';
import { hitRateLimit, pruneRateLimits } from './rate-limit';

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
