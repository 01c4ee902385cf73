import type { Db } from '../db/client';
import { type ReminderOptions, remindParticipants } from '../modules/academy-subscriptions/academy-reminders';
import { releaseExpiredHolds } from '../modules/academy-subscriptions/academy-subscriptions.seats';
import { pruneTokens } from '../modules/auth/auth.queries';
import { releaseExpiredCartHolds } from '../modules/cart/cart.service';
import { announceScheduledContent } from '../modules/content/content.schedule';
import { pruneUnconfirmedSubscriptions } from '../modules/newsletter/newsletter.service';
import { enforcePaymentDeadlines } from '../modules/orders/payment-deadlines';
import { reconcilePayments } from '../modules/payments/payments.reconciler';
import { applyDuePromotions } from '../modules/products/products.promotions';
import type { DeadlineOptions } from '../modules/purchases/purchase-options';
import {
  closeStartedQueues,
  expireOffers,
  offerFreedSeats,
  type WaitingListOptions,
} from '../modules/waiting-list/waiting-list.service';
import { pruneRateLimits } from './rate-limit';
import { pruneSessions } from './session-store';

/**
 * Drops expired sessions, used or expired tokens and old rate-limit counters, gives back the
 * seats of enrolments whose payment window passed and offers freed seats to waiting lists, reminds
 * paid enrolments of their training dates, and tells the page caches of scheduled content that
 * went live or ended; any instance may run it.
 */
export async function runHousekeeping(
  db: Db,
  options: DeadlineOptions & ReminderOptions & WaitingListOptions = {},
): Promise<void> {
  await pruneSessions(db);
  await pruneTokens(db);
  await pruneRateLimits(db);
  await pruneUnconfirmedSubscriptions(db);
  await releaseExpiredHolds(db);
  // Seats held in academy carts whose hold ran out go back on sale (issue 24).
  await releaseExpiredCartHolds(db);
  await enforcePaymentDeadlines(db, options);
  // Places freed above (holds run out, enrolments lapsed) and offers run out go down the waiting lists, and
  // the lists of dates that began close (issue 24).
  await expireOffers(db, options);
  await offerFreedSeats(db, options);
  await closeStartedQueues(db, options);
  await remindParticipants(db, options);
  // Promotions start and end on time (within the job's minute): products.price follows their windows.
  await applyDuePromotions(db);
  await reconcilePayments(db);
  await announceScheduledContent(db);
}
