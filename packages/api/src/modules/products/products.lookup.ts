import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations } from './products.schema';

/*
 * Products by name for other modules' back-office pickers (the gift rules of issue 21): the
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

/** Up to `limit` products whose Hungarian name holds `like` (a `likeLower` pattern; accents ignored), active first. */
export function searchProductNames(db: Db, like: string, limit = 20): Promise<ProductName[]> {
  return db
    .select({ id: products.id, name: productTranslations.name, isActive: products.isActive })
    .from(products)
    .innerJoin(productTranslations, huName)
    .where(sql`lower(immutable_unaccent(${productTranslations.name})) like immutable_unaccent(${like})`)
    .orderBy(desc(products.isActive), productTranslations.name)
    .limit(limit);
}
