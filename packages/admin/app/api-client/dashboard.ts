import type { AdminDashboard, AdminDashboardQuery, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale } from './submit';

/** The back office's dashboard (issue 20): the figures of the sites in scope, or of the one asked for. */
export const getDashboard = (api: AdminApi, query: AdminDashboardQuery, locale: Locale) =>
  api.get<{ data: AdminDashboard }>('/api/admin/v1/dashboard', { ...query, ...inLocale(locale) });
