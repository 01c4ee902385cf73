import { z } from 'zod';
import { flagSchema, idSchema, optionalText, optionalWith, requiredString } from '../validation/rules';
import { adminSiteSchema } from './admin-list';

/*
 * The back office's category trees (issue 21): the shop's three levels (main category →
 * category → sub category, products hang on sub categories) and the academy's training
 * categories (a parent_id tree of up to three levels). One editor form for either: texts in
 * both languages, the menu flag and the active flag.
 */

/** The shop's levels, top down; a level's parent is the one before it. */
export const PRODUCT_CATEGORY_LEVELS = ['main', 'category', 'sub'] as const;
export type ProductCategoryLevel = (typeof PRODUCT_CATEGORY_LEVELS)[number];
export const productCategoryLevelSchema = z.enum(PRODUCT_CATEGORY_LEVELS);

export const CATEGORY_NAME_MAX_LENGTH = 120;
export const CATEGORY_SLUG_MAX_LENGTH = 120;
export const CATEGORY_SEO_TITLE_MAX_LENGTH = 120;
export const CATEGORY_SEO_DESCRIPTION_MAX_LENGTH = 300;
/** Lower-case words of a-z and digits joined by single hyphens: a path segment as the URLs write it. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugSchema = requiredString().max(CATEGORY_SLUG_MAX_LENGTH).regex(CATEGORY_SLUG_PATTERN, 'invalid');

/** The texts of both languages as flat fields, as a form posts them (`name_hu`, `slug_en`, …). */
const textShape = {
  name_hu: requiredString().max(CATEGORY_NAME_MAX_LENGTH),
  slug_hu: slugSchema,
  seo_title_hu: optionalText(CATEGORY_SEO_TITLE_MAX_LENGTH),
  seo_description_hu: optionalText(CATEGORY_SEO_DESCRIPTION_MAX_LENGTH),
  name_en: requiredString().max(CATEGORY_NAME_MAX_LENGTH),
  slug_en: slugSchema,
  seo_title_en: optionalText(CATEGORY_SEO_TITLE_MAX_LENGTH),
  seo_description_en: optionalText(CATEGORY_SEO_DESCRIPTION_MAX_LENGTH),
};

/** A form's unticked box is absent: absent means false. */
const flag = flagSchema.optional().transform((value) => value ?? false);

/**
 * One category's texts and flags. `parent_id` moves it under another parent of the level
 * above (a main category and a top training category have none).
 */
export const adminCategoryInputSchema = z.object({
  ...textShape,
  is_in_menu: flag,
  is_active: flag,
  parent_id: idSchema.optional(),
});
export type AdminCategoryInput = z.infer<typeof adminCategoryInputSchema>;

/** A new category: its level (the shop's) and, below the top, its parent; a top one names its site. */
export const adminProductCategoryCreateSchema = adminCategoryInputSchema.extend({
  level: productCategoryLevelSchema,
  site: adminSiteSchema.optional(),
});
export type AdminProductCategoryCreate = z.infer<typeof adminProductCategoryCreateSchema>;

/**
 * A training category's texts and active flag (the academy's tree has no menu flag). `parent_id`
 * blank or null puts it at the top, absent leaves it where it is; a new one is always the academy's.
 */
export const adminTrainingCategoryInputSchema = adminCategoryInputSchema.extend({
  parent_id: optionalWith(idSchema),
});
export type AdminTrainingCategoryInput = z.infer<typeof adminTrainingCategoryInputSchema>;

/** Sibling order: the ids of one parent's children (or of the top level of a site) in their new order. */
export const adminCategoryOrderSchema = z.object({
  level: productCategoryLevelSchema.optional(),
  /** Form posts send the list as one comma-separated field. */
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(idSchema).min(1, 'required').max(500),
  ),
});
export type AdminCategoryOrder = z.infer<typeof adminCategoryOrderSchema>;

const localeTexts = z.object({
  name: z.string(),
  slug: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /** The category page's public path in this language. */
  url: z.string(),
});

export interface AdminCategoryNode {
  id: number;
  /** The shop's level; the academy's tree answers `training`. */
  level: ProductCategoryLevel | 'training';
  parent_id: number | null;
  is_in_menu: boolean;
  is_active: boolean;
  sort: number;
  /** Products (or trainings) placed in it or anywhere below it. */
  item_count: number;
  hu: z.infer<typeof localeTexts> | null;
  en: z.infer<typeof localeTexts> | null;
  children: AdminCategoryNode[];
}

const nodeShape = {
  id: z.number().int(),
  level: z.enum([...PRODUCT_CATEGORY_LEVELS, 'training']),
  parent_id: z.number().int().nullable(),
  is_in_menu: z.boolean(),
  is_active: z.boolean(),
  sort: z.number().int(),
  item_count: z.number().int(),
  hu: localeTexts.nullable(),
  en: localeTexts.nullable(),
};
// Three levels spelled out (the OpenAPI document takes no recursive schema): the deepest has no children.
const leafSchema = z.object({ ...nodeShape, children: z.array(z.unknown()).max(0) });
const middleSchema = z.object({ ...nodeShape, children: z.array(leafSchema) });
export const adminCategoryNodeSchema = z.object({ ...nodeShape, children: z.array(middleSchema) });

export const adminCategoryTreeSchema = z.object({
  data: z.array(z.object({ site: adminSiteSchema, categories: z.array(adminCategoryNodeSchema) })),
});
/** The answer as clients read it: the same shape, each node's children typed as nodes. */
export interface AdminCategoryTree {
  data: { site: z.infer<typeof adminSiteSchema>; categories: AdminCategoryNode[] }[];
}
