import type { Db } from '../../db/client';

/*
 * The link between account activation and guest orders. Orders belong to the commerce module,
 * which does not exist yet: until it does, activation works from the e-mail alone. The commerce
 * engineer replaces these two functions with calls to the orders service:
 * - findGuestOrder: the guest order with this unguessable payment key (contact data to prefill
 *   the account), or undefined;
 * - claimGuestOrders: in the activation's transaction, attach the e-mail's guest orders to the
 *   new user id (user_id is null on guest orders, matched by the order's e-mail).
 */

export interface GuestOrderContact {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

export async function findGuestOrder(_db: Db, _paymentKey: string): Promise<GuestOrderContact | undefined> {
  return undefined;
}

export async function claimGuestOrders(_tx: Db, _userId: number, _email: string): Promise<void> {}
