import { z } from 'zod';
import type { Locale } from '../ids';
import { emailSchema, flagSchema, optionalWith } from '../validation/rules';
import { type IssueLike, translateIssue } from '../validation/translate';

/**
 * The contact form (spec §7 POST /api/v1/contact-requests). Issues carry message codes: the
 * shared ones of `validation/messages.ts` and the few below, so that the API's 422 and the
 * storefront's own check read the same in either language.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

export const contactMessages = {
  contact_name_invalid: {
    hu: 'Adja meg a nevét (legalább 2 betű; betűk, szóköz, pont, kötőjel és aposztróf).',
    en: 'Enter your name (at least 2 letters; letters, spaces, dots, hyphens and apostrophes).',
  },
  contact_phone_invalid: {
    hu: 'Érvényes telefonszámot adjon meg, például +36 30 123 4567.',
    en: 'Enter a valid phone number, for example +36 30 123 4567.',
  },
  contact_message_too_short: {
    hu: `Az üzenet legalább ${CONTACT_LIMITS.messageMin} karakter legyen.`,
    en: `The message must be at least ${CONTACT_LIMITS.messageMin} characters long.`,
  },
  contact_message_too_long: {
    hu: `Az üzenet legfeljebb ${CONTACT_LIMITS.messageMax} karakter lehet.`,
    en: `The message may be at most ${CONTACT_LIMITS.messageMax} characters long.`,
  },
  contact_consent_required: {
    hu: 'Az üzenet elküldéséhez fogadja el az adatkezelési tájékoztatót.',
    en: 'Please accept the privacy notice to send your message.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ContactMessageCode = keyof typeof contactMessages;

const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{5,19}$/;

export const contactRequestInputSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine(
      (name) =>
        NAME_PATTERN.test(name) && name.length >= CONTACT_LIMITS.nameMin && name.length <= CONTACT_LIMITS.nameMax,
      'contact_name_invalid',
    ),
  email: emailSchema,
  phone: optionalWith(z.string().trim().regex(PHONE_PATTERN, 'contact_phone_invalid')),
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(CONTACT_LIMITS.messageMin, 'contact_message_too_short')
    .max(CONTACT_LIMITS.messageMax, 'contact_message_too_long'),
  consent: z
    .unknown()
    .refine((value) => flagSchema.safeParse(value).data === true, 'contact_consent_required')
    .meta({ description: 'The privacy consent: true, or "1", "true" or "on" from a form.', example: true }),
  /** The bot-protection token (action `contact`); checked after the fields. */
  captcha_token: z.string().optional(),
});
export type ContactRequestInput = z.infer<typeof contactRequestInputSchema>;

export const CONTACT_CAPTCHA_ACTION = 'contact';

/** A contact form issue in a language: the contact codes above, else the shared rules' texts. */
export function translateContactIssue(issue: IssueLike, locale: Locale, input?: unknown): string {
  if (Object.hasOwn(contactMessages, issue.message))
    return contactMessages[issue.message as ContactMessageCode][locale];
  return translateIssue(issue, locale, input);
}

/** The 422 `errors` of the contact form: issues grouped by field, in the reader's language. */
export function contactFieldErrors(
  issues: readonly IssueLike[],
  locale: Locale,
  input?: unknown,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    const text = translateContactIssue(issue, locale, input);
    if (!list.includes(text)) errors[field] = [...list, text];
  }
  return errors;
}
