import { parsePath } from '@vag/domain';
import { type AppLoadContext, data } from 'react-router';
import { applyCoupon, removeCoupon } from '../../api-client/cart';
import { serverSubmit } from '../../api-client/submit.server';
import type { CouponResult } from '../../components/checkout/CouponBox';
import { checkoutCookie, readCheckoutState } from '../../lib/checkout-state.server';

/** Whether a post is the coupon form's (the cart's and step 3's share it). */
export function isCouponIntent(intent: FormDataEntryValue | null): intent is 'add-coupon' | 'remove-coupon' {
  return intent === 'add-coupon' || intent === 'remove-coupon';
}

/**
 * Adds or removes a coupon (spec §7): a guest's coupon counts the e-mail posted with the code
 * (remembered for step 1), a signed-in shopper's the account's (the API knows it).
 */
export async function couponAction(request: Request, context: AppLoadContext, form: FormData) {
  const intent = form.get('intent');
  const state = readCheckoutState(request);
  const locale = parsePath(new URL(request.url).pathname).locale;
  const token = String(form.get('_token') ?? '');
  const couponCode = String(form.get('coupon_code') ?? '').trim();
  // Only a guest's form has the e-mail field.
  const email = form.has('email') ? String(form.get('email') ?? '').trim() : undefined;
  const submit = serverSubmit(request, context);
  const result =
    intent === 'add-coupon'
      ? await applyCoupon(submit, context.site.key, locale, { _token: token, coupon_code: couponCode, email })
      : await removeCoupon(submit, context.site.key, locale, { _token: token, coupon_code: couponCode });
  const headers = new Headers(result.headers);
  if (intent === 'add-coupon' && email) {
    state.fields.email = email;
    headers.append('set-cookie', checkoutCookie(request, state));
  }
  const answer: CouponResult = {
    coupon: true,
    ok: result.ok,
    message: result.body.message ?? '',
    errors: (result.body.errors as Record<string, string[]> | undefined) ?? {},
    ...(intent === 'add-coupon' && email !== undefined ? { email } : {}),
  };
  return data(answer, { status: result.ok ? 200 : result.status, headers });
}
