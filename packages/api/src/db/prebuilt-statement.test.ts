import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { type Db, placeholderRow, prebuilt, rowValues } from './client';
import { rateLimits, sessions } from './schema';

/*
 * `prebuilt`: a statement built once with placeholders, run with each call's values, on the
 * database or inside a transaction, its rows mapped like drizzle's own. Runs on the driver under
 * test (PGlite, or PostgreSQL with TEST_DB_DRIVER=pg).
 */

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

const counterColumns = { key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt };

/** Built once; each call writes its own key and count. */
let builds = 0;
const insertCounter = prebuilt<{ key: string; count: number; resetAt: Date }>(
  'test_insert_counter',
  (db) => {
    builds += 1;
    return db
      .insert(rateLimits)
      .values({
        key: sql.placeholder('key'),
        count: sql.placeholder('count'),
        resetAt: sql.placeholder('resetAt'),
      })
      .returning(counterColumns);
  },
  counterColumns,
);

/** A raw statement per variant: the variant names the column it compares, a call the value. */
const countersWhere = prebuilt<{ key: string }, [column: 'key' | 'count']>('test_counters_where', (_db, column) =>
  column === 'key'
    ? sql`select key from ${rateLimits} where key = ${sql.placeholder('value')} order by key`
    : sql`select key from ${rateLimits} where count = ${sql.placeholder('value')}::int order by key`,
);

describe('prebuilt statements', () => {
  it('builds once and runs each call with its own values, rows mapped by the selection', async () => {
    const resetAt = new Date('2030-01-02T03:04:05.000Z');
    const [first] = await insertCounter(db, [], { key: 'prebuilt:a', count: 1, resetAt });
    const [second] = await insertCounter(db, [], { key: 'prebuilt:b', count: 2, resetAt });
    expect(first).toEqual({ key: 'prebuilt:a', count: 1, resetAt });
    expect(second).toEqual({ key: 'prebuilt:b', count: 2, resetAt });
    expect(second?.resetAt).toBeInstanceOf(Date);
    expect(builds).toBe(1);
  });

  it('keeps one statement per variant', async () => {
    expect(await countersWhere(db, ['key'], { value: 'prebuilt:b' })).toEqual([{ key: 'prebuilt:b' }]);
    expect(await countersWhere(db, ['count'], { value: 1 })).toEqual([{ key: 'prebuilt:a' }]);
    expect(await countersWhere(db, ['key'], { value: 'prebuilt:a' })).toEqual([{ key: 'prebuilt:a' }]);
  });

  it("runs inside the caller's transaction: a rollback takes its write back", async () => {
    const resetAt = new Date('2030-01-01T00:00:00.000Z');
    await expect(
      db.transaction(async (tx) => {
        await insertCounter(tx as unknown as Db, [], { key: 'prebuilt:rolled-back', count: 1, resetAt });
        // Seen inside the transaction, by the same connection.
        expect(await countersWhere(tx as unknown as Db, ['key'], { value: 'prebuilt:rolled-back' })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'prebuilt:rolled-back'))).toEqual([]);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    await expect(insertCounter(db, [], { key: 'prebuilt:c', count: 1 })).rejects.toThrow(/resetAt/);
  });

  it('writes rows of any shape by placeholders: a null stays null, a column left undefined takes its default', async () => {
    const insertSession = prebuilt<typeof sessions.$inferSelect, [shape: string]>(
      'test_insert_session',
      (db, shape) =>
        db
          .insert(sessions)
          .values(placeholderRow(sessions, shape, 'session.'))
          .returning(),
      getTableColumns(sessions),
    );
    const expiresAt = new Date('2031-05-06T07:08:09.000Z');
    const row = rowValues(sessions, 'session.', {
      tokenHash: 'prebuilt-token',
      csrfToken: 'prebuilt-csrf',
      userId: null,
      expiresAt,
      rememberUntil: null,
      refreshTokenHash: undefined,
    });
    expect(row.shape).toBe('tokenHash,csrfToken,userId,expiresAt,rememberUntil');
    const [written] = await insertSession(db, [row.shape], row.values);
    expect(written).toMatchObject({ tokenHash: 'prebuilt-token', userId: null, expiresAt, rememberUntil: null });
    expect(written?.refreshTokenHash).toBeNull();
    expect(written?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(written?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses an expression or an unknown column in a row', () => {
    expect(() => rowValues(sessions, 'session.', { expiresAt: sql`now()` as unknown as Date })).toThrow(/not SQL/);
    expect(() => rowValues(sessions, 'session.', { nope: 1 } as never)).toThrow(/no column nope/);
  });
});
