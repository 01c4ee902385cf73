import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations } from './products.schema';

/*
 * Products by name for back-office pickers (the gift rules and related picks of issue 21): the
 * Hungarian name and whether the product is on sale, sold or not (a gift may be an inactive one).
 */

export interface ProductName {
  id: number;
  name: string;
  isActive: boolean;
}

const huName = and(eq(productTranslations.productId, products.id), eq(productTranslations.localeId, 1));

export function productNamesByIds(db: Db, ids: number[]): Promise<ProductName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: sql<string>`coalesce(${productTranslations.name}, '')`,
      isActive: products.isActive,
    })
    .from(products)
    .leftJoin(productTranslations, huName)
    .where(inArray(products.id, ids));
}

/**
 * Up to `limit` products whose Hungarian name holds `like` (a `likeLower` pattern; accents
 * ignored), active first; `of` narrows them to a site's, leaving one product out (a related pick).
 */
export function searchProductNames(
  db: Db,
  like: string,
  limit = 20,
  of?: { hostId: number; except: number },
): Promise<ProductName[]> {
  return db
    .select({ id: products.id, name: productTranslations.name, isActive: products.isActive })
    .from(products)
    .innerJoin(productTranslations, huName)
    .where(
      and(
        sql`lower(immutable_unaccent(${productTranslations.name})) like immutable_unaccent(${like})`,
        of ? eq(products.hostId, of.hostId) : undefined,
        of ? ne(products.id, of.except) : undefined,
      ),
    )
    .orderBy(desc(products.isActive), productTranslations.name)
    .limit(limit);
}
