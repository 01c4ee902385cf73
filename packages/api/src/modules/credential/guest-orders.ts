import type { Db } from '../../db/client';
import {
  claimGuestSubscriptions,
  findGuestSubscriptionContact,
  releaseUserSubscriptions,
} from '../academy-subscriptions/academy-subscriptions.service';
import { claimGuestOrderRows, findGuestOrderContact, releaseUserOrders } from '../orders/orders.service';

/*
 * The link between accounts and guest purchases (orders and enrolments). Guest purchases hold
 * names, addresses and participants, so they go to an account only once its holder proved the
 * mailbox (issue 17): a verification link opened, a password reset by mail, or the purchase's
 * own payment key (sent in its mails and on its return page).
 * - findGuestOrder: the guest purchase with this unguessable payment key (contact data to
 *   prefill the account), or undefined; a purchase already tied to an account is not offered;
 * - claimGuestOrders: attach the e-mail's guest purchases to the verified user;
 * - releasePurchases: an unverified account taken over by the mailbox's owner gives its
 *   purchases back to its e-mail, to be claimed by whoever verifies it.
 */

export interface GuestOrderContact {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

export async function findGuestOrder(db: Db, paymentKey: string): Promise<GuestOrderContact | undefined> {
  return (await findGuestOrderContact(db, paymentKey)) ?? (await findGuestSubscriptionContact(db, paymentKey));
}

export async function claimGuestOrders(tx: Db, userId: number, email: string): Promise<void> {
  await claimGuestOrderRows(tx, userId, email);
  await claimGuestSubscriptions(tx, userId, email);
}

export async function releasePurchases(tx: Db, userId: number): Promise<void> {
  await releaseUserOrders(tx, userId);
  await releaseUserSubscriptions(tx, userId);
}
