import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { addTrainingDate } from '../cart/cart.service';
import { refreshStaleAttempts, requireNoLivePayment } from '../payments/payments.service';
import { canRepay, type Shopper } from '../purchases/purchases.service';
import {
  lockSubscription,
  type SubscriptionRow,
  selectSubscriptionByPaymentKey,
  selectSubscriptionItems,
} from './academy-subscriptions.queries';
import { refundSubscriptionSeats } from './academy-subscriptions.service';

/*
 * The academy's "back to the cart" after a failed or cancelled card payment (issue 18): the
 * enrolment's dates go back into the visitor's cart with the same places, so the shopper can
 * change them and enrol again. The unpaid enrolment gives its held seats back first: otherwise
 * its own hold could leave no place for the new enrolment on a nearly full date. It stays
 * payable again (pay-again takes the seats anew while there are any).
 */

export interface AcademyRefill {
  added: { training_date_id: number; name: string; count: number }[];
  not_added: { training_date_id: number; name: string; reason: string }[];
}

/** POST /api/v1/academy-subscription-from-payment-key/cart. 409 when paid, pending or past its deadline. */
export async function refillAcademyCartByPaymentKey(db: Db, shopper: Shopper, paymentKey: string) {
  const found = await selectSubscriptionByPaymentKey(db, paymentKey);
  if (!found) throw new NotFoundError();
  if (!canRepay(found)) throw new AppError(409, 'repayment_not_allowed');
  await refreshStaleAttempts(db, 'academy_subscription', found.id);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await lockSubscription(tx, found.id);
    if (!current || !canRepay(current)) throw new AppError(409, 'repayment_not_allowed');
    await requireNoLivePayment(tx, 'academy_subscription', current.id);
    if (current.seatsReleasedAt === null) await refundSubscriptionSeats(tx, current);
  });
  return putDatesInCart(db, shopper, found);
}

async function putDatesInCart(db: Db, shopper: Shopper, subscription: SubscriptionRow): Promise<AcademyRefill> {
  const result: AcademyRefill = { added: [], not_added: [] };
  const cartShopper = {
    hostId: shopper.hostId,
    sessionId: shopper.sessionId,
    userId: shopper.user?.id ?? null,
    roleIds: shopper.user?.roleIds ?? [],
    locale: shopper.locale,
  };
  for (const item of await selectSubscriptionItems(db, [subscription.id])) {
    const line = { training_date_id: item.trainingDateId, name: item.itemNameHistoric };
    try {
      await addTrainingDate(db, cartShopper, {
        trainingDateId: item.trainingDateId,
        locationTypeId: item.locationTypeId,
        count: item.count,
      });
      result.added.push({ ...line, count: item.count });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.not_added.push({ ...line, reason: message(error.code, shopper.locale) });
    }
  }
  return result;
}
