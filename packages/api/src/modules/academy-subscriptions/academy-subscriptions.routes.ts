import { createRoute, z } from '@hono/zod-openapi';
import {
  academyRefillResultSchema,
  academySubscriptionListSchema,
  academySubscriptionResponseSchema,
  enrolmentCheckoutSchema,
  keyParticipantSchema,
  keyParticipantsSchema,
  myTrainingListSchema,
  participantResourceSchema,
  participantSchema,
  paymentKeySchema,
  paymentSwitchSchema,
  placedAcademySubscriptionSchema,
  repaymentSchema,
  switchedAcademySubscriptionSchema,
} from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { pagingQuery, slashAlias } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser, sessionsOf } from '../../lib/session';
import { academyOnly } from '../../lib/site-guard';
import {
  conflict,
  idParam,
  ORDER_HISTORY_PAGE_SIZE,
  paymentKeyQuery,
  placeConflict,
  shopperOf,
} from '../orders/orders.routes';
import {
  placingLimits,
  requireCheckoutCaptcha,
  TotalChangedError,
  totalChangedBody,
} from '../purchases/purchases.service';
import { switchSubscriptionPaymentByPaymentKey } from './academy-subscriptions.payments';
import { refillAcademyCartByPaymentKey } from './academy-subscriptions.refill';
import {
  getSubscription,
  getSubscriptionByPaymentKey,
  listMyTrainings,
  listSubscriptions,
  placeSubscription,
  repaySubscription,
  repaySubscriptionByPaymentKey,
} from './academy-subscriptions.service';
import { addParticipantByKey, createParticipant, editParticipant, listParticipantsByKey } from './participants.service';

/** Guessing keys through the participants form costs as much as through the payment return page. */
export const PARTICIPANTS_KEY_LIMIT = { name: 'participants-key', limit: 60, windowMs: 60_000 };

const query = z.object({ locale_id: localeIdParam });
const listQuery = query.extend(pagingQuery(ORDER_HISTORY_PAGE_SIZE));
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const participantSaved = z.object({ message: z.string(), data: participantResourceSchema });

const placeRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/academy-subscriptions',
    tags: ['Academy subscriptions'],
    middleware: [academyOnly, limitBody(FORM_BODY_LIMIT), ...placingLimits(options)] as const,
    summary: 'Enrols on the cart’s training dates (academy); holds the seats; card payments answer payment_url',
    description:
      'Needs `captcha_token`; `expected_total` as on POST /api/v1/order. Seats are held until the payment ' +
      'deadline (bank transfer) or the payment window (card); a guest holds at most a share of a date’s ' +
      'capacity (422 training_guest_seat_limit). `participants` (JSON) may name who attends some or all ' +
      'seats, each with its `training_date_id`; more than a date’s seats, or a date not bought, answers 422 ' +
      'and places nothing. Seats left unnamed are named later (POST …/academy-subscription-from-payment-key/participants).',
    request: { query, body: jsonOrForm(enrolmentCheckoutSchema) },
    responses: {
      201: { description: 'Placed', content: json(placedAcademySubscriptionSchema) },
      ...pick(403, 404, 419, 422, 429),
      409: placeConflict(
        'A date filled up (training_date_full), the total changed (order_total_changed, with the new cart), ' +
          'or a coupon or balance was used up meanwhile',
      ),
    },
  });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/academy-subscriptions',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated] as const,
  summary: 'The logged-in user’s enrolments, newest first',
  request: { query: listQuery },
  responses: { 200: { description: 'Enrolments', content: json(academySubscriptionListSchema) }, ...pick(401, 404) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/academy-subscriptions/{id}',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated] as const,
  summary: 'One of the user’s enrolments with its dates and participants; another user’s id answers 404',
  request: { params: idParam, query },
  responses: { 200: { description: 'Enrolment', content: json(academySubscriptionResponseSchema) }, ...pick(401, 404) },
});

const repaymentRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscriptions/{id}/repayment',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated] as const,
  summary: 'Starts a new card payment of an enrolment at payment status 2 or 5 (seats taken again if released)',
  request: { params: idParam, query },
  responses: {
    200: { description: 'Payment started', content: json(repaymentSchema) },
    ...pick(401, 404, 419),
    409: conflict('Not payable again (repayment_not_allowed), or the date filled up (training_date_full)'),
  },
});

const byKeyRoute = createRoute({
  method: 'get',
  path: '/api/v1/academy-subscription-from-payment-key/',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly] as const,
  summary: 'The enrolment of a payment key, for the payment return page (guests too)',
  request: { query: paymentKeyQuery },
  responses: {
    200: { description: 'Enrolment', content: json(placedAcademySubscriptionSchema.pick({ data: true })) },
    ...pick(404),
  },
});

const reopenRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscription-from-payment-key',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Reopens an unpaid enrolment (status 2 or 5) for a new card payment; the key is the credential',
  request: { query, body: jsonOrForm(paymentKeySchema) },
  responses: {
    200: { description: 'Payment started', content: json(repaymentSchema) },
    ...pick(404, 419, 422),
    409: conflict('Not payable again (repayment_not_allowed), or the date filled up (training_date_full)'),
  },
});

const switchRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscription-from-payment-key/payment-method',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Pays an unpaid card enrolment (status 2 or 5) by bank transfer instead; the key is the credential',
  description:
    'For the payment return page’s "pay another way". The fee and the totals follow the new method, its ' +
    'deadline starts now and the seats are held until it (taken again if the card payment’s hold had ' +
    'expired); the buyer is mailed the transfer’s details. Refused while a card payment may still succeed.',
  request: { query, body: jsonOrForm(paymentSwitchSchema) },
  responses: {
    200: { description: 'The enrolment, paid the new way', content: json(switchedAcademySubscriptionSchema) },
    ...pick(404, 419, 422),
    409: conflict(
      'Paid, past its deadline or still open at the provider (repayment_not_allowed), or the date filled up (training_date_full)',
    ),
  },
});

const refillRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscription-from-payment-key/cart',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary:
    'Puts an unpaid enrolment’s dates (payment status 2 or 5) back into the visitor’s academy cart; the key is the credential',
  description:
    'For the payment return page’s "back to the cart": the enrolment gives its held seats back, then its ' +
    'dates that can still be booked go into the current cart with the same places (guests too); what ' +
    'cannot be added is named with its reason. The enrolment stays payable again while places remain.',
  request: { query, body: jsonOrForm(paymentKeySchema) },
  responses: {
    200: { description: 'What was added', content: json(academyRefillResultSchema) },
    ...pick(404, 419, 422),
    409: conflict('Paid, past its deadline, or its card payment still open (code repayment_not_allowed)'),
  },
});

const myTrainingsRoute = createRoute({
  method: 'get',
  path: '/api/v1/my-trainings',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated] as const,
  summary: 'The user’s enrolled training dates (paid or pending), soonest first, with places and participants',
  request: { query: listQuery },
  responses: { 200: { description: 'Enrolled dates', content: json(myTrainingListSchema) }, ...pick(401, 404) },
});

const createParticipantRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscription-item-participants',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Adds a participant to one of the user’s enrolment items (one per enrolled place)',
  request: { query, body: jsonOrForm(participantSchema) },
  responses: {
    201: { description: 'Created', content: json(participantSaved) },
    ...pick(401, 403, 404, 419, 422),
  },
});

const updateParticipantRoute = createRoute({
  method: 'post',
  path: '/api/v1/academy-subscription-item-participants/{id}/',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly, authenticated, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Updates a participant (_method=PUT); another user’s participant answers 404',
  request: { params: idParam, query, body: jsonOrForm(participantSchema) },
  responses: { 200: { description: 'Updated', content: json(participantSaved) }, ...pick(401, 403, 404, 419, 422) },
});

const keyParticipantsPath = '/api/v1/academy-subscription-from-payment-key/participants';

const keyParticipantsRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: keyParticipantsPath,
    tags: ['Academy subscriptions'],
    middleware: [academyOnly, rateLimit(options.database.db, PARTICIPANTS_KEY_LIMIT)] as const,
    summary: 'The seats of the payment key’s enrolment and the names given for them (guests too)',
    description:
      'The key is the credential (decision 0008): a wrong key answers 404. Only the participants’ names ' +
      'are answered; `missing_participants` counts the seats still without one.',
    request: { query: paymentKeyQuery.extend(query.shape) },
    responses: { 200: { description: 'Seats', content: json(keyParticipantsSchema) }, ...pick(404, 429) },
  });

const addKeyParticipantRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: keyParticipantsPath,
    tags: ['Academy subscriptions'],
    middleware: [
      academyOnly,
      limitBody(FORM_BODY_LIMIT),
      rateLimit(options.database.db, PARTICIPANTS_KEY_LIMIT),
    ] as const,
    summary: 'Names a seat of the payment key’s enrolment (one participant per seat; guests too)',
    description:
      'With `payment_key` and `academy_subscription_item_id` of the key’s enrolment (404 otherwise). ' +
      '422 participant_limit_reached once every seat of the item has a participant (counted under the ' +
      'item’s row lock); 409 participants_closed for a cancelled enrolment.',
    request: { query, body: jsonOrForm(keyParticipantSchema) },
    responses: {
      201: { description: 'Created', content: json(participantSaved) },
      ...pick(403, 404, 419, 422, 429),
      409: conflict('The enrolment is cancelled (participants_closed)'),
    },
  });

const paging = (q: { page: number; per_page?: number | undefined }) => ({
  page: q.page,
  perPage: q.per_page ?? ORDER_HISTORY_PAGE_SIZE,
});

export function academySubscriptionRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const started = (c: Context<AppEnv>, url: string) =>
    c.json({ success: true, payment_url: url, message: message('payment_started', c.var.locale) }, 200);
  const byKey = async (c: Context<AppEnv>, paymentKey: string) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await getSubscriptionByPaymentKey(db, options, paymentKey, c.var.locale) }, 200);
  };
  const updateParticipant = async (c: Context<AppEnv>, id: number) => {
    const data = await editParticipant(db, requireUser(c).id, id, bodyOf(c, participantSchema));
    return c.json({ message: message('participant_saved', c.var.locale), data }, 200);
  };
  return createRouter()
    .openapi(placeRoute(options), async (c) => {
      const input = bodyOf(c, enrolmentCheckoutSchema);
      await requireCheckoutCaptcha(options, c, input.captcha_token);
      c.header('Cache-Control', 'no-store');
      const placed = await placeSubscription(db, options, shopperOf(c), input).catch(async (error: unknown) => {
        if (error instanceof TotalChangedError) return totalChangedBody(db, c, error, input);
        throw error;
      });
      if ('code' in placed) return c.json(placed, 409);
      const code = placed.paymentFailed ? 'order_payment_start_failed' : 'academy_subscription_placed';
      return c.json(
        {
          message: message(code, c.var.locale),
          data: placed.subscription,
          ...(placed.paymentUrl ? { payment_url: placed.paymentUrl } : {}),
        },
        201,
      );
    })
    .openapi(listRoute, async (c) => {
      const result = await listSubscriptions(
        db,
        options,
        requireUser(c).id,
        c.var.locale,
        paging(c.req.valid('query')),
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    })
    .openapi(getRoute, async (c) => {
      const data = await getSubscription(db, options, requireUser(c).id, c.req.valid('param').id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(repaymentRoute, async (c) =>
      started(c, await repaySubscription(db, options, requireUser(c).id, c.req.valid('param').id)),
    )
    .openapi(byKeyRoute, async (c) => byKey(c, c.req.valid('query').payment_key))
    .openapi(slashAlias(byKeyRoute), async (c) => byKey(c, c.req.valid('query').payment_key))
    .openapi(reopenRoute, async (c) =>
      started(c, await repaySubscriptionByPaymentKey(db, options, bodyOf(c, paymentKeySchema).payment_key)),
    )
    .openapi(switchRoute, async (c) => {
      const { payment_key, payment_method_id } = bodyOf(c, paymentSwitchSchema);
      const data = await switchSubscriptionPaymentByPaymentKey(
        db,
        options,
        payment_key,
        payment_method_id,
        c.var.locale,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json({ message: message('payment_method_changed', c.var.locale), data }, 200);
    })
    .openapi(refillRoute, async (c) => {
      // A guest's cart hangs on a stored session: the first thing added is what creates it.
      if (!c.var.user) await sessions.persist(c);
      const result = await refillAcademyCartByPaymentKey(db, shopperOf(c), bodyOf(c, paymentKeySchema).payment_key);
      const code = result.added.length ? 'refill_dates_done' : 'refill_dates_none';
      return c.json({ message: message(code, c.var.locale), ...result }, 200);
    })
    .openapi(myTrainingsRoute, async (c) => {
      const result = await listMyTrainings(db, requireUser(c).id, c.var.locale, paging(c.req.valid('query')));
      c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    })
    .openapi(createParticipantRoute, async (c) => {
      const data = await createParticipant(db, requireUser(c).id, bodyOf(c, participantSchema));
      return c.json({ message: message('participant_saved', c.var.locale), data }, 201);
    })
    .openapi(keyParticipantsRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const data = await listParticipantsByKey(db, c.req.valid('query').payment_key, c.var.locale);
      return c.json({ data }, 200);
    })
    .openapi(addKeyParticipantRoute(options), async (c) => {
      const data = await addParticipantByKey(db, bodyOf(c, keyParticipantSchema));
      return c.json({ message: message('participant_saved', c.var.locale), data }, 201);
    })
    .openapi(updateParticipantRoute, async (c) => updateParticipant(c, c.req.valid('param').id))
    .openapi(slashAlias(updateParticipantRoute), async (c) => updateParticipant(c, c.req.valid('param').id))
    .openapi(createRoute({ ...updateParticipantRoute, method: 'put', hide: true }), async (c) =>
      updateParticipant(c, c.req.valid('param').id),
    );
}
