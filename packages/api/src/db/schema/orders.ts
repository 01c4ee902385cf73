import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { trainingDates, trainings } from './catalogue-trainings';
import { educationLevels } from './reference';

/*
 * Shop orders and academy enrolments ("academy subscriptions"). Both snapshot everything the
 * buyer saw when placing them (`historic_*`, DESIGN §6): names, prices, fees, VAT, discounts,
 * addresses and method names are copied, never joined later, so catalogue changes never alter
 * a placed order. Money is integer forints, gross unless the name says net or VAT.
 */

/** One row of the subtractions snapshot: coupon discounts and balance credits, in the order applied. */
export interface HistoricSubtraction {
  kind: 'coupon' | 'marketing' | 'global';
  name: string;
  amount: number;
}

/** Who bought, how they pay, where the invoice goes, and the totals: the same for both kinds. */
const purchaseColumns = {
  /** Null for a guest; a guest order is claimed by the account later activated with its e-mail. */
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  phoneNumber: text().notNull(),
  localeId: smallint().notNull(),
  /** The credential of the payment return page and of guests: 32 random bytes, url-safe. */
  paymentKey: text().notNull(),
  /** DESIGN §5: 1 pending, 2 failed, 3 paid, 4 refunded, 5 cancelled/expired. */
  paymentStatusId: smallint().notNull().default(1),
  paymentMethodId: smallint().notNull(),
  payedDate: timestamp({ withTimezone: true }),
  comment: text(),
  billingAddressName: text().notNull(),
  billingCompanyName: text(),
  billingTaxNumber: text(),
  billingAddressZipcode: text().notNull(),
  billingAddressCity: text().notNull(),
  billingAddressStreet: text().notNull(),
  billingAddressStreetType: text().notNull(),
  billingAddressNumber: text().notNull(),
  billingAddressBuilding: text(),
  billingAddressStaircase: text(),
  billingAddressFloor: text(),
  billingAddressDoor: text(),
  historicPaymentMethodName: text().notNull(),
  /** The items' gross sum before discounts, and its VAT. */
  historicSubTotalGross: integer().notNull(),
  historicSubTotalVat: integer().notNull(),
  historicPaymentPriceGross: integer().notNull(),
  /** Coupon discounts plus balance credits. */
  historicDiscountAmount: integer().notNull(),
  historicDiscountDescription: text(),
  historicSubtractions: jsonb().$type<HistoricSubtraction[]>().notNull().default([]),
  historicMarketingCredit: integer().notNull().default(0),
  historicGlobalCredit: integer().notNull().default(0),
  historicTotalNet: integer().notNull(),
  historicTotalVat: integer().notNull(),
  /** What is charged. */
  historicTotalGross: integer().notNull(),
  /**
   * Until when an unpaid purchase waits for its money (bank transfer: days; card: the payment
   * window); after it the purchase is cancelled and its seats go back. Null once paid.
   */
  paymentDeadline: timestamp({ withTimezone: true }),
  /** The "your transfer is due" reminder went out (once). */
  paymentReminderSentAt: timestamp({ withTimezone: true }),
  /** The "pay with this link" mail of a card payment that never completed went out (once). */
  paymentLinkSentAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Per line: what one unit cost, before and after its promotion, its VAT rate and the line's sums. */
const lineColumns = {
  count: integer().notNull(),
  itemNameHistoric: text().notNull(),
  itemPriceHistoric: integer().notNull(),
  itemPriceOriginalHistoric: integer().notNull(),
  itemVatRateHistoric: integer().notNull(),
  itemSumPriceHistoric: integer().notNull(),
  itemNetHistoric: integer().notNull(),
  itemVatHistoric: integer().notNull(),
};

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
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    uniqueIndex('orders_payment_key_idx').on(t.paymentKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_email_idx').on(t.email).where(sql`${t.userId} is null`),
    index('orders_payment_deadline_idx').on(t.paymentDeadline).where(sql`${t.paymentDeadline} is not null`),
    check('orders_payment_status_check', sql`${t.paymentStatusId} between 1 and 5`),
    check('orders_total_check', sql`${t.historicTotalGross} >= 0`),
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

export const ACADEMY_SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;

export const academySubscriptions = pgTable(
  'academy_subscriptions',
  {
    id: serial().primaryKey(),
    /** Human number: AKA-2026-000045. */
    subscriptionId: text().notNull(),
    ...purchaseColumns,
    /** DESIGN §5: pending, confirmed, cancelled, completed. */
    status: text().notNull().default('pending'),
    /**
     * Unpaid enrolments hold their seats until then (the payment window), so a failed payment
     * can be retried; null once paid (held for good) or released.
     */
    seatsHoldUntil: timestamp({ withTimezone: true }),
    /** Set when the seats went back to the dates: guards the release to happen once. */
    seatsReleasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('academy_subscriptions_number_idx').on(t.subscriptionId),
    uniqueIndex('academy_subscriptions_payment_key_idx').on(t.paymentKey),
    index('academy_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('academy_subscriptions_guest_email_idx').on(t.email).where(sql`${t.userId} is null`),
    index('academy_subscriptions_hold_idx')
      .on(t.seatsHoldUntil)
      .where(sql`${t.seatsReleasedAt} is null and ${t.seatsHoldUntil} is not null`),
    index('academy_subscriptions_payment_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.paymentDeadline} is not null`),
    check('academy_subscriptions_payment_status_check', sql`${t.paymentStatusId} between 1 and 5`),
    check('academy_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed')`),
    check('academy_subscriptions_total_check', sql`${t.historicTotalGross} >= 0`),
  ],
);

export const academySubscriptionItems = pgTable(
  'academy_subscription_items',
  {
    id: serial().primaryKey(),
    academySubscriptionId: integer()
      .notNull()
      .references(() => academySubscriptions.id, { onDelete: 'cascade' }),
    /** A date with enrolments is not deleted (no cascade): its seats and buyers matter. */
    trainingDateId: integer()
      .notNull()
      .references(() => trainingDates.id),
    trainingId: integer().references(() => trainings.id, { onDelete: 'set null' }),
    /** 1 classroom, 2 online (DESIGN §5). */
    locationTypeId: smallint().notNull(),
    historicStartAt: timestamp({ withTimezone: true }).notNull(),
    historicVenue: text(),
    ...lineColumns,
  },
  (t) => [
    index('academy_subscription_items_subscription_idx').on(t.academySubscriptionId),
    index('academy_subscription_items_date_idx').on(t.trainingDateId),
    check('academy_subscription_items_count_check', sql`${t.count} > 0`),
  ],
);

/** The people who attend: one per enrolled seat, with what their certificate needs. */
export const academySubscriptionItemParticipants = pgTable(
  'academy_subscription_item_participants',
  {
    id: serial().primaryKey(),
    academySubscriptionItemId: integer()
      .notNull()
      .references(() => academySubscriptionItems.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    highestLevelOfEducationId: integer()
      .notNull()
      .references(() => educationLevels.id),
    birthPlace: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_subscription_item_participants_item_idx').on(t.academySubscriptionItemId)],
);
