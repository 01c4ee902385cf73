import { createRoute, z } from '@hono/zod-openapi';
import { guestCodeUseListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser } from '../../lib/session';
import { listGuestCodeUses } from './referrals.history';

const listUsesRoute = createRoute({
  method: 'get',
  path: '/api/v1/guest-code-uses',
  tags: ['Account'],
  summary: 'The discounts guest codes gave on the user’s purchases (balance page), newest first',
  description:
    'The signed-in user’s own uses only: placed from the account, or with its e-mail once verified. Void uses (a purchase cancelled unpaid) are left out; at most 50. States are codes (`used`, `refunded`) for the client to word.',
  middleware: [authenticated] as const,
  request: { query: z.object({ locale_id: localeIdParam }) },
  responses: {
    200: { description: 'Guest-code uses', content: { 'application/json': { schema: guestCodeUseListSchema } } },
    ...pick(401, 422),
  },
});

export function referralRoutes({ database }: ApiOptions) {
  return createRouter().openapi(listUsesRoute, async (c) => {
    const user = requireUser(c);
    const data = await listGuestCodeUses(database.db, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  });
}
