import type { AdminSaleInvoice, SaleInvoice } from '@vag/domain';
import type { Db } from '../../db/client';
import type { PayableKind } from '../purchases/purchase-lifecycle';
import { invoicesOf } from './invoices.queue';

/*
 * A sale's invoices on its pages (decision 0018), for orders and enrolments alike: the buyer's
 * detail links each issued PDF at `/api/v1/invoices/{id}` (same origin, the session authorizes
 * it); the back office's links its own download, and staff also see why one failed.
 */

const ADMIN_PATH = { order: 'orders', academy_subscription: 'enrolments' } as const;

async function invoicesWithUrl(db: Db, kind: PayableKind, id: number, urlOf: (invoiceId: number) => string) {
  const rows = await invoicesOf(db, kind, id);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as SaleInvoice['kind'],
    number: row.number,
    status: row.status as SaleInvoice['status'],
    issued_at: row.issuedAt?.toISOString() ?? null,
    url: row.status === 'issued' ? urlOf(row.id) : null,
    last_error: row.lastError,
  }));
}

/** The buyer's view: no provider errors, which are for staff. */
export async function buyerInvoicesOf(db: Db, kind: PayableKind, id: number): Promise<SaleInvoice[]> {
  const rows = await invoicesWithUrl(db, kind, id, (invoiceId) => `/api/v1/invoices/${invoiceId}`);
  return rows.map(({ last_error: _, ...invoice }) => invoice);
}

/** The back office's view, linking its download under the order's or enrolment's own access. */
export function staffInvoicesOf(db: Db, kind: PayableKind, id: number): Promise<AdminSaleInvoice[]> {
  return invoicesWithUrl(db, kind, id, (invoiceId) => `/api/admin/v1/${ADMIN_PATH[kind]}/${id}/invoices/${invoiceId}`);
}
