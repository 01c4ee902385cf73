import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { balanceTransactions } from './balances.schema';

/*
 * A customer's whole balance ledger, both kinds whatever their roles show them (the back office's
 * customer screen and the GDPR export, issue 20). Adjustments go through balances.service.
 */

/** The newest `limit` ledger entries of both kinds (all of them without a limit), newest first. */
export function selectCustomerLedger(db: Db, userId: number, limit?: number) {
  const query = db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.userId, userId))
    .orderBy(desc(balanceTransactions.createdAt), desc(balanceTransactions.id));
  return limit === undefined ? query : query.limit(limit);
}
