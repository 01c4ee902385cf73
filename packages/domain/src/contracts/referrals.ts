import { z } from 'zod';

/*
 * The customer's side of a guest code (issue 22): the discount a beautician's code gave on one of
 * the customer's purchases, listed on their balance page. Codes, not texts: the storefront words
 * the state in the page's language.
 */

/** At most this many uses are listed (a customer has one live use; void ones are left out). */
export const GUEST_CODE_USES_LIMIT = 50;

/** `used`: the discount went with the purchase (paid or awaiting payment); `refunded`: the purchase was refunded. */
export const GUEST_CODE_USE_STATES = ['used', 'refunded'] as const;
export type GuestCodeUseState = (typeof GUEST_CODE_USE_STATES)[number];

export const guestCodeUseSchema = z.object({
  id: z.number().int(),
  /** When the purchase was placed. */
  created_at: z.string(),
  purchase_type: z.enum(['order', 'academy_subscription']),
  /** The order's or enrolment's number (VAG-2026-000123, AKA-2026-000045). */
  purchase_number: z.string(),
  /** The beautician's first name and last initial ("Anna K."); null when the account has no name any more. */
  referrer_name: z.string().nullable(),
  /** Forints off the purchase. */
  discount: z.number().int(),
  state: z.enum(GUEST_CODE_USE_STATES),
});
export type GuestCodeUseEntry = z.infer<typeof guestCodeUseSchema>;

/** GET /api/v1/guest-code-uses: the signed-in user's own uses, newest first. */
export const guestCodeUseListSchema = z.object({ data: z.array(guestCodeUseSchema) });
