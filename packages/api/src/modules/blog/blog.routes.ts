import { createRoute, z } from '@hono/zod-openapi';
import {
  BLOG_PAGE_SIZE,
  BLOG_SORT_COLUMNS,
  blogCategoryListSchema,
  blogPostListSchema,
  decimalInteger,
  HIGHLIGHTED_BLOG_PAGE_SIZE,
  tagCloudSchema,
} from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, pagingQuery, slashAlias, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { getTagCloud, listBlogCategories, listBlogPosts } from './blog.service';

const siteQuery = { host_id: hostIdParam, locale_id: localeIdParam };

const slugQuery = (name: string, description: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/api/v1/blog-categories',
  tags: ['Blog'],
  summary: 'Blog categories of a site in a language, with their number of published posts',
  request: { query: z.object(siteQuery) },
  responses: {
    200: { description: 'The categories', content: { 'application/json': { schema: blogCategoryListSchema } } },
    ...errorResponses,
  },
});

const postsRoute = createRoute({
  method: 'get',
  path: '/api/v1/blog-posts',
  tags: ['Blog'],
  summary: 'Published blog posts of a site in a language',
  request: {
    query: z.object({
      ...siteQuery,
      ...pagingQuery(BLOG_PAGE_SIZE),
      sort_by: z
        .enum(BLOG_SORT_COLUMNS)
        .default('publication_date')
        .openapi({
          param: { name: 'sort_by', in: 'query' },
          description:
            '`highlighted`: highlighted posts first, then by date; 3 per page unless per_page says otherwise.',
        }),
      sort_dir: z
        .enum(['asc', 'desc'])
        .default('desc')
        .openapi({
          param: { name: 'sort_dir', in: 'query' },
          description: 'Of the publication date; newest first by default.',
        }),
      blog_category_id: decimalInteger(z.number().int().positive())
        .optional()
        .openapi({ param: { name: 'blog_category_id', in: 'query' }, example: 1 }),
      search: z
        .string()
        .trim()
        .max(100)
        .optional()
        .openapi({
          param: { name: 'search', in: 'query' },
          description: 'Words that must all occur in the title, lead or text; accents ignored.',
        }),
      seo_slug: slugQuery('seo_slug', "A post's slug in either language: the list holds that post."),
      tag_seo_slug: slugQuery('tag_seo_slug', 'Only posts with this tag (its slug in either language).'),
    }),
  },
  responses: {
    200: { description: 'The posts', content: { 'application/json': { schema: blogPostListSchema } } },
    ...errorResponses,
  },
});

const tagCloudRoute = createRoute({
  method: 'get',
  path: '/api/v1/blog-posts/get-tag-cloud',
  tags: ['Blog'],
  summary: 'Tags of the published posts of a site in a language, most used first',
  request: { query: z.object(siteQuery) },
  responses: {
    200: { description: 'The tag cloud', content: { 'application/json': { schema: tagCloudSchema } } },
    ...errorResponses,
  },
});

export function blogRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [categoriesRoute, slashAlias(categoriesRoute)]) {
    router.openapi(config, async (c) => {
      const data = await listBlogCategories(database.db, c.var.hostId, c.var.locale);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data, meta: wholeListMeta(data.length) }, 200);
    });
  }
  for (const config of [tagCloudRoute, slashAlias(tagCloudRoute)]) {
    router.openapi(config, async (c) => {
      const body = await getTagCloud(database.db, c.var.hostId, c.var.locale);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    });
  }
  for (const config of [postsRoute, slashAlias(postsRoute)]) {
    router.openapi(config, async (c) => {
      const query = c.req.valid('query');
      const defaultSize = query.sort_by === 'highlighted' ? HIGHLIGHTED_BLOG_PAGE_SIZE : BLOG_PAGE_SIZE;
      const body = await listBlogPosts(database.db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        sortBy: query.sort_by,
        sortDir: query.sort_dir,
        categoryId: query.blog_category_id,
        search: query.search || undefined,
        slug: query.seo_slug,
        tagSlug: query.tag_seo_slug,
        paging: { page: query.page, perPage: query.per_page ?? defaultSize },
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    });
  }
  return router;
}
