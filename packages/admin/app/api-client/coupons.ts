import type { AdminCoupon, AdminCouponQuery, AdminCouponRedemption, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The coupons' calls of the admin API (issue 21). */

export const COUPON_WRITES = {
  create: write('POST', '/api/admin/v1/coupons'),
  update: write('PATCH', '/api/admin/v1/coupons/{id}'),
} as const;

export const listCoupons = (api: AdminApi, query: Partial<AdminCouponQuery>, locale: Locale) =>
  api.get<{ data: AdminCoupon[]; meta: ListMeta }>('/api/admin/v1/coupons', { ...query, ...inLocale(locale) });

export const getCoupon = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminCoupon }>(`/api/admin/v1/coupons/${id}`, inLocale(locale)).then(({ data }) => data);

export const listCouponRedemptions = (api: AdminApi, id: number, page: number | undefined, locale: Locale) =>
  api.get<{ data: AdminCouponRedemption[]; meta: ListMeta }>(`/api/admin/v1/coupons/${id}/redemptions`, {
    page,
    ...inLocale(locale),
  });

export const saveCoupon = (submit: Submit, id: number | null, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminCoupon }>({
    write: id === null ? COUPON_WRITES.create : COUPON_WRITES.update,
    params: id === null ? undefined : { id },
    body: form,
    query: inLocale(locale),
  });
