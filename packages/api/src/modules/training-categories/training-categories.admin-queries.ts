import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { distinctTrainingsIn, trainingPlacements } from '../trainings/trainings.service';

/* The back office's reads and writes of the academy's training category tree (issue 21). */

export interface AdminTrainingCategoryRow {
  id: number;
  parent_id: number | null;
  host_id: number;
  is_active: boolean;
  sort: number;
}

export interface AdminTrainingCategoryTextRow {
  id: number;
  locale_id: number;
  name: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
}

/** Every category of a site in sibling order; `lock` holds the whole tree for a write that reshapes it. */
export function selectTreeRows(db: Db, hostId: number, lock = false) {
  return queryRows<AdminTrainingCategoryRow>(
    db,
    sql`select id, parent_id, host_id, is_active, sort from training_categories where host_id = ${hostId}
        order by sort, id ${lock ? sql`for update` : sql``}`,
  );
}

/** The texts of every category of a site, every language. */
export function selectTreeTexts(db: Db, hostId: number) {
  return queryRows<AdminTrainingCategoryTextRow>(
    db,
    sql`select t.category_id as id, t.locale_id, t.name, t.slug, t.seo_title, t.seo_description
        from training_category_translations t join training_categories c on c.id = t.category_id
        where c.host_id = ${hostId}`,
  );
}

/** Distinct trainings placed in each category or anywhere below it (a training in two of its children counts once). */
export function selectTrainingCounts(db: Db, hostId: number) {
  return queryRows<{ id: number; count: number }>(
    db,
    sql`with recursive above(id, ancestor) as (
          select id, id from training_categories where host_id = ${hostId}
          union
          select above.id, c.parent_id from above join training_categories c on c.id = above.ancestor
          where c.parent_id is not null)
        select above.ancestor as id, count(distinct l.training_id)::int as count
        from above join ${trainingPlacements()} l on l.category_id = above.id group by above.ancestor`,
  );
}

/** One category, locked for the write. */
export async function selectCategoryForUpdate(db: Db, categoryId: number) {
  const [row] = await queryRows<AdminTrainingCategoryRow>(
    db,
    sql`select id, parent_id, host_id, is_active, sort from training_categories where id = ${categoryId} for update`,
  );
  return row;
}

/** The texts of one category, every language. */
export function selectCategoryTexts(db: Db, categoryId: number) {
  return queryRows<Omit<AdminTrainingCategoryTextRow, 'id'>>(
    db,
    sql`select locale_id, name, slug, seo_title, seo_description from training_category_translations
        where category_id = ${categoryId} order by locale_id`,
  );
}

/** Whether another training category holds the slug in the language (unique per language, as the index says). */
export async function slugTaken(db: Db, localeId: number, slug: string, except?: number) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from training_category_translations where locale_id = ${localeId} and slug = ${slug}
        and ${except === undefined ? sql`true` : sql`category_id <> ${except}`} limit 1`,
  );
  return rows.length > 0;
}

/** The siblings' condition: the children of `parentId`, or the site's top categories. */
const siblingsOf = (hostId: number, parentId: number | null) =>
  parentId === null ? sql`host_id = ${hostId} and parent_id is null` : sql`parent_id = ${parentId}`;

/** A new category comes last among its siblings. */
export async function insertCategory(db: Db, values: { hostId: number; parentId: number | null; isActive: boolean }) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into training_categories (host_id, parent_id, is_active, sort)
        values (${values.hostId}, ${values.parentId}, ${values.isActive},
          (select coalesce(max(sort), -1) + 1 from training_categories where ${siblingsOf(values.hostId, values.parentId)}))
        returning id`,
  );
  if (!row) throw new Error('training category insert returned no row');
  return row.id;
}

/** The flag, and with `move` a new parent: the category then comes last among its new siblings. */
export function updateCategory(
  db: Db,
  categoryId: number,
  values: { isActive: boolean; move?: { hostId: number; parentId: number | null } },
) {
  const move = values.move
    ? sql`, parent_id = ${values.move.parentId}, sort = (select coalesce(max(sort), -1) + 1 from training_categories
          where ${siblingsOf(values.move.hostId, values.move.parentId)})`
    : sql``;
  return db.execute(
    sql`update training_categories set is_active = ${values.isActive}, updated_at = now() ${move}
        where id = ${categoryId}`,
  );
}

export interface TrainingCategoryTextValues {
  localeId: number;
  name: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export function upsertCategoryText(db: Db, categoryId: number, t: TrainingCategoryTextValues) {
  return db.execute(
    sql`insert into training_category_translations (category_id, locale_id, name, slug, seo_title, seo_description)
        values (${categoryId}, ${t.localeId}, ${t.name}, ${t.slug}, ${t.seoTitle}, ${t.seoDescription})
        on conflict (category_id, locale_id) do update set name = excluded.name, slug = excluded.slug,
          seo_title = excluded.seo_title, seo_description = excluded.seo_description, updated_at = now()`,
  );
}

/** The ids of one parent's children (or of the site's top categories) in their order, locked. */
export async function selectSiblingIds(db: Db, hostId: number, parentId: number | null) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from training_categories where ${siblingsOf(hostId, parentId)} order by sort, id for update`,
  );
  return rows.map((row) => row.id);
}

export function updateSort(db: Db, ids: number[]) {
  const positions = sql.join(
    ids.map((categoryId, index) => sql`(${categoryId}::int, ${index}::int)`),
    sql`, `,
  );
  return db.execute(
    sql`update training_categories x set sort = v.sort, updated_at = now()
        from (values ${positions}) as v(id, sort) where x.id = v.id and x.sort <> v.sort`,
  );
}

/** What still hangs on a category: child categories, and trainings (placed in it or below it). */
export async function selectUsage(db: Db, categoryId: number) {
  const subtree = sql`with recursive tree(id) as (
      select ${categoryId}::int union select c.id from training_categories c join tree on c.parent_id = tree.id)
    select id from tree`;
  const [row] = await queryRows<{ children: number; trainings: number }>(
    db,
    sql`select (select count(*) from training_categories where parent_id = ${categoryId})::int as children,
        ${distinctTrainingsIn(subtree)} as trainings`,
  );
  return row ?? { children: 0, trainings: 0 };
}

export function deleteCategory(db: Db, categoryId: number) {
  return db.execute(sql`delete from training_categories where id = ${categoryId}`);
}
