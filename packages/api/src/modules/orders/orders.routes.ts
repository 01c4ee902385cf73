import { createRoute, z } from '@hono/zod-openapi';
import {
  checkoutSchema,
  decimalInteger,
  errorBodySchema,
  orderListSchema,
  orderResponseSchema,
  paymentKeySchema,
  paymentSwitchSchema,
  placedOrderSchema,
  reorderResultSchema,
  repaymentSchema,
  switchedOrderSchema,
  totalChangedSchema,
} from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { pagingQuery, slashAlias } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser, sessionsOf } from '../../lib/session';
import { shopOnly } from '../../lib/site-guard';
import {
  placingLimits,
  requireCheckoutCaptcha,
  type Shopper,
  TotalChangedError,
  totalChangedBody,
} from '../purchases/purchases.service';
import {
  getOrder,
  getOrderByPaymentKey,
  listOrders,
  placeOrder,
  reorder,
  reorderByPaymentKey,
  repayOrder,
  repayOrderByPaymentKey,
  switchOrderPaymentByPaymentKey,
} from './orders.service';

/** Order history page size (the spec names none; a page of a phone screen or two). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export const idParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const query = z.object({ locale_id: localeIdParam });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
export const conflict = (description: string) => ({ description, content: json(errorBodySchema) });
export const paymentKeyQuery = z.object({
  payment_key: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'payment_key', in: 'query' } }),
  locale_id: localeIdParam,
});

/** 409 of placing: the total changed (with the new cart), or a limit reached meanwhile. */
export const placeConflict = (description: string) => ({
  description,
  content: json(z.union([totalChangedSchema, errorBodySchema])),
});

const placeRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/order',
    tags: ['Orders'],
    middleware: [shopOnly, limitBody(FORM_BODY_LIMIT), ...placingLimits(options)] as const,
    summary: 'Places the cart as an order (shop); card payments answer the gateway URL in payment_url',
    description:
      'Needs `captcha_token`. With `expected_total` (the total the shopper confirmed) a different server total ' +
      'answers 409 order_total_changed with the new cart, and nothing is placed. Bank transfer and card orders ' +
      'get a payment deadline; unpaid after it they are cancelled.',
    request: { query, body: jsonOrForm(checkoutSchema) },
    responses: {
      201: { description: 'Placed', content: json(placedOrderSchema) },
      ...pick(403, 404, 419, 422, 429),
      409: placeConflict(
        'The total changed (order_total_changed, with the new cart), or a coupon or a balance was used up ' +
          'meanwhile without an expected_total (coupon_used_up, coupon_email_limit, insufficient_balance)',
      ),
    },
  });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/orders',
  tags: ['Orders'],
  middleware: [shopOnly, authenticated] as const,
  summary: 'The logged-in user’s orders, newest first',
  request: { query: query.extend(pagingQuery(ORDER_HISTORY_PAGE_SIZE)) },
  responses: { 200: { description: 'Orders', content: json(orderListSchema) }, ...pick(401, 404) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/orders/{id}',
  tags: ['Orders'],
  middleware: [shopOnly, authenticated] as const,
  summary: 'One of the user’s orders with its items and snapshot; another user’s id answers 404',
  request: { params: idParam, query },
  responses: { 200: { description: 'Order', content: json(orderResponseSchema) }, ...pick(401, 404) },
});

const reorderRoute = createRoute({
  method: 'post',
  path: '/api/v1/orders/{id}/reorder',
  tags: ['Orders'],
  middleware: [shopOnly, authenticated] as const,
  summary: 'Puts the order’s products that are still on sale into the cart at current prices',
  request: { params: idParam, query },
  responses: { 200: { description: 'What was added', content: json(reorderResultSchema) }, ...pick(401, 404, 419) },
});

const repaymentRoute = createRoute({
  method: 'post',
  path: '/api/v1/orders/{id}/repayment',
  tags: ['Orders'],
  middleware: [shopOnly, authenticated] as const,
  summary: 'Starts a new card payment of an order whose payment failed or was cancelled (status 2 or 5)',
  request: { params: idParam, query },
  responses: {
    200: { description: 'Payment started', content: json(repaymentSchema) },
    ...pick(401, 404, 419),
    409: conflict('Not payable again (code repayment_not_allowed)'),
  },
});

const byKeyRoute = createRoute({
  method: 'get',
  path: '/api/v1/order-from-payment-key/',
  tags: ['Orders'],
  middleware: [shopOnly] as const,
  summary: 'The order of a payment key, for the payment return page (guests too); polled every 3 s while pending',
  request: { query: paymentKeyQuery },
  responses: { 200: { description: 'Order', content: json(placedOrderSchema.pick({ data: true })) }, ...pick(404) },
});

const reopenRoute = createRoute({
  method: 'post',
  path: '/api/v1/order-from-payment-key',
  tags: ['Orders'],
  middleware: [shopOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Reopens an unpaid order (status 2 or 5) for a new card payment; the key is the credential',
  request: { query, body: jsonOrForm(paymentKeySchema) },
  responses: {
    200: { description: 'Payment started', content: json(repaymentSchema) },
    ...pick(404, 419, 422),
    409: conflict('Not payable again (code repayment_not_allowed)'),
  },
});

const refillRoute = createRoute({
  method: 'post',
  path: '/api/v1/order-from-payment-key/cart',
  tags: ['Orders'],
  middleware: [shopOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary:
    'Puts an unpaid order’s products (payment status 2 or 5) back into the visitor’s cart; the key is the credential',
  description:
    'For the payment return page’s "back to the cart": the order’s lines that are still on sale are ' +
    'added to the current cart (guests too; the first addition stores the guest’s session) at today’s ' +
    'prices; what cannot be added is named with its reason. The order itself stays as it is.',
  request: { query, body: jsonOrForm(paymentKeySchema) },
  responses: {
    200: { description: 'What was added', content: json(reorderResultSchema) },
    ...pick(404, 419, 422),
    409: conflict('Paid or still pending (code repayment_not_allowed)'),
  },
});

const switchRoute = createRoute({
  method: 'post',
  path: '/api/v1/order-from-payment-key/payment-method',
  tags: ['Orders'],
  middleware: [shopOnly, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Pays an unpaid card order (status 2 or 5) another way its delivery allows; the key is the credential',
  description:
    'For the payment return page’s "pay another way": bank transfer, cash on delivery or payment at ' +
    'pick-up, as the order’s delivery method allows (GET /api/v1/payment-methods lists them). The fee ' +
    'and the totals follow the new method, its deadline starts now, and the buyer is mailed the new ' +
    'total with the transfer’s details. Refused while a card payment may still succeed.',
  request: { query, body: jsonOrForm(paymentSwitchSchema) },
  responses: {
    200: { description: 'The order, paid the new way', content: json(switchedOrderSchema) },
    ...pick(404, 419, 422),
    409: conflict(
      'Paid, past its deadline, not a card order, or its card payment still open (code repayment_not_allowed)',
    ),
  },
});

export const shopperOf = (c: Context<AppEnv>): Shopper => ({
  hostId: c.var.hostId,
  sessionId: c.var.session?.id ?? null,
  user: c.var.user,
  locale: c.var.locale,
});

const paging = (query: { page: number; per_page?: number | undefined }) => ({
  page: query.page,
  perPage: query.per_page ?? ORDER_HISTORY_PAGE_SIZE,
});

export function orderRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const started = (c: Context<AppEnv>, url: string) =>
    c.json({ success: true, payment_url: url, message: message('payment_started', c.var.locale) }, 200);
  return createRouter()
    .openapi(placeRoute(options), async (c) => {
      const input = bodyOf(c, checkoutSchema);
      await requireCheckoutCaptcha(options, c, input.captcha_token);
      c.header('Cache-Control', 'no-store');
      const placed = await placeOrder(db, options, shopperOf(c), input).catch(async (error: unknown) => {
        if (error instanceof TotalChangedError) return totalChangedBody(db, c, error, input);
        throw error;
      });
      if ('code' in placed) return c.json(placed, 409);
      const code = placed.paymentFailed ? 'order_payment_start_failed' : 'order_placed';
      return c.json(
        {
          message: message(code, c.var.locale),
          data: placed.order,
          ...(placed.paymentUrl ? { payment_url: placed.paymentUrl } : {}),
        },
        201,
      );
    })
    .openapi(listRoute, async (c) => {
      const result = await listOrders(db, options, requireUser(c).id, c.var.locale, paging(c.req.valid('query')));
      c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    })
    .openapi(getRoute, async (c) => {
      const data = await getOrder(db, options, requireUser(c).id, c.req.valid('param').id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(reorderRoute, async (c) => {
      const user = requireUser(c);
      const result = await reorder(db, { ...shopperOf(c), user }, c.req.valid('param').id);
      const code = result.added.length ? 'reorder_done' : 'reorder_nothing_available';
      return c.json({ message: message(code, c.var.locale), ...result }, 200);
    })
    .openapi(repaymentRoute, async (c) =>
      started(c, await repayOrder(db, options, requireUser(c).id, c.req.valid('param').id)),
    )
    .openapi(byKeyRoute, async (c) => {
      const data = await getOrderByPaymentKey(db, options, c.req.valid('query').payment_key, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(slashAlias(byKeyRoute), async (c) => {
      const data = await getOrderByPaymentKey(db, options, c.req.valid('query').payment_key, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(reopenRoute, async (c) =>
      started(c, await repayOrderByPaymentKey(db, options, bodyOf(c, paymentKeySchema).payment_key)),
    )
    .openapi(switchRoute, async (c) => {
      const { payment_key, payment_method_id } = bodyOf(c, paymentSwitchSchema);
      const data = await switchOrderPaymentByPaymentKey(db, options, payment_key, payment_method_id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ message: message('payment_method_changed', c.var.locale), data }, 200);
    })
    .openapi(refillRoute, async (c) => {
      // A guest's cart hangs on a stored session: the first thing added is what creates it.
      if (!c.var.user) await sessions.persist(c);
      const result = await reorderByPaymentKey(db, shopperOf(c), bodyOf(c, paymentKeySchema).payment_key);
      const code = result.added.length ? 'reorder_done' : 'reorder_nothing_available';
      return c.json({ message: message(code, c.var.locale), ...result }, 200);
    });
}
