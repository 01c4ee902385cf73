import { z } from 'zod';
import { decimalInteger } from '../validation/integer';
import { optionalWith } from '../validation/rules';

/*
 * A product's planned promotions (issue 21): from `starts_at` until `ends_at` (open when null) the
 * product sells at `price`. Times arrive as an instant with its offset (`2026-12-01T08:00:00Z`) or
 * as Budapest's wall clock of a datetime-local field (`2026-12-01T09:00`); answers are ISO instants.
 */

const moment = z.string({ error: 'required' }).trim().min(1, 'required').max(40);

export const adminProductPromotionInputSchema = z.object({
  price: decimalInteger(z.number({ error: 'number_invalid' }).int('number_invalid').min(0).max(100_000_000)),
  starts_at: moment,
  /** Blank or null: open-ended, until the promotion is removed. */
  ends_at: optionalWith(z.string().trim().max(40)),
});
export type AdminProductPromotionInput = z.output<typeof adminProductPromotionInputSchema>;

/** Where a promotion stands at the moment of the answer. */
export const PRODUCT_PROMOTION_STATES = ['planned', 'running', 'ended'] as const;
export type ProductPromotionState = (typeof PRODUCT_PROMOTION_STATES)[number];

export const adminProductPromotionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  state: z.enum(PRODUCT_PROMOTION_STATES),
  created_at: z.string(),
});
export type AdminProductPromotion = z.infer<typeof adminProductPromotionSchema>;

export const adminProductPromotionListSchema = z.object({ data: z.array(adminProductPromotionSchema) });
export const adminProductPromotionSavedSchema = z.object({ message: z.string(), data: adminProductPromotionSchema });
