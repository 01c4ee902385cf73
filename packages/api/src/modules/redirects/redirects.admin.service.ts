import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminRedirect,
  type AdminRedirectInput,
  type AdminRedirectQuery,
  canActOnSite,
  HostId,
  type Locale,
  parsePath,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { sqlErrorOf } from '../../db/errors';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import { AppError, NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { recordAudit } from '../audit/audit.service';
import { buildSitemap } from '../sitemap/sitemap.service';
import { sitemapSources } from '../sitemap/sitemap.sources';
import {
  deleteRedirectById,
  insertRedirect,
  type RedirectRow,
  retargetRedirects,
  selectRedirectById,
  selectRedirectPage,
  selectRedirectTargets,
  updateRedirect,
} from './redirects.queries';
import { normalizeRedirectSource } from './redirects.service';

/*
 * The redirect table's editor (issue 21). A 301 the table serves must take a visitor to a page in
 * one step: a target that is itself a source is refused (the message names the final target), a
 * target whose redirects lead back to the source is refused as a loop, and redirects that led to
 * the new source are pointed at its target (no chain appears behind the editor's back). A source
 * that is a live page of the site (any path of its sitemap) is refused too: the redirect would
 * hide the page. The sitemap lists every public page from the same sources the storefront reads,
 * so the check costs one read per source, fine for an editor's save.
 */

export function toAdminRedirect(row: RedirectRow): AdminRedirect {
  return {
    id: row.id,
    site: siteKeyOf(row.hostId as HostId),
    from_url: row.fromUrl,
    to_url: row.toUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRedirectsForStaff(db: Db, query: AdminRedirectQuery, sites: readonly SiteKey[]) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectRedirectPage(
    db,
    { hostIds: sites.map((site) => HostId[site]), like: query.q ? likeLower(query.q) : undefined },
    paging.perPage,
    offsetOf(paging),
  );
  return { data: rows.map(toAdminRedirect), meta: pageMeta(paging, total, rows.length) };
}

/** The path a target leads to on the site, as the table's sources are written; null for another host. */
function targetPath(toUrl: string): string | null {
  return toUrl.startsWith('/') ? normalizeRedirectSource(toUrl) : null;
}

/**
 * Follows the site's table (source → target, without the redirect being edited) from a target:
 * whether it leads back to `source` (a loop), else where it finally leads when the target is
 * itself a source (a chain; null when it is not).
 */
function followTarget(table: Map<string, string>, source: string, toUrl: string) {
  let path = targetPath(toUrl);
  if (path === source) return { loop: true, final: toUrl };
  if (path === null || !table.has(path)) return { loop: false, final: null };
  let final = toUrl;
  const seen = new Set<string>();
  while (path !== null && table.has(path) && !seen.has(path)) {
    seen.add(path);
    final = table.get(path) ?? final;
    path = targetPath(final);
    if (path === source) return { loop: true, final };
  }
  return { loop: false, final };
}

/** Whether a path is a live page of the site (its sitemap in either language). */
async function isLivePath(db: Db, hostId: HostId, path: string): Promise<boolean> {
  if (!parsePath(path).valid) return false;
  const pages = await buildSitemap(db, hostId, sitemapSources);
  return pages.some((page) => normalizeRedirectSource(page.url) === path);
}

async function checkRedirect(db: Db, input: AdminRedirectInput, locale: Locale, ignoreId?: number) {
  const hostId = HostId[input.site];
  const fromUrl = normalizeRedirectSource(input.from_url);
  const toUrl = input.to_url.trim();
  if (fromUrl === '/') throw new AppError(422, 'validation_failed', { from_url: ['redirect_source_home'] });
  const others = (await selectRedirectTargets(db, hostId)).filter((row) => row.id !== ignoreId);
  if (others.some((row) => row.fromUrl === fromUrl)) {
    throw new AppError(422, 'validation_failed', { from_url: ['redirect_source_taken'] });
  }
  const { loop, final } = followTarget(new Map(others.map((row) => [row.fromUrl, row.toUrl])), fromUrl, toUrl);
  if (loop) throw new AppError(422, 'redirect_loop', { to_url: ['redirect_loop'] });
  if (final !== null) {
    const text = message('redirect_chain_final', locale).replace('{final}', final);
    throw new AppError(422, 'redirect_chain', { to_url: [text] });
  }
  if (await isLivePath(db, hostId, fromUrl)) {
    throw new AppError(422, 'validation_failed', { from_url: ['redirect_source_live'] });
  }
  return { hostId, fromUrl, toUrl };
}

/** 403 unless the member acts on the site (a site manager keeps to theirs). */
function assertSite(staff: CurrentStaff, site: SiteKey) {
  if (!canActOnSite(staff.role, site)) throw new AppError(403, 'staff_site_forbidden');
}

const isUniqueViolation = (error: unknown) => sqlErrorOf(error)?.code === '23505';

/**
 * Saves a new redirect (id undefined) or an edited one, audited. Redirects that led to the new
 * source now lead to its target, so the table never holds a chain through it.
 */
export async function saveRedirectByStaff(
  db: Db,
  input: AdminRedirectInput,
  staff: CurrentStaff,
  locale: Locale,
  id?: number,
): Promise<AdminRedirect> {
  assertSite(staff, input.site);
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const before = id === undefined ? undefined : await selectRedirectById(tx, id, { lock: true });
      if (id !== undefined && !before) throw new NotFoundError();
      if (before) assertSite(staff, siteKeyOf(before.hostId as HostId));
      const values = await checkRedirect(tx, input, locale, id);
      const row = before ? await updateRedirect(tx, before.id, values) : await insertRedirect(tx, values);
      const retargeted = await retargetRedirects(
        tx,
        values.hostId,
        [values.fromUrl, `${values.fromUrl}/`],
        values.toUrl,
      );
      await recordAudit(tx, {
        staffId: staff.id,
        action: before ? 'redirect.update' : 'redirect.create',
        entity: 'redirect',
        entityId: row.id,
        site: input.site,
        before: before
          ? { site: siteKeyOf(before.hostId as HostId), from_url: before.fromUrl, to_url: before.toUrl }
          : null,
        after: { site: input.site, from_url: row.fromUrl, to_url: row.toUrl, retargeted },
      });
      return toAdminRedirect(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(422, 'validation_failed', { from_url: ['redirect_source_taken'] });
    throw error;
  }
}

export async function deleteRedirectByStaff(db: Db, id: number, staff: CurrentStaff) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await selectRedirectById(tx, id, { lock: true });
    if (!before) throw new NotFoundError();
    assertSite(staff, siteKeyOf(before.hostId as HostId));
    await deleteRedirectById(tx, id);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'redirect.delete',
      entity: 'redirect',
      entityId: id,
      site: siteKeyOf(before.hostId as HostId),
      before: { from_url: before.fromUrl, to_url: before.toUrl },
    });
  });
}
