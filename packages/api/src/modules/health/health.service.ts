import type { Health } from '@vag/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationState } from '../../db/migrate';

/** Degraded while the database is unreachable or migrations are pending; says which to no one. */
export async function getHealth(database: Database): Promise<Health> {
  const reachable = await database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const ok = reachable && (await migrationState(database)).pending === 0;
  return { status: ok ? 'ok' : 'degraded', database: { reachable } };
}
