import {
  type AcademySubscription,
  DeliveryMethodId,
  formatDateTime,
  formatHuf,
  localizePath,
  ORDER_POLL_INTERVAL_MS,
  type Order,
  PaymentMethodId,
  PaymentStatusId,
  parsePath,
} from '@vag/domain';
import { useEffect } from 'react';
import { data, Form, Link, redirect, redirectDocument, useNavigation, useRevalidator } from 'react-router';
import {
  backFromPayment,
  getOrderByPaymentKey,
  getSubscriptionByPaymentKey,
  listPaymentMethods,
  repayEnrolmentByPaymentKey,
  repayOrderByPaymentKey,
} from '../../api-client/checkout';
import { ApiError } from '../../api-client/client';
import {
  refillAcademyCartByPaymentKey,
  refillCartByPaymentKey,
  switchPaymentByPaymentKey,
} from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { BankTransferDetails } from '../../components/BankTransferDetails';
import { CsrfField } from '../../components/CsrfField';
import { checkoutWording } from '../../components/checkout/checkout-wording';
import { ParticipantsDue } from '../../components/checkout/ParticipantsDue';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { MessageKey } from '../../i18n/hu';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/payment-return';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'commerce.payment.title');

type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'received';

const OUTCOME_HEADLINE: Record<PaymentOutcome, MessageKey> = {
  paid: 'commerce.payment.paid',
  pending: 'commerce.payment.pending',
  failed: 'commerce.payment.failed',
  cancelled: 'paymentOutcome.cancelled',
  received: 'commerce.payment.received',
};

const OUTCOME_HINT: Record<PaymentOutcome, MessageKey | null> = {
  paid: 'paymentOutcome.paidHint',
  pending: null,
  failed: 'paymentOutcome.failedHint',
  cancelled: 'paymentOutcome.cancelledHint',
  received: null,
};

/** What the page shows of an order or an enrolment: the snapshot taken when it was placed. */
function purchaseView(
  purchase: { kind: 'order'; order: Order } | { kind: 'subscription'; subscription: AcademySubscription },
) {
  if (purchase.kind === 'order') {
    const { order } = purchase;
    return {
      number: order.order_number,
      createdAt: order.created_at,
      email: order.email,
      status: order.paymentStatus,
      paymentMethodId: order.paymentMethod.id,
      paymentMethod: order.paymentMethod.name,
      deliveryMethodId: order.deliveryMethod.id,
      canRepay: order.can_repay,
      bankTransfer: order.bank_transfer,
      missingParticipants: 0,
      items: order.orderItems.map((item) => ({
        key: `item-${item.id}`,
        name: item.item_name_historic,
        detail: null as string | null,
        count: item.count,
        sum: item.item_sum_price_historic,
        isGift: item.is_gift,
      })),
      subTotal: order.historic_sub_total_gross,
      shipping: order.historic_shipping_price_final as number | null,
      paymentFee: order.historic_payment_price_gross,
      subtractions: order.historic_subtractions,
      vat: order.historic_total_vat,
      total: order.historic_total_gross,
    };
  }
  const { subscription } = purchase;
  return {
    number: subscription.subscription_id,
    createdAt: subscription.created_at,
    email: subscription.email,
    status: subscription.paymentStatus,
    paymentMethodId: subscription.paymentMethod.id,
    paymentMethod: subscription.paymentMethod.name,
    deliveryMethodId: DeliveryMethodId.noDelivery as number,
    canRepay: subscription.can_repay,
    bankTransfer: subscription.bank_transfer,
    missingParticipants: subscription.items.reduce((n, item) => n + item.count - item.participants.length, 0),
    items: subscription.items.map((item) => ({
      key: `item-${item.id}`,
      name: item.item_name_historic,
      detail: formatDateTime(item.trainingDate.start_at),
      count: item.count,
      sum: item.item_sum_price_historic,
      isGift: false,
    })),
    subTotal: subscription.historic_sub_total_gross,
    shipping: null,
    paymentFee: subscription.historic_payment_price_gross,
    subtractions: subscription.historic_subtractions,
    vat: subscription.historic_total_vat,
    total: subscription.historic_total_gross,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const paymentKey = url.searchParams.get('payment_key');
  if (!paymentKey) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const paymentId = url.searchParams.get('paymentId');
  // The provider's state first, so the order read next already shows the payment's outcome.
  if (paymentId) await backFromPayment(api, paymentKey, paymentId).catch(ignoreMissing);
  try {
    const view =
      context.site.key === 'shop'
        ? purchaseView({ kind: 'order', order: (await getOrderByPaymentKey(api, paymentKey, locale)).data })
        : purchaseView({
            kind: 'subscription',
            subscription: (await getSubscriptionByPaymentKey(api, paymentKey, locale)).data,
          });
    // A card payment that failed may be replaced by any other method the delivery allows.
    const otherMethods = view.canRepay
      ? (await listPaymentMethods(api, context.site.hostId, locale)).data.filter(
          (method) =>
            method.id !== PaymentMethodId.card && method.allowed_delivery_method_ids.includes(view.deliveryMethodId),
        )
      : [];
    const switched = url.searchParams.get('switched') === '1';
    return { paymentKey, view, otherMethods, switched };
  } catch (error) {
    ignoreMissing(error);
    throw data(null, { status: 404 });
  }
}

function ignoreMissing(error: unknown): null {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
  throw error;
}

/** What a refused action tells the page: its message, and the field it belongs to when there is one. */
type ActionAnswer = { message: string; field?: 'payment_method_id' };

/**
 * "Pay again" (spec §7, status 2 and 5): a new payment of the same order, on the provider's page;
 * or (`intent=cart`, shop) the order's products back in the cart, to change and place it again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const body = { _token: String(form.get('_token') ?? ''), payment_key: String(form.get('payment_key') ?? '') };
  const submit = serverSubmit(request, context);
  if (form.get('intent') === 'method') {
    const switched = await switchPaymentByPaymentKey(submit, locale, context.site.key, {
      ...body,
      payment_method_id: String(form.get('payment_method_id') ?? ''),
    });
    if (switched.ok) {
      const here = new URL(request.url);
      const query = new URLSearchParams({ payment_key: body.payment_key, switched: '1' });
      return redirect(`${here.pathname}?${query}`, { headers: switched.headers });
    }
    const fieldError = switched.body.errors?.payment_method_id?.[0];
    return data<ActionAnswer>(
      fieldError ? { message: fieldError, field: 'payment_method_id' } : { message: switched.body.message ?? '' },
      { status: switched.status, headers: switched.headers },
    );
  }
  if (form.get('intent') === 'cart') {
    const refilled =
      context.site.key === 'shop'
        ? await refillCartByPaymentKey(submit, locale, body)
        : await refillAcademyCartByPaymentKey(submit, locale, body);
    if (refilled.ok) return redirect(localizePath('/cart', locale), { headers: refilled.headers });
    return data<ActionAnswer>(
      { message: refilled.body.message ?? '' },
      { status: refilled.status, headers: refilled.headers },
    );
  }
  const result =
    context.site.key === 'shop'
      ? await repayOrderByPaymentKey(submit, locale, body)
      : await repayEnrolmentByPaymentKey(submit, locale, body);
  if (result.ok && result.body.success && result.body.payment_url) {
    return redirectDocument(result.body.payment_url, { headers: result.headers });
  }
  return data<ActionAnswer>(
    { message: result.body.message ?? '' },
    { status: result.ok ? 409 : result.status, headers: result.headers },
  );
}

export default function PaymentReturn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const signedIn = useVisitor().data.user !== null;
  const site = useSiteKey();
  const academy = site === 'academy';
  const { view, paymentKey, otherMethods, switched } = loaderData;
  // Only a card payment waits for the provider; a bank transfer or cash stays pending until the
  // shop records the money, so its page thanks for the order instead of polling (spec §7).
  const pending = view.status.id === PaymentStatusId.pending && view.paymentMethodId === PaymentMethodId.card;
  const awaitingTransfer =
    view.status.id === PaymentStatusId.pending && view.paymentMethodId === PaymentMethodId.bankTransfer;

  // Spec §7: a pending payment is read again every few seconds until the provider decides.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, ORDER_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);

  // The outcome is the payment status the API answers (never the return URL): failed (2) and
  // cancelled or expired (5) each say what happened, and both can be paid again.
  const outcome: PaymentOutcome =
    view.status.id === PaymentStatusId.paid
      ? 'paid'
      : pending
        ? 'pending'
        : view.status.id === PaymentStatusId.cancelled
          ? 'cancelled'
          : view.status.id === PaymentStatusId.failed || view.canRepay
            ? 'failed'
            : 'received';
  const headline = t(OUTCOME_HEADLINE[outcome]);
  const outcomeHint = OUTCOME_HINT[outcome];
  return (
    <div className="container payment-page" data-outcome={outcome}>
      <h1>{headline}</h1>
      <p role="status" aria-live="polite" className="payment-page__status">
        {t('commerce.payment.number')}: <strong>{view.number}</strong> · {t('commerce.payment.status')}:{' '}
        <strong>{view.status.name}</strong>
      </p>
      {switched && (
        <p className="form-notice form-notice--success" role="status">
          {t('paymentOutcome.switched')}
        </p>
      )}
      {outcomeHint && <p className="payment-page__outcome">{t(outcomeHint)}</p>}
      {pending && <p className="muted">{t('commerce.payment.pendingHint')}</p>}
      {awaitingTransfer && <p className="muted">{t(checkoutWording(site).transferNote)}</p>}
      {view.bankTransfer && <BankTransferDetails transfer={view.bankTransfer} />}
      <ParticipantsDue paymentKey={paymentKey} count={view.missingParticipants} />
      {actionData?.message && !actionData.field && (
        <p className="form-notice form-notice--error" role="alert">
          {actionData.message}
        </p>
      )}
      {view.canRepay && (
        <Form method="post" className="payment-page__repay">
          <CsrfField />
          <input type="hidden" name="payment_key" value={paymentKey} />
          <SubmitButton busy={navigation.state !== 'idle'}>{t('commerce.payment.payAgain')}</SubmitButton>
        </Form>
      )}
      {view.canRepay && (
        <Form method="post" className="payment-page__repay">
          <CsrfField />
          <input type="hidden" name="payment_key" value={paymentKey} />
          <SubmitButton busy={navigation.state !== 'idle'} variant="secondary" name="intent" value="cart">
            {t(academy ? 'paymentOutcome.backToTrainingCart' : 'paymentOutcome.backToCart')}
          </SubmitButton>
        </Form>
      )}
      {view.canRepay && otherMethods.length > 0 && (
        <Form method="post" className="payment-page__switch" aria-labelledby="payment-switch">
          <h2 id="payment-switch">{t('paymentOutcome.switchTitle')}</h2>
          <CsrfField />
          <input type="hidden" name="payment_key" value={paymentKey} />
          <fieldset
            className="account-fieldset choice-list"
            aria-describedby={actionData?.field ? 'payment-switch-error' : undefined}
          >
            <legend className="visually-hidden">{t('paymentOutcome.switchTitle')}</legend>
            {otherMethods.map((method, index) => (
              <label key={method.id} className="choice">
                <input
                  type="radio"
                  name="payment_method_id"
                  value={method.id}
                  defaultChecked={index === 0}
                  aria-invalid={actionData?.field ? true : undefined}
                />
                <span>
                  <strong>{method.name}</strong> ·{' '}
                  {method.extra_cost > 0 ? `+${formatHuf(method.extra_cost)}` : t('paymentOutcome.noFee')}
                  {method.description && <span className="muted choice__description">{method.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {actionData?.field && (
            <p id="payment-switch-error" className="field__error" role="alert">
              {actionData.message}
            </p>
          )}
          <SubmitButton busy={navigation.state !== 'idle'} variant="secondary" name="intent" value="method">
            {t('paymentOutcome.switchSubmit')}
          </SubmitButton>
        </Form>
      )}
      <div className="checkout-page__layout">
        <section aria-labelledby="payment-items">
          <h2 id="payment-items">{t('commerce.cartPage.items')}</h2>
          <ul className="payment-page__items">
            {view.items.map((item) => (
              <li key={item.key}>
                <span>
                  {item.name}
                  {item.detail && <span className="muted"> · {item.detail}</span>}
                  {item.isGift && <span className="cart-line__badge">{t('commerce.miniCart.gift')}</span>}
                </span>
                <span>× {item.count}</span>
                <span>{formatHuf(item.sum)}</span>
              </li>
            ))}
          </ul>
        </section>
        <aside className="checkout-page__side">
          <dl className="cart-totals">
            <div>
              <dt>{t('commerce.totals.subtotal')}</dt>
              <dd>{formatHuf(view.subTotal)}</dd>
            </div>
            {view.shipping !== null && (
              <div>
                <dt>{t('commerce.totals.delivery')}</dt>
                <dd>{formatHuf(view.shipping)}</dd>
              </div>
            )}
            <div>
              <dt>
                {t('commerce.totals.paymentFee')} ({view.paymentMethod})
              </dt>
              <dd>{formatHuf(view.paymentFee)}</dd>
            </div>
            {view.subtractions.map((subtraction) => (
              <div key={`${subtraction.kind}-${subtraction.name}`}>
                <dt>{subtraction.name}</dt>
                <dd>−{formatHuf(subtraction.amount)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('commerce.totals.vat')}</dt>
              <dd>{formatHuf(view.vat)}</dd>
            </div>
            <div className="cart-totals__total">
              <dt>{t('commerce.totals.total')}</dt>
              <dd>{formatHuf(view.total)}</dd>
            </div>
          </dl>
        </aside>
      </div>
      {!signedIn && (
        <p className="payment-page__register">
          {t('commerce.payment.registerHint')}{' '}
          <Link
            to={`${localizePath('/register', locale)}?${new URLSearchParams({ payment_key: paymentKey, email: view.email })}`}
          >
            {t('commerce.payment.register')}
          </Link>
        </p>
      )}
      <p>
        {signedIn && (
          <>
            <Link to={localizePath(academy ? '/account/my-trainings' : '/account/order-history', locale)}>
              {t(academy ? 'commerce.payment.toTrainings' : 'commerce.payment.toOrders')}
            </Link>{' '}
            ·{' '}
          </>
        )}
        <Link to={localizePath('/', locale)}>{t('commerce.popup.continue')}</Link>
      </p>
    </div>
  );
}
