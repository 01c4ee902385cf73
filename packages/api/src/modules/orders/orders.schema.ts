import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns, purchaseColumns } from '../../db/purchase-columns';
import { products } from '../products/products.schema';

/*
 * Shop orders. They snapshot everything the buyer saw when placing them (`historic_*`, DESIGN §6):
 * see db/purchase-columns.ts, shared with academy enrolments.
 */

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Human number for mails, the gateway and the phone: VAG-2026-000123. */
    orderNumber: text().notNull(),
    ...purchaseColumns,
    deliveryMethodId: smallint().notNull(),
    glsParcelShopId: integer(),
    deliveryComment: text(),
    deliveryAddressZipcode: text(),
    deliveryAddressCity: text(),
    deliveryAddressStreet: text(),
    deliveryAddressStreetType: text(),
    deliveryAddressNumber: text(),
    deliveryAddressBuilding: text(),
    deliveryAddressStaircase: text(),
    deliveryAddressFloor: text(),
    deliveryAddressDoor: text(),
    historicDeliveryMethodName: text().notNull(),
    /** The parcel point's name and address as it was: points close and move. */
    historicParcelShop: text(),
    historicShippingPriceFinal: integer().notNull(),
    /** Where the goods are (decision 14): received, packed, shipped, delivered, picked_up, cancelled, returned. */
    fulfilmentStatus: text().notNull().default('received'),
    /** GLS's parcel number, given when the parcel is shipped; the customer's mail links its tracking. */
    parcelNumber: text(),
    shippedAt: timestamp({ withTimezone: true }),
    /** When the buyer got the goods (delivered or picked up): the withdrawal period counts from it. */
    handedOverAt: timestamp({ withTimezone: true }),
    /** Why staff cancelled it, in their words (the customer's mail quotes it). */
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    uniqueIndex('orders_payment_key_idx').on(t.paymentKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_email_idx').on(t.email).where(sql`${t.userId} is null`),
    index('orders_payment_deadline_idx').on(t.paymentDeadline).where(sql`${t.paymentDeadline} is not null`),
    check('orders_payment_status_check', sql`${t.paymentStatusId} between 1 and 5`),
    check('orders_total_check', sql`${t.historicTotalGross} >= 0`),
    check('orders_refunded_check', sql`${t.refundedAmount} between 0 and ${t.historicTotalGross}`),
    check(
      'orders_fulfilment_status_check',
      sql`${t.fulfilmentStatus} in ('received', 'packed', 'shipped', 'delivered', 'picked_up', 'cancelled', 'returned')`,
    ),
    /** The back office's work queue: orders not yet on their way. */
    index('orders_open_fulfilment_idx')
      .on(t.fulfilmentStatus, t.createdAt)
      .where(sql`${t.fulfilmentStatus} in ('received', 'packed')`),
    index('orders_created_idx').on(t.createdAt),
    /** The dashboard's takings by paid day, and its queue of orders awaiting their money (issue 20). */
    index('orders_paid_day_idx').on(t.payedDate).where(sql`${t.paymentStatusId} in (3, 4)`),
    index('orders_awaiting_payment_idx').on(t.createdAt).where(sql`${t.paymentStatusId} = 1`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted: the snapshot still names it. */
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    /** A gift of a gift rule: priced 0, listed after the bought lines. */
    isGift: boolean().notNull().default(false),
    ...lineColumns,
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_count_check', sql`${t.count} > 0`)],
);
