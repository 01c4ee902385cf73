import {
  DEFAULT_ACADEMY_DELIVERY_METHOD_ID,
  HostId,
  type Locale,
  MAX_CART_LINE_COUNT,
  TrainingLocationType,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { constraintOf } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { releaseExpiredHolds } from '../academy-subscriptions/academy-subscriptions.seats';
import { findProductOnSale, mayBuyProfessionalProducts } from '../products/products.service';
import type { GuestCodeTerms } from '../referrals/referrals.rules';
import { findSellableTrainingDates } from '../trainings/trainings.dates';
import { WordedError } from './cart.errors';
import { quoteCart, readCart } from './cart.pricing';
import {
  addToOwnersProductLine,
  type CartLineRef,
  type CartOwner,
  clearCartReferrer,
  deleteCart,
  deleteCartCoupon,
  deleteLine,
  ensureCartId,
  holdDateLine,
  insertCartCoupon,
  releaseCartHolds,
  releaseExpiredCartHolds,
  selectCartCoupons,
  selectCartId,
  selectCartItems,
  selectLineCount,
  selectLineHold,
  selectSessionCarts,
  touchCart,
  updateCartReferrer,
  upsertLine,
} from './cart.queries';

/*
 * The carts of both sites (DESIGN §6 "Cart identity"): a guest's cart hangs on the session
 * (whose id survives the login rotation), a user's on the user; at login the first merges into
 * the second. Each site has its own cart. Changes are checked against the catalogue here;
 * prices are computed only when the cart is read (`cart.pricing.ts`).
 */

export {
  type CartQuote,
  type PricedCart,
  priceCart,
  type QuoteInput,
  type QuoteLine,
  readCart,
} from './cart.pricing';
export {
  type CartOwner,
  clearCartStatements,
  extendCartHolds,
  lockOwnersCart,
  releaseCartHolds,
  releaseExpiredCartHolds,
} from './cart.queries';

/** How long a classroom date's seats stay held in a cart (ACADEMY_SEAT_HOLD_MINUTES). */
export const DEFAULT_SEAT_HOLD_MINUTES = 15;
/** The VAT inside a gross amount: what a fee changed after placing adds or takes from a purchase's totals. */
export { splitGross } from './cart.totals';

/** Who is asking, on which site. */
export interface Visitor {
  hostId: HostId;
  sessionId: string | null;
  userId: number | null;
}

/** A visitor with what the rules of a change need. */
export interface Shopper extends Visitor {
  roleIds: number[];
  locale: Locale;
}

/** Whose cart a visitor's is; null for a guest without a stored session (no cart yet). */
export const cartOwnerOf = (who: Visitor): CartOwner | null => {
  if (who.userId !== null) return { userId: who.userId };
  if (who.sessionId !== null) return { sessionId: who.sessionId };
  return null;
};

/** The cart of this visitor on this site, or null. */
export async function findCart(
  db: Db,
  who: { hostId: HostId; sessionId: string | null; userId: number | null },
): Promise<{ id: number } | null> {
  const owner = cartOwnerOf(who);
  const id = owner ? await selectCartId(db, who.hostId, owner) : undefined;
  return id === undefined ? null : { id };
}

/** The visitor's cart on this site, created on first use. */
export async function ensureCart(db: Db, who: Visitor): Promise<number> {
  const owner = cartOwnerOf(who);
  // The CSRF check lets no change through without a session, so this is a programming error.
  if (!owner) throw new AppError(419, 'csrf_token_mismatch');
  return ensureCartId(db, who.hostId, owner);
}

async function setLine(db: Db, cartId: number, ref: CartLineRef, count: number) {
  if (count > MAX_CART_LINE_COUNT) throw new AppError(422, 'cart_line_limit');
  await upsertLine(db, cartId, ref, count);
  await touchCart(db, cartId);
}

/** Adds `count` of a shop product: it must be on sale, and professionals-only ones need role 2 or 3. */
export async function addProduct(db: Db, shopper: Shopper, productId: number, count: number) {
  const product = await findProductOnSale(db, shopper.hostId, shopper.locale, productId);
  if (!product) throw new AppError(422, 'cart_product_unavailable');
  if (product.isOnlyForProfessionals && !mayBuyProfessionalProducts(shopper.roleIds)) {
    throw new AppError(403, 'vag_cart_invalid_usercredential_name');
  }
  if (count > MAX_CART_LINE_COUNT) throw new AppError(422, 'cart_line_limit');
  if (product.stockQuantity !== null) return addCountedProduct(db, shopper, productId, count, product.stockQuantity);
  const owner = cartOwnerOf(shopper);
  // The CSRF check lets no change through without a session, so this is a programming error.
  if (!owner) throw new AppError(419, 'csrf_token_mismatch');
  // The cart and the line in one statement: an add is one round trip after the product check.
  if ((await addToOwnersProductLine(db, shopper.hostId, owner, productId, count, MAX_CART_LINE_COUNT)) === undefined) {
    throw new AppError(422, 'cart_line_limit');
  }
}

/**
 * A product whose stock is counted: the line never asks for more than is left (placing takes the
 * pieces race-free; this spares the shopper a refusal at the last step).
 */
async function addCountedProduct(db: Db, shopper: Shopper, productId: number, count: number, stock: number) {
  if (stock <= 0) throw new AppError(422, 'cart_product_out_of_stock');
  const cartId = await ensureCart(db, shopper);
  const ref = { productId };
  const next = (await selectLineCount(db, cartId, ref)) + count;
  if (next > stock) throw new WordedError(422, 'cart_product_not_enough_stock', { available: stock });
  await setLine(db, cartId, ref, next);
}

/**
 * Adds `count` places on a training date: upcoming, of an active training, of the location type
 * the shopper chose; a classroom date only up to its free places (online dates are unlimited).
 */
export async function addTrainingDate(
  db: Db,
  shopper: Shopper,
  input: { trainingDateId: number; locationTypeId: number; count: number },
  holdMinutes = DEFAULT_SEAT_HOLD_MINUTES,
) {
  const cartId = await ensureCart(db, shopper);
  const next = (await selectLineCount(db, cartId, { trainingDateId: input.trainingDateId })) + input.count;
  await holdSeats(db, shopper, cartId, { ...input, count: next }, holdMinutes);
}

/**
 * Holds the line's seats again after its hold ran out (or was never taken, for a line older than
 * holds): 404 for a line the cart does not have, 422 when the seats are no longer there.
 */
export async function holdAgain(
  db: Db,
  shopper: Shopper,
  trainingDateId: number,
  holdMinutes = DEFAULT_SEAT_HOLD_MINUTES,
) {
  const cart = await findCart(db, shopper);
  const count = cart ? await selectLineCount(db, cart.id, { trainingDateId }) : 0;
  if (!cart || count === 0) throw new AppError(404, 'cart_item_not_found');
  await holdSeats(db, shopper, cart.id, { trainingDateId, locationTypeId: null, count }, holdMinutes);
}

/**
 * Sets the line to `count` places on a training date: upcoming, of an active training, of the
 * location type the shopper chose. A classroom date's line holds its seats for `holdMinutes`
 * (issue 24): the date's free places plus those the line holds already are what it may have; the
 * trigger takes them race-free, and a shopper who lost the race gets the same 422 as one who
 * asked too late.
 */
async function holdSeats(
  db: Db,
  shopper: Shopper,
  cartId: number,
  /** `locationTypeId` null: the line's own (holding again), which the date fixes. */
  line: { trainingDateId: number; locationTypeId: number | null; count: number },
  holdMinutes: number,
) {
  // Seats held by enrolments whose payment window ran out, or by carts whose hold did, are free
  // again before anyone asks.
  await releaseExpiredHolds(db);
  await releaseExpiredCartHolds(db);
  const date = (await findSellableTrainingDates(db, shopper.hostId, shopper.locale, [line.trainingDateId])).get(
    line.trainingDateId,
  );
  if (!date?.isSellable) throw new AppError(422, 'training_date_unavailable');
  if (line.locationTypeId !== null && date.locationTypeId !== line.locationTypeId) {
    throw new AppError(422, 'training_location_mismatch');
  }
  if (line.count > MAX_CART_LINE_COUNT) throw new AppError(422, 'cart_line_limit');
  if (date.locationTypeId !== TrainingLocationType.classroom) {
    await holdDateLine(db, cartId, date.id, line.count, { seats: 0, minutes: holdMinutes });
    await touchCart(db, cartId);
    return;
  }
  const free = date.availableLimit + (await selectLineHold(db, cartId, date.id));
  if (free <= 0) throw new AppError(422, 'training_date_full');
  if (line.count > free) throw new WordedError(422, 'training_date_not_enough_places', { available: free });
  try {
    await holdDateLine(db, cartId, date.id, line.count, { seats: line.count, minutes: holdMinutes });
  } catch (error) {
    // Another shopper took the places between the look and the hold.
    if (constraintOf(error) === 'training_dates_seats_check') throw new AppError(422, 'training_date_full');
    throw error;
  }
  await touchCart(db, cartId);
}

/**
 * Puts `seats` places on a classroom date into the cart as a line that holds them for
 * `holdMinutes`: a waiting-list offer accepted (issue 24). The caller lets the offer's places go
 * in the same transaction, so the date's count does not move; a hold the line has running stays
 * and is added to.
 */
export async function addHeldLine(
  db: Db,
  cartId: number,
  trainingDateId: number,
  seats: number,
  holdMinutes = DEFAULT_SEAT_HOLD_MINUTES,
): Promise<void> {
  const count = (await selectLineHold(db, cartId, trainingDateId)) + seats;
  if (count > MAX_CART_LINE_COUNT) throw new AppError(422, 'cart_line_limit');
  await holdDateLine(db, cartId, trainingDateId, count, { seats: count, minutes: holdMinutes });
  await touchCart(db, cartId);
}

/** `/remove` drops the line; `/decrease` takes `count` off and drops the line at zero. */
export async function reduceLine(db: Db, who: Visitor, ref: CartLineRef, count: number | 'all') {
  const cart = await findCart(db, who);
  const current = cart ? await selectLineCount(db, cart.id, ref) : 0;
  if (!cart || current === 0) throw new AppError(404, 'cart_item_not_found');
  const next = count === 'all' ? 0 : current - count;
  if (next <= 0) await deleteLine(db, cart.id, ref);
  else await upsertLine(db, cart.id, ref, next);
  await touchCart(db, cart.id);
}

/** The items subtotal a coupon's or a guest code's minimum is compared with: the cart as priced now. */
export async function cartSubtotal(
  db: Db,
  cartId: number,
  shopper: Shopper,
  email: string,
  guestCodes: GuestCodeTerms,
): Promise<number> {
  const user = shopper.userId === null ? null : { id: shopper.userId, roleIds: shopper.roleIds, email };
  const read = await readCart(db, {
    hostId: shopper.hostId,
    locale: shopper.locale,
    key: { cartId },
    userId: user?.id ?? null,
  });
  const quote = await quoteCart(db, {
    hostId: shopper.hostId,
    read,
    user,
    locale: shopper.locale,
    deliveryMethodId: defaultDeliveryMethodIdOf(shopper.hostId, read.methods.delivery),
    paymentMethodId: null,
    usingMarketingCredit: false,
    usingGlobalCredit: false,
    guestCodes,
  });
  return quote.subtotal;
}

/** Puts a coupon (checked already, `coupons.service`) on a cart; false when it is there already. */
export function putCouponOnCart(db: Db, cartId: number, couponId: number, email: string): Promise<boolean> {
  return insertCartCoupon(db, cartId, couponId, email);
}

/** Takes a coupon off a cart; false when it was not on it. */
export function takeCouponOffCart(db: Db, cartId: number, couponId: number): Promise<boolean> {
  return deleteCartCoupon(db, cartId, couponId);
}

/** Puts a beautician's guest code (checked already, `referrals.service`) on a cart, replacing another; false when it is there already. */
export function putGuestCodeOnCart(db: Db, cartId: number, referrerUserId: number): Promise<boolean> {
  return updateCartReferrer(db, cartId, referrerUserId);
}

/** Takes the guest code of `referrerUserId` off a cart; false when it was not on it. */
export function takeGuestCodeOffCart(db: Db, cartId: number, referrerUserId: number): Promise<boolean> {
  return clearCartReferrer(db, cartId, referrerUserId);
}

/** A product's pieces left when the shop counts them; null when it does not (or it is no longer on sale here). */
async function productStockOf(db: Db, hostId: HostId, productId: number): Promise<number | null> {
  return (await findProductOnSale(db, hostId, 'hu', productId))?.stockQuantity ?? null;
}

/**
 * At login: each guest cart of the session joins the user's cart of its site. Counts add up,
 * capped at the line limit and, for classroom dates and counted products, at what is left; coupons and the guest code come along.
 */
export async function mergeGuestCarts(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const guest of await selectSessionCarts(tx as unknown as Db, sessionId)) {
      await mergeInto(tx as unknown as Db, guest, userId);
    }
  });
}

async function mergeInto(db: Db, guest: { id: number; hostId: number; referrerUserId: number | null }, userId: number) {
  const hostId = guest.hostId as HostId;
  const items = await selectCartItems(db, guest.id);
  const coupons = await selectCartCoupons(db, guest.id);
  const cartId = await ensureCartId(db, hostId, { userId });
  // The guest's holds go first, so that the places they held count as free for the merged line;
  // the merged lines then show their hold as gone, to be held again from the cart.
  await releaseCartHolds(db, guest.id);
  const dateIds = items.flatMap((item) => (item.trainingDateId === null ? [] : [item.trainingDateId]));
  const dates = await findSellableTrainingDates(db, hostId, 'hu', dateIds);
  for (const item of items) {
    const ref: CartLineRef =
      item.productId !== null ? { productId: item.productId } : { trainingDateId: item.trainingDateId ?? 0 };
    let cap = MAX_CART_LINE_COUNT;
    const date = item.trainingDateId === null ? undefined : dates.get(item.trainingDateId);
    if (date?.locationTypeId === TrainingLocationType.classroom) cap = Math.min(cap, date.availableLimit);
    // A counted product: no more than is left (issue 21).
    const stock = item.productId === null ? null : await productStockOf(db, hostId, item.productId);
    if (stock !== null) cap = Math.min(cap, stock);
    const count = Math.min((await selectLineCount(db, cartId, ref)) + item.count, cap);
    if (count > 0) await upsertLine(db, cartId, ref, count);
  }
  for (const coupon of coupons) await insertCartCoupon(db, cartId, coupon.couponId, coupon.email);
  // The guest code just entered wins over one the account's cart had.
  if (guest.referrerUserId !== null) await updateCartReferrer(db, cartId, guest.referrerUserId);
  await deleteCart(db, guest.id);
  await touchCart(db, cartId);
}

/** GET {cart}'s default delivery method: 5 on the academy (spec §9), else the site's first as listed in the shopper's language. */
export function defaultDeliveryMethodIdOf(hostId: HostId, deliveryMethods: readonly { id: number }[]): number {
  if (hostId === HostId.academy) return DEFAULT_ACADEMY_DELIVERY_METHOD_ID;
  return deliveryMethods[0]?.id ?? DEFAULT_ACADEMY_DELIVERY_METHOD_ID;
}
