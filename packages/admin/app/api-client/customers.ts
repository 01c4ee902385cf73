import type { AdminCustomer, AdminCustomerQuery, AdminCustomerRow, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/** The back office's customer calls (issue 20): the list, one customer, and staff's writes on them. */

export const CUSTOMER_WRITES = {
  professional: write('POST', '/api/admin/v1/customers/{id}/professional'),
  proofLink: write('POST', '/api/admin/v1/customers/{id}/uploads/{uploadId}/link'),
  balanceAdjustment: write('POST', '/api/admin/v1/customers/{id}/balance-adjustments'),
  verificationMail: write('POST', '/api/admin/v1/customers/{id}/verification-mail'),
  deactivate: write('POST', '/api/admin/v1/customers/{id}/deactivate'),
  reactivate: write('POST', '/api/admin/v1/customers/{id}/reactivate'),
  erase: write('POST', '/api/admin/v1/customers/{id}/erase'),
} as const;
export type CustomerWrite = keyof typeof CUSTOMER_WRITES;

/** Where a browser downloads the GDPR export (a GET with the staff cookie, answered as an attachment). */
export const customerExportPath = (id: number) => `/api/admin/v1/customers/${id}/export`;

export const listCustomers = (api: AdminApi, query: AdminCustomerQuery, locale: Locale) =>
  api.get<{ data: AdminCustomerRow[]; meta: ListMeta }>('/api/admin/v1/customers', { ...query, ...inLocale(locale) });

export const getCustomer = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminCustomer }>(`/api/admin/v1/customers/${id}`, inLocale(locale)).then(({ data }) => data);

/** One of staff's writes on a customer, its form posted as it came (the API validates it). */
export const writeCustomer = (submit: Submit, name: CustomerWrite, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string }>({ write: CUSTOMER_WRITES[name], params: { id }, body: form, query: inLocale(locale) });

/** A short-lived link to a proof document, for this staff session only. */
export const proofLink = (submit: Submit, id: number, uploadId: string, form: FormData, locale: Locale) =>
  submit<{ data: { url: string; expires_at: string } }>({
    write: CUSTOMER_WRITES.proofLink,
    params: { id, uploadId },
    body: form,
    query: inLocale(locale),
  });
