import type { Locale } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';

/*
 * The optional stock count (issue 21): products.stock_quantity is null when the shop does not
 * count a product (always available), else the pieces left. Placing an order takes its pieces in
 * the purchase's transaction with one conditional UPDATE per counted product, whose condition
 * PostgreSQL checks again after waiting for a concurrent buyer's row lock, and whose check
 * constraint keeps the count at 0 or above: no interleaving sells more than there is.
 */

/** Pieces of one product a purchase takes or gives back; `name` words a refusal. */
export interface StockLine {
  productId: number;
  count: number;
  name?: string;
}

/** The pieces per product in product id order: two orders of the same products lock them in the same order. */
function perProduct(lines: StockLine[]) {
  const byProduct = new Map<number, { count: number; name: string }>();
  for (const line of lines) {
    const known = byProduct.get(line.productId);
    byProduct.set(line.productId, {
      count: (known?.count ?? 0) + line.count,
      name: known?.name ?? line.name ?? `#${line.productId}`,
    });
  }
  return [...byProduct.entries()].sort(([a], [b]) => a - b);
}

/** The counted ones among the products (one read): those not counted are never written. */
async function countedProductIds(tx: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from products where id = any(${sql.param(ids)}::int[]) and stock_quantity is not null`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Takes the pieces of every counted product, or refuses the whole purchase: 409
 * order_product_out_of_stock with a line per product that cannot be served ("Hydra krém: már csak
 * 2 db van készleten."), so the transaction rolls back and nothing is written.
 */
export async function reserveStock(tx: Db, lines: StockLine[], locale: Locale): Promise<void> {
  const wanted = perProduct(lines);
  const counted = await countedProductIds(
    tx,
    wanted.map(([id]) => id),
  );
  const refused: string[] = [];
  for (const [productId, { count, name }] of wanted) {
    if (!counted.has(productId)) continue;
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`update products set stock_quantity = stock_quantity - ${count}
        where id = ${productId} and stock_quantity >= ${count} returning id`,
    );
    if (taken.length > 0) continue;
    const [left] = await queryRows<{ stock_quantity: number | null }>(
      tx,
      sql`select stock_quantity from products where id = ${productId}`,
    );
    const available = Number(left?.stock_quantity ?? 0);
    const code = available > 0 ? 'order_product_not_enough_stock_line' : 'order_product_out_of_stock_line';
    refused.push(message(code, locale).replace('{name}', name).replace('{available}', String(available)));
  }
  if (refused.length > 0) throw new AppError(409, 'order_product_out_of_stock', { cart: refused });
}

/**
 * Gives the pieces of a cancelled or returned order back to the counted products (the caller
 * guarantees it happens once per order); a product no longer counted stays uncounted.
 */
export async function releaseStock(tx: Db, lines: StockLine[]): Promise<void> {
  for (const [productId, { count }] of perProduct(lines)) {
    await tx.execute(
      sql`update products set stock_quantity = stock_quantity + ${count}
        where id = ${productId} and stock_quantity is not null`,
    );
  }
}
