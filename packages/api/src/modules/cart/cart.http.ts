import { cartMessageSchema, HostId } from '@vag/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { type MessageCode, message } from '../../lib/messages';
import { WordedError } from './cart.errors';
import type { Shopper, Visitor } from './cart.service';

/*
 * What the routes on a cart's paths share: the cart and the coupon routes (`coupons.routes.ts`)
 * answer on the same paths, for the same visitor, in the same shape.
 */

/** Spec §7 "Cart": one path per site; the other site's host answers 404 (DESIGN §7). */
export const CART_PATHS = [
  ['/api/v1/user-cart', HostId.shop],
  ['/api/v1/academy-cart', HostId.academy],
] as const;

/** A cart change's answer: `{ message, code }`. */
export const cartDone = { description: 'Done', content: { 'application/json': { schema: cartMessageSchema } } };

export const visitorOf = (c: Context<AppEnv>): Visitor => ({
  hostId: c.var.hostId,
  sessionId: c.var.session?.id ?? null,
  userId: c.var.user?.id ?? null,
});

export const shopperOf = (c: Context<AppEnv>): Shopper => ({
  ...visitorOf(c),
  roleIds: c.var.user?.roleIds ?? [],
  locale: c.var.locale,
});

/** `{ message, code }` with 200, or a worded refusal with its status; other errors go to the app. */
export function answer(c: Context<AppEnv>, code: MessageCode, work: () => Promise<void>) {
  return answerWith(c, async () => {
    await work();
    return code;
  });
}

/** `answer` for a change whose success says what it did (a coupon or a guest code added). */
export async function answerWith(c: Context<AppEnv>, work: () => Promise<MessageCode>) {
  let code: MessageCode;
  try {
    code = await work();
  } catch (failure) {
    if (failure instanceof WordedError) {
      return c.json({ message: failure.text(c.var.locale), code: failure.code }, failure.status as 422);
    }
    throw failure;
  }
  return c.json({ message: message(code, c.var.locale), code }, 200);
}
