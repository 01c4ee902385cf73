import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query-builder surface both drivers share; services and queries use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'pg';

export type DatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir?: string; durable?: boolean };

interface DatabaseBase {
  readonly db: Db;
  close(): Promise<void>;
}
export interface PgliteDatabaseHandle extends DatabaseBase {
  readonly driver: 'pglite';
  readonly client: PGlite;
}
export interface PgDatabaseHandle extends DatabaseBase {
  readonly driver: 'pg';
  readonly pool: pg.Pool;
}
export type Database = PgliteDatabaseHandle | PgDatabaseHandle;

/** How long a request waits for a new PostgreSQL connection before it fails with 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Shared buffers of the embedded database (see openPglite). */
const PGLITE_SHARED_BUFFERS = '32MB';

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * A statement built and prepared once per database (`build` names it with `.prepare(name)`): one
 * that every request runs is not put together anew each time, and PostgreSQL keeps it prepared
 * on each connection. A transaction is a database of its own, so it builds its own.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/** Both drivers answer `execute()` with `{ rows }`; this gives the rows one type. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openPglite(dataDir?: string, durable = false): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite starts with fsync off (-F); a shop's real data deserves fsync, tests do not.
  const defaults: string[] = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  const params = durable ? defaults.filter((param) => param !== '-F') : defaults;
  return PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    // PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap, which never gives
    // memory back; the embedded database holds a demo catalogue, and 32 MB keep it all while
    // costing the process about 100 MB less resident memory (bench/README.md).
    startParams: [...params, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * PGlite runs each query synchronously on this thread and passes its lock from one query to the
 * next in microtasks, so the queries of every request waiting for it ran back to back in one task:
 * under 50 connections to the cart, the event loop stood still for ~400 ms at a time, no other
 * request was read meanwhile (a cached page waited behind the batch) and no timer ran. Each query
 * now lets the event loop turn once before it runs (a few microseconds), so requests interleave.
 * Applied once per client; transactions' queries take the same path.
 */
const yieldsBetweenQueries = new WeakSet<PGlite>();
function yieldBetweenQueries(client: PGlite) {
  if (yieldsBetweenQueries.has(client)) return;
  yieldsBetweenQueries.add(client);
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(query: () => Promise<T>) =>
    runExclusive(async () => {
      await nextTurn();
      return query();
    });
}

export function wrapPglite(client: PGlite): PgliteDatabaseHandle {
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}

export function wrapPgPool(pool: pg.Pool): PgDatabaseHandle {
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pg', pool, close: () => pool.end() };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'pglite') return wrapPglite(await openPglite(options.dataDir, options.durable));
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A client that loses its server (a restart, a failover) must not crash the process: idle ones
  // report to the pool, checked-out ones (inside a transaction) get a listener of their own; their
  // queries fail, the pool drops them, and the next checkout connects anew.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return wrapPgPool(pool);
}
