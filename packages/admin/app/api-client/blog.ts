import type {
  AdminBlogCategory,
  AdminBlogPost,
  AdminBlogPostRow,
  AdminContentListQuery,
  ListMeta,
  Locale,
  SiteKey,
} from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's blog (issue 21): posts with their schedule, and the blog's categories. */

export const BLOG_WRITES = {
  createPost: write('POST', '/api/admin/v1/blog-posts'),
  savePost: write('PATCH', '/api/admin/v1/blog-posts/{id}'),
  deletePost: write('DELETE', '/api/admin/v1/blog-posts/{id}'),
  createCategory: write('POST', '/api/admin/v1/blog-categories'),
  saveCategory: write('PATCH', '/api/admin/v1/blog-categories/{id}'),
} as const;

export const listBlogPosts = (api: AdminApi, query: Partial<AdminContentListQuery>, locale: Locale) =>
  api.get<{ data: AdminBlogPostRow[]; meta: ListMeta }>('/api/admin/v1/blog-posts', { ...query, ...inLocale(locale) });

export const getBlogPost = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminBlogPost }>(`/api/admin/v1/blog-posts/${id}`, inLocale(locale)).then(({ data }) => data);

export const listBlogCategories = (api: AdminApi, locale: Locale, site?: SiteKey) =>
  api
    .get<{ data: AdminBlogCategory[] }>('/api/admin/v1/blog-categories', { site, ...inLocale(locale) })
    .then(({ data }) => data);

type Saved<T> = { message: string; data: T };

export const createBlogPost = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Saved<AdminBlogPost>>({ write: BLOG_WRITES.createPost, body: form, query: inLocale(locale) });

export const saveBlogPost = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Saved<AdminBlogPost>>({ write: BLOG_WRITES.savePost, params: { id }, body: form, query: inLocale(locale) });

export const deleteBlogPost = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string }>({ write: BLOG_WRITES.deletePost, params: { id }, query: inLocale(locale) });

export const createBlogCategory = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Saved<AdminBlogCategory>>({ write: BLOG_WRITES.createCategory, body: form, query: inLocale(locale) });

export const saveBlogCategory = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Saved<AdminBlogCategory>>({
    write: BLOG_WRITES.saveCategory,
    params: { id },
    body: form,
    query: inLocale(locale),
  });
