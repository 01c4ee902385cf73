import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { decimalInteger } from '../validation/integer';
import { flagSchema, optionalText, optionalWith } from '../validation/rules';
import { vatRateSchema } from './admin-products';

/*
 * The back office's academy editors (issue 21): trainings with their texts in both languages,
 * categories, way of teaching, prices and images; their dates with start, capacity, venue or online
 * link; cancelling a date; the calendar of every date. The forms post these fields flat (a form
 * sends strings), the typed client may post JSON with the same names.
 */

export const ADMIN_TRAININGS_PAGE_SIZE = 25;
export const TRAINING_NAME_MAX = 200;
export const TRAINING_SLUG_MAX = 200;
export const TRAINING_DESCRIPTION_MAX = 100_000;
export const TRAINING_SEO_TITLE_MAX = 200;
export const TRAINING_SEO_DESCRIPTION_MAX = 500;
export const TRAINING_VENUE_MAX = 300;
export const TRAINING_ONLINE_URL_MAX = 500;
export const TRAINING_CANCEL_REASON_MAX = 1_000;
export const TRAINING_IMAGES_MAX = 12;
/** A date holds at most this many people; a larger event is several dates. */
export const TRAINING_DATE_CAPACITY_MAX = 10_000;

/**
 * The VAT exemptions an invoice names (issue 22), with the training's rate at 0: `TAM` exempt by
 * its subject (tárgyi adómentes, e.g. accredited adult education), `AAM` an exempt seller
 * (alanyi adómentes). None (null): the training is taxed at its rate.
 */
export const VAT_EXEMPTIONS = ['TAM', 'AAM'] as const;
export type VatExemption = (typeof VAT_EXEMPTIONS)[number];

/** Lower-case letters, digits and single hyphens: what a URL segment of the storefront may be. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const page = {
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
};

export const adminTrainingQuerySchema = z.object({
  ...page,
  /** A part of the name in either language. */
  q: z.string().trim().max(100).optional(),
});
export type AdminTrainingQuery = z.infer<typeof adminTrainingQuerySchema>;

const money = optionalWith(
  decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(0).max(100_000_000)),
);
const requiredName = z.string({ error: 'required' }).trim().min(1, 'required').max(TRAINING_NAME_MAX);
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(TRAINING_SLUG_MAX)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), 'slug_invalid');
/** Repeated form fields arrive as one string or an array; JSON sends an array. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );

/**
 * A training as its editor saves it, whole (POST creates, PATCH replaces the editor's fields):
 * Hungarian texts required, English optional (name and slug together); the prices that exist are
 * those of the ways it is taught (1 classroom, 2 online, 3 both), a sale price below its price.
 */
export const adminTrainingInputSchema = z.object({
  name_hu: requiredName,
  slug_hu: slug,
  description_hu: z.string().max(TRAINING_DESCRIPTION_MAX).optional().default(''),
  seo_title_hu: optionalText(TRAINING_SEO_TITLE_MAX),
  seo_description_hu: optionalText(TRAINING_SEO_DESCRIPTION_MAX),
  name_en: z.string().trim().max(TRAINING_NAME_MAX).optional().default(''),
  slug_en: slug.optional().default(''),
  description_en: z.string().max(TRAINING_DESCRIPTION_MAX).optional().default(''),
  seo_title_en: optionalText(TRAINING_SEO_TITLE_MAX),
  seo_description_en: optionalText(TRAINING_SEO_DESCRIPTION_MAX),
  location_type_id: decimalInteger(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'required' })),
  classroom_price: money,
  classroom_sales_price: money,
  online_price: money,
  online_sales_price: money,
  duration: decimalInteger(z.number({ error: 'required' }).int('number_invalid').min(1).max(100_000)),
  /** 1 minutes, 2 hours. */
  duration_type_id: decimalInteger(z.union([z.literal(1), z.literal(2)], { error: 'required' })),
  /** One of `VAT_RATES`. */
  vat_rate: vatRateSchema,
  /** None (empty or absent) or one of `VAT_EXEMPTIONS`, which needs the rate 0. */
  vat_exemption: optionalWith(z.enum(VAT_EXEMPTIONS)),
  is_highlighted: flagSchema.optional().default(false),
  is_active: flagSchema.optional().default(false),
  category_ids: many(decimalInteger(z.number().int().positive())),
  /** The category whose path gives the training's URL; the first one when not given. */
  default_category_id: optionalWith(decimalInteger(z.number().int().positive())),
  /** Image paths of the media library (`/img/…`), in their order; blanks are ignored. */
  images: many(z.string().trim().max(500)),
  /**
   * The editor's image slots as its media pickers post them, aligned with `images`: a library
   * image's id, `0` to keep the slot's current path, empty for a slot left empty. Absent: `images` alone.
   */
  image_media_ids: many(z.string().trim().regex(/^\d*$/, 'number_invalid')),
});
export type AdminTrainingInput = z.output<typeof adminTrainingInputSchema>;

const location = z.object({ id: z.number().int(), code: z.enum(['classroom', 'online']) });

/** A date as its training's editor and the date's editor see it: the online link included. */
export const adminTrainingDateEditSchema = z.object({
  id: z.number().int(),
  training_id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  duration: z.number().int().nullable(),
  duration_type_id: z.number().int().nullable(),
  location,
  venue: z.string().nullable(),
  online_url: z.string().nullable(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  /** Enrolments on the date that are not cancelled: who a cancellation mails and refunds. */
  live_enrolments: z.number().int(),
  /** Every enrolment ever made on the date, cancelled or not: any of them forbids deleting it. */
  enrolments_total: z.number().int(),
  /** People on the date's waiting list now: waiting, or offered places. */
  waiting_count: z.number().int(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type AdminTrainingDateEdit = z.infer<typeof adminTrainingDateEditSchema>;

const translation = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});

export const adminTrainingSchema = z.object({
  id: z.number().int(),
  texts: z.object({ hu: translation.nullable(), en: translation.nullable() }),
  location_type_id: z.number().int(),
  classroom_price: z.number().int().nullable(),
  classroom_sales_price: z.number().int().nullable(),
  online_price: z.number().int().nullable(),
  online_sales_price: z.number().int().nullable(),
  duration: z.number().int(),
  duration_type_id: z.number().int(),
  vat_rate: z.number().int(),
  vat_exemption: z.enum(VAT_EXEMPTIONS).nullable(),
  is_highlighted: z.boolean(),
  is_active: z.boolean(),
  category_ids: z.array(z.number().int()),
  default_category_id: z.number().int().nullable(),
  images: z.array(z.string()),
  /** The public page in each language (its path), when the training has texts in it. */
  urls: z.object({ hu: z.string().nullable(), en: z.string().nullable() }),
  dates: z.array(adminTrainingDateEditSchema),
});
export type AdminTraining = z.infer<typeof adminTrainingSchema>;

export const adminTrainingDetailSchema = z.object({
  data: adminTrainingSchema,
  /** The academy's categories for the editor's choice, indented by level. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
});

export const adminTrainingRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_type_id: z.number().int(),
  from_price: z.number().int(),
  is_active: z.boolean(),
  is_highlighted: z.boolean(),
  upcoming_dates: z.number().int(),
  next_date: z.string().nullable(),
});
export type AdminTrainingRow = z.infer<typeof adminTrainingRowSchema>;

const categoryChoice = z.object({ id: z.number().int(), name: z.string(), level: z.number().int() });

export const adminTrainingListSchema = z.object({
  data: z.array(adminTrainingRowSchema),
  meta: listMetaSchema,
  /** The academy's categories, indented by level: what a new training's editor offers. */
  categories: z.array(categoryChoice),
});

export const adminTrainingSavedSchema = z.object({ message: z.string(), data: adminTrainingSchema });

/**
 * A date as its form posts it: the start in Budapest's local time (`2026-12-03T09:00`), an
 * optional duration of its own, classroom with a venue or online with an https link.
 */
export const adminTrainingDateInputSchema = z.object({
  start_local: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'date_invalid'),
  duration: optionalWith(
    decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(1).max(100_000)),
  ),
  duration_type_id: optionalWith(decimalInteger(z.union([z.literal(1), z.literal(2)]))),
  location_type_id: decimalInteger(z.union([z.literal(1), z.literal(2)], { error: 'required' })),
  venue: optionalText(TRAINING_VENUE_MAX),
  online_url: optionalText(TRAINING_ONLINE_URL_MAX),
  capacity: decimalInteger(
    z.number({ error: 'required' }).int('number_invalid').min(1).max(TRAINING_DATE_CAPACITY_MAX),
  ),
});
export type AdminTrainingDateInput = z.output<typeof adminTrainingDateInputSchema>;

export const adminTrainingDateCancelSchema = z.object({
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(TRAINING_CANCEL_REASON_MAX),
});

export const adminTrainingDateSavedSchema = z.object({ message: z.string(), data: adminTrainingDateEditSchema });

/** GET /api/admin/v1/training-dates/{id}/settings: the date's editable fields and its training's prices. */
export const adminTrainingDateSettingsSchema = z.object({
  data: adminTrainingDateEditSchema.extend({
    training: z.object({
      id: z.number().int(),
      name: z.string(),
      location_type_id: z.number().int(),
      classroom_price: z.number().int().nullable(),
      classroom_sales_price: z.number().int().nullable(),
      online_price: z.number().int().nullable(),
      online_sales_price: z.number().int().nullable(),
    }),
  }),
});
export type AdminTrainingDateSettings = z.infer<typeof adminTrainingDateSettingsSchema>['data'];

export const adminTrainingDateCancelledSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), enrolments_cancelled: z.number().int() }),
});

export const adminTrainingCalendarQuerySchema = z.object({
  /** The month shown, `2026-12`; the current one (Budapest) when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'date_invalid')
    .optional(),
});

export const adminCalendarDateSchema = z.object({
  id: z.number().int(),
  training: z.object({ id: z.number().int(), name: z.string() }),
  start_at: z.string(),
  location,
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  cancelled: z.boolean(),
});
export type AdminCalendarDate = z.infer<typeof adminCalendarDateSchema>;

export const adminTrainingCalendarSchema = z.object({
  month: z.string(),
  data: z.array(adminCalendarDateSchema),
});

const budapestParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Budapest's wall clock reads it, `2026-12-03T09:00` (a datetime-local field's value). */
export function budapestLocalOf(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const part = Object.fromEntries(budapestParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * Budapest's wall-clock time (`2026-12-03T09:00`) as an instant: the offset (+1 or +2) is the one
 * in force at that time, so a date in summer and one in winter both start at the hour written.
 */
export function budapestLocalToInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  let guess = asUtc - 3_600_000;
  for (let i = 0; i < 2; i += 1) {
    const read = Date.parse(`${budapestLocalOf(new Date(guess))}:00Z`);
    guess += asUtc - read;
  }
  return new Date(guess);
}
