import type { Db } from '../../db/client';
import {
  claimGuestSubscriptions,
  findGuestSubscriptionContact,
} from '../academy-subscriptions/academy-subscriptions.service';
import { claimGuestOrderRows, findGuestOrderContact } from '../orders/orders.service';

/*
 * The link between account activation and guest purchases (orders and enrolments):
 * - findGuestOrder: the guest purchase with this unguessable payment key (contact data to
 *   prefill the account), or undefined; a purchase already tied to an account is not offered;
 * - claimGuestOrders: in the activation's transaction, attach the e-mail's guest orders and
 *   enrolments to the new user id (user_id is null on guest purchases, matched by e-mail).
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
