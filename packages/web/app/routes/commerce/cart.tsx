import { localizePath, parsePath } from '@vag/domain';
import { data, Form, Link, redirect, useFetcher } from 'react-router';
import { applyCoupon, removeCoupon } from '../../api-client/cart';
import { serverSubmit } from '../../api-client/submit.server';
import { CsrfField } from '../../components/CsrfField';
import { CartLines, CartTotals } from '../../components/checkout/CartSummary';
import { toMiniCart } from '../../lib/cart-mini';
import { deliveryPending } from '../../lib/cart-pricing';
import { checkoutCookie, readCheckoutState } from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import { currentUser, stateChoices, visitorCart } from '../../lib/visitor.server';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/cart';
import { type ReorderNotice, readReorderNotice } from './reorder-notice.server';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'commerce.cartPage.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const [siteCart, user] = await Promise.all([visitorCart(request, context, locale), currentUser(request, context)]);
  const state = readCheckoutState(request);
  return {
    cart: siteCart && siteCart.cart.data.items.length > 0 ? toMiniCart(siteCart) : null,
    meta: siteCart?.cart.meta ?? null,
    coupons: siteCart?.cart.data.cartCoupons ?? [],
    userEmail: user?.email ?? null,
    // A guest's coupon e-mail is remembered for the checkout's step 1.
    guestEmail: state.fields.email ?? '',
    credits: { marketing: state.usingMarketingCredit, global: state.usingGlobalCredit },
    feesPending: deliveryPending(context.site.key, stateChoices(state)),
    reorder: readReorderNotice(request),
  };
}

interface CartPageResult {
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  /** A guest's coupon e-mail as posted: without JavaScript the page is rendered anew, and the loader still reads the old cookie. */
  email?: string;
}

/**
 * The cart page's own forms: coupon add and remove (spec §7, the buyer's e-mail required) and
 * the balance credits (kept with the checkout's state, sent with the order).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  const state = readCheckoutState(request);
  const locale = parsePath(new URL(request.url).pathname).locale;
  if (intent === 'credits') {
    state.usingMarketingCredit = form.get('using_marketing_credit') === '1';
    state.usingGlobalCredit = form.get('using_global_credit') === '1';
    throw redirect(localizePath('/cart', locale), { headers: { 'set-cookie': checkoutCookie(request, state) } });
  }
  if (intent !== 'add-coupon' && intent !== 'remove-coupon') throw data({ message: 'Bad request' }, { status: 400 });
  const token = String(form.get('_token') ?? '');
  const couponCode = String(form.get('coupon_code') ?? '').trim();
  // Only a guest's form has the e-mail field: a signed-in shopper's coupon counts the account's (the API knows it).
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
  const answer: CartPageResult = {
    ok: result.ok,
    message: result.body.message ?? '',
    errors: (result.body.errors as Record<string, string[]> | undefined) ?? {},
    ...(intent === 'add-coupon' && email !== undefined ? { email } : {}),
  };
  return data(answer, { status: result.ok ? 200 : result.status, headers });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { cart, meta } = loaderData;
  return (
    <div className="container cart-page">
      <h1>{t('commerce.cartPage.title')}</h1>
      {loaderData.reorder && <ReorderNoticeBox notice={loaderData.reorder} />}
      {!cart || !meta ? (
        <div className="cart-empty">
          <p>{t('commerce.miniCart.empty')}</p>
          <Link className="button button--primary" to={localizePath('/', locale)}>
            {t('commerce.popup.continue')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <section aria-label={t('commerce.cartPage.items')}>
            <CartLines cart={cart} editable />
          </section>
          <aside className="cart-page__side">
            <CouponBox
              coupons={loaderData.coupons}
              userEmail={loaderData.userEmail}
              guestEmail={loaderData.guestEmail}
              result={actionData}
            />
            {(meta.available_credits.marketing !== null || meta.available_credits.global !== null) && (
              <CreditsForm available={meta.available_credits} chosen={loaderData.credits} />
            )}
            <CartTotals meta={meta} showFees feesPending={loaderData.feesPending ? 'feeAtCheckout' : undefined} />
            <Link className="button button--primary cart-page__checkout" to={localizePath('/checkout/step1', locale)}>
              {t('commerce.cartPage.toCheckout')}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}

/** After a reorder (spec §7): what went into the cart, and which lines did not and why. */
function ReorderNoticeBox({ notice }: { notice: ReorderNotice }) {
  const t = useT();
  return (
    <div className="form-notice form-notice--success" role="status">
      <p>{notice.message || t('commerce.cartPage.reordered')}</p>
      {notice.notAdded.length > 0 && (
        <>
          <p>{t('commerce.cartPage.reorderNotAdded')}</p>
          <ul>
            {notice.notAdded.map((line) => (
              <li key={line.name}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function CouponBox({
  coupons,
  userEmail,
  guestEmail,
  result,
}: {
  coupons: Route.ComponentProps['loaderData']['coupons'];
  userEmail: string | null;
  guestEmail: string;
  result: CartPageResult | undefined;
}) {
  const t = useT();
  const fetcher = useFetcher<CartPageResult>();
  const shown = fetcher.data ?? result;
  const errors = shown?.errors ?? {};
  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <section className="coupon-box" aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t('commerce.coupon.title')}</h2>
      {coupons.length > 0 && (
        <ul className="coupon-box__list">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <span>
                <strong>{coupon.code}</strong> {coupon.name}
                {coupon.reason_message && <span className="muted"> — {coupon.reason_message}</span>}
              </span>
              <fetcher.Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="remove-coupon" />
                <input type="hidden" name="coupon_code" value={coupon.code} />
                <button type="submit" className="link-button">
                  {t('commerce.coupon.remove')}
                  <span className="visually-hidden"> {coupon.code}</span>
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" className="coupon-box__form">
        <CsrfField />
        <input type="hidden" name="intent" value="add-coupon" />
        {userEmail === null && (
          <div className={`field${fieldError('email') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="coupon-email">
              {t('commerce.coupon.email')}
            </label>
            <input
              id="coupon-email"
              className="field__input"
              type="email"
              name="email"
              autoComplete="email"
              defaultValue={shown?.email ?? guestEmail}
              required
              aria-invalid={fieldError('email') ? true : undefined}
              aria-describedby={fieldError('email') ? 'coupon-email-error' : undefined}
            />
            {fieldError('email') && (
              <p id="coupon-email-error" className="field__error">
                {fieldError('email')}
              </p>
            )}
          </div>
        )}
        <div className={`field${fieldError('coupon_code') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="coupon-code">
            {t('commerce.coupon.code')}
          </label>
          <input
            id="coupon-code"
            className="field__input"
            name="coupon_code"
            required
            autoComplete="off"
            aria-invalid={fieldError('coupon_code') ? true : undefined}
            aria-describedby={fieldError('coupon_code') ? 'coupon-code-error' : undefined}
          />
          {fieldError('coupon_code') && (
            <p id="coupon-code-error" className="field__error">
              {fieldError('coupon_code')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--secondary" aria-busy={fetcher.state !== 'idle' || undefined}>
          {t('commerce.coupon.apply')}
        </button>
        {shown?.message && (
          <p className={shown.ok ? 'form-notice form-notice--success' : 'form-notice form-notice--error'} role="status">
            {shown.message}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}

function CreditsForm({
  available,
  chosen,
}: {
  available: { marketing: number | null; global: number | null };
  chosen: { marketing: boolean; global: boolean };
}) {
  const t = useT();
  return (
    <Form method="post" className="credits-form">
      <CsrfField />
      <input type="hidden" name="intent" value="credits" />
      <fieldset>
        <legend>{t('commerce.credits.title')}</legend>
        {available.marketing !== null && (
          <label className="field field--checkbox">
            <input type="checkbox" name="using_marketing_credit" value="1" defaultChecked={chosen.marketing} />
            {t('commerce.credits.marketing')}
          </label>
        )}
        {available.global !== null && (
          <label className="field field--checkbox">
            <input type="checkbox" name="using_global_credit" value="1" defaultChecked={chosen.global} />
            {t('commerce.credits.global')}
          </label>
        )}
        <button type="submit" className="button button--secondary">
          {t('commerce.credits.apply')}
        </button>
      </fieldset>
    </Form>
  );
}
