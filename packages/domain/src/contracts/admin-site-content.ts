import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { adminLocaleSchema, adminPagingShape, adminSiteSchema } from './admin-list';

/*
 * The back office's site-wide content (issue 21): the redirect table (301s of a site, checked
 * against loops and chains) and the default SEO texts of each site and language.
 */

export const REDIRECT_PATH_MAX = 500;

export const adminRedirectQuerySchema = z.object({
  ...adminPagingShape,
  /** A part of the source or the target. */
  q: z.string().trim().max(REDIRECT_PATH_MAX).optional(),
  site: adminSiteSchema.optional(),
});
export type AdminRedirectQuery = z.infer<typeof adminRedirectQuerySchema>;

/**
 * A redirect as its form posts it. The source is a path of the site (`/regi-oldal`: no scheme,
 * no host; query and trailing slash are dropped as the storefront compares paths); the target a
 * path of the same site or an absolute https URL. The loop and chain checks need the table: the
 * API makes them.
 */
export const adminRedirectInputSchema = z.object({
  site: adminSiteSchema,
  from_url: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(REDIRECT_PATH_MAX)
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'redirect_source_invalid'),
  to_url: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(REDIRECT_PATH_MAX)
    .refine(isRedirectTarget, 'redirect_target_invalid'),
});
export type AdminRedirectInput = z.output<typeof adminRedirectInputSchema>;

/** A path of the site (`/…`, not `//host`), or an absolute https URL with a host. */
export function isRedirectTarget(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const adminRedirectSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  from_url: z.string(),
  to_url: z.string(),
  updated_at: z.string(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;
export const adminRedirectListSchema = z.object({ data: z.array(adminRedirectSchema), meta: listMetaSchema });
export const adminRedirectSavedSchema = z.object({ message: z.string(), data: adminRedirectSchema });

/* Default SEO texts. */

export const SEO_DEFAULT_TITLE_MAX = 120;
export const SEO_DEFAULT_DESCRIPTION_MAX = 320;

export const adminSeoDefaultSchema = z.object({
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  /** The home page's title, and the suffix after ` | ` on every other page. */
  title: z.string(),
  description: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminSeoDefault = z.infer<typeof adminSeoDefaultSchema>;
export const adminSeoDefaultListSchema = z.object({ data: z.array(adminSeoDefaultSchema) });

/** PUT: one site's texts in both languages (the form of one site). */
export const adminSeoDefaultsInputSchema = z.object({
  site: adminSiteSchema,
  title_hu: z.string({ error: 'required' }).trim().min(1, 'required').max(SEO_DEFAULT_TITLE_MAX),
  description_hu: z.string().trim().max(SEO_DEFAULT_DESCRIPTION_MAX).optional().default(''),
  title_en: z.string({ error: 'required' }).trim().min(1, 'required').max(SEO_DEFAULT_TITLE_MAX),
  description_en: z.string().trim().max(SEO_DEFAULT_DESCRIPTION_MAX).optional().default(''),
});
export type AdminSeoDefaultsInput = z.output<typeof adminSeoDefaultsInputSchema>;

/** GET /api/v1/seo-defaults: the site's texts in the request's language (public, cached). */
export const seoDefaultsSchema = z.object({
  data: z.object({ title: z.string(), description: z.string() }).nullable(),
});
export type SeoDefaults = z.infer<typeof seoDefaultsSchema>['data'];
