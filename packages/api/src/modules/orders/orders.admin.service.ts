import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AdminTimelineEntry,
  availableOrderEvents,
  budapestDayRange,
  formatDateTime,
  formatHuf,
  fullName,
  glsTrackingUrl,
  type Locale,
  type OrderStatus,
  WITHDRAWAL_DAYS,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { csvDocument } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { mailHistory } from '../../lib/mail/history';
import { type MessageCode, message } from '../../lib/messages';
import { auditOf } from '../audit/audit.service';
import { staffInvoicesOf } from '../invoices/invoices.view';
import { paymentAttemptsOf, paymentStatusOf, recordedPaymentsOf } from '../purchases/purchases.service';
import { staffNames } from '../staff/staff.service';
import { orderFacts } from './orders.lifecycle';
import { type OrderRow, type StaffOrderFilter, selectOrder, selectStaffOrders } from './orders.queries';
import { toOrder } from './orders.service';

/*
 * The back office's reading of orders (issue 20): the list with its search and filters, its CSV
 * export, and one order with its payments, the steps it allows now and its history.
 */

const DAY_MS = 86_400_000;

export const fulfilmentStatusOf = (status: string, locale: Locale) => ({
  id: status as OrderStatus,
  name: message(`order_status_${status}` as MessageCode, locale),
});

function filterOf(query: Omit<AdminOrderQuery, 'page' | 'per_page'>): StaffOrderFilter {
  return {
    text: query.q ? query.q.toLowerCase() : undefined,
    paymentStatusId: query.payment_status_id,
    paymentMethodId: query.payment_method_id,
    deliveryMethodId: query.delivery_method_id,
    fulfilmentStatus: query.fulfilment_status,
    ...budapestDayRange(query.from, query.to),
  };
}

const rowOf = (row: OrderRow, locale: Locale): AdminOrderRow => ({
  id: row.id,
  order_number: row.orderNumber,
  created_at: row.createdAt.toISOString(),
  name: fullName(row.firstName, row.lastName, locale),
  email: row.email,
  phone_number: row.phoneNumber,
  total: row.historicTotalGross,
  paymentStatus: paymentStatusOf(row.paymentStatusId, locale),
  paymentMethod: { id: row.paymentMethodId, name: row.historicPaymentMethodName },
  deliveryMethod: { id: row.deliveryMethodId, name: row.historicDeliveryMethodName },
  fulfilmentStatus: fulfilmentStatusOf(row.fulfilmentStatus, locale),
});

/**
 * GET /api/admin/v1/orders: every order matching the back office's search and filters, newest
 * first, a page at a time; `to` includes its whole day.
 */
export async function listOrdersForStaff(db: Db, query: AdminOrderQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_ORDERS_PAGE_SIZE };
  const { rows, total, atLeast } = await selectStaffOrders(db, filterOf(query), paging.perPage, offsetOf(paging));
  const meta = pageMeta(paging, total, rows.length);
  return {
    data: rows.map((row) => rowOf(row, locale)),
    meta: atLeast ? { ...meta, total_is_lower_bound: true } : meta,
  };
}

/** The most rows one export carries: a larger one is narrowed by its filters. */
export const ORDER_EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 1_000;

/**
 * GET /api/admin/v1/orders/export.csv: the filtered list as a spreadsheet, in the member's
 * language, newest first (`csvDocument`: formula-safe cells, a BOM for Excel).
 */
export async function exportOrdersCsv(db: Db, query: AdminOrderQuery, locale: Locale): Promise<string> {
  const filter = filterOf(query);
  const rows: OrderRow[] = [];
  while (rows.length < ORDER_EXPORT_LIMIT) {
    const batch = await selectStaffOrders(db, filter, EXPORT_BATCH, rows.length, { count: false });
    rows.push(...batch.rows);
    if (batch.rows.length < EXPORT_BATCH) break;
  }
  const hu = locale === 'hu';
  const header = hu
    ? ['Rendelésszám', 'Leadva', 'Név', 'E-mail', 'Telefon', 'Cég', 'Adószám', 'Fizetési mód', 'Fizetés állapota']
    : ['Order number', 'Placed', 'Name', 'E-mail', 'Phone', 'Company', 'Tax number', 'Payment method', 'Payment state'];
  header.push(
    ...(hu
      ? ['Szállítási mód', 'Állapot', 'Csomagszám', 'Végösszeg (Ft)', 'ÁFA (Ft)', 'Visszatérítve (Ft)']
      : ['Delivery method', 'Status', 'Parcel number', 'Total (HUF)', 'VAT (HUF)', 'Refunded (HUF)']),
  );
  return csvDocument(
    header,
    rows.map((row) => [
      row.orderNumber,
      formatDateTime(row.createdAt),
      fullName(row.firstName, row.lastName, locale),
      row.email,
      row.phoneNumber,
      row.billingCompanyName,
      row.billingTaxNumber,
      row.historicPaymentMethodName,
      paymentStatusOf(row.paymentStatusId, locale).name,
      row.historicDeliveryMethodName,
      fulfilmentStatusOf(row.fulfilmentStatus, locale).name,
      row.parcelNumber,
      row.historicTotalGross,
      row.historicTotalVat,
      row.refundedAmount,
    ]),
  );
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** GET /api/admin/v1/orders/{id}: the order as its buyer reads it, its payments, the steps it allows, its history. */
export async function getOrderForStaff(
  db: Db,
  options: ApiOptions,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<AdminOrderDetail> {
  const row = await selectOrder(db, id);
  if (!row) throw new NotFoundError();
  const [order, payments, recordedPayments, mailList, audit, names, invoices] = await Promise.all([
    toOrder(db, options, row, locale),
    paymentAttemptsOf(db, 'order', row.id, locale),
    recordedPaymentsOf(db, 'order', row.id),
    mailHistory(db, { type: 'order', id: row.id }),
    auditOf(db, 'order', row.id),
    staffNames(db),
    staffInvoicesOf(db, 'order', row.id),
  ]);
  const nameOf = (staffId: number | null) => (staffId === null ? null : (names.get(staffId) ?? null));
  // Staff sending a refused invoice again is the invoice's audit entry, not the order's.
  const invoiceAudit = (await Promise.all(invoices.map((invoice) => auditOf(db, 'invoice', invoice.id)))).flat();

  const say = (code: string, values: Record<string, string> = {}) => fill(message(code as MessageCode, locale), values);
  const timeline: AdminTimelineEntry[] = [
    { at: row.createdAt.toISOString(), kind: 'placed' as const, text: say('order_history_placed'), actor: null },
    ...payments.map((attempt) => ({
      at: attempt.updated_at,
      kind: 'payment_attempt' as const,
      text: say('order_history_attempt', { provider: attempt.provider, status: attempt.paymentStatus.name }),
      actor: null,
    })),
    ...recordedPayments.map((entry) => ({
      at: entry.created_at,
      kind: 'recorded_payment' as const,
      text: say(`order_history_${entry.kind}`, { amount: formatHuf(entry.amount) }),
      actor: entry.staff_name,
    })),
    // A recorded transfer is its own line above; the other steps are the audit log's.
    ...invoices.flatMap((invoice) =>
      invoice.issued_at && invoice.number
        ? [
            {
              at: invoice.issued_at,
              kind: 'invoice' as const,
              text: say(`order_history_${invoice.kind}_issued`, { number: invoice.number }),
              actor: null,
            },
          ]
        : [],
    ),
    ...[...audit, ...invoiceAudit]
      .filter((entry) => entry.action !== 'order.record_transfer')
      .map((entry) => {
        const input = ((entry.after as { input?: Record<string, string> } | null)?.input ?? {}) as Record<
          string,
          string
        >;
        return {
          at: entry.createdAt.toISOString(),
          kind: 'staff' as const,
          text: say(`order_history_${entry.action}`, { parcel: input.parcel_number ?? '', reason: input.reason ?? '' }),
          actor: nameOf(entry.staffId),
        };
      }),
    ...mailList.map((mail) => ({
      at: mail.created_at,
      kind: 'mail' as const,
      text: say('order_history_mail', { subject: mail.subject }),
      actor: null,
    })),
    // Placing comes first: its mails are written in its transaction, a moment before its row's time.
  ].sort((a, b) => Number(b.kind === 'placed') - Number(a.kind === 'placed') || a.at.localeCompare(b.at));

  return {
    data: order,
    payments,
    fulfilment: {
      status: fulfilmentStatusOf(row.fulfilmentStatus, locale),
      parcel_number: row.parcelNumber,
      tracking_url: row.parcelNumber ? glsTrackingUrl(row.parcelNumber, locale) : null,
      shipped_at: row.shippedAt?.toISOString() ?? null,
      handed_over_at: row.handedOverAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      cancel_reason: row.cancelReason,
      refunded_amount: row.refundedAmount,
      withdrawal_until: row.handedOverAt
        ? new Date(row.handedOverAt.getTime() + WITHDRAWAL_DAYS * DAY_MS).toISOString()
        : null,
    },
    recorded_payments: recordedPayments,
    events: availableOrderEvents(orderFacts(row), now),
    mails: mailList,
    timeline,
    invoices,
  };
}
