import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { productPromotions, products } from './products.schema';

const p = productPromotions;
/** An instant as a parameter both drivers read the same way. */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

export type PromotionRow = typeof productPromotions.$inferSelect;

/** A product's regular price, its row locked until the transaction ends (two editors add one after the other). */
export async function lockProductPrices(tx: Db, productId: number) {
  const rows = await queryRows<{ id: number; price: number; price_original: number; host_id: number }>(
    tx,
    sql`select id, price, price_original, host_id from products where id = ${productId} for update`,
  );
  const row = rows[0];
  return row && { id: Number(row.id), priceOriginal: Number(row.price_original), hostId: Number(row.host_id) };
}

/** The site of a product, undefined when there is none. */
export async function selectProductHost(db: Db, productId: number): Promise<number | undefined> {
  const [row] = await db.select({ hostId: products.hostId }).from(products).where(eq(products.id, productId));
  return row?.hostId;
}

export function selectPromotions(db: Db, productId: number) {
  return db.select().from(p).where(eq(p.productId, productId)).orderBy(asc(p.startsAt), asc(p.id));
}

export async function selectPromotion(db: Db, productId: number, promotionId: number) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, promotionId), eq(p.productId, productId)));
  return row;
}

/** Whether another promotion of the product shares a moment with [startsAt, endsAt) (open-ended when null). */
export async function overlapsPromotion(db: Db, productId: number, startsAt: Date, endsAt: Date | null) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.productId, productId),
        endsAt === null ? undefined : sql`${p.startsAt} < ${at(endsAt)}`,
        or(isNull(p.endsAt), sql`${p.endsAt} > ${at(startsAt)}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPromotion(db: Db, values: typeof productPromotions.$inferInsert) {
  const [row] = await db.insert(p).values(values).returning();
  if (!row) throw new Error('promotion insert returned nothing');
  return row;
}

export async function deletePromotion(db: Db, promotionId: number) {
  await db.delete(p).where(eq(p.id, promotionId));
}

/**
 * The price each product should sell at `now`: the lowest running promotion's, never above the
 * regular price; the regular price when none runs.
 */
const targetPrice = (now: Date) => sql`least(${products.priceOriginal}, coalesce((
    select min(pr.price) from ${p} pr
    where pr.product_id = ${products.id} and pr.starts_at <= ${at(now)} and (pr.ends_at is null or pr.ends_at > ${at(now)})
  ), ${products.priceOriginal}))`;

/**
 * Sets `price` to the target of the products `which` selects, writing only those whose price
 * changes (the price-history trigger records each change; the data-change trigger tells the page
 * caches). Returns the ids changed.
 */
export async function updatePricesToPromotions(db: Db, now: Date, which: SQL): Promise<number[]> {
  const rows = await db
    .update(products)
    .set({ price: targetPrice(now), updatedAt: sql`now()` })
    .where(and(which, sql`${products.price} <> ${targetPrice(now)}`))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** Products with at least one promotion: those whose price a promotion's window may move. */
export const productsWithPromotions = sql`exists (select 1 from ${p} pr where pr.product_id = ${products.id})`;
