import type { Locale } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';

/*
 * The optional stock count (issue 21): products.stock_quantity is null when the shop does not
 * count a product (always available), else the pieces left. Placing an order takes its pieces in
 * the purchase's transaction with one conditional UPDATE of its counted products, whose condition
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

/**
 * Takes the pieces of every counted product, or refuses the whole purchase: 409
 * order_product_out_of_stock with a line per product that cannot be served ("Hydra krém: már csak
 * 2 db van készleten."), so the transaction rolls back and nothing is written. One statement for
 * all lines: the counted rows are locked in product id order first (the array is computed before
 * the update reads a row), then each is taken if its pieces are still there.
 */
export async function reserveStock(tx: Db, lines: StockLine[], locale: Locale): Promise<void> {
  const wanted = perProduct(lines);
  if (wanted.length === 0) return;
  const rows = await queryRows<{ id: number; taken: boolean }>(
    tx,
    sql`with wanted as (
        select * from unnest(${sql.param(wanted.map(([id]) => id))}::int[],
          ${sql.param(wanted.map(([, line]) => line.count))}::int[]) as w(id, count)),
      locked as (
        select p.id from products p join wanted on wanted.id = p.id
        where p.stock_quantity is not null order by p.id for update of p),
      taken as (
        update products p set stock_quantity = p.stock_quantity - wanted.count from wanted
        where p.id = wanted.id and p.id = any(array(select id from locked)) and p.stock_quantity >= wanted.count
        returning p.id)
      select locked.id, locked.id in (select id from taken) as taken from locked`,
  );
  const refusedIds = new Set(rows.flatMap((row) => (row.taken ? [] : [Number(row.id)])));
  if (refusedIds.size === 0) return;
  const left = await queryRows<{ id: number; stock_quantity: number | null }>(
    tx,
    sql`select id, stock_quantity from products where id = any(${sql.param([...refusedIds])}::int[])`,
  );
  const refused = wanted.flatMap(([productId, { name }]) => {
    if (!refusedIds.has(productId)) return [];
    const available = Number(left.find((row) => Number(row.id) === productId)?.stock_quantity ?? 0);
    const code = available > 0 ? 'order_product_not_enough_stock_line' : 'order_product_out_of_stock_line';
    return [message(code, locale).replace('{name}', name).replace('{available}', String(available))];
  });
  throw new AppError(409, 'order_product_out_of_stock', { cart: refused });
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
