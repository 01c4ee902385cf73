import type { AdminOrderDetail, AdminOrderQuery, AdminOrderRow, AdminSaleInvoice, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/** The back office's order calls (issue 20): the list with its filters, one order, the steps of its life, its invoices. */

export const ORDER_WRITES = {
  event: write('POST', '/api/admin/v1/orders/{id}/events'),
  retryInvoice: write('POST', '/api/admin/v1/orders/{id}/invoices/{invoiceId}/retry'),
} as const;

export const listOrders = (api: AdminApi, query: AdminOrderQuery, locale: Locale) =>
  api.get<{ data: AdminOrderRow[]; meta: ListMeta }>('/api/admin/v1/orders', { ...query, ...inLocale(locale) });

/** The CSV export's API path (a resource route streams it with the member's cookies). */
export const ORDERS_EXPORT_PATH = '/api/admin/v1/orders/export.csv';

/** An order's invoice PDF on the admin API (the resource route `orders/:id/invoices/:invoiceId` passes it on). */
export const orderInvoicePath = (id: number, invoiceId: number) => `/api/admin/v1/orders/${id}/invoices/${invoiceId}`;

export type AdminPaymentAttempt = AdminOrderDetail['payments'][number];

export const getOrder = (api: AdminApi, id: number, locale: Locale) =>
  api.get<AdminOrderDetail>(`/api/admin/v1/orders/${id}`, inLocale(locale));

/** One step of the order's life (decision 14): the form's fields as the API takes them. */
export const sendOrderEvent = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<AdminOrderDetail & { message?: string }>({
    write: ORDER_WRITES.event,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

/** Sends a failed invoice of the order to the invoicing service again (the form carries the CSRF token). */
export const retryOrderInvoice = (
  submit: Submit,
  params: { id: number; invoiceId: number },
  form: FormData,
  locale: Locale,
) =>
  submit<{ data: AdminSaleInvoice[] }>({
    write: ORDER_WRITES.retryInvoice,
    params,
    body: form,
    query: inLocale(locale),
  });
