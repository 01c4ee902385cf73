import type { CheckoutInput } from '@vag/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { type MailRow, mailRow, type QueuedMail } from '../../lib/mail';
import { type BalanceReason, spendBalance } from '../balances/balances.service';
import {
  type CartOwner,
  type CartQuote,
  cartOwnerOf,
  lockOwnersCart,
  type PricedCart,
  priceCart,
  readCart,
  releaseCartHolds,
  releaseExpiredCartHolds,
} from '../cart/cart.service';
import { redeemCoupons } from '../coupons/coupons.service';
import { reserveStock } from '../products/products.service';
import { guestCodeTermsOf } from '../referrals/referrals.service';
import { operatorNotice } from './operator-notice';
import {
  type Checkout,
  humanNumber,
  newPaymentKey,
  prepareCheckout,
  purchaseSnapshot,
  redeemGuestCode,
  requireExpectedTotal,
  startDueCardPayment,
  withExpectedTotal,
} from './purchase-checkout';
import type { PurchaseRow, Shopper } from './purchase-fields';
import { paymentDeadlineOf } from './purchase-options';

export {
  type BankAccount,
  bankAccountOf,
  bankTransferOf,
  DEMO_BANK_ACCOUNTS,
  placedTransferOf,
} from './bank-transfer';
export { type DeadlinePurchase, queueDeadlineMail } from './deadline-mail';
export { type PaymentSwitch, type SwitchRows, switchPaymentMethod } from './payment-switch';
export { placingLimits, requireCheckoutCaptcha } from './placing-guards';
export {
  type Checkout,
  humanNumber,
  lineSnapshot,
  needsCardPayment,
  newPaymentKey,
  type PostalAddress,
  TotalChangedError,
} from './purchase-checkout';
export {
  canRepay,
  type PurchaseRow,
  paymentItems,
  paymentKindOf,
  paymentStatusOf,
  purchaseFields,
  type Shopper,
} from './purchase-fields';
export { type CancelledPurchase, giveBackTakings } from './purchase-give-back';
export {
  budapestDay,
  carryOutMoney,
  type LifecyclePurchase,
  lifecycleRefusal,
  paymentAttemptsOf,
  recordedPaymentsOf,
  refundChannelOf,
} from './purchase-lifecycle';

import { queueInvoice } from '../invoices/invoices.queue';
import { invoiceUrl, onPurchasePaid } from './purchase-settlement';

export { formatPostal, PAYMENT_RETRY_PATH, PAYMENT_RETURN_PATH, purchaseUrl, returnUrl } from './purchase-links';
export { type DeadlineOptions, type PurchaseOptions, purchaseOptionsOf } from './purchase-options';
export { deadlinePassed, followsPayment, mayPayAgain, resultOf, sendPayLinks } from './purchase-payments';
export { totalChangedBody } from './total-changed';

/*
 * Placing a purchase (decision 0004): a shop order or an academy enrolment. One transaction
 * takes all the purchase needs or nothing: the cart is locked and priced again, seats and
 * counted stock are taken, coupons and a guest code redeemed, balances spent, every value the buyer saw is snapshotted, the cart
 * is emptied and the confirmation queued. The card payment starts only after the commit, so
 * no transaction waits on the provider. Orders and enrolments are the variants below.
 */

export type PurchaseKind = 'order' | 'academy_subscription';
type QuoteLine = CartQuote['lines'][number];

/** A purchase in the making, as the steps after pricing see it. */
export interface Placing<Line extends QuoteLine = QuoteLine> {
  shopper: Shopper;
  checkout: Checkout;
  priced: PricedCart;
  quote: CartQuote;
  /** The lines this kind of purchase buys (never none). */
  lines: Line[];
  id: number;
  /** `VAG-2026-000123`, `AKA-2026-000045`. */
  number: string;
  paymentKey: string;
  placedAt: Date;
}

/** The columns every purchase row is written with: the snapshot, when it was placed, its deadline. */
export type PurchaseValues = ReturnType<typeof purchaseSnapshot> & { createdAt: Date; paymentDeadline: Date | null };

/**
 * What makes a purchase an order or an enrolment: which lines it buys, what it writes, whether
 * it takes seats, which confirmation it sends, what it answers and how it is paid.
 */
export interface PurchaseVariant<Row extends PurchaseRow, Line extends QuoteLine, Items, Answer> {
  kind: PurchaseKind;
  numberPrefix: 'VAG' | 'AKA';
  /** Checks before anything is locked (the enrolment's checkout, and its sweep of expired holds). */
  beforePlacing?(db: Db, checkout: Checkout): Promise<void>;
  /** The cart lines this kind buys, with what its snapshot needs of them. */
  linesOf(tx: Db, quote: CartQuote): Promise<Line[]>;
  /** The next row id (its sequence's nextval), taken before the insert so that the human number is written with it. */
  nextId: SQL;
  /** Writes the purchase row and, in its statement, the outbox rows of `mails` (the confirmation, the operators' notice). */
  insert(tx: Db, placing: Placing<Line>, values: PurchaseValues, mails: MailRow[]): Promise<Row>;
  /** Takes the seats of classroom dates; 409 training_date_full rolls the purchase back. */
  takeSeats?(tx: Db, placing: Placing<Line>): Promise<void>;
  /** Writes the lines' snapshot and, in its statement, empties cart `cartId` (`clearCartStatements`). */
  insertItems(tx: Db, placing: Placing<Line>, cartId: number): Promise<Items>;
  /** The confirmation; `invoiceUrl` links the invoice of a purchase paid at placing. */
  confirmationMail(placing: Placing<Line>, invoiceUrl: string | null): QueuedMail<'order_confirmation'>;
  /** The contract's answer of the placed purchase (before its payment starts). */
  answer(db: Db, placing: Placing<Line>, row: Row, items: Items): Promise<Answer>;
  /** Starts the card payment of the committed purchase: the gateway's URL. */
  startPayment(db: Db, row: Row): Promise<string>;
}

/**
 * POST /api/v1/order and /api/v1/academy-subscriptions. Answers the placed purchase with its
 * payment key, and the gateway URL when it is paid by card; a provider that cannot start
 * leaves the purchase placed and repayable (`paymentFailed`).
 */
export async function placePurchase<Row extends PurchaseRow, Line extends QuoteLine, Items, Answer>(
  db: Db,
  options: ApiOptions,
  shopper: Shopper,
  input: CheckoutInput,
  variant: PurchaseVariant<Row, Line, Items, Answer>,
) {
  const academy = variant.kind === 'academy_subscription';
  const checkout = await prepareCheckout(db, { ...shopper, academy, guestCodes: guestCodeTermsOf(options) }, input);
  await variant.beforePlacing?.(db, checkout);
  const owner = cartOwnerOf({ hostId: shopper.hostId, sessionId: shopper.sessionId, userId: shopper.user?.id ?? null });
  if (!owner) throw new AppError(422, 'order_cart_empty');
  // Other carts' holds that ran out free their seats before this purchase takes its own.
  if (variant.kind === 'academy_subscription') await releaseExpiredCartHolds(db);
  const { placing, row, items } = await withExpectedTotal(checkout, () =>
    db.transaction((txn) => placeInTransaction(txn as unknown as Db, options, { shopper, checkout, owner }, variant)),
  );
  const answer = await variant.answer(db, placing, row, items);
  const payment = await startDueCardPayment(row.paymentMethodId, placing.quote.totalGross, () =>
    variant.startPayment(db, row),
  );
  return { answer: { ...answer, payment_key: row.paymentKey }, ...payment };
}

/** The steps of the purchase's transaction, in their order. */
async function placeInTransaction<Row extends PurchaseRow, Line extends QuoteLine, Items, Answer>(
  tx: Db,
  options: ApiOptions,
  buying: { shopper: Shopper; checkout: Checkout; owner: CartOwner },
  variant: PurchaseVariant<Row, Line, Items, Answer>,
) {
  const { shopper, checkout, owner } = buying;
  // Locked until the purchase commits: a second checkout of the cart waits, then finds it emptied.
  // The purchase's id comes with the lock (an id taken for a purchase that is not placed is a gap).
  const locked = await lockOwnersCart(tx, shopper.hostId, owner, variant.nextId);
  if (!locked) throw new AppError(422, 'order_cart_empty');
  const cartId = locked.id;
  const priced = await priceCartAgain(tx, shopper, checkout, cartId);
  const lines = await variant.linesOf(tx, priced.quote);
  if (lines.length === 0) throw new AppError(422, 'order_cart_empty');
  requireExpectedTotal(checkout, priced.quote);
  const placing = numberPurchase(variant, Number(locked.alongside), {
    shopper,
    checkout,
    priced,
    quote: priced.quote,
    lines,
  });
  // Nothing left to pay (coupons, credits): paid at placing, its invoice queued first so that the
  // confirmation links it (onPurchasePaid below finds it queued).
  const paidAtPlacing = placing.quote.totalGross === 0;
  const invoiceId = paidAtPlacing ? await queueInvoice(tx, variant.kind, placing.id, { kind: 'invoice' }) : null;
  const confirmation = variant.confirmationMail(
    placing,
    invoiceUrl(options, variant.kind, invoiceId, placing.paymentKey),
  );
  const row = await variant.insert(tx, placing, purchaseValues(options, placing), [
    mailRow(confirmation),
    ...operatorNotice(options, variant.kind, placing),
  ]);
  // The cart's own holds (issue 24) give their seats back and the enrolment takes them, in this
  // transaction: the date's row stays locked in between, so nobody else can take them.
  if (variant.takeSeats) {
    await releaseCartHolds(tx, cartId);
    await variant.takeSeats(tx, placing);
  }
  // Counted products' pieces (issue 21): 409 order_product_out_of_stock names each line it cannot serve.
  await reserveStock(tx, productLinesOf(placing), shopper.locale);
  const items = await variant.insertItems(tx, placing, cartId);
  await redeemCoupons(tx, {
    quote: placing.quote,
    email: checkout.buyer.email,
    ...purchaseRef(variant.kind, placing.id),
  });
  await redeemGuestCode(tx, placing, variant.kind);
  await spendBalances(tx, variant.kind, placing);
  if (paidAtPlacing) await onPurchasePaid(tx, { kind: variant.kind, id: placing.id });
  return { placing, row, items };
}

/**
 * The bought pieces of counted products, as priced in this transaction (gifts are given while they
 * last and take none; a product the shop does not count takes no statement).
 */
const productLinesOf = ({ lines, priced }: Placing) =>
  lines.flatMap((line) =>
    line.productId === null || (priced.products.get(line.productId)?.stock_quantity ?? null) === null
      ? []
      : [{ productId: line.productId, count: line.count, name: line.name }],
  );

/** Prices the locked cart afresh (in its own statement: a checkout that waited sees what the first left). */
async function priceCartAgain(tx: Db, shopper: Shopper, checkout: Checkout, cartId: number) {
  const read = await readCart(tx, {
    hostId: shopper.hostId,
    locale: shopper.locale,
    key: { cartId },
    userId: shopper.user?.id ?? null,
  });
  return priceCart(tx, {
    hostId: shopper.hostId,
    read,
    user: shopper.user,
    locale: shopper.locale,
    deliveryMethodId: checkout.delivery.id,
    paymentMethodId: checkout.payment.id,
    usingMarketingCredit: checkout.usingMarketingCredit,
    usingGlobalCredit: checkout.usingGlobalCredit,
    guestCodes: checkout.guestCodes,
    methods: checkout.methods,
  });
}

/** The human number and the payment key of purchase `id` being placed. */
function numberPurchase<Line extends QuoteLine>(
  variant: { numberPrefix: 'VAG' | 'AKA' },
  id: number,
  priced: Omit<Placing<Line>, 'id' | 'number' | 'paymentKey' | 'placedAt'>,
): Placing<Line> {
  const placedAt = new Date();
  return {
    ...priced,
    id,
    number: humanNumber(variant.numberPrefix, id, placedAt),
    paymentKey: newPaymentKey(),
    placedAt,
  };
}

function purchaseValues(options: ApiOptions, { checkout, quote, paymentKey, placedAt }: Placing): PurchaseValues {
  return {
    ...purchaseSnapshot(checkout, quote, paymentKey),
    createdAt: placedAt,
    paymentDeadline: paymentDeadlineOf(options, checkout.payment.id, quote.totalGross, placedAt.getTime()),
  };
}

/** Coupon uses and balance entries point at the purchase they were taken for. */
const purchaseRef = (kind: PurchaseKind, id: number) =>
  kind === 'order' ? { orderId: id } : { academySubscriptionId: id };

/** The marketing, then the global balance, as priced; each a guarded update (409 when used up meanwhile). */
async function spendBalances(tx: Db, kind: PurchaseKind, placing: Placing) {
  const { user } = placing.shopper;
  if (!user) return;
  const reason: BalanceReason = { code: `${kind}_balance_reason`, reference: placing.number };
  const spendings = [
    ['marketing', placing.quote.marketingCredit],
    ['global', placing.quote.globalCredit],
  ] as const;
  for (const [balance, amount] of spendings) {
    if (amount <= 0) continue;
    // The ledger's order_id references shop orders; an enrolment's number is in the reason.
    const orderId = kind === 'order' ? { orderId: placing.id } : {};
    await spendBalance(tx, { userId: user.id, kind: balance, amount, reason, ...orderId });
  }
}
