import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  UPLOAD_MAX_BYTES,
} from '../accounts';
import { decimalInteger } from './integer';
import { normalizeTaxNumber } from './tax-number';

/*
 * The named rules of spec §5 as zod schemas. Each carries a message code (see messages.ts)
 * instead of a text, so the API and the storefront show it in the reader's language. Form
 * posts send strings, so numbers and flags accept their string forms too.
 */

const HUNGARIAN_LETTER = 'a-zA-ZáéíóöőúüűÁÉÍÓÖŐÚÜŰ';
const NAME_PATTERN = new RegExp(`^[${HUNGARIAN_LETTER}. -]+$`);
const LETTERS = new RegExp(`[${HUNGARIAN_LETTER}]`, 'g');

/** Spec §5: at least 2 letters of the Hungarian alphabet; dots, spaces and hyphens besides. */
export function isHungarianName(value: string): boolean {
  return NAME_PATTERN.test(value) && (value.match(LETTERS)?.length ?? 0) >= 2;
}

/** The mobile operators of spec §5. */
export const MOBILE_OPERATOR_CODES = ['20', '30', '31', '50', '70'] as const;

/**
 * `+36 XX XXX XXXX` from what people type: `+36301234567`, `06 30 123 4567`, `+36-30/123-4567`.
 * Undefined unless it is a Hungarian mobile number of a listed operator.
 */
export function normalizeMobilePhone(value: string): string | undefined {
  const compact = value.replace(/[\s\-/().]/g, '');
  const match = /^(?:\+36|0036|06|36)(\d{2})(\d{3})(\d{4})$/.exec(compact);
  if (!match) return undefined;
  const [, operator = '', first = '', second = ''] = match;
  if (!(MOBILE_OPERATOR_CODES as readonly string[]).includes(operator)) return undefined;
  return `+36 ${operator} ${first} ${second}`;
}

const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[-\\^\]]/g, '\\$&')}]`);

/** Spec §5: at least 8 characters with an uppercase letter, a digit and one of the special characters. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\d/.test(value) &&
    SPECIAL.test(value)
  );
}

/**
 * A schema-wide error in zod 4 also replaces the messages of its checks, so only the missing
 * value is named here; checks name their own code.
 */
export const requiredError = { error: (issue: { input?: unknown }) => (issue.input == null ? 'required' : undefined) };

/** A string that must be sent and not blank (trimmed). */
export const requiredString = () => z.string(requiredError).trim().min(1, 'required');

const requiredText = requiredString();

export const hungarianNameSchema = requiredText.max(NAME_MAX_LENGTH).refine(isHungarianName, 'name_invalid');

export const emailSchema = requiredText
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('email_invalid'))
  .transform((email) => email.toLowerCase());

export const mobilePhoneSchema = requiredText.transform((value, ctx) => {
  const phone = normalizeMobilePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
  return z.NEVER;
});

export const taxNumberSchema = requiredText.transform((value, ctx) => {
  const taxNumber = normalizeTaxNumber(value);
  if (taxNumber) return taxNumber;
  ctx.addIssue({ code: 'custom', message: 'tax_number_invalid' });
  return z.NEVER;
});

/** A new password; a login password is only `requiredText` (never tell the rule at login). */
export const strongPasswordSchema = z
  .string(requiredError)
  .min(1, 'required')
  .refine(isStrongPassword, 'password_weak');

export const passwordSchema = z.string(requiredError).min(1, 'required').max(PASSWORD_MAX_LENGTH);

/** Optional free text: blank becomes null, absent stays undefined (a partial update leaves it alone). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Optional value with its own rule: blank becomes null, anything else must pass the rule. */
export const optionalWith = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

const TRUE_STRINGS = ['1', 'true', 'on', 'yes'];
const FALSE_STRINGS = ['0', 'false', 'off', 'no', ''];

/** A checkbox or flag as JSON sends it (boolean) or a form does ('1', 'true', 'on', '0', 'false'). */
export const flagSchema = z.union([
  z.boolean(),
  z
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .transform(Boolean),
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => TRUE_STRINGS.includes(value) || FALSE_STRINGS.includes(value), 'invalid')
    .transform((value) => TRUE_STRINGS.includes(value)),
]);

/** A ticked consent box: anything but a true flag fails with `code`. */
export const acceptedSchema = (code: 'consent_required' | 'terms_required') =>
  z.unknown().refine((value) => flagSchema.safeParse(value).data === true, code);

/** A positive integer id, from JSON or from a form field. */
/** An id of a form or a query: missing (or an empty select) is `required`, anything but decimal digits `number_invalid`. */
export const idSchema = decimalInteger(
  z
    .number({ error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'number_invalid') })
    .int('number_invalid')
    .positive('number_invalid'),
);

/** An uploaded file of a multipart form; an empty file input counts as missing. */
export const uploadSchema = z
  .custom<File>((value) => value instanceof File && value.size > 0, 'file_required')
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, 'file_too_large');
