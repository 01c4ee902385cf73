import { z } from '@hono/zod-openapi';
import { decimalInteger, errorBodySchema } from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireAcademyScope,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { applyWaitingListEvent, listWaitingListForStaff } from './waiting-list.admin.service';
import {
  adminWaitingListEventAnswerSchema,
  adminWaitingListEventSchema,
  adminWaitingListSchema,
} from './waiting-list.contract';

/*
 * A training date's waiting list on its back-office screen (issue 24): read with the date's
 * enrolments (`enrolments.read`), changed by those who manage them (`enrolments.manage`). The
 * academy's: a member whose role acts only on the shop gets 403.
 */

const TAGS = ['Admin: enrolments'];

const entryParams = idPathParam.extend({
  entryId: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'entryId', in: 'path' } }),
});

export function waitingListAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/training-dates/{id}/waiting-list',
        tags: TAGS,
        summary:
          'The date’s waiting list: live entries in queue order (position among those waiting), then ended ones newest first; at most 200',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminWaitingListSchema, 'The entries'), ...pick(401, 404) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const data = await listWaitingListForStaff(db, c.req.valid('param').id);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.manage',
        method: 'post',
        path: '/training-dates/{id}/waiting-list/{entryId}/events',
        tags: TAGS,
        summary:
          'One step on an entry: `offer` (a waiting or expired entry is offered the free places now, out of turn too, and mailed) or `remove` (a waiting or offered entry ends; an offer’s places go to the next); answers the entry',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: entryParams, body: jsonOrForm(adminWaitingListEventSchema) },
        responses: {
          200: jsonAnswer(adminWaitingListEventAnswerSchema, 'The entry after the step'),
          409: jsonAnswer(
            errorBodySchema,
            'Not enough free places (training_date_full), the date has begun (training_date_started), or the entry’s state does not allow the step (waiting_list_entry_closed)',
          ),
          ...pick(401, 404, 419, 422),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { type } = adminBodyOf(c, adminWaitingListEventSchema);
        const { id, entryId } = c.req.valid('param');
        const data = await applyWaitingListEvent(db, ctx.options, staff.id, { trainingDateId: id, entryId }, type);
        const code = type === 'offer' ? 'waiting_list_offered' : 'waiting_list_removed';
        return c.json({ message: message(code, c.var.locale), data }, 200);
      },
    );
}
