import {
  type HostId,
  type Locale,
  LocaleId,
  type MediaAlt,
  NET_CONTENT_UNITS,
  PRICE_HISTORY_LOOKBACK_DAYS,
  PRODUCT_RELATIONS,
  type Product,
  type ProductPlacement,
  type ProductRelation,
  unitPriceOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { sanitizeHtml } from '../../lib/html';
import { buildSeo, localizedPath } from '../catalogue/catalogue.seo';
import { mediaAltTexts } from '../media/media.service';
import type { PlacementRow } from '../product-categories/product-categories.service';
import { toPlacement } from '../product-categories/product-categories.service';
import {
  type LinkRow,
  type PictureRow,
  type ProductRelationsRow,
  selectProductsWithRelations,
} from './products.queries';

/** A sub category link whose every level has the language (`placement` read). */
const isPlaced = (link: LinkRow): link is LinkRow & { placement: NonNullable<LinkRow['placement']> } =>
  link.placement !== null;

/** The product's home among its placed links: its default one, else its first. */
const homeOf = <T extends LinkRow>(placed: T[]) => placed.find((link) => link.isDefault) ?? placed[0];

/** The path of a product with `slug` under its `home` link (none when no link has the language). */
function uriUnder(home: (LinkRow & { placement: PlacementRow }) | undefined, slug: string): string {
  const homeSlugs = home ? [home.placement.main.slug, home.placement.category.slug, home.placement.sub.slug] : [];
  return [...homeSlugs, slug].join('/');
}

/** A product's `full_uri`: its home sub category's path (when it has one in the language) and its slug. */
export function fullUriOf(row: { slug: string; links: readonly LinkRow[] }): string {
  return uriUnder(homeOf(row.links.filter(isPlaced)), row.slug);
}

/** The media library's alt texts of the uploaded pictures among the rows: one query, none without uploads. */
function pictureAlts(db: Db, rows: { pictures: PictureRow[] }[]): Promise<Map<number, MediaAlt>> {
  const ids = rows.flatMap((row) => row.pictures.flatMap((p) => (p.mediaId === null ? [] : [p.mediaId])));
  return ids.length === 0 ? Promise.resolve(new Map()) : mediaAltTexts(db, ids);
}

/** Net content and its unit price (EU Directive 98/6/EC); the check constraint sets both or neither. */
function netContentOf(row: { price: number; netContent: number | null; netContentUnit: string | null }) {
  const unit = NET_CONTENT_UNITS.find((known) => known === row.netContentUnit) ?? null;
  const netContent = unit ? row.netContent : null;
  return {
    net_content: netContent,
    net_content_unit: unit,
    unit_price: unitPriceOf({ price: row.price, netContent, unit }),
  };
}

/**
 * The products with the given ids, in that order, shaped as spec §3 describes them: one query
 * whatever the number of products (rows, pictures, sub category links with their places in the
 * tree, and the Omnibus prices of the promoted ones). With `hostId`, only the site's active
 * products: the others are left out.
 */
export async function loadProducts(
  db: Db,
  ids: number[],
  locale: Locale,
  load: readonly ProductRelation[] = PRODUCT_RELATIONS,
  hostId?: HostId,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await selectProductsWithRelations(db, ids, LocaleId[locale], {
    hostId,
    lookbackDays: PRICE_HISTORY_LOOKBACK_DAYS,
  });
  const alts = load.includes('pictures') ? await pictureAlts(db, rows) : new Map<number, MediaAlt>();
  return hydrateProducts(rows, ids, locale, load, alts);
}

/** `loadProducts` from rows read already (the cart reads them with its contents), with their pictures' alt texts. */
export function hydrateProducts(
  rows: readonly ProductRelationsRow[],
  ids: readonly number[],
  locale: Locale,
  load: readonly ProductRelation[],
  alts: ReadonlyMap<number, MediaAlt>,
): Product[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const placed = row.links.filter(isPlaced);
    const home = homeOf(placed);
    const fullUri = uriUnder(home, row.slug);
    const url = localizedPath('product', [fullUri], locale);
    const image = row.pictures.find((p) => p.isDefault)?.url ?? row.pictures[0]?.url ?? null;
    const product: Product = {
      id: row.id,
      name: row.name,
      price: row.price,
      price_original: row.priceOriginal,
      has_promotion: row.hasPromotion,
      lowest_price_30_days: row.hasPromotion ? row.lowest : null,
      is_highlighted: row.isHighlighted,
      is_only_for_professionals: row.isOnlyForProfessionals,
      ...netContentOf(row),
      in_stock: row.stockQuantity !== 0,
      stock_quantity: row.stockQuantity,
      full_uri: fullUri,
      // Staff-written HTML: sanitised on the way out too (DESIGN §3), whoever wrote it.
      description: sanitizeHtml(row.description),
      seo: buildSeo(row, url, image, 'product'),
      created_at: row.createdAt.toISOString(),
    };
    if (load.includes('pictures'))
      product.pictures = row.pictures.map((p) => {
        const alt = p.mediaId === null ? '' : (alts.get(p.mediaId)?.[locale] ?? '');
        return { url: p.url, is_default: p.isDefault, ...(alt && { alt }) };
      });
    if (load.includes('subCategories')) {
      product.subCategories = placed.map((link): ProductPlacement => {
        const placement = toPlacement(link.placement, locale);
        return {
          ...placement.subCategory,
          is_default: link === home,
          productCategory: placement.category,
          productMainCategory: placement.mainCategory,
        };
      });
    }
    return [product];
  });
}
