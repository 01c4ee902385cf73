import type { SubtractionKind } from '@vag/domain';
import { integer, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.schema';

/*
 * What shop orders and academy enrolments ("academy subscriptions") share. Both snapshot everything
 * the buyer saw when placing them (`historic_*`, DESIGN §6): names, prices, fees, VAT, discounts,
 * addresses and method names are copied, never joined later, so catalogue changes never alter
 * a placed order. Money is integer forints, gross unless the name says net or VAT.
 */

/** One row of the subtractions snapshot: coupon and guest-code discounts and balance credits, in the order applied. */
export interface HistoricSubtraction {
  kind: SubtractionKind;
  name: string;
  amount: number;
}

/** Who bought, how they pay, where the invoice goes, and the totals: the same for both kinds. */
export const purchaseColumns = {
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
  /** Gross given back so far (a cancellation, returns in parts); never above the total. */
  refundedAmount: integer().notNull().default(0),
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
export const lineColumns = {
  count: integer().notNull(),
  itemNameHistoric: text().notNull(),
  itemPriceHistoric: integer().notNull(),
  itemPriceOriginalHistoric: integer().notNull(),
  itemVatRateHistoric: integer().notNull(),
  /** The exemption an exempt line's invoice names (`TAM`, `AAM`), copied from its training; null when taxed. */
  itemVatExemptionHistoric: text(),
  itemSumPriceHistoric: integer().notNull(),
  itemNetHistoric: integer().notNull(),
  itemVatHistoric: integer().notNull(),
};
