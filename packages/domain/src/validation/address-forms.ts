import { z } from 'zod';
import { isZipcodeInRange, SETTLEMENT_MAX_LENGTH } from '../zipcodes';
import { acceptedSchema, emailSchema, flagSchema, idSchema, optionalText, optionalWith, requiredString } from './rules';

const requiredText = (max: number) => requiredString().max(max);

/** A zip code a shopper typed: four digits in the Post's range (the list may not hold it yet). */
export const zipcodeCodeSchema = z.string().trim().refine(isZipcodeInRange, 'zipcode_invalid');

/** The settlement typed beside a zip code the list does not know (issue 22). */
export const settlementSchema = optionalText(SETTLEMENT_MAX_LENGTH);

const runAlways = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

type Fields = Record<string, unknown>;

/**
 * The zip code of an address is a listed code's id (spec §5) or, until the Post's list is
 * imported, a typed code with its settlement (issue 22): each missing part is named. `prefix`
 * names the billing address's fields at checkout; `saved` an address-book id that stands for all.
 */
export function zipcodeRules(prefix: '' | 'billing_', saved: (value: Fields) => boolean) {
  return [
    [
      (value: Fields) => saved(value) || value[`${prefix}zipcode_id`] != null || value[`${prefix}zipcode`] != null,
      { ...runAlways, path: [`${prefix}zipcode_id`], error: 'required' },
    ],
    [
      (value: Fields) =>
        saved(value) ||
        value[`${prefix}zipcode_id`] != null ||
        value[`${prefix}zipcode`] == null ||
        (typeof value[`${prefix}city`] === 'string' && value[`${prefix}city`] !== ''),
      { ...runAlways, path: [`${prefix}city`], error: 'required' },
    ],
  ] as [(value: Fields) => boolean, { when: typeof runAlways.when; path: string[]; error: string }][];
}

/**
 * POST /api/v1/addresses: create, or update when `id` is sent (with `_method=PUT`). The
 * storefront sends the street type id and the zipcode id (spec §5), or a zip code the list
 * lacks with its settlement (`zipcode` and `city`).
 */
const addressObject = z.object({
  id: idSchema.optional(),
  _method: z.string().optional(),
  zipcode_id: optionalWith(idSchema),
  zipcode: optionalWith(zipcodeCodeSchema),
  city: settlementSchema,
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

export const addressSchema = zipcodeRules('', () => false).reduce(
  (schema, [check, params]) => schema.refine(check, params),
  addressObject,
);
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
