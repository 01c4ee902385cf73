import { createRoute } from '@hono/zod-openapi';
import {
  addCouponSchema,
  COUPON_ATTEMPT_LIMIT,
  COUPON_ATTEMPT_WINDOW_MINUTES,
  type HostId,
  removeCouponSchema,
} from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { clientIp, type RateLimitRule, rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { sessionsOf } from '../../lib/session';
import { onlyOn } from '../../lib/site-guard';
import { answerWith, CART_PATHS, cartDone, shopperOf, visitorOf } from '../cart/cart.http';
import { guestCodeTermsOf } from '../referrals/referrals.service';
import { addCoupon, removeCoupon } from './coupons.service';

/** Spec §7 "Cart": POST {cart}/add-coupon (email, coupon_code) and {cart}/remove-coupon (coupon_code). */

const windowMs = COUPON_ATTEMPT_WINDOW_MINUTES * 60_000;
/** DESIGN §8: coupon codes must not be guessable by trying; per visitor and per address. */
const COUPON_LIMIT: RateLimitRule = { name: 'coupon', limit: COUPON_ATTEMPT_LIMIT, windowMs };
const COUPON_IP_LIMIT: RateLimitRule = { name: 'coupon-ip', limit: COUPON_ATTEMPT_LIMIT * 5, windowMs };
const visitorKey = (c: Context<AppEnv>) => c.var.session?.id ?? clientIp(c);

function siteRoutes(path: string, hostId: HostId, couponLimits: MiddlewareHandler<AppEnv>[]) {
  const middleware: MiddlewareHandler<AppEnv>[] = [onlyOn(hostId), limitBody(FORM_BODY_LIMIT)];
  const tags = ['Cart'];
  const add = createRoute({
    method: 'post',
    path: `${path}/add-coupon`,
    tags,
    summary:
      'Puts a coupon, or a beautician’s guest code, on the cart (code case-insensitive; a guest gives the buyer’s e-mail, a user’s is the account’s)',
    middleware: [...middleware, ...couponLimits] as const,
    request: { body: jsonOrForm(addCouponSchema) },
    responses: { 200: cartDone, ...pick(404, 419, 422, 429) },
  });
  const remove = createRoute({
    method: 'post',
    path: `${path}/remove-coupon`,
    tags,
    summary: 'Takes a coupon, or the guest code, off the cart',
    middleware,
    request: { body: jsonOrForm(removeCouponSchema) },
    responses: { 200: cartDone, ...pick(404, 419, 422) },
  });
  return { add, remove };
}

export function couponRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const couponLimits = [rateLimit(db, COUPON_IP_LIMIT), rateLimit(db, COUPON_LIMIT, visitorKey)];
  const guestCodes = guestCodeTermsOf(options);
  const router = createRouter();
  for (const [path, hostId] of CART_PATHS) {
    const routes = siteRoutes(path, hostId, couponLimits);
    router.openapi(routes.add, (c) =>
      answerWith(c, async () => {
        const body = bodyOf(c, addCouponSchema);
        // A user's coupon counts against the account's address; a guest names the one of the checkout.
        const email = c.var.user?.email ?? body.email;
        if (!email) throw fieldError('email', 'required');
        return addCoupon(db, shopperOf(c), { code: body.coupon_code, email, guestCodes }, async () => {
          await sessions.persist(c);
          return shopperOf(c);
        });
      }),
    );
    router.openapi(routes.remove, (c) =>
      answerWith(c, () => removeCoupon(db, visitorOf(c), bodyOf(c, removeCouponSchema).coupon_code)),
    );
  }
  return router;
}
