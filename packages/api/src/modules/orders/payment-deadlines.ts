import type { Db } from '../../db/client';
import {
  expireSubscriptions,
  remindSubscriptionPayments,
  voidLapsedSubscriptionReferrals,
} from '../academy-subscriptions/academy-subscriptions.deadlines';
import type { DeadlineOptions } from '../purchases/purchases.service';
import { expireOrders, remindOrderPayments, voidLapsedOrderReferrals } from './orders.deadlines';

/**
 * Housekeeping: reminders before bank-transfer deadlines, then cancellation of what is unpaid
 * after one, and the guest codes of purchases that lapsed unpaid otherwise freed.
 */
export async function enforcePaymentDeadlines(db: Db, options: DeadlineOptions): Promise<void> {
  await remindOrderPayments(db, options);
  await remindSubscriptionPayments(db, options);
  await expireOrders(db, options);
  await expireSubscriptions(db, options);
  await voidLapsedOrderReferrals(db);
  await voidLapsedSubscriptionReferrals(db);
}
