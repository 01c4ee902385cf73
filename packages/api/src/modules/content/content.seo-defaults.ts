import {
  type AdminSeoDefault,
  type AdminSeoDefaultsInput,
  HostId,
  LOCALES,
  type Locale,
  LocaleId,
  type SiteKey,
} from '@vag/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CurrentStaff } from '../../lib/admin-router';
import { recordAudit } from '../audit/audit.service';
import { siteSeoDefaults } from './content.schema';

/*
 * The default SEO texts of each site and language (issue 21): the home page's title and
 * description, and the title every other page ends with. The back office edits them (audited),
 * the storefront reads them through GET /api/v1/seo-defaults (cached as content is, and purged
 * by the table's change trigger of migration 0020 like every content table).
 */

export type SeoDefaultRow = typeof siteSeoDefaults.$inferSelect;

export async function getSeoDefaults(db: Db, hostId: HostId, locale: Locale) {
  const [row] = await db
    .select({ title: siteSeoDefaults.title, description: siteSeoDefaults.description })
    .from(siteSeoDefaults)
    .where(and(eq(siteSeoDefaults.hostId, hostId), eq(siteSeoDefaults.localeId, LocaleId[locale])));
  return row ?? null;
}

/** Every site's texts in both languages, a row per site and language even when none is stored yet. */
export async function listSeoDefaults(db: Db, sites: readonly SiteKey[]): Promise<AdminSeoDefault[]> {
  const rows = await db
    .select()
    .from(siteSeoDefaults)
    .where(
      inArray(
        siteSeoDefaults.hostId,
        sites.map((site) => HostId[site]),
      ),
    );
  return sites.flatMap((site) =>
    LOCALES.map((locale) => {
      const row = rows.find((r) => r.hostId === HostId[site] && r.localeId === LocaleId[locale]);
      return {
        site,
        locale,
        title: row?.title ?? '',
        description: row?.description ?? '',
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    }),
  );
}

export async function upsertSeoDefault(
  db: Db,
  values: { hostId: number; localeId: number; title: string; description: string },
) {
  await db
    .insert(siteSeoDefaults)
    .values(values)
    .onConflictDoUpdate({
      target: [siteSeoDefaults.hostId, siteSeoDefaults.localeId],
      set: { title: values.title, description: values.description, updatedAt: sql`now()` },
    });
}

/** PUT: one site's texts in both languages, audited with what they were. */
export async function saveSeoDefaultsByStaff(db: Db, input: AdminSeoDefaultsInput, staff: CurrentStaff) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await listSeoDefaults(tx, [input.site]);
    const hostId = HostId[input.site];
    await upsertSeoDefault(tx, {
      hostId,
      localeId: LocaleId.hu,
      title: input.title_hu,
      description: input.description_hu,
    });
    await upsertSeoDefault(tx, {
      hostId,
      localeId: LocaleId.en,
      title: input.title_en,
      description: input.description_en,
    });
    const after = await listSeoDefaults(tx, [input.site]);
    const texts = (list: AdminSeoDefault[]) =>
      Object.fromEntries(list.map((row) => [row.locale, { title: row.title, description: row.description }]));
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'seo_defaults.update',
      entity: 'seo_defaults',
      entityId: input.site,
      site: input.site,
      before: texts(before),
      after: texts(after),
    });
    return after;
  });
}
