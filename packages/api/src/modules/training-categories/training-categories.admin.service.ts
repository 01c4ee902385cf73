import {
  type AdminCategoryNode,
  type AdminTrainingCategoryInput,
  HostId,
  LOCALES,
  LocaleId,
  localeFromId,
  TRAINING_CATEGORY_MAX_DEPTH,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { localizedPath } from '../catalogue/catalogue.seo';
import { leaveRedirect } from '../redirects/redirects.service';
import {
  type AdminTrainingCategoryRow,
  type AdminTrainingCategoryTextRow,
  deleteCategory,
  insertCategory,
  selectCategoryForUpdate,
  selectCategoryTexts,
  selectSiblingIds,
  selectTrainingCounts,
  selectTreeRows,
  selectTreeTexts,
  selectUsage,
  slugTaken,
  updateCategory,
  updateSort,
  upsertCategoryText,
} from './training-categories.admin-queries';

/*
 * The academy's training category tree in the back office (issue 21): one parent_id tree of at
 * most TRAINING_CATEGORY_MAX_DEPTH levels (the storefront routes no deeper). Every write runs in
 * one transaction with its audit row. A changed slug, or a category moved under another parent,
 * changes the public path of the category and of every category below it: each such path leaves
 * a 301 to its new one. Trainings need none: their path's category segments are not checked
 * (trainings.service getTrainingByUri), so a training page answers an old path itself.
 */

const SITE = 'academy' as const;
const HOST = HostId.academy;
const ENTITY = 'training_category';

type Row = AdminTrainingCategoryRow;

/** Each category's chain from the top down to itself (ids); a broken chain stops where it breaks. */
function chainsOf(rows: Row[]): Map<number, number[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chains = new Map<number, number[]>();
  for (const row of rows) {
    const chain: number[] = [];
    let node: Row | undefined = row;
    while (node && !chain.includes(node.id)) {
      chain.unshift(node.id);
      node = node.parent_id === null ? undefined : byId.get(node.parent_id);
    }
    chains.set(row.id, chain);
  }
  return chains;
}

/** Every category's public path per language, keyed `id:locale`. */
function pathsOf(rows: Row[], texts: AdminTrainingCategoryTextRow[]): Map<string, string> {
  const slugOf = new Map(texts.map((t) => [`${t.id}:${t.locale_id}`, t.slug]));
  const paths = new Map<string, string>();
  for (const [id, chain] of chainsOf(rows)) {
    for (const locale of LOCALES) {
      const slugs = chain.map((node) => slugOf.get(`${node}:${LocaleId[locale]}`));
      if (slugs.every((slug): slug is string => slug !== undefined))
        paths.set(`${id}:${locale}`, localizedPath('category', slugs, locale));
    }
  }
  return paths;
}

async function sitePaths(tx: Db) {
  const [rows, texts] = await Promise.all([selectTreeRows(tx, HOST), selectTreeTexts(tx, HOST)]);
  return pathsOf(rows, texts);
}

/** A 301 from each category path of the academy that the write changed to its new path. */
async function redirectChangedPaths(tx: Db, before: Map<string, string>) {
  const after = await sitePaths(tx);
  for (const [node, fromPath] of before) {
    const toPath = after.get(node);
    if (toPath && toPath !== fromPath) await leaveRedirect(tx, { hostId: HOST, fromPath, toPath });
  }
}

/** The academy's tree, each category with its texts, active flag and training count. */
export async function getTrainingCategoryTree(db: Db) {
  const [rows, texts, counts] = await Promise.all([
    selectTreeRows(db, HOST),
    selectTreeTexts(db, HOST),
    selectTrainingCounts(db, HOST),
  ]);
  const paths = pathsOf(rows, texts);
  const countOf = new Map(counts.map((row) => [row.id, row.count]));
  const textOf = new Map(texts.map((t) => [`${t.id}:${t.locale_id}`, t]));
  const nodes = new Map<number, AdminCategoryNode>();
  for (const row of rows) {
    const localeTexts = (locale: 'hu' | 'en') => {
      const text = textOf.get(`${row.id}:${LocaleId[locale]}`);
      return text
        ? {
            name: text.name,
            slug: text.slug,
            seo_title: text.seo_title,
            seo_description: text.seo_description,
            url: paths.get(`${row.id}:${locale}`) ?? '',
          }
        : null;
    };
    nodes.set(row.id, {
      id: row.id,
      level: 'training',
      parent_id: row.parent_id,
      // The academy's tree has no menu flag: the storefront's menu shows every stocked branch.
      is_in_menu: false,
      is_active: row.is_active,
      sort: row.sort,
      item_count: countOf.get(row.id) ?? 0,
      hu: localeTexts('hu'),
      en: localeTexts('en'),
      children: [],
    });
  }
  const tops: AdminCategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else tops.push(node);
  }
  return [{ site: SITE, categories: tops }];
}

/** 422 slug_taken at each language's slug another training category holds. */
async function assertSlugsFree(tx: Db, input: AdminTrainingCategoryInput, except?: number) {
  const errors: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const slug = input[`slug_${locale}`];
    if (await slugTaken(tx, LocaleId[locale], slug, except)) errors[`slug_${locale}`] = ['category_slug_taken'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function writeTexts(tx: Db, categoryId: number, input: AdminTrainingCategoryInput) {
  for (const locale of LOCALES) {
    await upsertCategoryText(tx, categoryId, {
      localeId: LocaleId[locale],
      name: input[`name_${locale}`],
      slug: input[`slug_${locale}`],
      seoTitle: input[`seo_title_${locale}`] ?? null,
      seoDescription: input[`seo_description_${locale}`] ?? null,
    });
  }
}

/** What the audit row keeps of a category: its row and its texts. */
async function snapshot(tx: Db, categoryId: number) {
  const row = await selectCategoryForUpdate(tx, categoryId);
  if (!row) return null;
  const texts = await selectCategoryTexts(tx, categoryId);
  return {
    ...row,
    texts: Object.fromEntries(texts.map(({ locale_id, ...t }) => [localeFromId(locale_id) ?? locale_id, t])),
  };
}

/** How many levels a category's subtree spans (1: no children). */
function heightOf(rows: Row[], categoryId: number): number {
  const children = rows.filter((row) => row.parent_id === categoryId);
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child.id)));
}

/**
 * 422 unless `parentId` (null: the top) can hold a subtree `height` levels high: an academy
 * category, not `moving` itself nor below it, deep enough to stay within the levels.
 */
function assertPlace(rows: Row[], parentId: number | null, height: number, moving?: number) {
  if (parentId === null) return;
  const chain = chainsOf(rows).get(parentId);
  if (!chain) throw new ValidationError({ parent_id: ['category_parent_unknown'] });
  if (moving !== undefined && chain.includes(moving))
    throw new ValidationError({ parent_id: ['training_category_parent_cycle'] });
  if (chain.length + height > TRAINING_CATEGORY_MAX_DEPTH)
    throw new ValidationError({ parent_id: ['training_category_too_deep'] });
}

export async function createTrainingCategory(db: Db, staffId: number, input: AdminTrainingCategoryInput) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const parentId = input.parent_id ?? null;
    assertPlace(await selectTreeRows(tx, HOST, true), parentId, 1);
    await assertSlugsFree(tx, input);
    const categoryId = await insertCategory(tx, { hostId: HOST, parentId, isActive: input.is_active });
    await writeTexts(tx, categoryId, input);
    await recordAudit(tx, {
      staffId,
      action: 'training_category.create',
      entity: ENTITY,
      entityId: categoryId,
      site: SITE,
      after: await snapshot(tx, categoryId),
    });
    return { level: 'training' as const, id: categoryId };
  });
}

/** The category, or 404 when there is none or it is not the academy's. */
async function academyCategory(tx: Db, categoryId: number) {
  const before = await snapshot(tx, categoryId);
  if (!before || before.host_id !== HOST) throw new NotFoundError();
  return before;
}

export async function updateTrainingCategory(
  db: Db,
  staffId: number,
  categoryId: number,
  input: AdminTrainingCategoryInput,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await selectTreeRows(tx, HOST, true);
    const before = await academyCategory(tx, categoryId);
    const parentId = input.parent_id === undefined ? before.parent_id : input.parent_id;
    const moving = parentId !== before.parent_id;
    if (moving) assertPlace(rows, parentId, heightOf(rows, categoryId), categoryId);
    await assertSlugsFree(tx, input, categoryId);
    const paths = await sitePaths(tx);
    await updateCategory(tx, categoryId, {
      isActive: input.is_active,
      move: moving ? { hostId: HOST, parentId } : undefined,
    });
    await writeTexts(tx, categoryId, input);
    await redirectChangedPaths(tx, paths);
    await recordAudit(tx, {
      staffId,
      action: 'training_category.update',
      entity: ENTITY,
      entityId: categoryId,
      site: SITE,
      before,
      after: await snapshot(tx, categoryId),
    });
  });
}

/** New order of one parent's children: `ids` must be exactly its children, in the order wanted. */
export async function orderTrainingCategories(db: Db, staffId: number, ids: number[]) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const first = await academyCategory(tx, ids[0] ?? 0);
    const siblings = await selectSiblingIds(tx, HOST, first.parent_id);
    const same =
      siblings.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => siblings.includes(id));
    if (!same) throw new ValidationError({ ids: ['category_order_not_siblings'] });
    await updateSort(tx, ids);
    await recordAudit(tx, {
      staffId,
      action: 'training_category.order',
      entity: ENTITY,
      entityId: first.parent_id === null ? `site:${HOST}` : `parent:${first.parent_id}`,
      site: SITE,
      before: { ids: siblings },
      after: { ids },
    });
  });
}

/** Refused (409) while child categories or trainings hang on it: a delete would cascade to them. */
export async function deleteTrainingCategory(db: Db, staffId: number, categoryId: number) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await academyCategory(tx, categoryId);
    const usage = await selectUsage(tx, categoryId);
    if (usage.trainings > 0) throw new AppError(409, 'training_category_has_trainings');
    if (usage.children > 0) throw new AppError(409, 'category_has_children');
    await deleteCategory(tx, categoryId);
    await recordAudit(tx, {
      staffId,
      action: 'training_category.delete',
      entity: ENTITY,
      entityId: categoryId,
      site: SITE,
      before,
    });
  });
}
