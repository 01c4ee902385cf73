import {
  type BlogPostList,
  type HomeCarouselSlide,
  type HostId,
  type Locale,
  LocaleId,
  type Product,
  type ProductList,
  type ProductListMode,
  type ProductMainCategory,
  type ProductSortColumn,
  type TrainingCategory,
  type TrainingList,
  type TrainingListMode,
  type TrainingSortColumn,
} from '@vag/domain';
import type { ApiClient } from './client';

/** The catalogue's typed calls (spec §7 "Catalogue"), one function per endpoint. */

export interface ListFilters<S extends string, M extends string> {
  mainCategoryIds?: number[];
  categoryIds?: number[];
  subCategoryIds?: number[];
  minPrice?: number;
  /** Spec §5: sent only when not 0. */
  maxPrice?: number;
  page?: number;
  perPage?: number;
  sortBy?: S;
  sortDir?: 'asc' | 'desc';
  mode?: M;
}

function listQuery<S extends string, M extends string>(hostId: HostId, locale: Locale, filters: ListFilters<S, M>) {
  return {
    host_id: hostId,
    locale_id: LocaleId[locale],
    main_category_ids: filters.mainCategoryIds,
    category_ids: filters.categoryIds,
    sub_category_ids: filters.subCategoryIds,
    min_price: filters.minPrice || undefined,
    max_price: filters.maxPrice || undefined,
    page: filters.page,
    per_page: filters.perPage,
    sort_by: filters.sortBy ? [filters.sortBy] : undefined,
    sort_dir: filters.sortBy ? [filters.sortDir ?? 'asc'] : undefined,
    list: filters.mode,
  };
}

export function listProducts(
  api: ApiClient,
  hostId: HostId,
  locale: Locale,
  filters: ListFilters<ProductSortColumn, ProductListMode> = {},
) {
  return api.get<ProductList>('/api/v1/products', listQuery(hostId, locale, filters));
}

export function listTrainings(
  api: ApiClient,
  hostId: HostId,
  locale: Locale,
  filters: ListFilters<TrainingSortColumn, TrainingListMode> = {},
) {
  return api.get<TrainingList>('/api/v1/trainings', listQuery(hostId, locale, filters));
}

/** One product by its detail path; 404 when the site has no such product. */
export function getProductByUri(api: ApiClient, hostId: HostId, locale: Locale, fullUri: string) {
  return api.get<{ data: Product }>('/api/v1/products/by-uri', {
    host_id: hostId,
    locale_id: LocaleId[locale],
    full_uri: fullUri,
  });
}

export function listRelatedProducts(api: ApiClient, hostId: HostId, locale: Locale, productId: number) {
  return api.get<{ data: Product[] }>(`/api/v1/products/${productId}/getRelatedProducts`, {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}

export function listHomeCarouselSlides(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: HomeCarouselSlide[] }>('/api/v1/home-carousels', {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}

/** Spec §7: highlighted posts use sort_by=highlighted (3 per page by default). */
export function listHighlightedBlogPosts(api: ApiClient, hostId: HostId, locale: Locale, perPage: number) {
  return api.get<BlogPostList>('/api/v1/blog-posts', {
    host_id: hostId,
    locale_id: LocaleId[locale],
    sort_by: 'highlighted',
    per_page: perPage,
  });
}

/** The whole shop tree, empty categories included (a listing may be empty; a menu hides those). */
export function listProductCategoryTree(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: ProductMainCategory[] }>('/api/v1/product-main-categories', {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}

/** The whole academy tree of training categories. */
export function listTrainingCategoryTree(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: TrainingCategory[] }>('/api/v1/training-categories', {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}
