import { z } from 'zod';

/*
 * What the back office's detail screens share about a record's history (issue 20): the mails
 * sent about an order, enrolment or request (the outbox rows naming it), one shape for all.
 */

/** A mail of a history: queued, sending, sent or failed, with its subject as the recipient saw it. */
export const adminMailOfHistorySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminMailOfHistory = z.infer<typeof adminMailOfHistorySchema>;
