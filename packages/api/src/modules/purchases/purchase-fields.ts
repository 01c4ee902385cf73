import { type HostId, type Locale, PaymentMethodId, type PaymentStatusId, REPAYABLE_STATUS_IDS } from '@vag/domain';
import { message } from '../../lib/messages';
import type { CurrentUser } from '../../lib/session';
import { needsCardPayment, type purchaseSnapshot } from './purchase-checkout';
import { deadlinePassed } from './purchase-payments';

/*
 * What an order and an enrolment show alike: the buyer, the payment and the snapshot totals,
 * in the contract's words (spec §3 "Order"); each adds its own lines and fields.
 */

/** Who places a purchase, on which site. */
export interface Shopper {
  hostId: HostId;
  sessionId: string | null;
  user: CurrentUser | null;
  locale: Locale;
}

/** The columns orders and enrolments share, as read back: the snapshot taken when it was placed. */
export type PurchaseRow = Omit<ReturnType<typeof purchaseSnapshot>, 'paymentStatusId' | 'localeId'> & {
  id: number;
  createdAt: Date;
  paymentStatusId: number;
  localeId: number;
  paymentDeadline: Date | null;
};

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

/** The payment page's words for what kind of paying follows (the confirmation mail says it). */
export function paymentKindOf(paymentMethodId: number, totalGross: number) {
  if (totalGross === 0) return 'paid' as const;
  if (paymentMethodId === PaymentMethodId.card) return 'card' as const;
  if (paymentMethodId === PaymentMethodId.bankTransfer) return 'transfer' as const;
  return 'later' as const;
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
