import { z } from 'zod';
import { SHORT_LIST_SIZE } from '../constants';
import { listMetaSchema } from '../contract';
import { NET_CONTENT_UNITS } from '../unit-price';
import { decimalInteger, decimalNumber } from '../validation/integer';
import { flagSchema, optionalWith } from '../validation/rules';
import { adminPagingShape } from './admin-list';

/*
 * The back office's product editor (issue 21): the list with its search and filters, one
 * product with its texts in both languages, prices, flags, categories, pictures and stock, and
 * the body of a create or an edit. Names of the body are flat (`name_hu`, `slug_en`), as the
 * editor's form fields are, so that a refused field is named where the form shows it.
 */

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_SLUG_MAX_LENGTH = 200;
export const PRODUCT_SHORT_DESCRIPTION_MAX_LENGTH = 500;
/** Rich HTML of one language; the whole body still fits the API's form limit with both. */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 20_000;
export const PRODUCT_SEO_TITLE_MAX_LENGTH = 120;
export const PRODUCT_SEO_DESCRIPTION_MAX_LENGTH = 300;
/** The most a product may cost, in forints (a sanity bound, not a business rule). */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** numeric(10,2): the largest net content the column holds. */
export const NET_CONTENT_MAX = 99_999_999.99;
/** The most pictures and sub categories one product carries. */
export const PRODUCT_PICTURES_MAX = 30;
export const PRODUCT_SUB_CATEGORIES_MAX = 30;

/**
 * The VAT rates of Hungary (ÁFA-kulcsok), percent: the regular one, the two reduced ones and
 * none (issue 22). Products and trainings carry one of them; an invoice shows it per line.
 */
export const VAT_RATES = [27, 18, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** What a product or training is taxed at unless an editor chooses otherwise (cosmetics: 27 %). */
export const DEFAULT_VAT_RATE: VatRate = 27;
export const isVatRate = (value: number): value is VatRate => (VAT_RATES as readonly number[]).includes(value);

/** A VAT rate of a form or JSON: one of `VAT_RATES`; missing is `required`, anything else `vat_rate_invalid`. */
export const vatRateSchema = decimalInteger(
  z
    .number({ error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'vat_rate_invalid') })
    .refine(isVatRate, 'vat_rate_invalid'),
);

const yesNo = z.enum(['yes', 'no']);

export const adminProductQuerySchema = z.object({
  /** A part of the name (either language) or the slug; case and accents do not matter. */
  q: z.string().trim().max(100).optional(),
  active: yesNo.optional(),
  promoted: yesNo.optional(),
  professionals: yesNo.optional(),
  /** yes: stock is counted and 0. */
  out_of_stock: yesNo.optional(),
  /** A sub category the product is linked to. */
  sub_category_id: decimalInteger(z.number().int().positive()).optional(),
  ...adminPagingShape,
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  host_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The main picture's URL, null without pictures. */
  image: z.string().nullable(),
  price: z.number().int(),
  price_original: z.number().int(),
  has_promotion: z.boolean(),
  /** Null: stock is not counted. */
  stock_quantity: z.number().int().nullable(),
  is_active: z.boolean(),
  is_highlighted: z.boolean(),
  is_only_for_professionals: z.boolean(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({ data: z.array(adminProductRowSchema), meta: listMetaSchema });

export const adminProductTextsSchema = z.object({
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  description: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /** The storefront path of the product in this language. */
  path: z.string().nullable(),
});
export type AdminProductTexts = z.infer<typeof adminProductTextsSchema>;

export const adminProductPictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The media library's image; null for a picture that predates the library. */
  media_id: z.number().int().nullable(),
  is_default: z.boolean(),
});
export type AdminProductPicture = z.infer<typeof adminProductPictureSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  host_id: z.number().int(),
  /** The texts per language; a language the product is not translated to is null. */
  texts: z.object({ hu: adminProductTextsSchema.nullable(), en: adminProductTextsSchema.nullable() }),
  price: z.number().int(),
  price_original: z.number().int(),
  has_promotion: z.boolean(),
  /** EU Omnibus: the lowest price of the 30 days before the current one; null without a promotion. */
  lowest_price_30_days: z.number().int().nullable(),
  is_active: z.boolean(),
  is_highlighted: z.boolean(),
  is_only_for_professionals: z.boolean(),
  net_content: z.number().nullable(),
  net_content_unit: z.enum(NET_CONTENT_UNITS).nullable(),
  stock_quantity: z.number().int().nullable(),
  /** VAT percent included in the price: one of `VAT_RATES`. */
  vat_rate: z.number().int(),
  sub_category_ids: z.array(z.number().int()),
  default_sub_category_id: z.number().int().nullable(),
  pictures: z.array(adminProductPictureSchema),
  /** The products an editor placed beside this one, in order (Hungarian names; inactive ones too). */
  related_picks: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
  /** The products the storefront shows beside this one in the reader's language: the picks, then the automatic ones. */
  related: z.array(z.object({ id: z.number().int(), name: z.string(), source: z.enum(['pick', 'automatic']) })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductDetailSchema = z.object({ data: adminProductSchema });

/** A list field of JSON (an array) or of a form (one value, or the same name repeated). */
const listOf = <T extends z.ZodType>(item: T, max: number, tooMany?: string) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : value === '' ? [] : [value]),
    z.array(item).max(max, tooMany),
  );

const text = (max: number) => z.string().trim().max(max);
const idField = decimalInteger(z.number().int().positive());

/** A picture in the editor's order: a kept one by its id, or one added from the media library. */
export const adminProductPictureInputSchema = z.union([
  z.object({ id: idField }).strict(),
  z.object({ media_id: idField }).strict(),
]);

/**
 * A create (POST: the Hungarian name and the regular price are required) or an edit (PATCH:
 * only the fields sent change). An empty slug is made from the name; English texts are optional,
 * and an English name left empty means the product is not offered in English.
 */
export const adminProductInputSchema = z.object({
  name_hu: text(PRODUCT_NAME_MAX_LENGTH).optional(),
  name_en: text(PRODUCT_NAME_MAX_LENGTH).optional(),
  slug_hu: text(PRODUCT_SLUG_MAX_LENGTH).optional(),
  slug_en: text(PRODUCT_SLUG_MAX_LENGTH).optional(),
  short_description_hu: text(PRODUCT_SHORT_DESCRIPTION_MAX_LENGTH).optional(),
  short_description_en: text(PRODUCT_SHORT_DESCRIPTION_MAX_LENGTH).optional(),
  description_hu: text(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  description_en: text(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
  seo_title_hu: text(PRODUCT_SEO_TITLE_MAX_LENGTH).optional(),
  seo_title_en: text(PRODUCT_SEO_TITLE_MAX_LENGTH).optional(),
  seo_description_hu: text(PRODUCT_SEO_DESCRIPTION_MAX_LENGTH).optional(),
  seo_description_en: text(PRODUCT_SEO_DESCRIPTION_MAX_LENGTH).optional(),
  price_original: decimalInteger(z.number().int().min(0).max(PRODUCT_PRICE_MAX)).optional(),
  is_active: flagSchema.optional(),
  is_highlighted: flagSchema.optional(),
  is_only_for_professionals: flagSchema.optional(),
  /** Both or neither: 50 and ml. Empty clears them. */
  net_content: optionalWith(decimalNumber(z.number().positive().max(NET_CONTENT_MAX))),
  net_content_unit: optionalWith(z.enum(NET_CONTENT_UNITS)),
  /** Empty: stock is not counted. */
  stock_quantity: optionalWith(decimalInteger(z.number().int().min(0).max(PRODUCT_PRICE_MAX))),
  /** One of `VAT_RATES`; a create without it is taxed at `DEFAULT_VAT_RATE`, an edit without it keeps the rate. */
  vat_rate: vatRateSchema.optional(),
  sub_category_ids: listOf(idField, PRODUCT_SUB_CATEGORIES_MAX).optional(),
  /** One of `sub_category_ids`: the product's home (its path and breadcrumb); the first when not given. */
  default_sub_category_id: optionalWith(idField),
  /** The pictures in order; the first is the main one unless `main_picture` says otherwise. */
  pictures: listOf(adminProductPictureInputSchema, PRODUCT_PICTURES_MAX).optional(),
  /** The position (0-based) of the main picture in `pictures`. */
  main_picture: decimalInteger(z.number().int().min(0).max(PRODUCT_PICTURES_MAX)).optional(),
  /** Products of the same site shown first beside this one, in order (the automatic ones fill up the list); absent: kept. */
  related_product_ids: listOf(idField, SHORT_LIST_SIZE, 'product_related_too_many').optional(),
});
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;

/** A sub category a product can be placed in, named with its place in the tree ("Face › Cleansing › Foams"). */
export const adminSubCategoryOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type AdminSubCategoryOption = z.infer<typeof adminSubCategoryOptionSchema>;
export const adminSubCategoryOptionListSchema = z.object({ data: z.array(adminSubCategoryOptionSchema) });
