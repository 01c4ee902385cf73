import { PaymentStatusId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { queueInvoice } from '../../modules/invoices/invoices.queue';
import type { PayableKind } from '../../modules/purchases/purchase-lifecycle';
import { type Db, queryRows } from '../client';

/**
 * The demo's paid sales are invoiced as real ones are (decision 0018): queued here, issued by the
 * server's worker moments after it starts; a refunded one is reversed after its invoice.
 */
export async function seedDemoInvoices(db: Db): Promise<void> {
  const sales = await queryRows<{ kind: PayableKind; id: number; payment_status_id: number }>(
    db,
    sql`select 'order' as kind, id, payment_status_id from orders
          where payment_status_id in (${PaymentStatusId.paid}, ${PaymentStatusId.refunded})
        union all
        select 'academy_subscription', id, payment_status_id from academy_subscriptions
          where payment_status_id in (${PaymentStatusId.paid}, ${PaymentStatusId.refunded})
        order by 1, 2`,
  );
  for (const sale of sales) {
    await queueInvoice(db, sale.kind, sale.id, { kind: 'invoice' });
    if (sale.payment_status_id === PaymentStatusId.refunded) {
      await queueInvoice(db, sale.kind, sale.id, { kind: 'reversal' });
    }
  }
}
