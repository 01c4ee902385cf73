import type {
  AdminProduct,
  AdminProductLookup,
  AdminProductQuery,
  AdminProductRow,
  AdminSubCategoryOption,
  ListMeta,
  Locale,
} from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/** The back office's product calls (issue 21): the list, one product, a create and an edit. */

export const PRODUCT_WRITES = {
  create: write('POST', '/api/admin/v1/products'),
  update: write('PATCH', '/api/admin/v1/products/{id}'),
} as const;

export const listProducts = (api: AdminApi, query: AdminProductQuery, locale: Locale) =>
  api.get<{ data: AdminProductRow[]; meta: ListMeta }>('/api/admin/v1/products', { ...query, ...inLocale(locale) });

export const getProduct = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminProduct }>(`/api/admin/v1/products/${id}`, inLocale(locale)).then(({ data }) => data);

type Saved = { message: string; data: { id: number } };

/** The related picker's search: products of the same site as product `id` by a part of their Hungarian name. */
export const findRelatedOptions = (api: AdminApi, id: number, q: string, locale: Locale) =>
  api
    .get<{ data: AdminProductLookup[] }>(`/api/admin/v1/products/${id}/related-options`, { q, ...inLocale(locale) })
    .then(({ data }) => data);

/** The editor's form as the API's body (see `productBodyOf`). */
export const createProduct = (submit: Submit, body: Record<string, unknown>, locale: Locale) =>
  submit<Saved>({ write: PRODUCT_WRITES.create, body, query: inLocale(locale) });

export const updateProduct = (submit: Submit, id: number, body: Record<string, unknown>, locale: Locale) =>
  submit<Saved>({ write: PRODUCT_WRITES.update, params: { id }, body, query: inLocale(locale) });

const TEXT_FIELDS = ['name', 'slug', 'short_description', 'description', 'seo_title', 'seo_description'] as const;
const PLAIN_FIELDS = [
  'price_original',
  'vat_rate',
  'net_content',
  'net_content_unit',
  'stock_quantity',
  'default_sub_category_id',
];
const FLAGS = ['is_active', 'is_highlighted', 'is_only_for_professionals'] as const;

/**
 * The editor's form as the API's JSON body: texts per language as they were typed, a checkbox
 * ticked or not, the ticked sub categories, and the pictures in their order (`p:<picture id>` kept,
 * `m:<media id>` added from the library) with the position of the main one.
 */
export function productBodyOf(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    for (const locale of ['hu', 'en']) {
      const value = form.get(`${field}_${locale}`);
      if (typeof value === 'string') body[`${field}_${locale}`] = value;
    }
  }
  for (const field of PLAIN_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') body[field] = value;
  }
  for (const flag of FLAGS) body[flag] = form.get(flag) === 'on';
  body.sub_category_ids = form.getAll('sub_category_ids').map(String);
  body.pictures = form.getAll('picture').flatMap((value): Record<string, string>[] => {
    const [kind, id = ''] = String(value).split(':');
    if (kind === 'p') return [{ id }];
    if (kind === 'm') return [{ media_id: id }];
    return [];
  });
  const main = form.get('main_picture');
  if (typeof main === 'string' && main !== '') body.main_picture = main;
  return body;
}

export const listSubCategoryOptions = (api: AdminApi, locale: Locale) =>
  api
    .get<{ data: AdminSubCategoryOption[] }>('/api/admin/v1/product-sub-categories', inLocale(locale))
    .then(({ data }) => data);
