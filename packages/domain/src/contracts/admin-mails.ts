import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { adminLocaleSchema, adminPagingShape } from './admin-list';

/*
 * The back office's mail log (issue 20): every mail of the outbox with its state, attempts and
 * last error; a sent or failed one can be sent again as a copy.
 */

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const adminMailQuerySchema = z.object({
  ...adminPagingShape,
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,60}$/)
    .optional(),
  /** A part of the recipient's address. */
  q: z.string().trim().max(100).optional(),
  /** Queued on or after this day (Budapest time). */
  from: z.iso.date().optional(),
  /** Queued on or before this day (Budapest time). */
  to: z.iso.date().optional(),
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

export const adminMailRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  locale: adminLocaleSchema,
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** What the mail is about (an order, enrolment, contact request, customer). */
  ref: z.object({ type: z.string(), id: z.number().int() }).nullable(),
});
export type AdminMailRow = z.infer<typeof adminMailRowSchema>;

export const adminMailListSchema = z.object({
  data: z.array(adminMailRowSchema),
  meta: listMetaSchema,
  /** Every kind of mail the shop sends: the kind filter's choices. */
  kinds: z.array(z.string()),
});

export const adminMailDetailSchema = z.object({
  data: adminMailRowSchema.extend({ text_body: z.string(), html_body: z.string() }),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>['data'];
