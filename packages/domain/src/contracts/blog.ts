import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { seoSchema } from './catalogue';
import { alternateSchema } from './content';

/** Blog response shapes (spec §3 "Blog post", §7 blog calls). */

export const BLOG_SORT_COLUMNS = ['publication_date', 'highlighted'] as const;
export type BlogSortColumn = (typeof BLOG_SORT_COLUMNS)[number];

/** A category or tag as a post carries it; `seo_slug` is what the list filters take. */
export const blogTermSchema = z.object({ id: z.number().int(), name: z.string(), seo_slug: z.string() });
export type BlogTerm = z.infer<typeof blogTermSchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seo_slug: z.string(),
  /** The localized blog list of the category: `/blogs/{slug}`, `/en/blogs/{slug}`. */
  url: z.string(),
  /** Published posts in the category in this language. */
  posts_count: z.number().int(),
  seo: seoSchema,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListSchema = z.object({ data: z.array(blogCategorySchema), meta: listMetaSchema });

export const blogPostSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC; only posts whose publication date has come are listed. */
  publication_date: z.string(),
  title: z.string(),
  lead: z.string(),
  /** Sanitised HTML. */
  content_html: z.string(),
  image: z.string().nullable(),
  is_highlighted: z.boolean(),
  /** The localized public path: `/blog/{slug}`, `/en/blog/{slug}`. */
  url: z.string(),
  seo: seoSchema,
  categories: z.array(blogTermSchema),
  tags: z.array(blogTermSchema),
  alternates: z.array(alternateSchema),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostListSchema = z.object({ data: z.array(blogPostSchema), meta: listMetaSchema });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const tagCloudSchema = z.object({
  tag_cloud: z.array(z.object({ name: z.string(), seo_slug: z.string(), count: z.number().int() })),
});
export type TagCloud = z.infer<typeof tagCloudSchema>;
