import { z } from 'zod';
import { BALANCE_KINDS, PROFESSIONAL_STATUSES, ROLE_NAMES } from '../accounts';
import { listMetaSchema } from '../contract';

/**
 * Account response shapes (spec §3 User, Address, zip code, street type, education level).
 * The storefront reads them through its typed client; the API validates and documents them.
 */

export const roleSchema = z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES) });

const balanceValue = z.object({ current: z.number().int() }).nullable();

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_number: z.string().nullable(),
  /** Shown as the guest code (spec §6); professionals and beauticians have one. */
  referrer_code: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  highest_level_of_education_id: z.number().int().nullable(),
  locale_id: z.number().int(),
  created_at: z.string(),
  credential: z.object({
    roles: z.array(roleSchema),
    wants_newsletter: z.boolean(),
    /** A professional registration waits for the operator's check of the proof of conduct. */
    professional_status: z.enum(PROFESSIONAL_STATUSES),
  }),
  /** Role 3 sees both balances, role 2 the global one; a hidden balance is null (spec §4). */
  balance: z.object({ marketing: balanceValue, global: balanceValue }),
});
export type User = z.infer<typeof userSchema>;

export const zipcodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
});
export type Zipcode = z.infer<typeof zipcodeSchema>;

export const streetTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int().nullable(),
});
export type StreetType = z.infer<typeof streetTypeSchema>;

export const educationLevelSchema = z.object({ id: z.number().int(), name: z.string() });
export type EducationLevel = z.infer<typeof educationLevelSchema>;

export const addressResourceSchema = z.object({
  id: z.number().int(),
  zipcode: zipcodeSchema,
  street: z.string(),
  street_type: streetTypeSchema,
  number: z.string(),
  building: z.string().nullable(),
  staircase: z.string().nullable(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
  billing_name: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressResourceSchema>;

export const balanceTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BALANCE_KINDS),
  amount: z.number().int(),
  reason: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type BalanceTransaction = z.infer<typeof balanceTransactionSchema>;

export const balanceTransactionListSchema = z.object({
  data: z.array(balanceTransactionSchema),
  meta: listMetaSchema,
});

/** Mutations the storefront shows as a toast: `{ message }` (plus `success` where the spec says so). */
export const messageBodySchema = z.object({ message: z.string() });
export const successBodySchema = z.object({ success: z.boolean(), message: z.string() });
/** POST /auth/forgot-password and reset-password: the spec's success toast shows `status`. */
export const statusBodySchema = z.object({ status: z.string(), message: z.string() });
