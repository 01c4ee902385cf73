import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { productSchema } from './catalogue';

/** Global search and suggestions (spec §3 "Search state", "Search suggestion"; DESIGN §6). */

export const SEARCH_DOCUMENT_TYPES = ['Product', 'Training', 'BlogPost', 'CustomPage'] as const;
export type SearchType = (typeof SEARCH_DOCUMENT_TYPES)[number];

/** The counter key of each result type (spec: counters for blog, page, product). */
export const SEARCH_COUNTER_KEYS = {
  BlogPost: 'blog',
  CustomPage: 'page',
  Product: 'product',
  Training: 'training',
} as const satisfies Record<SearchType, string>;

/** Keywords shorter than this find nothing (one letter matches half the shop). */
export const SEARCH_MIN_KEYWORD_LENGTH = 2;
export const SEARCH_MAX_KEYWORD_LENGTH = 100;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_DOCUMENT_TYPES),
  /** The id of the product, training, blog post or custom page. */
  id: z.number().int(),
  title: z.string(),
  /** The start of the page's text, plain. */
  excerpt: z.string(),
  image: z.string().nullable(),
  /** Localized public path: `/termek/...`, `/en/blog/...`. */
  link: z.string(),
  /**
   * A product on sale: what it costs and who may buy it, read when answering (not indexed), so
   * that the result shows today's price and an add-to-cart (issue 18). Absent on other kinds.
   */
  offer: productSchema
    .pick({ price: true, price_original: true, has_promotion: true, is_only_for_professionals: true })
    .optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchCountersSchema = z.object({
  blog: z.number().int(),
  page: z.number().int(),
  product: z.number().int(),
  training: z.number().int(),
});
export type SearchCounters = z.infer<typeof searchCountersSchema>;

export const searchResponseSchema = z.object({
  data: z.array(searchResultSchema),
  meta: listMetaSchema,
  /** Matches per type, whatever `filter[]` selects, so that every tab can show its count. */
  counters: searchCountersSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  link: z.string(),
  type: z.enum(SEARCH_DOCUMENT_TYPES),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A category the best matches belong to ("relevant categories" of the search dropdown). */
export const suggestedCategorySchema = z.object({
  name: z.string(),
  link: z.string(),
  type: z.enum(SEARCH_DOCUMENT_TYPES),
});

export const suggestResponseSchema = z.object({
  objects: z.array(suggestionSchema),
  categories: z.array(suggestedCategorySchema),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
