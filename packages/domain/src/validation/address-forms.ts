import { z } from 'zod';
import { acceptedSchema, emailSchema, flagSchema, idSchema, optionalText, requiredString } from './rules';

const requiredText = (max: number) => requiredString().max(max);

/**
 * POST /api/v1/addresses: create, or update when `id` is sent (with `_method=PUT`). The
 * storefront sends the street type id and the zipcode id (spec §5).
 */
export const addressSchema = z.object({
  id: idSchema.optional(),
  _method: z.string().optional(),
  zipcode_id: idSchema,
  street_type_id: idSchema,
  street: requiredText(100),
  number: requiredText(20),
  building: optionalText(20),
  staircase: optionalText(20),
  floor: optionalText(20),
  door: optionalText(20),
  billing_name: optionalText(150),
  is_default: flagSchema.optional(),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** POST /api/v1/credential/subscribe: wants_newsletter is the consent box and must be ticked. */
export const newsletterSchema = z.object({
  email: emailSchema,
  first_name: requiredText(100),
  wants_newsletter: acceptedSchema('consent_required'),
  user_id: z.unknown().optional(),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** POST /api/v1/trainings/add-recommendation; the captcha is checked by the API. */
export const recommendationSchema = z.object({
  training_name_text: requiredText(500),
  captcha_token: z.string().optional(),
});
export type RecommendationInput = z.infer<typeof recommendationSchema>;
