import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, wrapPglite, wrapPgPool } from '../db/client';
import { migrate } from '../db/migrate';

export type TestDatabase = Database & { dispose(): Promise<void> };

/** `pg` when the suite runs on PostgreSQL (TEST_DB_DRIVER=pg and TEST_DATABASE_URL set). */
export function testDriver(): 'pg' | 'pglite' {
  return process.env.TEST_DB_DRIVER === 'pg' && process.env.TEST_DATABASE_URL ? 'pg' : 'pglite';
}

let template: Promise<PGlite> | undefined;

/** initdb costs ~2 s, a clone ~0.4 s: one migrated template per worker, a clone per database. */
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await openPglite();
    await migrate(wrapPglite(client));
    return client;
  })();
  return template;
}

async function createPgDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `vag_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  // pool.end() resolves before its clients have closed; the forced drop below then kills them,
  // and an 'error' event without a listener would fail the run.
  pool.on('error', () => {});
  const database = wrapPgPool(pool);
  await migrate(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** A fresh, migrated, empty database of the driver under test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (testDriver() === 'pg' && adminUrl) return createPgDatabase(adminUrl);
  const client = (await (await pgliteTemplate()).clone()) as PGlite;
  const database = wrapPglite(client);
  return { ...database, dispose: () => database.close() };
}

/** Counts the statements the app sends to the database while `run` runs. */
export async function countQueries(database: TestDatabase, run: () => Promise<unknown>): Promise<number> {
  const target = (database.driver === 'pglite' ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  let count = 0;
  target.query = (...args) => {
    count += 1;
    return original.apply(target, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return count;
}
