import type { ProductCategoryLevel } from '@vag/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { distinctProductsIn, productPlacements } from '../products/products.service';

/*
 * The back office's reads and writes of the three category tables (issue 21). The levels share
 * one shape (flags, sort, a translation table keyed by the level's id), so each statement is
 * written once with the level's table names.
 */

interface LevelTables {
  table: string;
  texts: string;
  /** The translation table's key column. */
  key: string;
  /** The column naming the parent (null at the top). */
  parent: string | null;
}

export const LEVEL_TABLES: Record<ProductCategoryLevel, LevelTables> = {
  main: {
    table: 'product_main_categories',
    texts: 'product_main_category_translations',
    key: 'main_category_id',
    parent: null,
  },
  category: {
    table: 'product_categories',
    texts: 'product_category_translations',
    key: 'category_id',
    parent: 'main_category_id',
  },
  sub: {
    table: 'product_sub_categories',
    texts: 'product_sub_category_translations',
    key: 'sub_category_id',
    parent: 'category_id',
  },
};

const id = (name: string) => sql.identifier(name);

export interface AdminCategoryRow {
  level: ProductCategoryLevel;
  id: number;
  parent_id: number | null;
  host_id: number;
  is_in_menu: boolean;
  is_active: boolean;
  sort: number;
}

export interface AdminCategoryTextRow {
  level: ProductCategoryLevel;
  id: number;
  locale_id: number;
  name: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
}

/** Every category of the given sites at all three levels, each with its site. */
export function selectTreeRows(db: Db, hostIds: number[]) {
  return queryRows<AdminCategoryRow>(
    db,
    sql`select 'main' as level, m.id, null::int as parent_id, m.host_id, m.is_in_menu, m.is_active, m.sort
        from product_main_categories m where m.host_id in ${hostIds}
      union all
      select 'category', c.id, c.main_category_id, m.host_id, c.is_in_menu, c.is_active, c.sort
        from product_categories c join product_main_categories m on m.id = c.main_category_id
        where m.host_id in ${hostIds}
      union all
      select 'sub', s.id, s.category_id, m.host_id, s.is_in_menu, s.is_active, s.sort
        from product_sub_categories s join product_categories c on c.id = s.category_id
        join product_main_categories m on m.id = c.main_category_id
        where m.host_id in ${hostIds}
      order by sort, id`,
  );
}

/** The texts of every category of the given sites, every language. */
export function selectTreeTexts(db: Db, hostIds: number[]) {
  return queryRows<AdminCategoryTextRow>(
    db,
    sql`select 'main' as level, t.main_category_id as id, t.locale_id, t.name, t.slug, t.seo_title, t.seo_description
        from product_main_category_translations t join product_main_categories m on m.id = t.main_category_id
        where m.host_id in ${hostIds}
      union all
      select 'category', t.category_id, t.locale_id, t.name, t.slug, t.seo_title, t.seo_description
        from product_category_translations t join product_categories c on c.id = t.category_id
        join product_main_categories m on m.id = c.main_category_id where m.host_id in ${hostIds}
      union all
      select 'sub', t.sub_category_id, t.locale_id, t.name, t.slug, t.seo_title, t.seo_description
        from product_sub_category_translations t join product_sub_categories s on s.id = t.sub_category_id
        join product_categories c on c.id = s.category_id
        join product_main_categories m on m.id = c.main_category_id where m.host_id in ${hostIds}`,
  );
}

/** Distinct products placed in each category at or below it (a product in two sub categories counts once). */
export function selectProductCounts(db: Db, hostIds: number[]) {
  return queryRows<{ level: ProductCategoryLevel; id: number; count: number }>(
    db,
    sql`with placed as (
        select l.product_id, s.id as sub_id, c.id as category_id, c.main_category_id as main_id
        from ${productPlacements()} l join product_sub_categories s on s.id = l.sub_category_id
        join product_categories c on c.id = s.category_id
        join product_main_categories m on m.id = c.main_category_id where m.host_id in ${hostIds})
      select 'sub' as level, sub_id as id, count(distinct product_id)::int as count from placed group by sub_id
      union all
      select 'category', category_id, count(distinct product_id)::int from placed group by category_id
      union all
      select 'main', main_id, count(distinct product_id)::int from placed group by main_id`,
  );
}

/** One category with its site, locked for the write (`for update` of its own row). */
export async function selectCategoryForUpdate(db: Db, level: ProductCategoryLevel, categoryId: number) {
  const hostOf: Record<ProductCategoryLevel, SQL> = {
    main: sql`x.host_id`,
    category: sql`(select m.host_id from product_main_categories m where m.id = x.main_category_id)`,
    sub: sql`(select m.host_id from product_categories c join product_main_categories m on m.id = c.main_category_id
               where c.id = x.category_id)`,
  };
  const tables = LEVEL_TABLES[level];
  const parent = tables.parent ? sql`x.${id(tables.parent)}` : sql`null::int`;
  const [row] = await queryRows<Omit<AdminCategoryRow, 'level'>>(
    db,
    sql`select x.id, ${parent} as parent_id, ${hostOf[level]} as host_id, x.is_in_menu, x.is_active, x.sort
        from ${id(tables.table)} x where x.id = ${categoryId} for update`,
  );
  return row ? { ...row, level } : undefined;
}

/** The texts of one category, every language. */
export function selectCategoryTexts(db: Db, level: ProductCategoryLevel, categoryId: number) {
  const tables = LEVEL_TABLES[level];
  return queryRows<Omit<AdminCategoryTextRow, 'level' | 'id'>>(
    db,
    sql`select locale_id, name, slug, seo_title, seo_description from ${id(tables.texts)}
        where ${id(tables.key)} = ${categoryId} order by locale_id`,
  );
}

/** Whether another category of the level holds the slug in the language (slugs are unique per level and language). */
export async function slugTaken(db: Db, level: ProductCategoryLevel, localeId: number, slug: string, except?: number) {
  const tables = LEVEL_TABLES[level];
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${id(tables.texts)} where locale_id = ${localeId} and slug = ${slug}
        and ${except === undefined ? sql`true` : sql`${id(tables.key)} <> ${except}`} limit 1`,
  );
  return rows.length > 0;
}

export interface CategoryValues {
  isInMenu: boolean;
  isActive: boolean;
  parentId?: number;
  hostId?: number;
}

export async function insertCategory(db: Db, level: ProductCategoryLevel, values: CategoryValues) {
  const tables = LEVEL_TABLES[level];
  const columns = [sql`is_in_menu`, sql`is_active`, sql`sort`];
  const scope = tables.parent ? sql`${id(tables.parent)} = ${values.parentId}` : sql`host_id = ${values.hostId}`;
  const params = [
    sql`${values.isInMenu}`,
    sql`${values.isActive}`,
    // A new category comes last among its siblings.
    sql`(select coalesce(max(sort), -1) + 1 from ${id(tables.table)} where ${scope})`,
  ];
  if (tables.parent) {
    columns.push(sql`${id(tables.parent)}`);
    params.push(sql`${values.parentId}`);
  } else {
    columns.push(sql`host_id`);
    params.push(sql`${values.hostId}`);
  }
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${id(tables.table)} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)})
        returning id`,
  );
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

export function updateCategory(db: Db, level: ProductCategoryLevel, categoryId: number, values: CategoryValues) {
  const tables = LEVEL_TABLES[level];
  const move =
    tables.parent && values.parentId !== undefined ? sql`, ${id(tables.parent)} = ${values.parentId}` : sql``;
  return db.execute(
    sql`update ${id(tables.table)} set is_in_menu = ${values.isInMenu}, is_active = ${values.isActive},
        updated_at = now() ${move} where id = ${categoryId}`,
  );
}

export interface CategoryTextValues {
  localeId: number;
  name: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export function upsertCategoryText(db: Db, level: ProductCategoryLevel, categoryId: number, t: CategoryTextValues) {
  const tables = LEVEL_TABLES[level];
  return db.execute(
    sql`insert into ${id(tables.texts)} (${id(tables.key)}, locale_id, name, slug, seo_title, seo_description)
        values (${categoryId}, ${t.localeId}, ${t.name}, ${t.slug}, ${t.seoTitle}, ${t.seoDescription})
        on conflict (${id(tables.key)}, locale_id) do update set name = excluded.name, slug = excluded.slug,
          seo_title = excluded.seo_title, seo_description = excluded.seo_description, updated_at = now()`,
  );
}

/** The ids of a parent's children (or of a site's main categories) in their order, locked. */
export async function selectSiblingIds(
  db: Db,
  level: ProductCategoryLevel,
  scope: { parentId?: number; hostId?: number },
) {
  const tables = LEVEL_TABLES[level];
  const where = tables.parent ? sql`${id(tables.parent)} = ${scope.parentId}` : sql`host_id = ${scope.hostId}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${id(tables.table)} where ${where} order by sort, id for update`,
  );
  return rows.map((row) => row.id);
}

export function updateSort(db: Db, level: ProductCategoryLevel, ids: number[]) {
  const tables = LEVEL_TABLES[level];
  const positions = sql.join(
    ids.map((categoryId, index) => sql`(${categoryId}::int, ${index}::int)`),
    sql`, `,
  );
  return db.execute(
    sql`update ${id(tables.table)} x set sort = v.sort, updated_at = now()
        from (values ${positions}) as v(id, sort) where x.id = v.id and x.sort <> v.sort`,
  );
}

/** What still hangs on a category: child categories, and products (placed in it or below it). */
export async function selectUsage(db: Db, level: ProductCategoryLevel, categoryId: number) {
  const subs: Record<ProductCategoryLevel, SQL> = {
    main: sql`select s.id from product_sub_categories s join product_categories c on c.id = s.category_id
              where c.main_category_id = ${categoryId}`,
    category: sql`select s.id from product_sub_categories s where s.category_id = ${categoryId}`,
    sub: sql`select ${categoryId}::int`,
  };
  const children: Record<ProductCategoryLevel, SQL> = {
    main: sql`(select count(*) from product_categories where main_category_id = ${categoryId})::int`,
    category: sql`(select count(*) from product_sub_categories where category_id = ${categoryId})::int`,
    sub: sql`0`,
  };
  const [row] = await queryRows<{ children: number; products: number }>(
    db,
    sql`select ${children[level]} as children,
        ${distinctProductsIn(subs[level])} as products`,
  );
  return row ?? { children: 0, products: 0 };
}

export function deleteCategory(db: Db, level: ProductCategoryLevel, categoryId: number) {
  return db.execute(sql`delete from ${id(LEVEL_TABLES[level].table)} where id = ${categoryId}`);
}

/** The parent a category may move under: of the level above, and its site. */
export async function selectParentSite(db: Db, level: ProductCategoryLevel, parentId: number) {
  const query: Record<ProductCategoryLevel, SQL | null> = {
    main: null,
    category: sql`select host_id from product_main_categories where id = ${parentId}`,
    sub: sql`select m.host_id from product_categories c join product_main_categories m on m.id = c.main_category_id
             where c.id = ${parentId}`,
  };
  const statement = query[level];
  if (!statement) return undefined;
  const [row] = await queryRows<{ host_id: number }>(db, statement);
  return row?.host_id;
}
