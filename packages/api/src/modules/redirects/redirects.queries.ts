import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
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
export async function retargetRedirects(db: Db, hostId: number, targets: string[], toUrl: string): Promise<string[]> {
  const rows = await db
    .update(redirects)
    .set({ toUrl, updatedAt: sql`now()` })
    .where(and(eq(redirects.hostId, hostId), inArray(redirects.toUrl, targets), ne(redirects.fromUrl, toUrl)))
    .returning({ fromUrl: redirects.fromUrl });
  return rows.map((row) => row.fromUrl);
}

export function deleteRedirectFrom(db: Db, hostId: number, fromUrl: string) {
  return db.delete(redirects).where(and(eq(redirects.hostId, hostId), eq(redirects.fromUrl, fromUrl)));
}

export type RedirectRow = typeof redirects.$inferSelect;

export interface RedirectFilter {
  hostIds: number[];
  /** `%text%` of `likeLower`, matched in the source and the target. */
  like?: string;
}

function whereOf(filter: RedirectFilter): SQL | undefined {
  return and(
    inArray(redirects.hostId, filter.hostIds),
    filter.like
      ? or(sql`lower(${redirects.fromUrl}) like ${filter.like}`, sql`lower(${redirects.toUrl}) like ${filter.like}`)
      : undefined,
  );
}

/** The newest changes first: the redirect an editor just saved is on top. */
export async function selectRedirectPage(db: Db, filter: RedirectFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.updatedAt), desc(redirects.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(redirects).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectRedirectById(db: Db, id: number, { lock = false } = {}): Promise<RedirectRow | undefined> {
  const query = db.select().from(redirects).where(eq(redirects.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The whole table of a site, for following a target through it. */
export function selectRedirectTargets(db: Db, hostId: number) {
  return db
    .select({ id: redirects.id, fromUrl: redirects.fromUrl, toUrl: redirects.toUrl })
    .from(redirects)
    .where(eq(redirects.hostId, hostId));
}

export async function insertRedirect(db: Db, values: { hostId: number; fromUrl: string; toUrl: string }) {
  const [row] = await db.insert(redirects).values(values).returning();
  if (!row) throw new Error('redirect insert returned no row');
  return row;
}

export async function updateRedirect(db: Db, id: number, values: { hostId: number; fromUrl: string; toUrl: string }) {
  const [row] = await db
    .update(redirects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(redirects.id, id))
    .returning();
  if (!row) throw new Error('redirect update returned no row');
  return row;
}

export async function deleteRedirectById(db: Db, id: number) {
  await db.delete(redirects).where(eq(redirects.id, id));
}
