import { createRoute, z } from '@hono/zod-openapi';
import { BALANCE_KINDS, balanceTransactionListSchema, decimalInteger, MAX_PAGE_SIZE } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser } from '../../lib/session';
import { listTransactions } from './balances.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/balance-transactions',
  tags: ['Account'],
  summary: 'The ledger of the balances the user may see (virtual-balance screen), newest first',
  description: "Each entry's reason is in the language of `locale_id` (the user's own language when it is not given).",
  middleware: [authenticated] as const,
  request: {
    query: z.object({
      kind: z.enum(BALANCE_KINDS).optional(),
      locale_id: localeIdParam,
      page: decimalInteger(z.number().int().min(1)).default(1),
      per_page: decimalInteger(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(20),
    }),
  },
  responses: {
    200: { description: 'Transactions', content: { 'application/json': { schema: balanceTransactionListSchema } } },
    ...pick(401, 422),
  },
});

export function balanceRoutes({ database }: ApiOptions) {
  return createRouter().openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { kind, page, per_page } = c.req.valid('query');
    const body = await listTransactions(database.db, user.id, user.roleIds, c.var.locale, page, per_page, kind);
    c.header('Cache-Control', 'private, no-store');
    return c.json(body, 200);
  });
}
