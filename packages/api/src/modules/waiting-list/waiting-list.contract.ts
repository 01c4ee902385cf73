import { z } from '@hono/zod-openapi';
import {
  decimalInteger,
  emailSchema,
  flagSchema,
  type IssueLike,
  type Locale,
  requiredError,
  requiredString,
  translateIssue,
  WAITING_LIST_MAX_SEATS,
} from '@vag/domain';
import { waitingListMessages } from './waiting-list.messages';

/*
 * The waiting list's requests and answers (issue 24's contract, shared with the storefront and
 * the back office): snake_case fields, times as ISO strings.
 */

export const WAITING_LIST_NAME_MAX = 120;

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left', 'removed'] as const;

export const waitingListJoinSchema = z.object({
  name: requiredString().max(WAITING_LIST_NAME_MAX),
  email: emailSchema,
  seats: decimalInteger(z.number(requiredError).int('number_invalid').min(1).max(WAITING_LIST_MAX_SEATS)),
  consent: z
    .unknown()
    .refine((value) => flagSchema.safeParse(value).data === true, 'waiting_list_consent_required')
    .openapi({ description: 'Agreement to be mailed about this date: true, or "1", "true" or "on" from a form.' }),
});
export type WaitingListJoin = z.infer<typeof waitingListJoinSchema>;

/**
 * The 422 `errors` of the join form in the reader's language: this module's codes are left for the
 * error handler to word (it knows the API's catalogue), the shared rules' are worded here.
 */
export function joinFieldErrors(issues: readonly IssueLike[], locale: Locale, input?: unknown) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const text = Object.hasOwn(waitingListMessages, issue.message)
      ? issue.message
      : translateIssue(issue, locale, input);
    errors[field] = [...new Set([...(errors[field] ?? []), text])];
  }
  return errors;
}

export const waitingListTokenParam = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the entry’s mail links' }),
});

export const waitingListEntryViewSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(WAITING_LIST_STATUSES),
    seats: z.number().int(),
    /** Offers the entry has had: `expired` with none is an entry whose date began while it waited. */
    offers: z.number().int(),
    /** 1-based among the date's waiting entries; null unless waiting. */
    position: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    offer_expires_at: z.string().nullable(),
    created_at: z.string(),
    training_date: z.object({
      id: z.number().int(),
      start_at: z.string(),
      location_type_id: z.number().int(),
      venue: z.string().nullable(),
      capacity: z.number().int(),
      seats_free: z.number().int(),
    }),
    training: z.object({
      id: z.number().int(),
      name: z.string(),
      /** The storefront path of the training's page in the entry's language. */
      url: z.string().nullable(),
    }),
  })
  .openapi('WaitingListEntryView');
export type WaitingListEntryView = z.infer<typeof waitingListEntryViewSchema>;

export const waitingListAnswerSchema = z.object({ message: z.string().optional(), data: waitingListEntryViewSchema });

export const adminWaitingListEntrySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(WAITING_LIST_STATUSES),
    position: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    seats: z.number().int(),
    offers: z.number().int(),
    offered_at: z.string().nullable(),
    offer_expires_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    created_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .openapi('AdminWaitingListEntry');
export type AdminWaitingListEntry = z.infer<typeof adminWaitingListEntrySchema>;

export const adminWaitingListSchema = z.object({ data: z.array(adminWaitingListEntrySchema) });

export const adminWaitingListEventSchema = z.object({
  type: z.enum(['offer', 'remove'], 'choice_invalid'),
});
export type AdminWaitingListEvent = z.infer<typeof adminWaitingListEventSchema>['type'];

export const adminWaitingListEventAnswerSchema = z.object({
  message: z.string(),
  data: adminWaitingListEntrySchema,
});
