import type {
  AdminEnrolmentDetail,
  AdminEnrolmentQuery,
  AdminEnrolmentRow,
  AdminSaleInvoice,
  AdminTrainingDateDetail,
  AdminTrainingDateQuery,
  AdminTrainingDateRow,
  ListMeta,
  Locale,
} from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's academy calls (issue 20): training dates, enrolments, a participant's move, a date's message. */

export const ENROLMENT_WRITES = {
  moveParticipant: write('POST', '/api/admin/v1/enrolments/{id}/participants/{participantId}/move'),
  messageDate: write('POST', '/api/admin/v1/training-dates/{id}/message'),
  event: write('POST', '/api/admin/v1/enrolments/{id}/events'),
  retryInvoice: write('POST', '/api/admin/v1/enrolments/{id}/invoices/{invoiceId}/retry'),
} as const;

/** The attendance sheet's path on the admin API (the admin's resource route passes it on). */
export const attendanceCsvPath = (id: number) => `/api/admin/v1/training-dates/${id}/attendance.csv`;

/** An enrolment's invoice PDF on the admin API (the resource route `enrolments/:id/invoices/:invoiceId` passes it on). */
export const enrolmentInvoicePath = (id: number, invoiceId: number) =>
  `/api/admin/v1/enrolments/${id}/invoices/${invoiceId}`;

export const listTrainingDates = (api: AdminApi, query: AdminTrainingDateQuery, locale: Locale) =>
  api.get<{ data: AdminTrainingDateRow[]; meta: ListMeta; trainings: { id: number; name: string }[] }>(
    '/api/admin/v1/training-dates',
    { ...query, ...inLocale(locale) },
  );

export const getTrainingDate = (api: AdminApi, id: number, locale: Locale) =>
  api
    .get<{ data: AdminTrainingDateDetail }>(`/api/admin/v1/training-dates/${id}`, inLocale(locale))
    .then(({ data }) => data);

export const listEnrolments = (api: AdminApi, query: AdminEnrolmentQuery, locale: Locale) =>
  api.get<{ data: AdminEnrolmentRow[]; meta: ListMeta }>('/api/admin/v1/enrolments', {
    ...query,
    ...inLocale(locale),
  });

export const getEnrolment = (api: AdminApi, id: number, locale: Locale) =>
  api.get<AdminEnrolmentDetail>(`/api/admin/v1/enrolments/${id}`, inLocale(locale));

export const moveParticipant = (
  submit: Submit,
  params: { id: number; participantId: number },
  form: FormData,
  locale: Locale,
) =>
  submit<{ message: string }>({
    write: ENROLMENT_WRITES.moveParticipant,
    params,
    body: form,
    query: inLocale(locale),
  });

export const messageTrainingDate = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: { recipients: number } }>({
    write: ENROLMENT_WRITES.messageDate,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

/** One step of the enrolment (decision 14): record_transfer or cancel, with the form's fields. */
export const sendEnrolmentEvent = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<AdminEnrolmentDetail & { message?: string }>({
    write: ENROLMENT_WRITES.event,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

/** Sends a failed invoice of the enrolment to the invoicing service again (the form carries the CSRF token). */
export const retryEnrolmentInvoice = (
  submit: Submit,
  params: { id: number; invoiceId: number },
  form: FormData,
  locale: Locale,
) =>
  submit<{ data: AdminSaleInvoice[] }>({
    write: ENROLMENT_WRITES.retryInvoice,
    params,
    body: form,
    query: inLocale(locale),
  });
