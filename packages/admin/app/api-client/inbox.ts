import type {
  AdminContactRequest,
  AdminInboxQuery,
  AdminMailOfHistory,
  AdminRecommendation,
  ListMeta,
  Locale,
} from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's inbox (issue 20): contact requests and training recommendations. */

export const INBOX_WRITES = {
  reply: write('POST', '/api/admin/v1/contact-requests/{id}/reply'),
  contactHandled: write('POST', '/api/admin/v1/contact-requests/{id}/handled'),
  contactReopen: write('POST', '/api/admin/v1/contact-requests/{id}/reopen'),
  recommendationHandled: write('POST', '/api/admin/v1/recommendations/{id}/handled'),
  recommendationReopen: write('POST', '/api/admin/v1/recommendations/{id}/reopen'),
} as const;

/** The two kinds of inbox item, as the screens' URLs name them. */
export const INBOX_KINDS = ['contact', 'recommendation'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const listContactRequests = (api: AdminApi, query: AdminInboxQuery, locale: Locale) =>
  api.get<{ data: AdminContactRequest[]; meta: ListMeta }>('/api/admin/v1/contact-requests', {
    ...query,
    ...inLocale(locale),
  });

export const getContactRequest = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminContactRequest; mails: AdminMailOfHistory[] }>(
    `/api/admin/v1/contact-requests/${id}`,
    inLocale(locale),
  );

export const listRecommendations = (api: AdminApi, query: AdminInboxQuery, locale: Locale) =>
  api.get<{ data: AdminRecommendation[]; meta: ListMeta }>('/api/admin/v1/recommendations', {
    ...query,
    ...inLocale(locale),
  });

export const getRecommendation = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminRecommendation }>(`/api/admin/v1/recommendations/${id}`, inLocale(locale));

export const replyToContactRequest = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ data: AdminContactRequest }>({
    write: INBOX_WRITES.reply,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

const HANDLED_WRITES = {
  contact: { handled: INBOX_WRITES.contactHandled, reopen: INBOX_WRITES.contactReopen },
  recommendation: { handled: INBOX_WRITES.recommendationHandled, reopen: INBOX_WRITES.recommendationReopen },
} as const;

/** Marks an item handled, or new again. */
export const setInboxItemHandled = (submit: Submit, kind: InboxKind, id: number, handled: boolean, locale: Locale) =>
  submit<{ data: AdminContactRequest | AdminRecommendation }>({
    write: HANDLED_WRITES[kind][handled ? 'handled' : 'reopen'],
    params: { id },
    query: inLocale(locale),
  });
