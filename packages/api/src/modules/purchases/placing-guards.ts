import type { Context, MiddlewareHandler } from 'hono';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { clientIp, rateLimits } from '../../lib/rate-limit';
import { purchaseOptionsOf } from './purchase-options';

/** The reCAPTCHA action of placing an order or enrolment (the storefront asks for a token of it). */
export const CHECKOUT_CAPTCHA_ACTION = 'checkout';

const visitorKey = (c: Context<AppEnv>) => c.var.user?.id.toString() ?? c.var.session?.id ?? clientIp(c);

/**
 * Placing orders and enrolments is rate-limited per visitor (account, else session, else
 * address) and per address (DESIGN §8): every placement holds seats, coupon uses or stock of
 * someone's attention, so a script must not place them by the hundred.
 */
export function placingLimits(options: ApiOptions): MiddlewareHandler<AppEnv>[] {
  const { placeLimit, placeIpLimit, placeWindowMinutes } = purchaseOptionsOf(options);
  const windowMs = placeWindowMinutes * 60_000;
  const { db } = options.database;
  // Both counters in one statement; the address's is checked first, and refusing stops the visitor's.
  return [
    rateLimits(db, [
      { rule: { name: 'place-ip', limit: placeIpLimit, windowMs } },
      { rule: { name: 'place', limit: placeLimit, windowMs }, key: visitorKey },
    ]),
  ];
}

/** The captcha of the final step, like the other public forms: 422 captcha_failed when it fails. */
export async function requireCheckoutCaptcha(options: ApiOptions, c: Context<AppEnv>, token: string | undefined) {
  if (!(await options.captcha.verify(token, CHECKOUT_CAPTCHA_ACTION, clientIp(c)))) {
    throw new AppError(422, 'captcha_failed', { captcha_token: ['captcha_failed'] });
  }
}
