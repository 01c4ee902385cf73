import { formatHuf, localizePath, parsePath } from '@vag/domain';
import { data, Form, Link, redirect } from 'react-router';
import { CsrfField } from '../../components/CsrfField';
import { CartLines, CartTotals } from '../../components/checkout/CartSummary';
import { CouponBox } from '../../components/checkout/CouponBox';
import { toMiniCart } from '../../lib/cart-mini';
import { deliveryPending } from '../../lib/cart-pricing';
import { checkoutCookie, readCheckoutState } from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import { currentUser, stateChoices, visitorCart } from '../../lib/visitor.server';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/cart';
import { couponAction, isCouponIntent } from './coupon.server';
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
    guestCode: siteCart?.cart.data.guestCode ?? null,
    userEmail: user?.email ?? null,
    // A guest's coupon e-mail is remembered for the checkout's step 1.
    guestEmail: state.fields.email ?? '',
    credits: { marketing: state.usingMarketingCredit, global: state.usingGlobalCredit },
    feesPending: deliveryPending(context.site.key, stateChoices(state)),
    reorder: readReorderNotice(request),
  };
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
  if (!isCouponIntent(intent)) throw data({ message: 'Bad request' }, { status: 400 });
  return couponAction(request, context, form);
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
              guestCode={loaderData.guestCode}
              userEmail={loaderData.userEmail}
              guestEmail={loaderData.guestEmail}
              result={actionData}
            />
            {(meta.available_credits.marketing !== null || meta.available_credits.global !== null) && (
              <CreditsForm available={meta.available_credits} chosen={loaderData.credits} />
            )}
            <CartTotals meta={meta} showFees feesPending={loaderData.feesPending ? 'feeAtCheckout' : undefined} />
            <div className="checkout-bar">
              <p className="checkout-bar__total" aria-hidden="true">
                {t('commerce.totals.total')}: <strong>{formatHuf(meta.total_with_tax)}</strong>
              </p>
              <Link className="button button--primary cart-page__checkout" to={localizePath('/checkout/step1', locale)}>
                {t('commerce.cartPage.toCheckout')}
              </Link>
            </div>
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
