import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redirects } from './redirects.schema';

export function selectRedirects(db: Db, hostId: number) {
  return db
    .select({ fromUrl: redirects.fromUrl, toUrl: redirects.toUrl })
    .from(redirects)
    .where(eq(redirects.hostId, hostId))
    .orderBy(asc(redirects.fromUrl));
}

export async function upsertRedirect(db: Db, values: { hostId: number; fromUrl: string; toUrl: string }) {
  const [row] = await db
    .insert(redirects)
    .values(values)
    .onConflictDoUpdate({
      target: [redirects.hostId, redirects.fromUrl],
      set: { toUrl: sql`excluded.to_url`, updatedAt: sql`now()` },
    })
    .returning({ id: redirects.id });
  if (!row) throw new Error('redirect upsert returned no row');
  return row.id;
}
