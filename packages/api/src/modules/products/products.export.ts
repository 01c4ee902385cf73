import { HostId, LocaleId, type SiteKey } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { csvDocument } from '../../lib/csv';
import { type PlacementRow, placementJson } from '../product-categories/product-categories.service';

/*
 * The product file of the back office (issue 21): one row per product with what a price list or
 * a stock take changes in bulk. The import (products.import.ts) reads the same columns back;
 * `price` (what the buyer pays now, a running promotion's price included) and `default_category`
 * (the default sub category's place in the tree) are there to read, and ignored on import.
 */

/** The columns in file order; those an import writes are `PRODUCT_CSV_WRITABLE`. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name_hu',
  'slug_hu',
  'name_en',
  'slug_en',
  'price_original',
  'price',
  'vat_rate',
  'net_content',
  'net_content_unit',
  'stock_quantity',
  'is_active',
  'is_highlighted',
  'is_only_for_professionals',
  'default_sub_category_id',
  'default_category',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const PRODUCT_CSV_READ_ONLY: readonly ProductCsvColumn[] = ['price', 'default_category'];

/** One product as the file has it; what the import compares a row with. */
export interface ProductCsvRecord {
  id: number;
  /** The product's site (not a column). */
  host_id: number;
  name_hu: string;
  slug_hu: string;
  name_en: string;
  slug_en: string;
  price_original: number;
  price: number;
  /** VAT percent: one of `VAT_RATES`. */
  vat_rate: number;
  net_content: number | null;
  net_content_unit: string | null;
  stock_quantity: number | null;
  is_active: boolean;
  is_highlighted: boolean;
  is_only_for_professionals: boolean;
  default_sub_category_id: number | null;
  default_category: string;
}

interface Row {
  id: number;
  host_id: number;
  name_hu: string | null;
  slug_hu: string | null;
  name_en: string | null;
  slug_en: string | null;
  price_original: number;
  price: number;
  vat_rate: number;
  net_content: string | number | null;
  net_content_unit: string | null;
  stock_quantity: number | null;
  is_active: boolean;
  is_highlighted: boolean;
  is_only_for_professionals: boolean;
  default_sub_category_id: number | null;
  placement: PlacementRow | string | null;
}

/** The products of the given sites (or the given ids), in id order, as the file has them. */
export async function selectProductCsvRecords(
  db: Db,
  filter: { hostIds?: number[]; ids?: number[] },
): Promise<ProductCsvRecord[]> {
  const where = filter.ids
    ? sql`p.id in ${filter.ids.length > 0 ? filter.ids : [0]}`
    : sql`p.host_id in ${filter.hostIds?.length ? filter.hostIds : [0]}`;
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.host_id, hu.name as name_hu, hu.slug as slug_hu, en.name as name_en, en.slug as slug_en,
          p.price_original, p.price, p.vat_rate, p.net_content, p.net_content_unit, p.stock_quantity,
          p.is_active, p.is_highlighted, p.is_only_for_professionals,
          l.sub_category_id as default_sub_category_id,
          ${placementJson(sql`l.sub_category_id`, LocaleId.hu)} as placement
        from products p
        left join product_translations hu on hu.product_id = p.id and hu.locale_id = ${LocaleId.hu}
        left join product_translations en on en.product_id = p.id and en.locale_id = ${LocaleId.en}
        left join product_sub_category_links l on l.product_id = p.id and l.is_default
        where ${where}
        order by p.id`,
  );
  return rows.map((row) => {
    const placement = typeof row.placement === 'string' ? (JSON.parse(row.placement) as PlacementRow) : row.placement;
    return {
      id: row.id,
      host_id: row.host_id,
      name_hu: row.name_hu ?? '',
      slug_hu: row.slug_hu ?? '',
      name_en: row.name_en ?? '',
      slug_en: row.slug_en ?? '',
      price_original: row.price_original,
      price: row.price,
      vat_rate: Number(row.vat_rate),
      net_content: row.net_content === null ? null : Number(row.net_content),
      net_content_unit: row.net_content_unit,
      stock_quantity: row.stock_quantity,
      is_active: row.is_active,
      is_highlighted: row.is_highlighted,
      is_only_for_professionals: row.is_only_for_professionals,
      default_sub_category_id: row.default_sub_category_id,
      default_category: placement ? [placement.main.name, placement.category.name, placement.sub.name].join(' > ') : '',
    };
  });
}

const cell = (value: string | number | boolean | null): string | number | null =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

/** The file of every product of the sites: BOM, CRLF, formula-like cells made text (lib/csv). */
export async function exportProductsCsv(db: Db, sites: readonly SiteKey[]): Promise<string> {
  const records = await selectProductCsvRecords(db, { hostIds: sites.map((site) => HostId[site]) });
  return csvDocument(
    [...PRODUCT_CSV_COLUMNS],
    records.map((record) => PRODUCT_CSV_COLUMNS.map((column) => cell(record[column]))),
  );
}
