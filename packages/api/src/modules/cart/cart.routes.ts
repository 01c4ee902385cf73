import { createRoute } from '@hono/zod-openapi';
import {
  academyCartChangeSchema,
  academyCartSchema,
  addCouponSchema,
  COUPON_ATTEMPT_LIMIT,
  COUPON_ATTEMPT_WINDOW_MINUTES,
  cartMessageSchema,
  cartQuerySchema,
  errorBodySchema,
  HostId,
  removeCouponSchema,
  shopCartChangeSchema,
  shopCartSchema,
} from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { type MessageCode, message } from '../../lib/messages';
import { clientIp, type RateLimitRule, rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { sessionsOf } from '../../lib/session';
import { onlyOn } from '../../lib/site-guard';
import { WordedError } from './cart.errors';
import {
  addCoupon,
  addProduct,
  addTrainingDate,
  reduceLine,
  removeCoupon,
  type Shopper,
  type Visitor,
} from './cart.service';
import { academyCartView, type CartViewInput, shopCartView } from './cart.view';

/** Spec §7 "Cart": one path per site; the other site's host answers 404 (DESIGN §7). */
const SHOP_CART = '/api/v1/user-cart';
const ACADEMY_CART = '/api/v1/academy-cart';

const windowMs = COUPON_ATTEMPT_WINDOW_MINUTES * 60_000;
/** DESIGN §8: coupon codes must not be guessable by trying; per visitor and per address. */
const COUPON_LIMIT: RateLimitRule = { name: 'coupon', limit: COUPON_ATTEMPT_LIMIT, windowMs };
const COUPON_IP_LIMIT: RateLimitRule = { name: 'coupon-ip', limit: COUPON_ATTEMPT_LIMIT * 5, windowMs };
const visitorKey = (c: Context<AppEnv>) => c.var.session?.id ?? clientIp(c);

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });
const done = { description: 'Done', content: { 'application/json': { schema: cartMessageSchema } } };

const academyReduceSchema = academyCartChangeSchema.partial({ training_location_type_id: true });

function siteRoutes(path: string, hostId: HostId, couponLimits: MiddlewareHandler<AppEnv>[]) {
  const site = onlyOn(hostId);
  const isShop = hostId === HostId.shop;
  const changeSchema = isShop ? shopCartChangeSchema : academyCartChangeSchema;
  const reduceSchema = isShop ? shopCartChangeSchema : academyReduceSchema;
  const tags = ['Cart'];
  const view = createRoute({
    method: 'get',
    path,
    tags,
    summary: isShop
      ? 'The shop cart priced on the server: items, coupons, fees, subtractions, gifts, totals'
      : 'The academy cart priced on the server (delivery method 5 by default)',
    middleware: [site] as const,
    request: { query: cartQuerySchema.extend({ locale_id: localeIdParam }) },
    responses: {
      200: {
        description: 'The cart',
        content: { 'application/json': { schema: isShop ? shopCartSchema : academyCartSchema } },
      },
      ...pick(404, 422),
    },
  });
  const change = (action: 'add' | 'remove' | 'decrease') =>
    createRoute({
      method: 'post',
      path: `${path}/${action}`,
      tags,
      summary: {
        add: isShop
          ? 'Adds `count` (default 1) of a product; professionals-only products need role 2 or 3 (403)'
          : 'Adds `count` places on a training date of the given location type; classroom dates up to their free places',
        remove: 'Removes the line',
        decrease: 'Takes `count` (default 1) off the line; at zero the line goes',
      }[action],
      middleware: [site, limitBody(FORM_BODY_LIMIT)] as const,
      request: { body: jsonOrForm(action === 'add' ? changeSchema : reduceSchema) },
      responses: { 200: done, 403: error('Not for this role'), ...pick(404, 419, 422) },
    });
  const coupon = (action: 'add-coupon' | 'remove-coupon') => {
    const middleware: MiddlewareHandler<AppEnv>[] = [site, limitBody(FORM_BODY_LIMIT)];
    if (action === 'add-coupon') {
      return createRoute({
        method: 'post',
        path: `${path}/${action}`,
        tags,
        summary: 'Puts a coupon on the cart (code case-insensitive; the buyer’s e-mail is required)',
        middleware: [...middleware, ...couponLimits] as const,
        request: { body: jsonOrForm(addCouponSchema) },
        responses: { 200: done, ...pick(404, 419, 422, 429) },
      });
    }
    return createRoute({
      method: 'post',
      path: `${path}/${action}`,
      tags,
      summary: 'Takes a coupon off the cart',
      middleware,
      request: { body: jsonOrForm(removeCouponSchema) },
      responses: { 200: done, ...pick(404, 419, 422) },
    });
  };
  return { view, change, coupon };
}

const visitorOf = (c: Context<AppEnv>): Visitor => ({
  hostId: c.var.hostId,
  sessionId: c.var.session?.id ?? null,
  userId: c.var.user?.id ?? null,
});
const shopperOf = (c: Context<AppEnv>): Shopper => ({
  ...visitorOf(c),
  roleIds: c.var.user?.roleIds ?? [],
  locale: c.var.locale,
});

/** `{ message, code }` with 200, or a worded refusal with its status; other errors go to the app. */
async function answer(c: Context<AppEnv>, code: MessageCode, work: () => Promise<void>) {
  try {
    await work();
  } catch (failure) {
    if (failure instanceof WordedError) {
      return c.json({ message: failure.text(c.var.locale), code: failure.code }, failure.status as 422);
    }
    throw failure;
  }
  return c.json({ message: message(code, c.var.locale), code }, 200);
}

export function cartRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const couponLimits = [rateLimit(db, COUPON_IP_LIMIT), rateLimit(db, COUPON_LIMIT, visitorKey)];
  const router = createRouter();
  for (const [path, hostId] of [
    [SHOP_CART, HostId.shop],
    [ACADEMY_CART, HostId.academy],
  ] as const) {
    const routes = siteRoutes(path, hostId, couponLimits);
    const isShop = hostId === HostId.shop;
    router.openapi(routes.view, async (c) => {
      const query = c.req.valid('query');
      const input: CartViewInput = {
        who: visitorOf(c),
        user: c.var.user,
        locale: c.var.locale,
        deliveryMethodId: query.delivery_method_id,
        paymentMethodId: query.payment_method_id,
        usingMarketingCredit: query.using_marketing_credit,
        usingGlobalCredit: query.using_global_credit,
      };
      c.header('Cache-Control', 'private, no-store');
      const body = isShop ? await shopCartView(db, input) : await academyCartView(db, input);
      return c.json(body, 200);
    });
    router.openapi(routes.change('add'), (c) =>
      answer(c, 'cart_item_added', async () => {
        // A guest's cart hangs on a stored session: the first thing added is what creates it.
        if (!c.var.user) await sessions.persist(c);
        if (isShop) {
          const body = bodyOf(c, shopCartChangeSchema);
          await addProduct(db, shopperOf(c), body.product_id, body.count);
        } else {
          const body = bodyOf(c, academyCartChangeSchema);
          await addTrainingDate(db, shopperOf(c), {
            trainingDateId: body.item_id,
            locationTypeId: body.training_location_type_id,
            count: body.count,
          });
        }
      }),
    );
    for (const action of ['remove', 'decrease'] as const) {
      router.openapi(routes.change(action), (c) =>
        answer(c, action === 'remove' ? 'cart_item_removed' : 'cart_item_decreased', async () => {
          const body = isShop ? bodyOf(c, shopCartChangeSchema) : bodyOf(c, academyReduceSchema);
          const ref = 'product_id' in body ? { productId: body.product_id } : { trainingDateId: body.item_id };
          await reduceLine(db, visitorOf(c), ref, action === 'remove' ? 'all' : body.count);
        }),
      );
    }
    router.openapi(routes.coupon('add-coupon'), (c) =>
      answer(c, 'coupon_added', async () => {
        const body = bodyOf(c, addCouponSchema);
        await addCoupon(db, shopperOf(c), body.coupon_code, body.email, async () => {
          await sessions.persist(c);
          return shopperOf(c);
        });
      }),
    );
    router.openapi(routes.coupon('remove-coupon'), (c) =>
      answer(c, 'coupon_removed', async () => {
        await removeCoupon(db, visitorOf(c), bodyOf(c, removeCouponSchema).coupon_code);
      }),
    );
  }
  return router;
}
