import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema, fieldErrors } from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody, unstorableIssues } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { sessionsOf } from '../../lib/session';
import { academyOnly } from '../../lib/site-guard';
import { visitorOf } from '../cart/cart.http';
import { idParam } from '../orders/orders.routes';
import {
  joinFieldErrors,
  waitingListAnswerSchema,
  waitingListJoinSchema,
  waitingListTokenParam,
} from './waiting-list.contract';
import { acceptOffer, getWaitingListEntry, joinWaitingList, leaveWaitingList } from './waiting-list.service';

/*
 * The waiting list on the academy's storefront (issue 24): a full date's list is joined from its
 * page; the token of the entry's mails opens the entry's page, where the person leaves the list or
 * accepts an offer into their cart.
 */

/** Per address: a form anyone can post must not become a way to mail strangers. */
export const WAITING_LIST_JOIN_LIMIT = { name: 'waiting-list', limit: 10, windowMs: 60 * 60_000 };
/** Guessing a 256-bit token is hopeless; this keeps anyone from trying at speed all the same. */
export const WAITING_LIST_LINK_LIMIT = { name: 'waiting-list-link', limit: 60, windowMs: 60_000 };

const TAGS = ['Waiting list'];
const query = z.object({ locale_id: localeIdParam });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const conflict = (description: string) => ({ description, content: json(errorBodySchema) });

const joinRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/training-dates/{id}/waiting-list',
    tags: TAGS,
    summary:
      'Joins a full training date’s waiting list (name, email, seats 1-10, consent true); the entry’s page is mailed. The same e-mail on the same date answers its entry (200), mailed again with a new link at most every 10 minutes',
    middleware: [
      academyOnly,
      limitBody(FORM_BODY_LIMIT),
      rateLimit(options.database.db, WAITING_LIST_JOIN_LIMIT),
    ] as const,
    request: { params: idParam, query, body: jsonOrForm(waitingListJoinSchema) },
    responses: {
      201: { description: 'On the list', content: json(waitingListAnswerSchema) },
      200: { description: 'The e-mail’s entry on this date (no second entry)', content: json(waitingListAnswerSchema) },
      404: conflict(
        'Unknown date, another site’s, an unpublished training’s, or a cancelled one (training_date_not_found)',
      ),
      409: conflict(
        'The date has begun (training_date_started), or it has the places asked for: buy them instead (training_date_not_full)',
      ),
      ...pick(403, 419, 422, 429),
    },
  });

const tokenRoute = (options: ApiOptions, method: 'get' | 'post', action: '' | '/leave' | '/accept') =>
  createRoute({
    method,
    path: `/api/v1/waiting-list/{token}${action}`,
    tags: TAGS,
    summary: {
      '': 'The entry of a mail link’s token: its state, place in line, open offer and date',
      '/leave': 'Leaves the list (status left); an open offer’s places go back and the next entries are offered them',
      '/accept':
        'Accepts the open offer: its places go into this visitor’s academy cart as a line held for ACADEMY_SEAT_HOLD_MINUTES, and the entry is accepted; again from the same cart answers the same',
    }[action],
    middleware: [academyOnly, rateLimit(options.database.db, WAITING_LIST_LINK_LIMIT)] as const,
    request: { params: waitingListTokenParam, query },
    responses: {
      200: { description: 'The entry', content: json(waitingListAnswerSchema) },
      404: conflict('No entry has this token (waiting_list_entry_not_found)'),
      ...(action === ''
        ? pick(429)
        : {
            409: conflict(
              action === '/leave'
                ? 'The entry has ended already (waiting_list_entry_closed)'
                : 'The offer is not open, or was accepted into another cart (waiting_list_offer_closed); it ran out (waiting_list_offer_expired)',
            ),
            ...pick(403, 419, 429),
          }),
    },
  });

/** The join form's body; an empty one is checked here, so that missing fields are named. */
function joinInput(c: Context<AppEnv>) {
  if (/json|form/i.test(c.req.header('content-type') ?? '')) return bodyOf(c, waitingListJoinSchema);
  const result = waitingListJoinSchema.safeParse({});
  if (!result.success) throw new ValidationError(joinFieldErrors(result.error.issues, c.var.locale, {}));
  return result.data;
}

export function waitingListRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  return createRouter()
    .openapi(
      joinRoute(options),
      async (c) => {
        const input = joinInput(c);
        const who = { hostId: c.var.hostId, locale: c.var.locale, userId: c.var.user?.id ?? null };
        const { created, view } = await joinWaitingList(db, options, who, c.req.valid('param').id, input);
        c.header('Cache-Control', 'private, no-store');
        const code = created ? 'waiting_list_joined' : 'waiting_list_already_joined';
        return c.json({ message: message(code, c.var.locale), data: view }, created ? 201 : 200);
      },
      // Field messages in the request's language; this module's own codes are worded by the error handler.
      (result, c) => {
        if (result.success) {
          const unstorable = unstorableIssues(result.data);
          if (unstorable.length > 0) throw new ValidationError(fieldErrors(unstorable, c.var.locale));
          return undefined;
        }
        const input = (result as { data?: unknown }).data;
        throw new ValidationError(joinFieldErrors(result.error.issues, c.var.locale, input));
      },
    )
    .openapi(tokenRoute(options, 'get', ''), async (c) => {
      const data = await getWaitingListEntry(db, c.req.valid('param').token);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(tokenRoute(options, 'post', '/leave'), async (c) => {
      const data = await leaveWaitingList(db, options, c.req.valid('param').token);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ message: message('waiting_list_left', c.var.locale), data }, 200);
    })
    .openapi(tokenRoute(options, 'post', '/accept'), async (c) => {
      // A guest's cart hangs on a stored session: accepting may be what creates it.
      if (!c.var.user) await sessions.persist(c);
      const data = await acceptOffer(db, options, visitorOf(c), c.req.valid('param').token);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ message: message('waiting_list_accepted', c.var.locale), data }, 200);
    });
}
