import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { DISPLAY_TIME_ZONE } from '../format';
import { decimalInteger } from '../validation/integer';
import { flagSchema, optionalText } from '../validation/rules';
import { adminLocaleSchema, adminPagingShape, adminSiteSchema } from './admin-list';

/*
 * The back office's content editors (issue 21): blog posts with their categories and tags,
 * custom pages (the about-us and for-beauticians screens among them) and the home carousel's
 * slides. Forms post these fields flat (a form sends strings); the typed client may post JSON
 * with the same names. Times are the editor's Budapest wall clock (`2026-12-03T09:00`).
 */

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SLUG_MAX = 200;
export const CONTENT_LEAD_MAX = 1_000;
export const CONTENT_HTML_MAX = 200_000;
export const CONTENT_SEO_TITLE_MAX = 200;
export const CONTENT_SEO_DESCRIPTION_MAX = 500;
export const CONTENT_IMAGE_MAX = 500;
export const BLOG_TAGS_MAX = 20;
export const CAROUSEL_TEXT_MAX = 300;
export const CAROUSEL_LINK_MAX = 500;

/** The custom pages that a storefront screen shows, by a slug the screen looks for (in either language). */
export const CONTENT_SCREEN_PAGE_SLUGS = { about_us: 'about-us', for_beauticians: 'for-beauticians' } as const;
export type ContentScreen = keyof typeof CONTENT_SCREEN_PAGE_SLUGS;

/** Budapest wall-clock time of a `datetime-local` field, to the minute or the second. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Budapest's wall clock shows it, in a `datetime-local` field's form. */
export function toBudapestWallClock(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A `datetime-local` field's value of an instant: to the second when it has seconds, else to the minute. */
export function toBudapestFieldValue(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = date.getUTCSeconds();
  return seconds === 0 ? toBudapestWallClock(date) : `${toBudapestWallClock(date)}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The instant Budapest's wall clock shows as `local` (`2026-12-03T09:00`, seconds optional), or
 * undefined for anything else. Budapest is UTC+1 or +2: the offset that reads back as `local` is the one.
 */
export function fromBudapestWallClock(local: string): Date | undefined {
  if (!LOCAL_DATE_TIME_PATTERN.test(local)) return undefined;
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(asUtc)) return undefined;
  for (const hours of [1, 2]) {
    const instant = new Date(asUtc - hours * 3_600_000);
    if (toBudapestWallClock(instant) === local.slice(0, 16)) return instant;
  }
  // The hour skipped when the clocks go forward: take the moment after the gap.
  return new Date(asUtc - 3_600_000);
}

const text = (max: number) => z.string().trim().max(max).optional().default('');
const localTime = z.string().trim().max(19).optional().default('');
/** Repeated form fields arrive as one string or an array; JSON sends an array. */
const ids = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(decimalInteger(z.number().int().positive())).max(100),
);
const flag = flagSchema.optional().default(false);

const pageTexts = {
  title_hu: text(CONTENT_TITLE_MAX),
  slug_hu: text(CONTENT_SLUG_MAX).transform((value) => value.toLowerCase()),
  content_hu: z.string().max(CONTENT_HTML_MAX).optional().default(''),
  seo_title_hu: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_hu: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
  title_en: text(CONTENT_TITLE_MAX),
  slug_en: text(CONTENT_SLUG_MAX).transform((value) => value.toLowerCase()),
  content_en: z.string().max(CONTENT_HTML_MAX).optional().default(''),
  seo_title_en: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_en: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
};

export const adminContentListQuerySchema = z.object({
  site: adminSiteSchema.optional(),
  /** A part of the title in either language. */
  q: z.string().trim().max(100).optional(),
  ...adminPagingShape,
});
export type AdminContentListQuery = z.infer<typeof adminContentListQuerySchema>;

export const adminSiteQuerySchema = z.object({ site: adminSiteSchema.optional() });

/* Blog posts */

export const adminBlogPostInputSchema = z.object({
  ...pageTexts,
  lead_hu: text(CONTENT_LEAD_MAX),
  lead_en: text(CONTENT_LEAD_MAX),
  /** Budapest time; a future time schedules the post. */
  publication_local: localTime,
  is_highlighted: flag,
  is_active: flag,
  /** A path of our image endpoint (`/img/...`) or an https URL; blank for none. */
  image: optionalText(CONTENT_IMAGE_MAX),
  category_ids: ids,
  /** Tag names separated by commas; a name the site has no tag of becomes a new tag. */
  tags: z.string().trim().max(2_000).optional().default(''),
});
export type AdminBlogPostInput = z.output<typeof adminBlogPostInputSchema>;
export const adminBlogPostCreateSchema = adminBlogPostInputSchema.extend({ site: adminSiteSchema });

export const BLOG_POST_STATES = ['published', 'scheduled', 'inactive'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

export const adminBlogPostRowSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  title: z.string(),
  state: z.enum(BLOG_POST_STATES),
  publication_date: z.string(),
  is_highlighted: z.boolean(),
  categories: z.array(z.string()),
  /** The storefront's path of the post in its first language. */
  url: z.string(),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRowSchema>;
export const adminBlogPostListSchema = z.object({ data: z.array(adminBlogPostRowSchema), meta: listMetaSchema });

const textFields = z.object({
  title_hu: z.string(),
  slug_hu: z.string(),
  content_hu: z.string(),
  seo_title_hu: z.string().nullable(),
  seo_description_hu: z.string().nullable(),
  title_en: z.string(),
  slug_en: z.string(),
  content_en: z.string(),
  seo_title_en: z.string().nullable(),
  seo_description_en: z.string().nullable(),
});

export const adminBlogPostSchema = textFields.extend({
  id: z.number().int(),
  site: adminSiteSchema,
  state: z.enum(BLOG_POST_STATES),
  lead_hu: z.string(),
  lead_en: z.string(),
  publication_date: z.string(),
  /** The publication time as the form's `datetime-local` shows it (Budapest). */
  publication_local: z.string(),
  is_highlighted: z.boolean(),
  is_active: z.boolean(),
  image: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  tags: z.string(),
  /** Public paths per language (a scheduled or inactive post answers 404 there until it is live). */
  urls: z.object({ hu: z.string().nullable(), en: z.string().nullable() }),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostAnswerSchema = z.object({ data: adminBlogPostSchema });
export const adminBlogPostSavedSchema = z.object({ message: z.string(), data: adminBlogPostSchema });

/* Blog categories */

export const adminBlogCategoryInputSchema = z.object({
  name_hu: text(CONTENT_TITLE_MAX),
  slug_hu: text(CONTENT_SLUG_MAX).transform((value) => value.toLowerCase()),
  seo_title_hu: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_hu: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
  name_en: text(CONTENT_TITLE_MAX),
  slug_en: text(CONTENT_SLUG_MAX).transform((value) => value.toLowerCase()),
  seo_title_en: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_en: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
  sort: decimalInteger(z.number().int().min(-100_000).max(100_000)).optional().default(0),
  is_active: flag,
});
export type AdminBlogCategoryInput = z.output<typeof adminBlogCategoryInputSchema>;
export const adminBlogCategoryCreateSchema = adminBlogCategoryInputSchema.extend({ site: adminSiteSchema });

export const adminBlogCategorySchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  name_hu: z.string(),
  slug_hu: z.string(),
  seo_title_hu: z.string().nullable(),
  seo_description_hu: z.string().nullable(),
  name_en: z.string(),
  slug_en: z.string(),
  seo_title_en: z.string().nullable(),
  seo_description_en: z.string().nullable(),
  sort: z.number().int(),
  is_active: z.boolean(),
  posts_count: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;
export const adminBlogCategoryListSchema = z.object({ data: z.array(adminBlogCategorySchema) });
export const adminBlogCategorySavedSchema = z.object({ message: z.string(), data: adminBlogCategorySchema });

/* Custom pages */

export const adminPageInputSchema = z.object({ ...pageTexts, is_active: flag });
export type AdminPageInput = z.output<typeof adminPageInputSchema>;
export const adminPageCreateSchema = adminPageInputSchema.extend({ site: adminSiteSchema });

export const adminPageRowSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  title: z.string(),
  slug_hu: z.string(),
  slug_en: z.string(),
  is_active: z.boolean(),
  /** The storefront screen that shows the page, when it is one. */
  screen: z.enum(['about_us', 'for_beauticians']).nullable(),
  url: z.string(),
  updated_at: z.string(),
});
export type AdminPageRow = z.infer<typeof adminPageRowSchema>;
export const adminPageListSchema = z.object({ data: z.array(adminPageRowSchema), meta: listMetaSchema });

export const adminPageSchema = textFields.extend({
  id: z.number().int(),
  site: adminSiteSchema,
  is_active: z.boolean(),
  screen: z.enum(['about_us', 'for_beauticians']).nullable(),
  urls: z.object({ hu: z.string().nullable(), en: z.string().nullable() }),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageAnswerSchema = z.object({ data: adminPageSchema });
export const adminPageSavedSchema = z.object({ message: z.string(), data: adminPageSchema });

/* Home carousel slides */

export const adminSlideQuerySchema = z.object({
  site: adminSiteSchema.optional(),
  locale: adminLocaleSchema.optional(),
});

export const adminSlideInputSchema = z.object({
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  title: z.string().trim().max(CAROUSEL_TEXT_MAX),
  subtitle: optionalText(CAROUSEL_TEXT_MAX),
  /** A path of our image endpoint (`/img/...`) or an https URL. */
  image: z.string().trim().max(CONTENT_IMAGE_MAX),
  /** A path of the site (`/kategoria/arc`) or an https URL; blank for none. */
  link: optionalText(CAROUSEL_LINK_MAX),
  button_text: optionalText(CAROUSEL_TEXT_MAX),
  sort: decimalInteger(z.number().int().min(-100_000).max(100_000)).optional(),
  is_active: flag,
  starts_local: localTime,
  ends_local: localTime,
});
export type AdminSlideInput = z.output<typeof adminSlideInputSchema>;

export const SLIDE_STATES = ['live', 'scheduled', 'ended', 'inactive'] as const;

export const adminSlideSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  sort: z.number().int(),
  is_active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  starts_local: z.string(),
  ends_local: z.string(),
  state: z.enum(SLIDE_STATES),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export const adminSlideListSchema = z.object({ data: z.array(adminSlideSchema) });
export const adminSlideSavedSchema = z.object({ message: z.string(), data: adminSlideSchema });

/** The slides of one site and language in their new order, first shown first. */
export const adminSlideOrderSchema = z.object({
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  ids: ids.pipe(z.array(z.number()).min(1)),
});
