import type { Db } from '../../db/client';
import { type BalanceReason, creditBalance } from '../balances/balances.service';
import { releaseCouponUses } from '../coupons/coupons.service';

/** A purchase cancelled unpaid at its payment deadline, as the deadline jobs read it back. */
export interface CancelledPurchase {
  kind: 'order' | 'academy_subscription';
  id: number;
  userId: number | null;
  number: string;
  marketingCredit: number;
  globalCredit: number;
}

/**
 * In the cancelling transaction: what placing the purchase took goes back. The balances it
 * spent are credited again (the ledger says why), and its coupon uses are released, so a
 * once-only coupon or a usage limit is not used up by a purchase that was never paid.
 */
export async function giveBackTakings(tx: Db, purchase: CancelledPurchase): Promise<void> {
  await releaseCouponUses(
    tx,
    purchase.kind === 'order' ? { orderId: purchase.id } : { academySubscriptionId: purchase.id },
  );
  if (purchase.userId === null) return;
  const reason: BalanceReason = { code: `${purchase.kind}_cancelled_balance_reason`, reference: purchase.number };
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
