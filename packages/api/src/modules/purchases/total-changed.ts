import { type CheckoutInput, formatHuf, HostId, type TotalChanged } from '@vag/domain';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import { type MessageCode, message } from '../../lib/messages';
import { academyCartView, shopCartView } from '../cart/cart.view';
import type { TotalChangedError } from './purchase-checkout';

/**
 * The 409 of a total that changed before an order or enrolment was placed: the cart priced
 * now with the shopper's choices, the old and new total and why, so that the final step can
 * show the change and ask again (nothing was placed).
 */
export async function totalChangedBody(
  db: Db,
  c: Context<AppEnv>,
  error: TotalChangedError,
  input: CheckoutInput,
): Promise<TotalChanged> {
  const { locale } = c.var;
  const viewInput = {
    who: { hostId: c.var.hostId, sessionId: c.var.session?.id ?? null, userId: c.var.user?.id ?? null },
    user: c.var.user,
    locale,
    deliveryMethodId: input.delivery_method_id ?? undefined,
    paymentMethodId: input.payment_method_id,
    usingMarketingCredit: input.using_marketing_credit,
    usingGlobalCredit: input.using_global_credit,
    guestCodes: error.guestCodes,
  };
  const cart = c.var.hostId === HostId.shop ? await shopCartView(db, viewInput) : await academyCartView(db, viewInput);
  const total = cart.meta.total_with_tax;
  const reasons = [...cart.data.cartCoupons, ...(cart.data.guestCode ? [cart.data.guestCode] : [])].flatMap((code) =>
    code.reason_message ? [`${code.code}: ${code.reason_message}`] : [],
  );
  if (error.usedUp === 'insufficient_balance') reasons.push(message(error.usedUp as MessageCode, locale));
  if (reasons.length === 0) reasons.push(message('order_total_changed_prices', locale));
  return {
    message: message('order_total_changed', locale)
      .replace('{old}', formatHuf(error.expected))
      .replace('{new}', formatHuf(total)),
    code: 'order_total_changed',
    expected_total: error.expected,
    total,
    reasons,
    cart,
  };
}
