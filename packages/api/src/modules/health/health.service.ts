import type { Health } from '@vag/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationState } from '../../db/migrate';

export async function getHealth(database: Database): Promise<Health> {
  const reachable = await database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const migrations = reachable
    ? await migrationState(database)
    : { applied: 0, available: 0, pending: 0, latest: null };
  const ok = reachable && migrations.pending === 0;
  return { status: ok ? 'ok' : 'degraded', database: { driver: database.driver, reachable, migrations } };
}
