import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralCredits } from './referrals.schema';

/** The referral_credits table; other modules reach it through referrals.service. */

export type PayableKind = 'order' | 'academy_subscription';
export type ReferralRow = typeof referralCredits.$inferSelect;

const ofPayable = (kind: PayableKind, id: number) =>
  and(eq(referralCredits.payableType, kind), eq(referralCredits.payableId, id));

export async function insertReferralCredit(db: Db, values: typeof referralCredits.$inferInsert): Promise<void> {
  await db.insert(referralCredits).values(values);
}

/** Whether the e-mail (or the account) used a guest code on a purchase that is not void. */
export async function liveReferralExists(db: Db, customer: { email: string; userId: number | null }) {
  const [row] = await db
    .select({ id: referralCredits.id })
    .from(referralCredits)
    .where(
      and(
        ne(referralCredits.status, 'void'),
        customer.userId === null
          ? eq(referralCredits.customerEmail, customer.email)
          : or(eq(referralCredits.customerEmail, customer.email), eq(referralCredits.customerUserId, customer.userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The purchase's guest-code use, locked until the settling transaction ends. */
export async function lockReferralOf(db: Db, kind: PayableKind, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referralCredits).where(ofPayable(kind, id)).for('update');
  return row;
}

/** Moves the purchase's use from one of `from` to `to`; answers the row when it moved. */
export async function moveReferral(
  db: Db,
  kind: PayableKind,
  id: number,
  from: ReferralRow['status'][],
  to: 'credited' | 'reversed' | 'void',
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .update(referralCredits)
    .set({
      status: to,
      ...(to === 'credited' ? { creditedAt: sql`now()` } : {}),
      ...(to === 'reversed' ? { reversedAt: sql`now()` } : {}),
    })
    .where(and(ofPayable(kind, id), inArray(referralCredits.status, from)))
    .returning();
  return row;
}

/** The purchases of `kind` whose guest-code use waits for their payment. */
export async function selectPlacedPayableIds(db: Db, kind: PayableKind): Promise<number[]> {
  const rows = await db
    .select({ id: referralCredits.payableId })
    .from(referralCredits)
    .where(and(eq(referralCredits.payableType, kind), eq(referralCredits.status, 'placed')));
  return rows.map((row) => row.id);
}

/** The uses of a customer (their account, or their e-mail when given), void ones left out, newest first. */
export async function selectCustomerUses(db: Db, customer: { userId: number; email: string | null }, limit: number) {
  return db
    .select()
    .from(referralCredits)
    .where(
      and(
        ne(referralCredits.status, 'void'),
        customer.email === null
          ? eq(referralCredits.customerUserId, customer.userId)
          : or(eq(referralCredits.customerUserId, customer.userId), eq(referralCredits.customerEmail, customer.email)),
      ),
    )
    .orderBy(desc(referralCredits.createdAt), desc(referralCredits.id))
    .limit(limit);
}
