import {
  type CheckoutInput,
  HostId,
  type ListMeta,
  type Locale,
  localeFromId,
  type Order,
  type OrderDetail,
  type PaymentStatusId,
  PRODUCT_VAT_RATE,
  REPAYABLE_STATUS_IDS,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError } from '../../lib/errors';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { message } from '../../lib/messages';
import type { CurrentUser } from '../../lib/session';
import { addProduct, type QuoteLine } from '../cart/cart.service';
import { buyerInvoicesOf } from '../invoices/invoices.view';
import { startPayment } from '../payments/payments.service';
import type { ReservedPayment } from '../payments/payments.types';
import { getProductLinks, type ProductLink, productLinksOf } from '../products/products.service';
import {
  type BankAccount,
  bankAccountOf,
  bankTransferOf,
  formatPostal,
  lineSnapshot,
  type Placing,
  type PurchaseVariant,
  paymentItems,
  paymentKindOf,
  placedTransferOf,
  placePurchase,
  purchaseFields,
  purchaseUrl,
  returnUrl,
  type Shopper,
  type SwitchRows,
  switchPaymentMethod,
} from '../purchases/purchases.service';
import { claimOrderRepayment } from './orders.payments';
import {
  claimOrders,
  insertOrder,
  insertOrderItems,
  lockOrder,
  nextOrderIdSql,
  type OrderItemRow,
  type OrderRow,
  releaseOrders,
  selectOrderByPaymentKey,
  selectOrderItems,
  selectUserOrder,
  selectUserOrders,
  writeOrderPayment,
} from './orders.queries';

/*
 * Shop orders (spec §3 "Order", §7; DESIGN §6): the purchase pipeline's variant that delivers
 * products (decision 0004). The order adds its delivery, its gifts and its product links.
 */

/** The contract's order: its row, its items (lines then gifts) and the products they still link to. */
function shapeOrder(
  row: OrderRow,
  items: OrderItemRow[],
  products: ReadonlyMap<number, ProductLink>,
  locale: Locale,
  bank: BankAccount,
): Order {
  return {
    ...purchaseFields(row, locale),
    bank_transfer: bankTransferOf(bank, transferDueOf(row)),
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

const transferDueOf = (row: OrderRow) => ({
  paymentMethodId: row.paymentMethodId,
  paymentStatusId: row.paymentStatusId,
  totalGross: row.historicTotalGross,
  reference: row.orderNumber,
  deadline: row.paymentDeadline,
});

async function toOrders(db: Db, options: ApiOptions, rows: OrderRow[], locale: Locale): Promise<Order[]> {
  const items = await selectOrderItems(
    db,
    rows.map((row) => row.id),
  );
  const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))];
  const products = await getProductLinks(db, HostId.shop, locale, productIds);
  return rows.map((row) =>
    shapeOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      products,
      locale,
      bankAccountOf(options, HostId.shop),
    ),
  );
}

/** One order in the contract's shape (the account, the return page, the back office). */
export async function toOrder(db: Db, options: ApiOptions, row: OrderRow, locale: Locale): Promise<Order> {
  const [order] = await toOrders(db, options, [row], locale);
  if (!order) throw new NotFoundError();
  return order;
}

/** The order confirmation, queued with the order (it is sent only if the order commits). */
function confirmationMail(
  options: ApiOptions,
  { checkout, quote, shopper, ...order }: Placing,
  invoiceUrl: string | null,
) {
  const { locale } = checkout;
  return {
    to: checkout.buyer.email,
    kind: 'order_confirmation' as const,
    locale,
    about: { type: 'order' as const, id: order.id },
    data: {
      kind: 'order' as const,
      firstName: checkout.buyer.firstName,
      number: order.number,
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
      bankTransfer: placedTransferOf(options, HostId.shop, { checkout, quote, ...order }),
      url: purchaseUrl(options, 'order', { ...order, userId: checkout.buyer.userId }, locale),
      invoiceUrl,
    },
  };
}

/** An order: every line of the cart, its delivery, and its gifts as items of no price. */
const orderVariant = (options: ApiOptions): PurchaseVariant<OrderRow, QuoteLine, OrderItemRow[], Order> => ({
  kind: 'order',
  numberPrefix: 'VAG',
  linesOf: async (_tx, quote) => quote.lines,
  nextId: nextOrderIdSql,
  insert: (tx, { id, number, checkout, quote }, values, mails) =>
    insertOrder(
      tx,
      id,
      number,
      {
        ...values,
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
      mails,
    ),
  insertItems: (tx, { id, lines, quote }, cartId) =>
    insertOrderItems(
      tx,
      id,
      [
        ...lines.map((line) => ({ productId: line.productId, ...lineSnapshot(line) })),
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
      cartId,
    ),
  confirmationMail: (placing, invoiceUrl) => confirmationMail(options, placing, invoiceUrl),
  // What the answer shows of the products is what was just priced: no second read after the commit.
  answer: async (_db, { priced, shopper }, row, items) =>
    shapeOrder(
      row,
      items.sort((a, b) => Number(a.isGift) - Number(b.isGift) || a.id - b.id),
      productLinksOf([...priced.products.values(), ...priced.giftProducts.values()]),
      shopper.locale,
      bankAccountOf(options, HostId.shop),
    ),
  startPayment: (db, row) => startOrderPayment(db, options, row),
});

/**
 * POST /api/v1/order. Answers the placed order with its payment key, and the gateway URL when
 * it is paid by card; a provider that cannot start leaves the order placed and repayable.
 */
export async function placeOrder(db: Db, options: ApiOptions, shopper: Shopper, input: CheckoutInput) {
  const { answer: order, ...payment } = await placePurchase(db, options, shopper, input, orderVariant(options));
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

export async function listOrders(
  db: Db,
  options: ApiOptions,
  userId: number,
  locale: Locale,
  paging: Paging,
): Promise<{ data: Order[]; meta: ListMeta }> {
  const { rows, total } = await selectUserOrders(db, userId, paging.perPage, offsetOf(paging));
  return { data: await toOrders(db, options, rows, locale), meta: pageMeta(paging, total, rows.length) };
}

export async function getOrder(
  db: Db,
  options: ApiOptions,
  userId: number,
  id: number,
  locale: Locale,
): Promise<OrderDetail> {
  const row = await selectUserOrder(db, userId, id);
  if (!row) throw new NotFoundError();
  const [order, invoices] = await Promise.all([
    toOrder(db, options, row, locale),
    buyerInvoicesOf(db, 'order', row.id),
  ]);
  return { ...order, invoices };
}

/** The order of a payment key (the return page's credential; guests too). */
export async function getOrderByPaymentKey(db: Db, options: ApiOptions, paymentKey: string, locale: Locale) {
  const row = await selectOrderByPaymentKey(db, paymentKey);
  if (!row) throw new NotFoundError();
  return { ...(await toOrder(db, options, row, locale)), payment_key: row.paymentKey };
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

const orderSwitchRows: SwitchRows<OrderRow> = {
  kind: 'order',
  hostId: HostId.shop,
  numberOf: (row) => row.orderNumber,
  deliveryMethodIdOf: (row) => row.deliveryMethodId,
  lock: lockOrder,
  write: (tx, row, values) => writeOrderPayment(tx, row.id, values),
};

/**
 * POST /api/v1/order-from-payment-key/payment-method: an order whose card payment failed or
 * was cancelled is paid another way its delivery allows (bank transfer, cash on delivery, at
 * pick-up); answers the order as its return page shows it.
 */
export async function switchOrderPaymentByPaymentKey(
  db: Db,
  options: ApiOptions,
  paymentKey: string,
  paymentMethodId: number,
  locale: Locale,
) {
  const found = await selectOrderByPaymentKey(db, paymentKey);
  const row = await switchPaymentMethod(db, options, found, paymentMethodId, orderSwitchRows);
  return { ...(await toOrder(db, options, row, locale)), payment_key: row.paymentKey };
}

/**
 * Puts the order's products that are still on sale back into the current cart at today's
 * prices (the cart prices them); answers what was added and what was not, and why.
 */
export async function reorder(db: Db, shopper: Shopper & { user: CurrentUser }, id: number) {
  const row = await selectUserOrder(db, shopper.user.id, id);
  if (!row) throw new NotFoundError();
  return refillCart(db, shopper, row);
}

/**
 * POST /api/v1/order-from-payment-key/cart: the lines of an unpaid order (its card payment
 * failed or was cancelled) back in the visitor's current cart, so the shopper can change the
 * order and place it again with nothing lost. A paid or pending order is not put back (409).
 */
export async function reorderByPaymentKey(db: Db, shopper: Shopper, paymentKey: string) {
  const row = await selectOrderByPaymentKey(db, paymentKey);
  if (!row) throw new NotFoundError();
  if (!REPAYABLE_STATUS_IDS.includes(row.paymentStatusId as PaymentStatusId)) {
    throw new AppError(409, 'repayment_not_allowed');
  }
  return refillCart(db, shopper, row);
}

async function refillCart(db: Db, shopper: Shopper, row: OrderRow) {
  const items = (await selectOrderItems(db, [row.id])).filter((item) => !item.isGift);
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
          userId: shopper.user?.id ?? null,
          roleIds: shopper.user?.roleIds ?? [],
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
