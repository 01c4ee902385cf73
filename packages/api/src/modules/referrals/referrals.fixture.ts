import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type Agent, createUser, type TestUser } from '../../testing';
import { form } from '../orders/orders.fixture';

/** Test helpers of the guest-code tests: beauticians with their codes, the code put on a cart, what was recorded. */

export async function codeOf(db: Db, userId: number): Promise<string> {
  const [row] = await queryRows<{ referrer_code: string }>(
    db,
    sql`select referrer_code from users where id = ${userId}`,
  );
  if (!row) throw new Error(`user ${userId} has no referrer code`);
  return row.referrer_code;
}

/** A beautician (roles 1 and 3) and the guest code the account page shows her. */
export async function createBeautician(db: Db): Promise<TestUser & { code: string }> {
  const user = await createUser(db, { roles: ['customer', 'beautician'] });
  return { ...user, code: await codeOf(db, user.id) };
}

export const addCode = (agent: Agent, code: string, email: string, cart = 'user-cart') =>
  agent.post(`/api/v1/${cart}/add-coupon`, form({ coupon_code: code, email }));

export const removeCode = (agent: Agent, code: string, cart = 'user-cart') =>
  agent.post(`/api/v1/${cart}/remove-coupon`, form({ coupon_code: code }));

export interface ReferralFacts {
  referrer_user_id: number;
  customer_email: string;
  discount: number;
  credit: number;
  status: string;
}

/** The guest-code use recorded for a purchase, if any. */
export async function referralOf(db: Db, kind: 'order' | 'academy_subscription', id: number) {
  const [row] = await queryRows<ReferralFacts>(
    db,
    sql`select referrer_user_id, customer_email, discount, credit, status from referral_credits
      where payable_type = ${kind} and payable_id = ${id}`,
  );
  return row;
}

/** A user's marketing ledger, oldest first, and the balance it sums to. */
export async function marketingOf(db: Db, userId: number) {
  const ledger = await queryRows<{ amount: number; reason: string; reason_code: string | null }>(
    db,
    sql`select amount, reason, reason_code from balance_transactions
      where user_id = ${userId} and kind = 'marketing' order by id`,
  );
  const [balance] = await queryRows<{ current: number }>(
    db,
    sql`select current from user_balances where user_id = ${userId} and kind = 'marketing'`,
  );
  return { ledger, balance: balance?.current ?? 0 };
}
