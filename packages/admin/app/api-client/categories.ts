import type { AdminCategoryTree, Locale, ProductCategoryLevel, SiteKey } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The shop's category tree of the admin API (issue 21), typed once. */

export const CATEGORY_WRITES = {
  create: write('POST', '/api/admin/v1/product-categories'),
  update: write('PATCH', '/api/admin/v1/product-categories/{level}/{id}'),
  order: write('POST', '/api/admin/v1/product-categories/order'),
  remove: write('DELETE', '/api/admin/v1/product-categories/{level}/{id}'),
} as const;

export const getCategoryTrees = (api: AdminApi, site: SiteKey | undefined, locale: Locale) =>
  api
    .get<AdminCategoryTree>('/api/admin/v1/product-categories', { site, ...inLocale(locale) })
    .then(({ data }) => data);

type Answer = { message: string };

export const createCategory = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Answer & { data: { level: ProductCategoryLevel; id: number } }>({
    write: CATEGORY_WRITES.create,
    body: form,
    query: inLocale(locale),
  });

export const updateCategory = (
  submit: Submit,
  node: { level: ProductCategoryLevel; id: number },
  form: FormData,
  locale: Locale,
) => submit<Answer>({ write: CATEGORY_WRITES.update, params: node, body: form, query: inLocale(locale) });

export const orderCategories = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Answer>({ write: CATEGORY_WRITES.order, body: form, query: inLocale(locale) });

/** The form carries the CSRF token only; the API reads no body. */
export const deleteCategory = (
  submit: Submit,
  node: { level: ProductCategoryLevel; id: number },
  form: FormData,
  locale: Locale,
) => submit<Answer>({ write: CATEGORY_WRITES.remove, params: node, body: form, query: inLocale(locale) });
