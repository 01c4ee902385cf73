import type { AdminMailDetail, AdminMailQuery, AdminMailRow, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's mail log (issue 20): the outbox, one mail, a copy sent again. */

export const MAIL_WRITES = {
  resend: write('POST', '/api/admin/v1/mails/{id}/resend'),
} as const;

export const listMails = (api: AdminApi, query: AdminMailQuery, locale: Locale) =>
  api.get<{ data: AdminMailRow[]; meta: ListMeta; kinds: string[] }>('/api/admin/v1/mails', {
    ...query,
    ...inLocale(locale),
  });

export const getMail = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminMailDetail }>(`/api/admin/v1/mails/${id}`, inLocale(locale));

/** The HTML part of a mail as the API serves it for a sandboxed frame (its own CSP, the mail's styles). */
export const mailHtmlPath = (id: number) => `/api/admin/v1/mails/${id}/html`;

export const resendMail = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string; code: string; data: AdminMailRow }>({
    write: MAIL_WRITES.resend,
    params: { id },
    query: inLocale(locale),
  });
