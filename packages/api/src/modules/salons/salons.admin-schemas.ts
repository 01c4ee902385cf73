import {
  adminContentListQuerySchema,
  adminSiteSchema,
  CONTENT_HTML_MAX,
  CONTENT_SEO_DESCRIPTION_MAX,
  CONTENT_SEO_TITLE_MAX,
  CONTENT_SLUG_MAX,
  decimalInteger,
  flagSchema,
  listMetaSchema,
  openingHoursSchema,
  optionalText,
} from '@vag/domain';
import { z } from 'zod';

/*
 * The back office's salon editor (issue 21). A form posts these fields flat (strings); the typed
 * client may post JSON with the same names. Opening hours arrive per ISO weekday as
 * `hours_<1..7>_open` / `hours_<1..7>_close` (`HH:MM`), a day with `hours_<d>_closed` or two blank
 * times being closed; the service checks them and stores the storefront's shape (`OpeningHours`).
 */

export const SALON_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const text = (max: number) => z.string().trim().max(max).optional().default('');
const flag = flagSchema.optional().default(false);
const slug = text(CONTENT_SLUG_MAX).transform((value) => value.toLowerCase());
/** Blank is null; the service checks the range and that both coordinates are given. */
const coordinate = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  z.union([z.number(), z.string().trim().max(30)]).nullable(),
);
/** The media library's image to show; `0` (or absent) keeps the image the salon has, blank removes it. */
const mediaId = z.preprocess(
  (value) => (value === undefined ? 0 : value === '' ? null : value),
  decimalInteger(z.number().int().min(0)).nullable(),
);

const hours = Object.fromEntries(
  SALON_DAYS.flatMap((day) => [
    [`hours_${day}_open`, text(5)],
    [`hours_${day}_close`, text(5)],
    [`hours_${day}_closed`, flag],
  ]),
) as Record<`hours_${(typeof SALON_DAYS)[number]}_${'open' | 'close'}`, ReturnType<typeof text>> &
  Record<`hours_${(typeof SALON_DAYS)[number]}_closed`, typeof flag>;

export const adminSalonInputSchema = z.object({
  name: text(200),
  zipcode: text(10),
  city: text(100),
  address: text(200),
  phone: optionalText(50),
  email: optionalText(200),
  website: optionalText(500),
  lat: coordinate,
  lng: coordinate,
  image_media_id: mediaId,
  site_ordering: z.preprocess(
    (value) => (value === '' ? null : value),
    decimalInteger(z.number().int().min(-100_000).max(100_000)).nullish(),
  ),
  is_active: flag,
  slug_hu: slug,
  description_hu: z.string().max(CONTENT_HTML_MAX).optional().default(''),
  seo_title_hu: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_hu: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
  slug_en: slug,
  description_en: z.string().max(CONTENT_HTML_MAX).optional().default(''),
  seo_title_en: optionalText(CONTENT_SEO_TITLE_MAX),
  seo_description_en: optionalText(CONTENT_SEO_DESCRIPTION_MAX),
  ...hours,
});
export type AdminSalonInput = z.output<typeof adminSalonInputSchema>;
export const adminSalonCreateSchema = adminSalonInputSchema.extend({ site: adminSiteSchema });

export const adminSalonListQuerySchema = adminContentListQuerySchema;

export const adminSalonRowSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  name: z.string(),
  city: z.string(),
  is_active: z.boolean(),
  url: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminSalonRow = z.infer<typeof adminSalonRowSchema>;
export const adminSalonListSchema = z.object({ data: z.array(adminSalonRowSchema), meta: listMetaSchema });

export const adminSalonSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  name: z.string(),
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
  site_ordering: z.number().int().nullable(),
  is_active: z.boolean(),
  slug_hu: z.string(),
  description_hu: z.string(),
  seo_title_hu: z.string().nullable(),
  seo_description_hu: z.string().nullable(),
  slug_en: z.string(),
  description_en: z.string(),
  seo_title_en: z.string().nullable(),
  seo_description_en: z.string().nullable(),
  urls: z.object({ hu: z.string().nullable(), en: z.string().nullable() }),
  updated_at: z.string(),
});
export type AdminSalon = z.infer<typeof adminSalonSchema>;
export const adminSalonAnswerSchema = z.object({ data: adminSalonSchema });
export const adminSalonSavedSchema = z.object({ message: z.string(), data: adminSalonSchema });
