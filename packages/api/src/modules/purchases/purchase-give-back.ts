import type { Db } from '../../db/client';
import { type BalanceReason, creditBalance } from '../balances/balances.service';
import { releaseCouponUses } from '../coupons/coupons.service';

/** A purchase cancelled: unpaid at its payment deadline (the deadline jobs), or by staff (the back office). */
export interface CancelledPurchase {
  kind: 'order' | 'academy_subscription';
  id: number;
  userId: number | null;
  number: string;
  marketingCredit: number;
  globalCredit: number;
}

/** Why it was cancelled: the balance ledger's entry says so in the customer's language. */
export type CancelCause = 'deadline' | 'cancelled';

/**
 * In the cancelling transaction: what placing the purchase took goes back. The balances it
 * spent are credited again (the ledger says why), and its coupon uses are released, so a
 * once-only coupon or a usage limit is not used up by a purchase that was never fulfilled.
 */
export async function giveBackTakings(
  tx: Db,
  purchase: CancelledPurchase,
  cause: CancelCause = 'deadline',
): Promise<void> {
  await releaseCouponUses(
    tx,
    purchase.kind === 'order' ? { orderId: purchase.id } : { academySubscriptionId: purchase.id },
  );
  if (purchase.userId === null) return;
  const code =
    cause === 'deadline'
      ? (`${purchase.kind}_cancelled_balance_reason` as const)
      : (`${purchase.kind}_cancelled_by_staff_balance_reason` as const);
  const reason: BalanceReason = { code, reference: purchase.number };
  const credits = [
    ['marketing', purchase.marketingCredit],
    ['global', purchase.globalCredit],
  ] as const;
  for (const [kind, amount] of credits) {
    if (amount <= 0) continue;
    await creditBalance(tx, {
      userId: purchase.userId,
      kind,
      amount,
      reason,
      orderId: purchase.kind === 'order' ? purchase.id : null,
    });
  }
}
