import {
  type HostId,
  type Locale,
  localeFromId,
  PaymentMethodId,
  PaymentStatusId,
  PRODUCT_VAT_RATE,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { splitGross } from '../cart/cart.service';
import { type CheckoutMethods, listCheckoutMethods } from '../payment-methods/payment-methods.service';
import { refreshStaleAttempts, requireNoLivePayment } from '../payments/payments.service';
import type { PayableType } from '../payments/payments.types';
import { bankAccountOf, bankTransferOf } from './bank-transfer';
import type { PurchaseRow } from './purchase-fields';
import { purchaseUrl } from './purchase-links';
import { paymentDeadlineOf } from './purchase-options';
import { mayPayAgain } from './purchase-payments';

/*
 * Another way to pay (issue 18): a purchase whose card payment failed or was cancelled may be
 * paid by any other method its delivery allows (bank transfer, cash on delivery, at pick-up),
 * without placing it again. Only the payment fee changes; the fee is a line of its own at the
 * standard rate that no coupon touches, so the totals move by the fee's difference and its VAT.
 */

/** The snapshot columns a switch rewrites, as the purchase row holds them. */
export interface PaymentSnapshot {
  paymentMethodId: number;
  historicPaymentPriceGross: number;
  historicTotalGross: number;
  historicTotalVat: number;
  historicTotalNet: number;
}

export interface PaymentSwitch extends PaymentSnapshot {
  historicPaymentMethodName: string;
  paymentStatusId: PaymentStatusId;
  paymentDeadline: Date | null;
  /** A new method starts afresh: the card's pay-again mail is not owed any more. */
  paymentLinkSentAt: null;
}

/** The methods a purchase delivered by `deliveryMethodId` may switch to: every allowed one but the card. */
export const switchTargets = (methods: CheckoutMethods, deliveryMethodId: number) =>
  methods.payments(deliveryMethodId).filter((method) => method.id !== PaymentMethodId.card);

/**
 * The row's new payment columns for `method`, or 422 `payment_method_id` when the delivery does
 * not allow it (or it is the card: paying by card again is "pay again"). Pending again, with the
 * new method's deadline counted from `now`.
 */
export function switchedPayment(
  options: Pick<ApiOptions, 'purchases' | 'paymentWindowMinutes'>,
  row: PaymentSnapshot,
  targets: { id: number; name: string; extra_cost: number }[],
  paymentMethodId: number,
  now = Date.now(),
): PaymentSwitch {
  const method = targets.find((target) => target.id === paymentMethodId);
  if (!method) throw fieldError('payment_method_id', 'choice_invalid');
  const oldFee = splitGross(row.historicPaymentPriceGross, PRODUCT_VAT_RATE);
  const newFee = splitGross(method.extra_cost, PRODUCT_VAT_RATE);
  const totalGross = row.historicTotalGross - row.historicPaymentPriceGross + method.extra_cost;
  const totalVat = row.historicTotalVat - oldFee.vat + newFee.vat;
  // A card purchase has something to pay, and a fee only adds to it: the total stays positive.
  if (totalGross <= 0) throw new AppError(409, 'repayment_not_allowed');
  return {
    paymentMethodId: method.id,
    historicPaymentMethodName: method.name,
    historicPaymentPriceGross: method.extra_cost,
    historicTotalGross: totalGross,
    historicTotalVat: totalVat,
    historicTotalNet: totalGross - totalVat,
    paymentStatusId: PaymentStatusId.pending,
    paymentDeadline: paymentDeadlineOf(options, method.id, totalGross, now),
    paymentLinkSentAt: null,
  };
}

/** How the switch reads and writes one kind of purchase (orders, enrolments) on its own table. */
export interface SwitchRows<Row extends PurchaseRow> {
  kind: PayableType;
  hostId: HostId;
  /** The order or enrolment number: the transfer's reference. */
  numberOf(row: Row): string;
  /** The delivery that decides which methods are allowed (the academy: no delivery). */
  deliveryMethodIdOf(row: Row): number;
  lock(tx: Db, id: number): Promise<Row | undefined>;
  /** Writes the new payment columns (an enrolment also holds its seats until the new deadline). */
  write(tx: Db, row: Row, values: PaymentSwitch): Promise<void>;
}

/**
 * Switches an unpaid card purchase (`found`, read by its owner's credential) to another method:
 * 404 when there is none, 409 repayment_not_allowed when it is paid, past its deadline, not a
 * card purchase or its card payment may still succeed, 422 payment_method_id for a method the
 * delivery does not allow. Under the purchase's lock, so a payment callback or a second click
 * waits; the buyer is mailed the new total (and the transfer's details) in the same transaction.
 */
export async function switchPaymentMethod<Row extends PurchaseRow>(
  db: Db,
  options: ApiOptions,
  found: Row | undefined,
  paymentMethodId: number,
  rows: SwitchRows<Row>,
): Promise<Row> {
  if (!found) throw new NotFoundError();
  if (!mayPayAgain(found)) throw new AppError(409, 'repayment_not_allowed');
  await refreshStaleAttempts(db, rows.kind, found.id);
  const locale: Locale = localeFromId(found.localeId) ?? 'hu';
  const targets = switchTargets(await listCheckoutMethods(db, rows.hostId, locale), rows.deliveryMethodIdOf(found));
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await rows.lock(tx, found.id);
    if (!current || !mayPayAgain(current)) throw new AppError(409, 'repayment_not_allowed');
    await requireNoLivePayment(tx, rows.kind, current.id);
    const values = switchedPayment(options, current, targets, paymentMethodId);
    await rows.write(tx, current, values);
    const switched = { ...current, ...values };
    const number = rows.numberOf(switched);
    const transfer = bankTransferOf(bankAccountOf(options, rows.hostId), {
      paymentMethodId: values.paymentMethodId,
      paymentStatusId: values.paymentStatusId,
      totalGross: values.historicTotalGross,
      reference: number,
      deadline: values.paymentDeadline,
    });
    await enqueueMail(tx, {
      to: switched.email,
      kind: 'payment_method_changed',
      about: { type: rows.kind, id: current.id },
      locale,
      data: {
        kind: rows.kind,
        firstName: switched.firstName,
        number,
        method: values.historicPaymentMethodName,
        total: values.historicTotalGross,
        transfer: transfer && {
          beneficiary: transfer.beneficiary,
          account_number: transfer.account_number,
          iban: transfer.iban,
          bank: transfer.bank,
          deadline: transfer.deadline,
        },
        url: purchaseUrl(options, rows.kind, switched, locale),
      },
    });
    return switched;
  });
}
