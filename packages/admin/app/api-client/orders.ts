import type { AdminOrderQuery, AdminOrderRow, ListMeta, Locale, Order } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale } from './submit';

/** The back office's order reads (issue 20): the list with its filters, and one order. */

export const listOrders = (api: AdminApi, query: AdminOrderQuery, locale: Locale) =>
  api.get<{ data: AdminOrderRow[]; meta: ListMeta }>('/api/admin/v1/orders', { ...query, ...inLocale(locale) });

export interface AdminPaymentAttempt {
  id: number;
  provider: string;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  paymentStatus: { id: number; name: string };
  provider_status: string | null;
  created_at: string;
  updated_at: string;
  last_state: unknown;
}

export const getOrder = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: Order; payments: AdminPaymentAttempt[] }>(`/api/admin/v1/orders/${id}`, inLocale(locale));
