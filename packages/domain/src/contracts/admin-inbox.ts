import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { adminMailOfHistorySchema } from './admin-history';
import { adminLocaleSchema, adminPagingShape, adminSiteSchema } from './admin-list';

/*
 * The back office's inbox (issue 20): contact requests and training recommendations, new until a
 * member handles them (replies or closes them); a role limited to one site sees only that site's.
 */

export const INBOX_STATES = ['new', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const adminInboxQuerySchema = z.object({
  ...adminPagingShape,
  /** `new` unless asked otherwise: the inbox opens on what waits for an answer. */
  state: z.enum(INBOX_STATES).optional(),
  site: adminSiteSchema.optional(),
  /** A part of the sender's name, e-mail or message (contact requests), or of the training's name. */
  q: z.string().trim().max(100).optional(),
});
export type AdminInboxQuery = z.infer<typeof adminInboxQuerySchema>;

const handledShape = {
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
};

export const adminContactRequestSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  ...handledShape,
});
export type AdminContactRequest = z.infer<typeof adminContactRequestSchema>;

export const adminRecommendationSchema = z.object({
  id: z.number().int(),
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  training_name_text: z.string(),
  /** The signed-in visitor who sent it, when one did. */
  user: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string().nullable() }).nullable(),
  ...handledShape,
});
export type AdminRecommendation = z.infer<typeof adminRecommendationSchema>;

export const adminContactRequestListSchema = z.object({
  data: z.array(adminContactRequestSchema),
  meta: listMetaSchema,
});
export const adminContactRequestDetailSchema = z.object({
  data: adminContactRequestSchema,
  mails: z.array(adminMailOfHistorySchema),
});
export const adminRecommendationListSchema = z.object({
  data: z.array(adminRecommendationSchema),
  meta: listMetaSchema,
});
export const adminRecommendationDetailSchema = z.object({ data: adminRecommendationSchema });

export const CONTACT_REPLY_LIMITS = { subjectMax: 200, messageMax: 10_000 } as const;

/** POST /api/admin/v1/contact-requests/{id}/reply: the answer mailed to the sender. */
export const contactReplySchema = z.object({
  /** Empty: the mail's own subject ("Válasz az üzenetére" / "Reply to your message"). */
  subject: z.string().trim().max(CONTACT_REPLY_LIMITS.subjectMax).optional(),
  message: z.string().trim().min(1).max(CONTACT_REPLY_LIMITS.messageMax),
});
export type ContactReplyInput = z.infer<typeof contactReplySchema>;
