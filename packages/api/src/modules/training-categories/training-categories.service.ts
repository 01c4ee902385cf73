import {
  type CategoryRef,
  type HostId,
  type Locale,
  LocaleId,
  localeFromId,
  TRAINING_CATEGORY_MAX_DEPTH,
  type TrainingCategory,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { buildSeo, canonicalPath, localizedPath } from '../catalogue/catalogue.seo';
import type { SitemapEntry } from '../sitemap/sitemap.types';
import { listStockedTrainingCategoryIds } from '../trainings/trainings.service';
import {
  selectDescendantIds,
  selectTrainingCategories,
  selectTrainingCategoryPages,
} from './training-categories.queries';

interface Node<T> {
  id: number;
  parentId: number | null;
  value: T;
}

/**
 * Slug paths from the root, for every node whose ancestors are all present (an inactive or
 * untranslated parent hides its subtree). Depth is bounded as the storefront's routes are.
 */
function pathsOf<T extends { slug: string }>(nodes: Node<T>[]): Map<number, string[]> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const paths = new Map<number, string[]>();
  const resolve = (node: Node<T>, depth: number): string[] | undefined => {
    const known = paths.get(node.id);
    if (known) return known;
    if (depth > TRAINING_CATEGORY_MAX_DEPTH) return undefined;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (node.parentId !== null && !parent) return undefined;
    const above = parent ? resolve(parent, depth + 1) : [];
    if (!above || above.length >= TRAINING_CATEGORY_MAX_DEPTH) return undefined;
    const path = [...above, node.value.slug];
    paths.set(node.id, path);
    return path;
  };
  for (const node of nodes) resolve(node, 1);
  return paths;
}

export interface TrainingCategoryPlace {
  ref: CategoryRef;
  slugs: string[];
}

/** Every reachable training category in one language, with its path: one query. */
export async function getTrainingCategoryPlaces(db: Db, locale: Locale): Promise<Map<number, TrainingCategoryPlace>> {
  const rows = await selectTrainingCategories(db, LocaleId[locale]);
  const paths = pathsOf(rows.map((row) => ({ id: row.id, parentId: row.parentId, value: row })));
  const places = new Map<number, TrainingCategoryPlace>();
  for (const row of rows) {
    const slugs = paths.get(row.id);
    if (!slugs) continue;
    const url = localizedPath('category', slugs, locale);
    places.set(row.id, { slugs, ref: { id: row.id, name: row.name, url, seo: buildSeo(row, url, null, 'website') } });
  }
  return places;
}

export interface TrainingCategoryQuery {
  hostId: HostId;
  locale: Locale;
  /** Leave out categories without any active training in their subtree (menus). */
  onlyForUser?: boolean;
}

/** The academy's training categories as a tree with nested `childrens` (spec §3). */
export async function listTrainingCategories(db: Db, query: TrainingCategoryQuery): Promise<TrainingCategory[]> {
  const rows = await selectTrainingCategories(db, LocaleId[query.locale], query.hostId);
  const paths = pathsOf(rows.map((row) => ({ id: row.id, parentId: row.parentId, value: row })));
  const stocked = query.onlyForUser ? new Set(await listStockedTrainingCategoryIds(db, query.hostId)) : undefined;

  const build = (parentId: number | null): TrainingCategory[] =>
    rows
      .filter((row) => row.parentId === parentId && paths.has(row.id))
      .flatMap((row) => {
        const childrens = build(row.id);
        if (stocked && !stocked.has(row.id) && childrens.length === 0) return [];
        const url = localizedPath('category', paths.get(row.id) ?? [], query.locale);
        return [{ id: row.id, name: row.name, url, seo: buildSeo(row, url, null, 'website'), childrens }];
      });
  return build(null);
}

/** The given category ids with all the ids below them: a category filter covers its subtree. */
export const trainingCategorySubtreeIds = (db: Db, ids: number[]) => selectDescendantIds(db, ids);

/** One entry per training category page, per language. */
export async function trainingCategorySitemapEntries(db: Db, hostId: HostId): Promise<SitemapEntry[]> {
  const rows = await selectTrainingCategoryPages(db, hostId);
  return ([LocaleId.hu, LocaleId.en] as const).flatMap((localeId) => {
    const own = rows.filter((row) => row.localeId === localeId);
    const paths = pathsOf(own.map((row) => ({ id: row.id, parentId: row.parentId, value: row })));
    const locale: Locale = localeFromId(localeId) ?? 'hu';
    return own.flatMap((row) => {
      const slugs = paths.get(row.id);
      return slugs ? [{ path: canonicalPath('category', slugs), locale, lastmod: new Date(row.updatedAt) }] : [];
    });
  });
}
