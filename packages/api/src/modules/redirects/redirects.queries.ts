import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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

/** Points every redirect of a site that leads to one of `targets` at `toUrl` instead (collapses chains). */
export function retargetRedirects(db: Db, hostId: number, targets: string[], toUrl: string) {
  return db
    .update(redirects)
    .set({ toUrl, updatedAt: sql`now()` })
    .where(and(eq(redirects.hostId, hostId), inArray(redirects.toUrl, targets), ne(redirects.fromUrl, toUrl)));
}

export function deleteRedirectFrom(db: Db, hostId: number, fromUrl: string) {
  return db.delete(redirects).where(and(eq(redirects.hostId, hostId), eq(redirects.fromUrl, fromUrl)));
}
