import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { getTableColumns, getTableName, is, type Query, SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgInsertValue,
  type PgQueryResultHKT,
  type PgTable,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
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

/** Columns are camelCase in TypeScript, snake_case in the database (drizzle.config.ts too). */
const CASING = 'snake_case';

/** Turns a raw `sql` statement of `prebuilt` into its text and parameters, as the databases' own would. */
const rawDialect = new PgDialect({ casing: CASING });

/**
 * A statement of a hot path, built once per process and variant and then run with other values
 * only. drizzle's building of a statement (the tree of fragments, then its text) costs more CPU
 * than sending and reading it: the order's insert 0.8 ms, a session's 0.15 ms. A built one runs on
 * any Db, a transaction's too, under a name taken from its text, so that PostgreSQL also parses
 * and plans it once per connection (PGlite's driver ignores the name).
 *
 * A call's values go in by `sql.placeholder(name)`. `build` gets the variant's arguments and bakes
 * in nothing else: they are the built statement's key (closed sets such as a site's id, or the
 * shape of a statement such as how many rules it counts). Rows come back mapped as drizzle maps a
 * select's, by `selection` (key to column or typed `sql`), or as the driver gives them without one.
 */
export function prebuilt<Row, Variant extends readonly (string | number | boolean)[] = []>(
  label: string,
  build: (db: Db, ...variant: Variant) => SQL | { toSQL(): Query },
  selection?: Record<string, PgColumn | SQL | SQL.Aliased>,
): (db: Db, variant: Variant, values: Record<string, unknown>) => Promise<Row[]> {
  const fields: SelectedFieldsOrdered | undefined =
    selection && Object.entries(selection).map(([key, field]) => ({ path: [key], field }));
  const built = new Map<string, { query: Query; name: string }>();
  return async (db, variant, values) => {
    const key = variant.join('\u0000');
    let statement = built.get(key);
    if (!statement) {
      const made = build(db, ...variant);
      const { sql: text, params } = is(made, SQL) ? rawDialect.sqlToQuery(made) : made.toSQL();
      // One name, one text: node-postgres refuses a name prepared on its connection with another.
      const name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
      statement = { query: { sql: text, params }, name };
      built.set(key, statement);
    }
    const result = await db._.session
      .prepareQuery<PreparedQueryConfig & { execute: Row[] | { rows: Row[] } }>(
        statement.query,
        fields,
        statement.name,
        fields !== undefined,
      )
      .execute(values);
    return Array.isArray(result) ? result : result.rows;
  };
}

/**
 * A row to write by a `prebuilt` insert of `table`: its shape (the columns it sets, which name
 * the built statement's variant) and its values under the placeholders' names (`prefix` +
 * column), turned into what the driver takes as drizzle's insert would (a null stays null: the
 * placeholders' own mapping does not allow for one). A column left undefined takes its default,
 * as in drizzle's insert.
 */
export function rowValues<T extends PgTable>(table: T, prefix: string, row: Partial<T['$inferInsert']>) {
  const columns = getTableColumns(table);
  const keys = Object.keys(row).filter((key) => row[key as keyof typeof row] !== undefined);
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value: unknown = row[key as keyof typeof row];
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    // An expression would be baked into the text built for the first row of this shape.
    if (is(value, SQL)) throw new Error(`a prebuilt row takes values, not SQL (${key})`);
    values[`${prefix}${key}`] = value === null ? null : column.mapToDriverValue(value);
  }
  return { shape: keys.join(','), values };
}

/** The placeholders of a row of `shape` (`rowValues`), as a table's insert takes them. */
export function placeholderRow<T extends PgTable>(_table: T, shape: string, prefix: string): PgInsertValue<T> {
  // Raw placeholders (not a column's): `rowValues` has mapped the values already.
  return Object.fromEntries(
    shape
      .split(',')
      .filter(Boolean)
      .map((key) => [key, sql`${sql.placeholder(`${prefix}${key}`)}`]),
  ) as PgInsertValue<T>;
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
  const db = drizzlePglite({ client, schema, casing: CASING }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}

export function wrapPgPool(pool: pg.Pool): PgDatabaseHandle {
  const db = drizzlePg({ client: pool, schema, casing: CASING }) as unknown as Db;
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
