import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { seoSchema } from './catalogue';

/**
 * Content response shapes (spec §3, §7 "Catalogue" and "Server-side"): custom pages, salons,
 * home carousel slides, redirects and the sitemap. HTML fields are
 * sanitised by the API on write and on read.
 */

export const CUSTOM_PAGE_PAGE_SIZE = 20;
export const SALON_PAGE_SIZE = 50;

/** The same page in each language it exists in (hreflang, language switcher). */
export const alternateSchema = z.object({ locale: z.enum(['hu', 'en']), url: z.string() });
export type Alternate = z.infer<typeof alternateSchema>;

export const customPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content_html: z.string(),
  /** The localized public path: `/oldal/aszf`, `/en/page/terms`. */
  url: z.string(),
  seo: seoSchema,
  alternates: z.array(alternateSchema),
  updated_at: z.string(),
});
export type CustomPage = z.infer<typeof customPageSchema>;
export const customPageListSchema = z.object({ data: z.array(customPageSchema), meta: listMetaSchema });

/** One opening interval; ISO weekday (1 = Monday … 7 = Sunday), local `HH:MM` times. Missing days are closed. */
export const openingHoursSchema = z.array(
  z.object({ day: z.number().int().min(1).max(7), open: z.string(), close: z.string() }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const salonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The localized public path: `/szalonok/{slug}`, `/en/salons/{slug}`. */
  url: z.string(),
  zipcode: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  opening_hours: openingHoursSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  image: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  site_ordering: z.number().int().nullable(),
  seo: seoSchema,
  alternates: z.array(alternateSchema),
});
export type Salon = z.infer<typeof salonSchema>;
export const salonListSchema = z.object({ data: z.array(salonSchema), meta: listMetaSchema });
export const salonResponseSchema = z.object({ data: salonSchema });

export const homeCarouselSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  /** As the editor wrote it for this language: a localized path or an absolute URL. */
  link: z.string().nullable(),
  button_text: z.string().nullable(),
  sort: z.number().int(),
});
export type HomeCarouselSlide = z.infer<typeof homeCarouselSlideSchema>;
export const homeCarouselListSchema = z.object({ data: z.array(homeCarouselSlideSchema), meta: listMetaSchema });

export const redirectSchema = z.object({ from_url: z.string(), to_url: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectListSchema = z.object({ data: z.array(redirectSchema) });

export const sitemapPageSchema = z.object({
  /** Localized path: Hungarian unprefixed with aliases, English under `/en`. */
  url: z.string(),
  /** ISO 8601 time of the last change, or null for screens without a date of their own. */
  lastmod: z.string().nullable(),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
export const sitemapSchema = z.object({ pages: z.array(sitemapPageSchema) });
