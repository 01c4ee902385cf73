import { z } from '@hono/zod-openapi';
import { decimalInteger, MAX_PAGE_SIZE } from '@vag/domain';
import { arrayQuery } from '../../lib/http-query';

/*
 * Query parameters of the product and training lists (spec §7 "Catalogue"). Arrays arrive as
 * `category_ids[]=3&category_ids[]=4` (the storefront's buildQuery); the unbracketed form
 * `category_ids=3` is accepted too, so that a hand-written URL is never silently unfiltered.
 */

export const idsQuery = <N extends string>(name: N, description: string) =>
  arrayQuery(name, decimalInteger(z.number().int().positive()), description);

const money = (name: string, description: string) =>
  decimalInteger(z.number().int().min(0))
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example: 5000 });

export const listQueryShape = {
  seo: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .openapi({
      param: { name: 'seo', in: 'query' },
      description: 'A slug in either language: the list holds that one.',
    }),
  min_price: money('min_price', 'Lowest price in forints (inclusive).'),
  max_price: money('max_price', 'Highest price in forints (inclusive).'),
  page: decimalInteger(z.number().int().min(1))
    .default(1)
    .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
  per_page: decimalInteger(z.number().int().min(1).max(MAX_PAGE_SIZE))
    .optional()
    .openapi({
      param: { name: 'per_page', in: 'query' },
      description: 'Default 9; list modes default to their short list size (5, promoted 10).',
    }),
  ...arrayQuery(
    'sort_dir',
    z.enum(['asc', 'desc']),
    'Direction of the `sort_by[]` entry at the same position; ascending when absent.',
  ),
};

/** Object-level rule of both lists: a price range must not be upside down. */
export function refinePriceRange(query: { min_price?: number; max_price?: number }, ctx: z.RefinementCtx) {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price.' });
  }
}

export interface SortKey<C extends string> {
  column: C;
  dir: 'asc' | 'desc';
}

/** Pairs `sort_by[i]` with `sort_dir[i]`. */
export function sortKeys<C extends string>(by: C[] | undefined, dirs: ('asc' | 'desc')[] | undefined): SortKey<C>[] {
  return (by ?? []).map((column, index) => ({ column, dir: dirs?.[index] ?? 'asc' }));
}

export const onlyForUserQuery = z
  .enum(['0', '1'])
  .optional()
  .openapi({
    param: { name: 'only_for_user', in: 'query' },
    description: '1 = only categories that hold something a shopper can see (for menus).',
  });
