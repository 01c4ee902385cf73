import {
  type CheckoutInput,
  HostId,
  type ListMeta,
  type Locale,
  localeFromId,
  type Order,
  PaymentMethodId,
  type PaymentStatusId,
  PRODUCT_VAT_RATE,
  type Product,
  REPAYABLE_STATUS_IDS,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError } from '../../lib/errors';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { mailInsert } from '../../lib/mail';
import { message } from '../../lib/messages';
import type { CurrentUser } from '../../lib/session';
import { spendBalance } from '../balances/balances.service';
import type { CartQuote } from '../cart/cart.pricing';
import {
  addProduct,
  type CartOwner,
  clearCartStatements,
  priceCart,
  redeemCoupons,
  selectCartContents,
} from '../cart/cart.service';
import { startPayment } from '../payments/payments.service';
import type { ReservedPayment } from '../payments/payments.types';
import { getProductsByIds } from '../products/products.service';
import {
  type Checkout,
  humanNumber,
  lineSnapshot,
  needsCardPayment,
  newPaymentKey,
  prepareCheckout,
  purchaseSnapshot,
  requireExpectedTotal,
  startDueCardPayment,
  withExpectedTotal,
} from './checkout.service';
import { formatPostal, purchaseUrl, returnUrl } from './orders.links';
import { claimOrderRepayment, deadlinePassed } from './orders.payments';
import {
  claimOrders,
  insertOrder,
  insertOrderItems,
  lockCartTakingOrderId,
  type OrderItemRow,
  type OrderRow,
  releaseOrders,
  selectOrderByPaymentKey,
  selectOrderItems,
  selectUserOrder,
  selectUserOrders,
} from './orders.queries';
import { paymentDeadlineOf } from './purchase-options';

/*
 * Shop orders (spec §3 "Order", §7; DESIGN §6). Placing one is a single transaction: the cart
 * row is locked, priced again, coupons redeemed and balances spent, and every value the buyer
 * saw is snapshotted; the card payment starts only after it commits.
 */

export interface Shopper {
  hostId: HostId;
  sessionId: string | null;
  user: CurrentUser | null;
  locale: Locale;
}

export const paymentStatusOf = (id: number, locale: Locale) => ({
  id,
  name: message(`payment_status_${id as PaymentStatusId}`, locale),
});

/** Status 2 or 5 of a card purchase with something to pay (spec §4: they may be paid again), until its deadline. */
export const canRepay = (row: {
  paymentStatusId: number;
  paymentMethodId: number;
  historicTotalGross: number;
  paymentDeadline?: Date | null;
}) =>
  (REPAYABLE_STATUS_IDS as readonly number[]).includes(row.paymentStatusId) &&
  needsCardPayment(row.paymentMethodId, row.historicTotalGross) &&
  !deadlinePassed(row);

/** The contract's purchase fields of a row (orders and enrolments share them). */
type OrderOnlyKey =
  | 'orderNumber'
  | 'deliveryMethodId'
  | 'glsParcelShopId'
  | 'deliveryComment'
  | 'historicDeliveryMethodName'
  | 'historicParcelShop'
  | 'historicShippingPriceFinal'
  | `deliveryAddress${string}`;
/** The columns orders and enrolments share. */
export type PurchaseRow = Omit<OrderRow, OrderOnlyKey>;

export function purchaseFields(row: PurchaseRow, locale: Locale) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    comment: row.comment,
    paymentStatus: paymentStatusOf(row.paymentStatusId, locale),
    paymentMethod: {
      id: row.paymentMethodId,
      name: row.historicPaymentMethodName,
      extra_cost: row.historicPaymentPriceGross,
    },
    payed_date: row.payedDate?.toISOString() ?? null,
    can_repay: canRepay(row),
    billing_address_name: row.billingAddressName,
    billing_company_name: row.billingCompanyName,
    billing_tax_number: row.billingTaxNumber,
    billing_address_zipcode: row.billingAddressZipcode,
    billing_address_city: row.billingAddressCity,
    billing_address_street: row.billingAddressStreet,
    billing_address_street_type: row.billingAddressStreetType,
    billing_address_number: row.billingAddressNumber,
    billing_address_building: row.billingAddressBuilding,
    billing_address_staircase: row.billingAddressStaircase,
    billing_address_floor: row.billingAddressFloor,
    billing_address_door: row.billingAddressDoor,
    historic_sub_total_gross: row.historicSubTotalGross,
    historic_sub_total_vat: row.historicSubTotalVat,
    historic_payment_price_gross: row.historicPaymentPriceGross,
    historic_discount_amount: row.historicDiscountAmount,
    historic_discount_description: row.historicDiscountDescription,
    historic_subtractions: row.historicSubtractions,
    historic_total_net: row.historicTotalNet,
    historic_total_vat: row.historicTotalVat,
    historic_total_gross: row.historicTotalGross,
  };
}

type ProductRef = { id: number; name: string; full_uri: string };

/** The contract's order: its row, its items (lines then gifts) and the products they still link to. */
function shapeOrder(row: OrderRow, items: OrderItemRow[], products: Map<number, ProductRef>, locale: Locale): Order {
  return {
    ...purchaseFields(row, locale),
    order_number: row.orderNumber,
    deliveryMethod: { id: row.deliveryMethodId, name: row.historicDeliveryMethodName },
    historic_shipping_price_final: row.historicShippingPriceFinal,
    delivery_comment: row.deliveryComment,
    gls_parcel_shop_id: row.glsParcelShopId,
    historic_parcel_shop: row.historicParcelShop,
    delivery_address_zipcode: row.deliveryAddressZipcode,
    delivery_address_city: row.deliveryAddressCity,
    delivery_address_street: row.deliveryAddressStreet,
    delivery_address_street_type: row.deliveryAddressStreetType,
    delivery_address_number: row.deliveryAddressNumber,
    delivery_address_building: row.deliveryAddressBuilding,
    delivery_address_staircase: row.deliveryAddressStaircase,
    delivery_address_floor: row.deliveryAddressFloor,
    delivery_address_door: row.deliveryAddressDoor,
    orderItems: items.map((item) => ({
      id: item.id,
      product: item.productId === null ? null : (products.get(item.productId) ?? null),
      is_gift: item.isGift,
      count: item.count,
      item_name_historic: item.itemNameHistoric,
      item_price_historic: item.itemPriceHistoric,
      item_price_original_historic: item.itemPriceOriginalHistoric,
      item_vat_rate_historic: item.itemVatRateHistoric,
      item_sum_price_historic: item.itemSumPriceHistoric,
    })),
  };
}

const productRefs = (products: Iterable<Product>) =>
  new Map(
    [...products].map((product) => [product.id, { id: product.id, name: product.name, full_uri: product.full_uri }]),
  );

async function toOrders(db: Db, rows: OrderRow[], locale: Locale): Promise<Order[]> {
  const items = await selectOrderItems(
    db,
    rows.map((row) => row.id),
  );
  const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))];
  const products = productRefs(await getProductsByIds(db, HostId.shop, locale, productIds));
  return rows.map((row) =>
    shapeOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      products,
      locale,
    ),
  );
}

async function toOrder(db: Db, row: OrderRow, locale: Locale): Promise<Order> {
  const [order] = await toOrders(db, [row], locale);
  if (!order) throw new NotFoundError();
  return order;
}

/** The payment page's words for what kind of paying follows (the confirmation mail says it). */
export function paymentKindOf(paymentMethodId: number, totalGross: number) {
  if (totalGross === 0) return 'paid' as const;
  if (paymentMethodId === PaymentMethodId.card) return 'card' as const;
  if (paymentMethodId === PaymentMethodId.bankTransfer) return 'transfer' as const;
  return 'later' as const;
}

/** The order confirmation, queued with the order (it is sent only if the order commits). */
function confirmationMail(
  options: ApiOptions,
  checkout: Checkout,
  quote: CartQuote,
  order: { id: number; userId: number | null; paymentKey: string; orderNumber: string },
) {
  const { locale } = checkout;
  return {
    to: checkout.buyer.email,
    kind: 'order_confirmation' as const,
    locale,
    data: {
      kind: 'order' as const,
      firstName: checkout.buyer.firstName,
      number: order.orderNumber,
      lines: quote.lines.map((line) => ({ name: line.name, count: line.count, sum: line.sumPrice })),
      gifts: quote.gifts.map((gift) => ({ name: gift.name, count: gift.count })),
      subtotal: quote.subtotal,
      deliveryFee: quote.deliveryFee,
      deliveryMethod: checkout.delivery.name,
      parcelShop: checkout.delivery.parcelShop,
      deliveryAddress: checkout.delivery.parcelShop ? null : formatPostal(checkout.address),
      billingAddress: `${checkout.billing.name}, ${formatPostal(checkout.billing)}`,
      paymentFee: quote.paymentFee,
      paymentMethod: checkout.payment.name,
      subtractions: quote.subtractions.map(({ name, amount }) => ({ name, amount })),
      total: quote.totalGross,
      payment: paymentKindOf(checkout.payment.id, quote.totalGross),
      url: purchaseUrl(options, 'order', order, locale),
    },
  };
}

/**
 * The order's transaction, in as few round trips as it takes: the cart's lock with the order id,
 * the cart's contents, the pricing reads, the order with its confirmation mail, the items with
 * the emptying of the cart; coupons and balances (when used) each with their own guarded update.
 */
async function insertPlacedOrder(tx: Db, options: ApiOptions, checkout: Checkout, shopper: Shopper) {
  const owner: CartOwner | null = shopper.user
    ? { userId: shopper.user.id }
    : shopper.sessionId !== null
      ? { sessionId: shopper.sessionId }
      : null;
  // The cart stays locked until the order commits: a second checkout of it waits, then finds it emptied.
  const locked = owner ? await lockCartTakingOrderId(tx, shopper.hostId, owner) : undefined;
  if (!locked) throw new AppError(422, 'order_cart_empty');
  const { cartId, orderId: id } = locked;
  // Read after the lock, in its own statement: a checkout that waited sees what the first one left.
  const contents = await selectCartContents(tx, shopper.hostId, cartId);
  const { quote, products, giftProducts } = await priceCart(tx, {
    hostId: shopper.hostId,
    cartId,
    user: shopper.user,
    locale: shopper.locale,
    deliveryMethodId: checkout.delivery.id,
    paymentMethodId: checkout.payment.id,
    usingMarketingCredit: checkout.usingMarketingCredit,
    usingGlobalCredit: checkout.usingGlobalCredit,
    methods: checkout.methods,
    contents,
  });
  if (quote.lines.length === 0) throw new AppError(422, 'order_cart_empty');
  requireExpectedTotal(checkout, quote);
  const placedAt = new Date();
  const orderNumber = humanNumber('VAG', id, placedAt);
  const paymentKey = newPaymentKey();
  const mail = confirmationMail(options, checkout, quote, {
    id,
    userId: checkout.buyer.userId,
    paymentKey,
    orderNumber,
  });
  const row = await insertOrder(
    tx,
    id,
    orderNumber,
    {
      ...purchaseSnapshot(checkout, quote, paymentKey),
      createdAt: placedAt,
      paymentDeadline: paymentDeadlineOf(options, checkout.payment.id, quote.totalGross, placedAt.getTime()),
      deliveryMethodId: checkout.delivery.id,
      glsParcelShopId: checkout.delivery.parcelShopId,
      deliveryComment: checkout.deliveryComment,
      deliveryAddressZipcode: checkout.address.zipcode,
      deliveryAddressCity: checkout.address.city,
      deliveryAddressStreet: checkout.address.street,
      deliveryAddressStreetType: checkout.address.streetType,
      deliveryAddressNumber: checkout.address.number,
      deliveryAddressBuilding: checkout.address.building,
      deliveryAddressStaircase: checkout.address.staircase,
      deliveryAddressFloor: checkout.address.floor,
      deliveryAddressDoor: checkout.address.door,
      historicDeliveryMethodName: checkout.delivery.name,
      historicParcelShop: checkout.delivery.parcelShop,
      historicShippingPriceFinal: quote.deliveryFee,
    },
    [tx.$with('queued_mail').as(mailInsert(tx, mail))],
  );
  const items = await insertOrderItems(
    tx,
    id,
    [
      ...quote.lines.map((line) => ({ productId: line.productId, ...lineSnapshot(line) })),
      ...quote.gifts.map((gift) => ({
        productId: gift.productId,
        isGift: true,
        count: gift.count,
        itemNameHistoric: gift.name,
        itemPriceHistoric: 0,
        itemPriceOriginalHistoric: 0,
        itemVatRateHistoric: PRODUCT_VAT_RATE,
        itemSumPriceHistoric: 0,
        itemNetHistoric: 0,
        itemVatHistoric: 0,
      })),
    ],
    clearCartStatements(tx, cartId),
  );
  await redeemCoupons(tx, { quote, email: checkout.buyer.email, orderId: id });
  const reason = `${message('order_balance_reason', 'hu')} ${orderNumber}`;
  if (shopper.user && quote.marketingCredit > 0) {
    await spendBalance(tx, {
      userId: shopper.user.id,
      kind: 'marketing',
      amount: quote.marketingCredit,
      reason,
      orderId: id,
    });
  }
  if (shopper.user && quote.globalCredit > 0) {
    await spendBalance(tx, {
      userId: shopper.user.id,
      kind: 'global',
      amount: quote.globalCredit,
      reason,
      orderId: id,
    });
  }
  // What the answer shows of the products is what was just priced: no second read after the commit.
  const order = shapeOrder(
    row,
    items.sort((a, b) => Number(a.isGift) - Number(b.isGift) || a.id - b.id),
    productRefs([...products.values(), ...giftProducts.values()]),
    shopper.locale,
  );
  return { row, quote, order };
}

/**
 * POST /api/v1/order. Answers the placed order with its payment key, and the gateway URL when
 * it is paid by card; a provider that cannot start leaves the order placed and repayable.
 */
export async function placeOrder(db: Db, options: ApiOptions, shopper: Shopper, input: CheckoutInput) {
  const checkout = await prepareCheckout(db, { ...shopper, academy: false }, input);
  const {
    row,
    quote,
    order: placedOrder,
  } = await withExpectedTotal(checkout, () =>
    db.transaction((txn) => insertPlacedOrder(txn as unknown as Db, options, checkout, shopper)),
  );
  const order = { ...placedOrder, payment_key: row.paymentKey };
  const payment = await startDueCardPayment(row.paymentMethodId, quote.totalGross, () =>
    startOrderPayment(db, options, row),
  );
  return { order, ...payment };
}

async function startOrderPayment(
  db: Db,
  options: ApiOptions,
  row: OrderRow,
  reserved?: ReservedPayment,
): Promise<string> {
  const locale = localeFromId(row.localeId) ?? 'hu';
  const items = await selectOrderItems(db, [row.id]);
  const started = await startPayment(db, {
    payableType: 'order',
    payableId: row.id,
    amount: row.historicTotalGross,
    locale,
    payerEmail: row.email,
    description: row.orderNumber,
    items: paymentItems(
      row,
      items.filter((item) => !item.isGift),
      [
        [message('order_delivery_fee', locale), row.historicShippingPriceFinal],
        [message('order_payment_fee', locale), row.historicPaymentPriceGross],
      ],
    ),
    redirectUrl: returnUrl(options, HostId.shop, locale, row.paymentKey),
    reserved,
  });
  return started.gatewayUrl;
}

/**
 * The lines shown at the gateway: the snapshot's items and fees when they add up to the charge;
 * one line of the whole charge when discounts make them differ (no negative lines there).
 */
export function paymentItems(
  row: { historicTotalGross: number; historicDiscountAmount: number },
  items: { itemNameHistoric: string; count: number; itemPriceHistoric: number; itemSumPriceHistoric: number }[],
  fees: [string, number][],
  summary = 'Vagheggi',
) {
  const lines = [
    ...items.map((item) => ({
      name: item.itemNameHistoric,
      quantity: item.count,
      unitPrice: item.itemPriceHistoric,
      total: item.itemSumPriceHistoric,
    })),
    ...fees.filter(([, fee]) => fee > 0).map(([name, fee]) => ({ name, quantity: 1, unitPrice: fee, total: fee })),
  ];
  const sum = lines.reduce((total, line) => total + line.total, 0);
  if (row.historicDiscountAmount === 0 && sum === row.historicTotalGross) return lines;
  return [{ name: summary, quantity: 1, unitPrice: row.historicTotalGross, total: row.historicTotalGross }];
}

export async function listOrders(
  db: Db,
  userId: number,
  locale: Locale,
  paging: Paging,
): Promise<{ data: Order[]; meta: ListMeta }> {
  const { rows, total } = await selectUserOrders(db, userId, paging.perPage, offsetOf(paging));
  return { data: await toOrders(db, rows, locale), meta: pageMeta(paging, total, rows.length) };
}

export async function getOrder(db: Db, userId: number, id: number, locale: Locale): Promise<Order> {
  const row = await selectUserOrder(db, userId, id);
  if (!row) throw new NotFoundError();
  return toOrder(db, row, locale);
}

/** The order of a payment key (the return page's credential; guests too). */
export async function getOrderByPaymentKey(db: Db, paymentKey: string, locale: Locale) {
  const row = await selectOrderByPaymentKey(db, paymentKey);
  if (!row) throw new NotFoundError();
  return { ...(await toOrder(db, row, locale)), payment_key: row.paymentKey };
}

/**
 * A new card payment of the same snapshot total, unless an attempt is paid or pending and fresh
 * (`claimOrderRepayment`: under the order's lock, so two clicks start one payment, not two).
 */
async function repay(db: Db, options: ApiOptions, row: OrderRow | undefined): Promise<string> {
  if (!row) throw new NotFoundError();
  const { row: reopened, reserved } = await claimOrderRepayment(db, row);
  return startOrderPayment(db, options, reopened, reserved);
}

export async function repayOrder(db: Db, options: ApiOptions, userId: number, id: number) {
  return repay(db, options, await selectUserOrder(db, userId, id));
}

/** POST /api/v1/order-from-payment-key: reopening counts as the terms accepted at placing. */
export async function repayOrderByPaymentKey(db: Db, options: ApiOptions, paymentKey: string) {
  return repay(db, options, await selectOrderByPaymentKey(db, paymentKey));
}

/**
 * Puts the order's products that are still on sale back into the current cart at today's
 * prices (the cart prices them); answers what was added and what was not, and why.
 */
export async function reorder(db: Db, shopper: Shopper & { user: CurrentUser }, id: number) {
  const row = await selectUserOrder(db, shopper.user.id, id);
  if (!row) throw new NotFoundError();
  const items = (await selectOrderItems(db, [id])).filter((item) => !item.isGift);
  const added: { product_id: number; name: string; count: number }[] = [];
  const notAdded: { product_id: number | null; name: string; reason: string }[] = [];
  for (const item of items) {
    if (item.productId === null) {
      notAdded.push({
        product_id: null,
        name: item.itemNameHistoric,
        reason: message('reorder_unavailable', shopper.locale),
      });
      continue;
    }
    try {
      await addProduct(
        db,
        {
          hostId: shopper.hostId,
          sessionId: shopper.sessionId,
          userId: shopper.user.id,
          roleIds: shopper.user.roleIds,
          locale: shopper.locale,
        },
        item.productId,
        item.count,
      );
      added.push({ product_id: item.productId, name: item.itemNameHistoric, count: item.count });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notAdded.push({
        product_id: item.productId,
        name: item.itemNameHistoric,
        reason: message(error.code, shopper.locale),
      });
    }
  }
  return { added, not_added: notAdded };
}

/** The contact data of a guest order by its payment key (account activation from an order). */
export async function findGuestOrderContact(db: Db, paymentKey: string) {
  const row = await selectOrderByPaymentKey(db, paymentKey);
  if (!row || row.userId !== null) return undefined;
  return { email: row.email, firstName: row.firstName, lastName: row.lastName, phoneNumber: row.phoneNumber };
}

/** In the activation's transaction: the e-mail's guest orders become the new account's. */
export const claimGuestOrderRows = claimOrders;
/** An unverified account taken over by the mailbox's owner: its orders wait for a verified claim. */
export const releaseUserOrders = releaseOrders;
