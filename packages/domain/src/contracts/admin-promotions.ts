import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { decimalInteger } from '../validation/integer';
import { flagSchema, optionalWith } from '../validation/rules';
import { adminPagingShape, adminSiteSchema } from './admin-list';
import { COUPON_KINDS, type CouponKind } from './cart';

/*
 * The back office's promotions (issue 21): coupons with their uses, and the gift rules ("above
 * N Ft, a piece of product X free"). The forms post these fields flat (strings); validity is given
 * in Budapest days: from the first moment of `valid_from` to the end of `valid_until`.
 */

/** What the add-coupon form of the storefront takes (`coupon_code`, 64 characters). */
export const COUPON_CODE_MAX = 64;
/** Letters, digits, hyphens and underscores: a code a shopper can type and read out on the phone. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The value each kind takes, as the database's `coupons_value_check` enforces it: a percentage
 * 1–100, forints above zero (at most a million: more is a typo), nothing for free delivery.
 */
export const COUPON_VALUE_RANGE: Record<CouponKind, { min: number; max: number } | null> = {
  percentage: { min: 1, max: 100 },
  fixed: { min: 1, max: 1_000_000 },
  free_delivery: null,
};

/** A site of a coupon: one of them, or both (the shop's and the academy's carts). */
export const COUPON_SITES = ['shop', 'academy', 'both'] as const;
export const couponSiteSchema = z.enum(COUPON_SITES);
export type CouponSite = z.infer<typeof couponSiteSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = optionalWith(z.string().trim().regex(DAY, 'promotion_day_invalid'));
const count = (max: number) =>
  optionalWith(decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(1).max(max)));
const money = decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(0).max(100_000_000));

export const adminCouponQuerySchema = z.object({
  ...adminPagingShape,
  /** A part of the code. */
  q: z.string().trim().max(COUPON_CODE_MAX).optional(),
  site: adminSiteSchema.optional(),
  /** `active`: switched on and not expired; `inactive`: switched off or expired. */
  state: z.enum(['active', 'inactive']).optional(),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuerySchema>;

/** `valid_until` before `valid_from` names the later field. */
function checkWindow(value: { valid_from?: string | null; valid_until?: string | null }, ctx: z.RefinementCtx) {
  if (value.valid_from && value.valid_until && value.valid_until < value.valid_from) {
    ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'promotion_window_invalid' });
  }
}

const couponFields = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(COUPON_CODE_MAX)
    .regex(COUPON_CODE_PATTERN, 'coupon_code_invalid'),
  kind: z.enum(COUPON_KINDS, { error: 'choice_invalid' }),
  value: optionalWith(decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(0))),
  min_subtotal: optionalWith(money),
  valid_from: day,
  valid_until: day,
  usage_limit: count(1_000_000),
  per_email_limit: count(1_000),
  site: couponSiteSchema,
  is_active: flagSchema.optional().default(false),
});

/** The value of a kind within its range (`COUPON_VALUE_RANGE`); free delivery stores 0. */
function checkValue(value: { kind: CouponKind; value?: number | null }, ctx: z.RefinementCtx) {
  const range = COUPON_VALUE_RANGE[value.kind];
  if (!range) return;
  if (value.value === null || value.value === undefined) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' });
  } else if (value.value < range.min || value.value > range.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: value.kind === 'percentage' ? 'coupon_percentage_range' : 'coupon_fixed_range',
    });
  }
}

/** POST creates, PATCH replaces the editor's fields (the whole form). */
export const adminCouponInputSchema = couponFields.superRefine((value, ctx) => {
  checkValue(value, ctx);
  checkWindow(value, ctx);
});
export type AdminCouponInput = z.output<typeof adminCouponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  site: couponSiteSchema,
  min_subtotal: z.number().int(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  per_email_limit: z.number().int().nullable(),
  /** Budapest days, both included. */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  is_active: z.boolean(),
  /** Active, in its window and not used up: what a shopper's cart would accept today. */
  usable: z.boolean(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ data: z.array(adminCouponSchema), meta: listMetaSchema });
export const adminCouponDetailSchema = z.object({ data: adminCouponSchema });
export const adminCouponSavedSchema = z.object({ message: z.string(), data: adminCouponSchema });

/** One use of a coupon: by an order of the shop or an enrolment of the academy. */
export const adminCouponRedemptionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  email: z.string(),
  discount: z.number().int(),
  order_id: z.number().int().nullable(),
  enrolment_id: z.number().int().nullable(),
});
export type AdminCouponRedemption = z.infer<typeof adminCouponRedemptionSchema>;
export const adminCouponRedemptionListSchema = z.object({
  data: z.array(adminCouponRedemptionSchema),
  meta: listMetaSchema,
});
export const adminCouponRedemptionQuerySchema = z.object(adminPagingShape);

/* Gift rules. */

export const GIFT_COUNT_MAX = 99;

export const adminGiftQuerySchema = z.object({ site: adminSiteSchema.optional() });

export const adminGiftInputSchema = z
  .object({
    site: adminSiteSchema,
    product_id: decimalInteger(
      z
        .number({ error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'number_invalid') })
        .int('number_invalid')
        .positive('number_invalid'),
    ),
    min_subtotal: money,
    gift_count: decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(1).max(GIFT_COUNT_MAX)),
    valid_from: day,
    valid_until: day,
    is_active: flagSchema.optional().default(false),
  })
  .superRefine(checkWindow);
export type AdminGiftInput = z.output<typeof adminGiftInputSchema>;

export const adminGiftSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  product: z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() }),
  min_subtotal: z.number().int(),
  gift_count: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  is_active: z.boolean(),
  /** Active and in its window today: carts above the threshold get it now. */
  in_effect: z.boolean(),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;
export const adminGiftListSchema = z.object({ data: z.array(adminGiftSchema) });
export const adminGiftSavedSchema = z.object({ message: z.string(), data: adminGiftSchema });

/** The gift picker's search: products of the shop by a part of their name. */
export const adminProductLookupQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
export const adminProductLookupSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
});
export type AdminProductLookup = z.infer<typeof adminProductLookupSchema>['data'][number];
