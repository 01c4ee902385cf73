import type { Db } from '../../db/client';
import { subscriptionInvoiceSale } from '../academy-subscriptions/academy-subscriptions.invoice-sale';
import { orderInvoiceSale } from '../orders/orders.invoice-sale';
import type { PayableKind } from '../purchases/purchase-lifecycle';
import type { InvoiceSale } from './invoices.snapshot';

export type { InvoiceSale } from './invoices.snapshot';

/** Each purchase module reads its own tables (DESIGN §2); the invoices ask it by kind. */
const readers: Record<PayableKind, (db: Db, id: number) => Promise<InvoiceSale | null>> = {
  order: orderInvoiceSale,
  academy_subscription: subscriptionInvoiceSale,
};

export function readInvoiceSale(db: Db, kind: PayableKind, id: number): Promise<InvoiceSale | null> {
  return readers[kind](db, id);
}
