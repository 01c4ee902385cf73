import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import { customPages, customPageTranslations as translations } from './custom-pages.schema';

/* The back office's reads of custom pages (issue 21): every page, active or not, in both languages. */

export interface AdminPageFilter {
  hostIds: number[];
  q?: string;
}

function conditionsOf(filter: AdminPageFilter): SQL | undefined {
  const conditions = [inArray(customPages.hostId, filter.hostIds)];
  if (filter.q) {
    conditions.push(sql`exists (select 1 from ${translations}
      where ${translations.pageId} = ${customPages.id} and lower(${translations.title}) like ${likeLower(filter.q)})`);
  }
  return and(...conditions);
}

export async function selectAdminPages(db: Db, filter: AdminPageFilter, limit: number, offset: number) {
  const pages = await db
    .select()
    .from(customPages)
    .where(conditionsOf(filter))
    .orderBy(asc(customPages.hostId), asc(customPages.id))
    .limit(limit)
    .offset(offset);
  return withTexts(db, pages);
}

export async function countAdminPages(db: Db, filter: AdminPageFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customPages).where(conditionsOf(filter));
  return row?.total ?? 0;
}

export async function selectAdminPage(db: Db, id: number) {
  const pages = await db.select().from(customPages).where(eq(customPages.id, id));
  const [page] = await withTexts(db, pages);
  return page;
}

async function withTexts(db: Db, pages: (typeof customPages.$inferSelect)[]) {
  if (pages.length === 0) return [];
  const texts = await db
    .select()
    .from(translations)
    .where(
      inArray(
        translations.pageId,
        pages.map((page) => page.id),
      ),
    );
  return pages.map((page) => ({ ...page, translations: texts.filter((text) => text.pageId === page.id) }));
}

export type AdminPageRecord = Awaited<ReturnType<typeof selectAdminPages>>[number];

export async function pageSlugTaken(db: Db, hostId: number, localeId: number, slug: string, exceptId?: number) {
  const conditions = [
    eq(translations.hostId, hostId),
    eq(translations.localeId, localeId),
    eq(translations.slug, slug),
  ];
  if (exceptId !== undefined) conditions.push(ne(translations.pageId, exceptId));
  const [row] = await db
    .select({ one: sql`1` })
    .from(translations)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export function deletePageTranslation(db: Db, pageId: number, localeId: number) {
  return db.delete(translations).where(and(eq(translations.pageId, pageId), eq(translations.localeId, localeId)));
}
