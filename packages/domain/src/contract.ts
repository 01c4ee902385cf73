import { z } from 'zod';

/**
 * Response shapes shared by the API (which validates and documents them) and the storefront
 * (which reads them through its typed client). DESIGN §4 fixes the envelope.
 */
export const listMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  /**
   * A long list counts only so far (the back office's orders): `total` is then at least the
   * true count, and there are pages beyond `last_page`.
   */
  total_is_lower_bound: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const MENU_KINDS = ['main', 'secondary', 'footer_shop', 'footer_help', 'social'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export const menuLinkSchema = z.object({
  id: z.number().int(),
  menu: z.enum(MENU_KINDS),
  label: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

/**
 * The public health answer: whether the server works and reaches its database, nothing more
 * (driver and migration names stay with the operator: `npm run db:migrate` prints them).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
