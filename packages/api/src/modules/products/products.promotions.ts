import {
  type AdminProductPromotion,
  type AdminProductPromotionInput,
  fromBudapestWallClock,
  type HostId,
  LOCAL_DATE_TIME_PATTERN,
  type ProductPromotionState,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import {
  deletePromotion,
  insertPromotion,
  lockProductPrices,
  overlapsPromotion,
  type PromotionRow,
  productsWithPromotions,
  selectProductHost,
  selectPromotion,
  selectPromotions,
  updatePricesToPromotions,
} from './products.promotions.queries';
import { products } from './products.schema';

/*
 * A product's planned promotions (issue 21). A promotion sells the product at its price from
 * `startsAt` until `endsAt` (open when null); a product has at most one at any moment. The price
 * that applies is written to products.price when a window opens or closes (the housekeeping's
 * `applyDuePromotions`, every minute) and at once when a promotion is added or removed. Every
 * change of products.price leaves a row in the price history (trigger of migration 0004): the
 * storefront's 30-day lowest price (EU Omnibus) is read from it, over the 30 days before the
 * promotion's price started, and the page caches hear of it from the data-change triggers.
 */

export interface PromotionInput {
  price: number;
  startsAt: Date;
  endsAt: Date | null;
}

function stateOf(row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: Date): ProductPromotionState {
  if (row.startsAt > now) return 'planned';
  return row.endsAt !== null && row.endsAt <= now ? 'ended' : 'running';
}

export function toAdminPromotion(row: PromotionRow, now: Date): AdminProductPromotion {
  return {
    id: row.id,
    product_id: row.productId,
    price: row.price,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    state: stateOf(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** A product's promotions, earliest first, with where each stands at `now`. */
export async function listPromotions(db: Db, productId: number, now = new Date()): Promise<AdminProductPromotion[]> {
  return (await selectPromotions(db, productId)).map((row) => toAdminPromotion(row, now));
}

/** An instant as the form or a client gives it: Budapest's wall clock, or ISO with its offset. */
export function promotionMoment(value: string): Date | undefined {
  if (LOCAL_DATE_TIME_PATTERN.test(value)) return fromBudapestWallClock(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** The contract's fields as the service's input, or 422 at the field that cannot be read. */
export function promotionInputOf(input: AdminProductPromotionInput): PromotionInput {
  const startsAt = promotionMoment(input.starts_at);
  const endsAt = input.ends_at ? promotionMoment(input.ends_at) : null;
  const errors: Record<string, string[]> = {};
  if (!startsAt) errors.starts_at = ['product_promotion_time_invalid'];
  if (endsAt === undefined) errors.ends_at = ['product_promotion_time_invalid'];
  if (!startsAt || endsAt === undefined) throw new ValidationError(errors);
  return { price: input.price, startsAt, endsAt };
}

/**
 * Plans a promotion (in the caller's transaction, under the product's lock). 404 without the
 * product; 422 when the price is not below the regular one, the window ends before it starts or
 * has ended already, or it shares a moment with another promotion of the product. A promotion
 * whose window holds `now` applies at once.
 */
export async function addPromotion(
  tx: Db,
  productId: number,
  input: PromotionInput,
  now = new Date(),
): Promise<PromotionRow> {
  const product = await lockProductPrices(tx, productId);
  if (!product) throw new NotFoundError();
  const errors: Record<string, string[]> = {};
  if (input.price >= product.priceOriginal) errors.price = ['product_promotion_price_not_below'];
  if (input.endsAt !== null && input.endsAt <= input.startsAt) errors.ends_at = ['product_promotion_window_invalid'];
  else if (input.endsAt !== null && input.endsAt <= now) errors.ends_at = ['product_promotion_ended'];
  else if (await overlapsPromotion(tx, productId, input.startsAt, input.endsAt))
    errors.starts_at = ['product_promotion_overlap'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const row = await insertPromotion(tx, { productId, ...input });
  await applyPromotionsOf(tx, productId, now);
  return row;
}

/** Removes a promotion of the product (404 when it is not one of its); a running one stops at once. */
export async function removePromotion(
  tx: Db,
  productId: number,
  promotionId: number,
  now = new Date(),
): Promise<PromotionRow> {
  if (!(await lockProductPrices(tx, productId))) throw new NotFoundError();
  const row = await selectPromotion(tx, productId, promotionId);
  if (!row) throw new NotFoundError();
  await deletePromotion(tx, promotionId);
  await applyPromotionsOf(tx, productId, now);
  return row;
}

/** The product sells at its running promotion's price, else at its regular price; true when the price changed. */
export async function applyPromotionsOf(tx: Db, productId: number, now = new Date()): Promise<boolean> {
  return (await updatePricesToPromotions(tx, now, eq(products.id, productId))).length > 0;
}

/**
 * The housekeeping's minute job: every product with promotions sells at the price its windows
 * give at `now`, so a promotion starts and ends on time (within the job's minute) with nobody at
 * the back office. One statement; products whose price already agrees are not written.
 */
export async function applyDuePromotions(db: Db, now = new Date()): Promise<number[]> {
  return updatePricesToPromotions(db, now, productsWithPromotions);
}

const audited = (row: PromotionRow) => ({
  price: row.price,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
});

/** POST /api/admin/v1/products/{id}/promotions: `addPromotion` in its own transaction, audited. */
export async function addPromotionByStaff(
  db: Db,
  staffId: number,
  productId: number,
  input: AdminProductPromotionInput,
  now = new Date(),
): Promise<AdminProductPromotion> {
  const planned = promotionInputOf(input);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await addPromotion(tx, productId, planned, now);
    await recordAudit(tx, {
      staffId,
      action: 'product_promotion.create',
      entity: 'product',
      entityId: productId,
      site: await siteOfProduct(tx, productId),
      after: { promotion_id: row.id, ...audited(row) },
    });
    return toAdminPromotion(row, now);
  });
}

/** DELETE /api/admin/v1/products/{id}/promotions/{promotionId}: `removePromotion`, audited. */
export async function removePromotionByStaff(
  db: Db,
  staffId: number,
  productId: number,
  promotionId: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await removePromotion(tx, productId, promotionId, now);
    await recordAudit(tx, {
      staffId,
      action: 'product_promotion.delete',
      entity: 'product',
      entityId: productId,
      site: await siteOfProduct(tx, productId),
      before: { promotion_id: row.id, ...audited(row) },
    });
  });
}

/** The site a product sells on (its audit entries and the member's scope); 404 without the product. */
export async function siteOfProduct(db: Db, productId: number): Promise<SiteKey> {
  const hostId = await selectProductHost(db, productId);
  if (hostId === undefined) throw new NotFoundError();
  return siteKeyOf(hostId as HostId);
}
