import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { adminLocaleSchema, adminPagingShape, adminSiteSchema } from './admin-list';

/*
 * The back office's newsletter list (issue 20): confirmed subscribers only (double opt-in), with
 * a search, the site and language they subscribed on, a CSV export and an unsubscribe by staff.
 */

export const adminSubscriberFilterSchema = z.object({
  site: adminSiteSchema.optional(),
  locale: adminLocaleSchema.optional(),
  /** A part of the e-mail address or the first name. */
  q: z.string().trim().max(100).optional(),
});
export const adminSubscriberQuerySchema = adminSubscriberFilterSchema.extend(adminPagingShape);
export type AdminSubscriberQuery = z.infer<typeof adminSubscriberQuerySchema>;
export type AdminSubscriberFilter = z.infer<typeof adminSubscriberFilterSchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  site: adminSiteSchema,
  locale: adminLocaleSchema,
  /** Subscribed with an account of the storefront. */
  registered: z.boolean(),
  consented_at: z.string(),
  confirmed_at: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberListSchema = z.object({ data: z.array(adminSubscriberSchema), meta: listMetaSchema });
