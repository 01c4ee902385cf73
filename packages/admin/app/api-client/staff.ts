import type { AuditEntry, AuditQuery, ListMeta, Locale, StaffMe, StaffMember, StaffSessionStage } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The staff and audit calls of the admin API, typed once. */

export const STAFF_WRITES = {
  login: write('POST', '/api/admin/v1/login'),
  loginCode: write('POST', '/api/admin/v1/login/totp'),
  logout: write('POST', '/api/admin/v1/logout'),
  totpSetup: write('POST', '/api/admin/v1/me/totp/setup'),
  totpConfirm: write('POST', '/api/admin/v1/me/totp/confirm'),
  createStaff: write('POST', '/api/admin/v1/staff'),
  changeRole: write('PATCH', '/api/admin/v1/staff/{id}'),
  deactivate: write('POST', '/api/admin/v1/staff/{id}/deactivate'),
} as const;

export const getMe = (api: AdminApi, locale: Locale) =>
  api.get<{ data: StaffMe }>('/api/admin/v1/me', inLocale(locale)).then(({ data }) => data);

export const listAuditLog = (api: AdminApi, query: AuditQuery, locale: Locale) =>
  api.get<{ data: AuditEntry[]; meta: ListMeta }>('/api/admin/v1/audit-log', { ...query, ...inLocale(locale) });

export const listStaff = (api: AdminApi, locale: Locale) =>
  api.get<{ data: StaffMember[] }>('/api/admin/v1/staff', inLocale(locale)).then(({ data }) => data);

export const signIn = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: { stage: StaffSessionStage } }>({
    write: STAFF_WRITES.login,
    body: form,
    query: inLocale(locale),
  });

export const sendSignInCode = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ data: StaffMe }>({ write: STAFF_WRITES.loginCode, body: form, query: inLocale(locale) });

export const signOut = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string }>({ write: STAFF_WRITES.logout, body: form, query: inLocale(locale) });

export const startTotpSetup = (submit: Submit, locale: Locale) =>
  submit<{ data: { secret: string; uri: string; qr_svg: string } }>({
    write: STAFF_WRITES.totpSetup,
    query: inLocale(locale),
  });

export const confirmTotpSetup = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: StaffMe }>({ write: STAFF_WRITES.totpConfirm, body: form, query: inLocale(locale) });

export const createStaffMember = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: StaffMember }>({
    write: STAFF_WRITES.createStaff,
    body: form,
    query: inLocale(locale),
  });

export const changeStaffRole = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: StaffMember }>({
    write: STAFF_WRITES.changeRole,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

export const deactivateStaffMember = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: StaffMember }>({
    write: STAFF_WRITES.deactivate,
    params: { id },
    body: form,
    query: inLocale(locale),
  });
