import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { NET_CONTENT_UNITS, unitPriceSchema } from '../unit-price';

/**
 * Catalogue response shapes (spec §3, DESIGN §4-5): product categories, products, training
 * categories and trainings. Field names are the spec's: snake_case fields, camelCase relations.
 */

/** DESIGN §5: a training's offer; a training date is either classroom or online. */
export const TrainingLocationType = { none: 0, classroom: 1, online: 2, both: 3 } as const;
export type TrainingLocationTypeId = (typeof TrainingLocationType)[keyof typeof TrainingLocationType];
export type TrainingLocationCode = keyof typeof TrainingLocationType;
export const TRAINING_LOCATION_CODES = ['none', 'classroom', 'online', 'both'] as const;

/** Spec §3: duration type id 2 means hours, anything else minutes. */
export const DurationType = { minutes: 1, hours: 2 } as const;
export type DurationTypeId = (typeof DurationType)[keyof typeof DurationType];

/** The product list modes of spec §4 (mutually exclusive); `related` has its own call. */
export const PRODUCT_LIST_MODES = ['newest', 'highlighted', 'promoted', 'professionals'] as const;
export type ProductListMode = (typeof PRODUCT_LIST_MODES)[number];
export const TRAINING_LIST_MODES = ['newest', 'highlighted', 'promoted'] as const;
export type TrainingListMode = (typeof TRAINING_LIST_MODES)[number];

/** Whitelisted `sort_by[]` columns. */
export const PRODUCT_SORT_COLUMNS = ['id', 'name', 'price', 'created_at'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];
export const TRAINING_SORT_COLUMNS = ['id', 'title', 'price', 'created_at', 'next_date'] as const;
export type TrainingSortColumn = (typeof TRAINING_SORT_COLUMNS)[number];

/** Relations a list can `load[]`; all of them when `load[]` is absent. */
export const PRODUCT_RELATIONS = ['pictures', 'subCategories'] as const;
export type ProductRelation = (typeof PRODUCT_RELATIONS)[number];
export const TRAINING_RELATIONS = ['images', 'trainingDates', 'categories'] as const;
export type TrainingRelation = (typeof TRAINING_RELATIONS)[number];

export const seoSchema = z.object({
  /** The localized public path of the page (`/termek/...`, `/en/product/...`). */
  canonical_url: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  /** Open Graph type: `product`, `website`. */
  type: z.string(),
});
export type Seo = z.infer<typeof seoSchema>;

export const priceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const catalogueListMetaSchema = listMetaSchema.extend({ price_range: priceRangeSchema });
export type CatalogueListMeta = z.infer<typeof catalogueListMetaSchema>;

const categoryBase = {
  id: z.number().int(),
  name: z.string(),
  /** The localized public path: `/kategoria/{main}/{category}/{sub}` or `/en/category/...`. */
  url: z.string(),
  seo: seoSchema,
};

export const productSubCategorySchema = z.object({ ...categoryBase, is_in_menu: z.boolean() });
export const productCategorySchema = z.object({
  ...categoryBase,
  is_in_menu: z.boolean(),
  subCategories: z.array(productSubCategorySchema),
});
export const productMainCategorySchema = z.object({
  ...categoryBase,
  is_in_menu: z.boolean(),
  categories: z.array(productCategorySchema),
});
export type ProductMainCategory = z.infer<typeof productMainCategorySchema>;
export type ProductCategory = z.infer<typeof productCategorySchema>;
export type ProductSubCategory = z.infer<typeof productSubCategorySchema>;

export const categoryRefSchema = z.object(categoryBase);
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A product's place in the tree: its sub category with the category and main category above. */
export const productPlacementSchema = z.object({
  ...categoryBase,
  is_default: z.boolean(),
  productCategory: categoryRefSchema,
  productMainCategory: categoryRefSchema,
});
export type ProductPlacement = z.infer<typeof productPlacementSchema>;

export const productPictureSchema = z.object({
  url: z.string(),
  is_default: z.boolean(),
  /** The media library's alt text in the request's language, when the picture is an uploaded one that has it. */
  alt: z.string().optional(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the buyer pays: integer forints, gross. */
  price: z.number().int(),
  /** The price before the promotion; equals `price` when there is none. */
  price_original: z.number().int(),
  has_promotion: z.boolean(),
  /** EU Omnibus: lowest price of the 30 days before the promotion started; null without promotion or history. */
  lowest_price_30_days: z.number().int().nullable(),
  is_highlighted: z.boolean(),
  is_only_for_professionals: z.boolean(),
  /** The pack's content in `net_content_unit` (50 ml, 250 g, 10 pcs); null when not sold by measure. */
  net_content: z.number().nullable(),
  net_content_unit: z.enum(NET_CONTENT_UNITS).nullable(),
  /** EU Directive 98/6/EC: the price per 100 ml / 100 g / piece; null without net content or for a single piece. */
  unit_price: unitPriceSchema.nullable(),
  /** False when the shop counts the product's stock and none is left: the cart refuses it. */
  in_stock: z.boolean(),
  /** Pieces left; null when the shop does not count this product's stock (always available). */
  stock_quantity: z.number().int().nullable(),
  /** `{main}/{category}/{sub}/{product}` slugs of the default sub category, in the request's language. */
  full_uri: z.string(),
  /** HTML written by the shop's staff. */
  description: z.string(),
  seo: seoSchema,
  created_at: z.string(),
  pictures: z.array(productPictureSchema).optional(),
  subCategories: z.array(productPlacementSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const trainingLocationTypeSchema = z.object({
  id: z.number().int(),
  code: z.enum(TRAINING_LOCATION_CODES),
});
export const durationTypeSchema = z.object({ id: z.number().int(), code: z.enum(['minutes', 'hours']) });

export const trainingPricesSchema = z.object({
  onlinePrice: z.number().int().nullable(),
  classRoomPrice: z.number().int().nullable(),
});

export const trainingDateSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  start_at: z.string(),
  /** Start plus the effective duration (the date's own, else the training's). */
  end_at: z.string(),
  /** The date's own duration when it overrides the training's, else null. */
  duration: z.number().int().nullable(),
  durationType: durationTypeSchema.nullable(),
  trainingLocationType: trainingLocationTypeSchema,
  /** Classroom address, null for online dates. */
  venue: z.string().nullable(),
  /** Remaining places, never negative; 0 = full. */
  available_limit: z.number().int(),
});
export type TrainingDate = z.infer<typeof trainingDateSchema>;

export const trainingCategoryRefSchema = z.object({ ...categoryBase, is_default: z.boolean() });

export const trainingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  durationType: durationTypeSchema,
  prices: trainingPricesSchema,
  /** Promotional prices; a null member has no promotion. */
  sales_prices: trainingPricesSchema,
  has_promotion: z.boolean(),
  is_highlighted: z.boolean(),
  trainingLocationType: trainingLocationTypeSchema,
  /** `{category path}/{training}` slugs of the default category, in the request's language. */
  full_uri: z.string(),
  description: z.string(),
  seo: seoSchema,
  created_at: z.string(),
  images: z.array(z.object({ url_path: z.string() })).optional(),
  /** Upcoming dates only, soonest first. */
  trainingDates: z.array(trainingDateSchema).optional(),
  categories: z.array(trainingCategoryRefSchema).optional(),
});
export type Training = z.infer<typeof trainingSchema>;

/** Training categories nest up to three levels (spec §2: training/{category_1}/.../{category_3}). */
export const TRAINING_CATEGORY_MAX_DEPTH = 3;
export interface TrainingCategory {
  id: number;
  name: string;
  url: string;
  seo: Seo;
  childrens: TrainingCategory[];
}
export const trainingCategorySchema: z.ZodType<TrainingCategory> = z
  .object({
    ...categoryBase,
    get childrens() {
      return z.array(trainingCategorySchema);
    },
  })
  .meta({ id: 'TrainingCategory' });

export const productMainCategoryListSchema = z.object({
  data: z.array(productMainCategorySchema),
  meta: listMetaSchema,
});
export const trainingCategoryListSchema = z.object({ data: z.array(trainingCategorySchema), meta: listMetaSchema });
export const productListSchema = z.object({ data: z.array(productSchema), meta: catalogueListMetaSchema });
export const productResponseSchema = z.object({ data: productSchema });
export const relatedProductsSchema = z.object({ data: z.array(productSchema) });
export const trainingListSchema = z.object({ data: z.array(trainingSchema), meta: catalogueListMetaSchema });
export const trainingResponseSchema = z.object({ data: trainingSchema });
export type ProductList = z.infer<typeof productListSchema>;
export type TrainingList = z.infer<typeof trainingListSchema>;
