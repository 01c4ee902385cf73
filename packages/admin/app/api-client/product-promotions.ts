import type { AdminProductPromotion, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/** A product's planned promotions (issue 21): listed, planned and removed by the product editor. */

export const PRODUCT_PROMOTION_WRITES = {
  add: write('POST', '/api/admin/v1/products/{id}/promotions'),
  remove: write('DELETE', '/api/admin/v1/products/{id}/promotions/{promotionId}'),
} as const;

export const listProductPromotions = (api: AdminApi, productId: number, locale: Locale) =>
  api.get<{ data: AdminProductPromotion[] }>(`/api/admin/v1/products/${productId}/promotions`, inLocale(locale));

/** The form's `price`, `starts_at` and `ends_at` (Budapest wall clock of datetime-local fields; blank end: open). */
export const addProductPromotion = (submit: Submit, productId: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminProductPromotion }>({
    write: PRODUCT_PROMOTION_WRITES.add,
    params: { id: productId },
    body: form,
    query: inLocale(locale),
  });

export const removeProductPromotion = (submit: Submit, productId: number, promotionId: number, locale: Locale) =>
  submit({
    write: PRODUCT_PROMOTION_WRITES.remove,
    params: { id: productId, promotionId },
    query: inLocale(locale),
  });
