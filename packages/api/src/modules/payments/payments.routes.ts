import { createRoute, z } from '@hono/zod-openapi';
import { backFromPaymentSchema, DEFAULT_LOCALE, messageBodySchema, paymentReturnResult } from '@vag/domain';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { slashAlias } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { applyProviderState, configurePayments, PAYMENT_CALLBACK_PATH } from './payments.service';
import { simulatorRoutes } from './payments.simulator-routes';

/** Barion retries a callback until it gets 200; a flood from elsewhere stops here. */
export const PAYMENT_CALLBACK_LIMIT = { name: 'payment-callback', limit: 120, windowMs: 60_000 };
export const PAYMENT_RETURN_LIMIT = { name: 'payment-return', limit: 60, windowMs: 60_000 };

const providerPaymentId = z.string().trim().min(1).max(100);
const callbackSchema = z.object({ paymentId: providerPaymentId });

const callbackRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: PAYMENT_CALLBACK_PATH,
    tags: ['Orders and payment'],
    summary: 'Payment provider notification (Barion callback): form or JSON `paymentId`',
    description:
      'Server to server, without session or CSRF token. The body is only a hint: the state is pulled ' +
      'from the provider and applied idempotently. Unknown payment ids answer 200 as well, so the ' +
      'provider stops retrying; 502 when the provider cannot be asked (it retries later).',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, PAYMENT_CALLBACK_LIMIT)] as const,
    request: { body: jsonOrForm(callbackSchema) },
    responses: {
      200: { description: 'Received', content: { 'application/json': { schema: messageBodySchema } } },
      ...pick(422, 429),
    },
  });

const returnQuery = z.object({
  host_id: hostIdParam,
  locale_id: localeIdParam,
  payment_key: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'payment_key', in: 'query' }, description: 'The order’s or enrolment’s key, echoed.' }),
  paymentId: providerPaymentId.openapi({
    param: { name: 'paymentId', in: 'query' },
    description: 'The provider’s payment id the gateway appended to the return URL.',
  }),
});

const backFromPaymentRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/api/v1/barion-payment/back-from-payment/',
    tags: ['Orders and payment'],
    summary: 'The payment return page: pulls and applies the provider’s state, says which page to show',
    description:
      '`result` is `success` (paid), `pending` (show the order and poll it) or `cancel` (failed, ' +
      'cancelled or expired: offer to pay again). 404 for a payment id we never started.',
    middleware: [rateLimit(options.database.db, PAYMENT_RETURN_LIMIT)] as const,
    request: { query: returnQuery },
    responses: {
      200: { description: 'The attempt’s state', content: { 'application/json': { schema: backFromPaymentSchema } } },
      ...pick(404, 422, 429),
    },
  });

export function paymentRoutes(options: ApiOptions) {
  configurePayments(options.payments, options.logger);
  const { db } = options.database;
  const router = createRouter();

  router.openapi(callbackRoute(options), async (c) => {
    const { paymentId } = bodyOf(c, callbackSchema);
    const applied = await applyProviderState(db, { providerPaymentId: paymentId });
    if (!applied) options.logger.warn({ paymentId, requestId: c.var.requestId }, 'payment callback for unknown id');
    else if (applied.changed) {
      options.logger.info({ paymentId: applied.paymentId, statusId: applied.statusId }, 'payment status changed');
    }
    return c.json({ message: message('payment_callback_received', c.var.locale) }, 200);
  });

  const backFromPayment = async ({ paymentId, payment_key }: z.infer<typeof returnQuery>) => {
    const applied = await applyProviderState(db, { providerPaymentId: paymentId });
    if (!applied) throw new AppError(404, 'payment_not_found');
    return {
      data: {
        payment_status_id: applied.statusId,
        payable_type: applied.payableType,
        payment_key: payment_key ?? null,
        result: paymentReturnResult(applied.statusId),
      },
    };
  };
  for (const route of [backFromPaymentRoute(options), slashAlias(backFromPaymentRoute(options))]) {
    router.openapi(route, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await backFromPayment(c.req.valid('query')), 200);
    });
  }

  // The simulator's gateway posts our callback as Barion would, to this router in-process: Node
  // cannot resolve *.localhost, and the callback address is this same API. The wrapper gives it
  // what the app's middleware would (a locale, an error handler that logs instead of printing).
  let dispatcher: Hono<AppEnv> | undefined;
  const dispatch = (request: Request) => {
    dispatcher ??= new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('locale', DEFAULT_LOCALE);
        await next();
      })
      .route('/', router)
      .onError((error, c) => {
        options.logger.warn({ err: error }, 'in-process payment callback failed');
        const status = (error instanceof AppError ? error.status : 500) as ContentfulStatusCode;
        return c.json({ message: message('server_error', DEFAULT_LOCALE) }, status);
      });
    return Promise.resolve(dispatcher.fetch(request));
  };
  router.route('/', simulatorRoutes(options, dispatch));
  return router;
}
