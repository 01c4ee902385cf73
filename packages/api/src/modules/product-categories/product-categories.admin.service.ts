import {
  type AdminCategoryInput,
  type AdminCategoryNode,
  type AdminProductCategoryCreate,
  HostId,
  LOCALES,
  LocaleId,
  localeFromId,
  PRODUCT_CATEGORY_LEVELS,
  type ProductCategoryLevel,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { localizedPath } from '../catalogue/catalogue.seo';
import { leaveRedirect } from '../redirects/redirects.service';
import {
  type AdminCategoryRow,
  type AdminCategoryTextRow,
  deleteCategory,
  insertCategory,
  selectCategoryForUpdate,
  selectCategoryTexts,
  selectParentSite,
  selectProductCounts,
  selectSiblingIds,
  selectTreeRows,
  selectTreeTexts,
  selectUsage,
  slugTaken,
  updateCategory,
  updateSort,
  upsertCategoryText,
} from './product-categories.admin-queries';

/*
 * The shop's category tree in the back office (issue 21): main category → category → sub
 * category, per site. Every write runs in one transaction with its audit row. A changed slug, or
 * a category moved under another parent, changes the public path of the category and of every
 * category below it: each such path leaves a 301 to its new one. Products need none: their
 * path's category segments are not checked (products.service getProductByUri), so the product
 * page answers an old path with a 301 to the product's current full_uri itself.
 */

/** Refuses (403) a member whose role does not act on the category's site. */
export type SiteGuard = (site: SiteKey) => void;

const ENTITY: Record<ProductCategoryLevel, string> = {
  main: 'product_main_category',
  category: 'product_category',
  sub: 'product_sub_category',
};

const parentLevel = (level: ProductCategoryLevel): ProductCategoryLevel | undefined =>
  PRODUCT_CATEGORY_LEVELS[PRODUCT_CATEGORY_LEVELS.indexOf(level) - 1];

const hostOf = (hostId: number): HostId => (hostId === HostId.academy ? HostId.academy : HostId.shop);
const key = (level: string, id: number) => `${level}:${id}`;

/** Every category's public path per language, keyed `level:id:locale`, from the tree's rows. */
function pathsOf(rows: AdminCategoryRow[], texts: AdminCategoryTextRow[]): Map<string, string> {
  const byKey = new Map(rows.map((row) => [key(row.level, row.id), row]));
  const slugOf = new Map(texts.map((t) => [`${key(t.level, t.id)}:${t.locale_id}`, t.slug]));
  const paths = new Map<string, string>();
  for (const row of rows) {
    for (const locale of LOCALES) {
      const slugs: string[] = [];
      let node: AdminCategoryRow | undefined = row;
      while (node) {
        const slug = slugOf.get(`${key(node.level, node.id)}:${LocaleId[locale]}`);
        if (slug === undefined) break;
        slugs.unshift(slug);
        const up = parentLevel(node.level);
        node = up && node.parent_id !== null ? byKey.get(key(up, node.parent_id)) : undefined;
      }
      if (slugs.length === PRODUCT_CATEGORY_LEVELS.indexOf(row.level) + 1)
        paths.set(`${key(row.level, row.id)}:${locale}`, localizedPath('category', slugs, locale));
    }
  }
  return paths;
}

async function sitePaths(tx: Db, hostId: number) {
  const [rows, texts] = await Promise.all([selectTreeRows(tx, [hostId]), selectTreeTexts(tx, [hostId])]);
  return pathsOf(rows, texts);
}

/** A 301 from each category path of the site that the write changed to its new path. */
async function redirectChangedPaths(tx: Db, hostId: number, before: Map<string, string>) {
  const after = await sitePaths(tx, hostId);
  for (const [node, fromPath] of before) {
    const toPath = after.get(node);
    if (toPath && toPath !== fromPath) await leaveRedirect(tx, { hostId: hostOf(hostId), fromPath, toPath });
  }
}

/** The trees of the given sites, each category with its texts, flags and product count. */
export async function getCategoryTrees(db: Db, sites: readonly SiteKey[]) {
  const hostIds = sites.map((site) => HostId[site]);
  const [rows, texts, counts] = await Promise.all([
    selectTreeRows(db, hostIds),
    selectTreeTexts(db, hostIds),
    selectProductCounts(db, hostIds),
  ]);
  const paths = pathsOf(rows, texts);
  const countOf = new Map(counts.map((row) => [key(row.level, row.id), row.count]));
  const textOf = new Map(texts.map((t) => [`${key(t.level, t.id)}:${t.locale_id}`, t]));
  const nodes = new Map<string, AdminCategoryNode & { host_id: number }>();
  for (const row of rows) {
    const localeTexts = (locale: 'hu' | 'en') => {
      const text = textOf.get(`${key(row.level, row.id)}:${LocaleId[locale]}`);
      return text
        ? {
            name: text.name,
            slug: text.slug,
            seo_title: text.seo_title,
            seo_description: text.seo_description,
            url: paths.get(`${key(row.level, row.id)}:${locale}`) ?? '',
          }
        : null;
    };
    nodes.set(key(row.level, row.id), {
      id: row.id,
      level: row.level,
      parent_id: row.parent_id,
      host_id: row.host_id,
      is_in_menu: row.is_in_menu,
      is_active: row.is_active,
      sort: row.sort,
      item_count: countOf.get(key(row.level, row.id)) ?? 0,
      hu: localeTexts('hu'),
      en: localeTexts('en'),
      children: [],
    });
  }
  const tops: (AdminCategoryNode & { host_id: number })[] = [];
  for (const row of rows) {
    const node = nodes.get(key(row.level, row.id));
    const up = parentLevel(row.level);
    if (!node) continue;
    if (!up || row.parent_id === null) tops.push(node);
    else nodes.get(key(up, row.parent_id))?.children.push(node);
  }
  const strip = ({
    host_id: _host,
    children,
    ...node
  }: AdminCategoryNode & { host_id?: number }): AdminCategoryNode => ({
    ...node,
    children: children.map(strip),
  });
  return sites.map((site) => ({
    site,
    categories: tops.filter((node) => node.host_id === HostId[site]).map(strip),
  }));
}

/** 422 slug_taken at each language's slug another category of the level holds. */
async function assertSlugsFree(tx: Db, level: ProductCategoryLevel, input: AdminCategoryInput, except?: number) {
  const errors: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const slug = input[`slug_${locale}`];
    if (await slugTaken(tx, level, LocaleId[locale], slug, except)) errors[`slug_${locale}`] = ['category_slug_taken'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function writeTexts(tx: Db, level: ProductCategoryLevel, categoryId: number, input: AdminCategoryInput) {
  for (const locale of LOCALES) {
    await upsertCategoryText(tx, level, categoryId, {
      localeId: LocaleId[locale],
      name: input[`name_${locale}`],
      slug: input[`slug_${locale}`],
      seoTitle: input[`seo_title_${locale}`] ?? null,
      seoDescription: input[`seo_description_${locale}`] ?? null,
    });
  }
}

/** What the audit row keeps of a category: its row and its texts. */
async function snapshot(tx: Db, level: ProductCategoryLevel, categoryId: number) {
  const row = await selectCategoryForUpdate(tx, level, categoryId);
  if (!row) return null;
  const texts = await selectCategoryTexts(tx, level, categoryId);
  return {
    ...row,
    texts: Object.fromEntries(texts.map(({ locale_id, ...t }) => [localeFromId(locale_id) ?? locale_id, t])),
  };
}

/** The parent named for a level below the top: of the level above and of a site the member acts on. */
async function parentSite(tx: Db, level: ProductCategoryLevel, parentId: number | undefined, guard: SiteGuard) {
  if (parentId === undefined) throw new ValidationError({ parent_id: ['required'] });
  const hostId = await selectParentSite(tx, level, parentId);
  if (hostId === undefined) throw new ValidationError({ parent_id: ['category_parent_unknown'] });
  guard(siteKeyOf(hostOf(hostId)));
  return hostId;
}

export async function createProductCategory(
  db: Db,
  staffId: number,
  input: AdminProductCategoryCreate,
  guard: SiteGuard,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const level = input.level;
    let hostId: number;
    if (level === 'main') {
      if (!input.site) throw new ValidationError({ site: ['required'] });
      guard(input.site);
      hostId = HostId[input.site];
    } else {
      hostId = await parentSite(tx, level, input.parent_id, guard);
    }
    await assertSlugsFree(tx, level, input);
    const categoryId = await insertCategory(tx, level, {
      isInMenu: input.is_in_menu,
      isActive: input.is_active,
      parentId: input.parent_id,
      hostId,
    });
    await writeTexts(tx, level, categoryId, input);
    await recordAudit(tx, {
      staffId,
      action: 'product_category.create',
      entity: ENTITY[level],
      entityId: categoryId,
      site: siteKeyOf(hostOf(hostId)),
      after: await snapshot(tx, level, categoryId),
    });
    return { level, id: categoryId };
  });
}

export async function updateProductCategory(
  db: Db,
  staffId: number,
  level: ProductCategoryLevel,
  categoryId: number,
  input: AdminCategoryInput,
  guard: SiteGuard,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await snapshot(tx, level, categoryId);
    if (!before) throw new NotFoundError();
    guard(siteKeyOf(hostOf(before.host_id)));
    const moving = level !== 'main' && input.parent_id !== undefined && input.parent_id !== before.parent_id;
    // A category moves within its site only: its products' site is the site's.
    if (moving && (await parentSite(tx, level, input.parent_id, guard)) !== before.host_id)
      throw new ValidationError({ parent_id: ['category_parent_other_site'] });
    await assertSlugsFree(tx, level, input, categoryId);
    const paths = await sitePaths(tx, before.host_id);
    await updateCategory(tx, level, categoryId, {
      isInMenu: input.is_in_menu,
      isActive: input.is_active,
      parentId: moving ? input.parent_id : undefined,
    });
    await writeTexts(tx, level, categoryId, input);
    await redirectChangedPaths(tx, before.host_id, paths);
    await recordAudit(tx, {
      staffId,
      action: 'product_category.update',
      entity: ENTITY[level],
      entityId: categoryId,
      site: siteKeyOf(hostOf(before.host_id)),
      before,
      after: await snapshot(tx, level, categoryId),
    });
  });
}

/** New order of one parent's children: `ids` must be exactly its children, in the order wanted. */
export async function orderProductCategories(
  db: Db,
  staffId: number,
  level: ProductCategoryLevel,
  ids: number[],
  guard: SiteGuard,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const first = await selectCategoryForUpdate(tx, level, ids[0] ?? 0);
    if (!first) throw new NotFoundError();
    guard(siteKeyOf(hostOf(first.host_id)));
    const siblings = await selectSiblingIds(
      tx,
      level,
      first.parent_id === null ? { hostId: first.host_id } : { parentId: first.parent_id },
    );
    const same =
      siblings.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => siblings.includes(id));
    if (!same) throw new ValidationError({ ids: ['category_order_not_siblings'] });
    await updateSort(tx, level, ids);
    await recordAudit(tx, {
      staffId,
      action: 'product_category.order',
      entity: ENTITY[level],
      entityId: first.parent_id === null ? `site:${first.host_id}` : `parent:${first.parent_id}`,
      site: siteKeyOf(hostOf(first.host_id)),
      before: { ids: siblings },
      after: { ids },
    });
  });
}

/** Refused (409) while child categories or products hang on it: a delete would cascade to them. */
export async function deleteProductCategory(
  db: Db,
  staffId: number,
  level: ProductCategoryLevel,
  categoryId: number,
  guard: SiteGuard,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await snapshot(tx, level, categoryId);
    if (!before) throw new NotFoundError();
    guard(siteKeyOf(hostOf(before.host_id)));
    const usage = await selectUsage(tx, level, categoryId);
    if (usage.products > 0) throw new AppError(409, 'category_has_products');
    if (usage.children > 0) throw new AppError(409, 'category_has_children');
    await deleteCategory(tx, level, categoryId);
    await recordAudit(tx, {
      staffId,
      action: 'product_category.delete',
      entity: ENTITY[level],
      entityId: categoryId,
      site: siteKeyOf(hostOf(before.host_id)),
      before,
    });
  });
}
