import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, queryRows } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const config: MigrationConfig = { migrationsFolder };
/** Any number 64-bit: serialises concurrent migrators of several server instances. */
const MIGRATION_LOCK_ID = 727_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function availableMigrations(): string[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.tag);
}

export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // One connection takes the advisory lock, migrates and frees it, so that several instances
  // starting together migrate one after the other.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export interface MigrationState {
  applied: number;
  available: number;
  pending: number;
  latest: string | null;
}

export async function migrationState(database: Database): Promise<MigrationState> {
  const tags = availableMigrations();
  const [row] = await queryRows<{ applied: number | string }>(
    database.db,
    sql`select count(*) as applied from drizzle.__drizzle_migrations`,
  ).catch(() => [{ applied: 0 }]);
  const applied = Number(row?.applied ?? 0);
  return {
    applied,
    available: tags.length,
    pending: Math.max(tags.length - applied, 0),
    latest: applied > 0 ? (tags[applied - 1] ?? null) : null,
  };
}
