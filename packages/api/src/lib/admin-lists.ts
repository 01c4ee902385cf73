import { z } from '@hono/zod-openapi';
import { DISPLAY_TIME_ZONE, decimalInteger, type InboxState } from '@vag/domain';
import { type AnyColumn, and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

/* What the back office's lists and their routes share (inbox, newsletter, mail log). */

/** `{id}` of an admin route's path. */
export const idPathParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});

/** A JSON answer of an admin route, for the OpenAPI document. */
export const jsonAnswer = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** `%text%` for a LIKE on lower-cased text, the text's own wildcards escaped: `%` finds a `%`, not everything. */
export const likeLower = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The inbox's state filter on an item's `handled_at`: new (not yet), handled, or all. */
export function handledStateIs(handledAt: AnyColumn, state: InboxState): SQL | undefined {
  if (state === 'new') return isNull(handledAt);
  if (state === 'handled') return isNotNull(handledAt);
  return undefined;
}

/** A timestamp within the Budapest days `from`..`to`, both included (the shop's calendar, not UTC's). */
export function withinDays(at: AnyColumn, from?: string, to?: string): SQL | undefined {
  const day = sql`(${at} at time zone ${DISPLAY_TIME_ZONE})::date`;
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}
