import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../accounts';
import {
  acceptedSchema,
  emailSchema,
  flagSchema,
  hungarianNameSchema,
  idSchema,
  mobilePhoneSchema,
  optionalText,
  optionalWith,
  passwordSchema,
  requiredError,
  strongPasswordSchema,
  taxNumberSchema,
} from './rules';

/*
 * The account forms of spec §7 "Auth and account", field names as the storefront sends them.
 * The storefront validates with these before sending; the API validates again.
 */

/** Zod skips object refinements once a field failed; these run anyway so every problem shows at once. */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

type Refinement<T> = [
  check: (value: T) => boolean,
  params: { when: (payload: { value: unknown }) => boolean; path: PropertyKey[]; error: string },
];

/** Laravel's `confirmed`: password_confirmation must repeat password. */
const confirmed: Refinement<{ password?: unknown; password_confirmation?: unknown }> = [
  (value) => value.password === undefined || value.password === value.password_confirmation,
  { ...always, path: ['password_confirmation'], error: 'password_confirmation_mismatch' },
];

const isProfessional = (value: { is_professional?: unknown }) =>
  flagSchema.safeParse(value.is_professional).data === true;

/** Spec `required_if`: the professional flow needs the proof_of_conduct document. */
const proofOfConduct: Refinement<{ is_professional?: unknown; proof_of_conduct?: unknown }> = [
  (value) => !isProfessional(value) || (value.proof_of_conduct instanceof File && value.proof_of_conduct.size > 0),
  { ...always, path: ['proof_of_conduct'], error: 'file_required' },
];

const proofSize: Refinement<{ proof_of_conduct?: unknown }> = [
  (value) => !(value.proof_of_conduct instanceof File) || value.proof_of_conduct.size <= UPLOAD_MAX_BYTES,
  { ...always, path: ['proof_of_conduct'], error: 'file_too_large' },
];

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  remember: flagSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const personFields = {
  first_name: hungarianNameSchema,
  last_name: hungarianNameSchema,
  email: emailSchema,
  phone_number: mobilePhoneSchema,
  password: strongPasswordSchema,
  password_confirmation: z.string(requiredError),
  company_name: optionalText(150),
  tax_number: optionalWith(taxNumberSchema),
  wants_newsletter: flagSchema.optional(),
};

/**
 * POST /auth/register (multipart). The professional flow (`is_professional`) needs the
 * proof_of_conduct document (spec: required_if); the API checks its type by content.
 */
export const registrationSchema = z
  .object({
    ...personFields,
    is_professional: flagSchema.optional(),
    proof_of_conduct: z.unknown().optional(),
    terms_accepted: acceptedSchema('terms_required'),
    captcha_token: z.string().optional(),
  })
  .refine(...confirmed)
  .refine(...proofOfConduct)
  .refine(...proofSize);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/**
 * POST /api/v1/credential/self-activate-from-order (multipart): a guest who ordered sets a
 * password; names and phone default to the order's when the order is found.
 */
export const activationSchema = z
  .object({
    ...personFields,
    first_name: hungarianNameSchema.optional(),
    last_name: hungarianNameSchema.optional(),
    phone_number: optionalWith(mobilePhoneSchema),
    /** The order's unguessable payment key, which proves the guest placed it. */
    payment_key: optionalText(200),
    is_professional: flagSchema.optional(),
    proof_of_conduct: z.unknown().optional(),
    terms_accepted: acceptedSchema('terms_required'),
    captcha_token: z.string().optional(),
  })
  .refine(...confirmed)
  .refine(...proofOfConduct)
  .refine(...proofSize);
export type ActivationInput = z.infer<typeof activationSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string(requiredError).min(1, 'required').max(200),
    email: emailSchema,
    password: strongPasswordSchema,
    password_confirmation: z.string(requiredError),
  })
  .refine(...confirmed);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/v1/users/{id} with `_method=PUT`: every field optional, validated when sent. */
export const profileSchema = z.object({
  _method: z.string().optional(),
  first_name: hungarianNameSchema.optional(),
  last_name: hungarianNameSchema.optional(),
  phone_number: optionalWith(mobilePhoneSchema),
  company_name: optionalText(150),
  tax_number: optionalWith(taxNumberSchema),
  highest_level_of_education_id: optionalWith(idSchema),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** POST /api/v1/credential/: the newsletter flag and/or a password change. */
export const credentialSchema = z
  .object({
    wants_newsletter: flagSchema.optional(),
    current_password: z.string().optional(),
    password: strongPasswordSchema.optional(),
    password_confirmation: z.string().optional(),
  })
  .refine(...confirmed)
  .refine((value) => value.password === undefined || Boolean(value.current_password), {
    ...always,
    path: ['current_password'],
    error: 'required',
  });
export type CredentialInput = z.infer<typeof credentialSchema>;

/** Self-delete confirms with the password. */
export const selfDeleteSchema = z.object({ password: passwordSchema });

export const emailCheckSchema = z.object({ email: emailSchema });
