import {
  DeliveryMethodId,
  formatHuf,
  type Locale,
  localizePath,
  PARCEL_POINT_DELIVERY_METHOD_IDS,
  type ParcelShopList,
  type PaymentMethod,
  parsePath,
  type SiteKey,
  validationMessage,
} from '@vag/domain';
import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { listAddresses } from '../../api-client/account';
import type { SiteCart } from '../../api-client/cart';
import { getParcelShop, listDeliveryMethods, listPaymentMethods } from '../../api-client/checkout';
import { type ApiClient, ApiError } from '../../api-client/client';
import { findParcelPoints } from '../../api-client/parcel-points';
import { serverApi } from '../../api-client/server';
import { CsrfField } from '../../components/CsrfField';
import { fillMessage } from '../../components/catalogue/fill-message';
import { CartTotals, CheckoutSteps } from '../../components/checkout/CartSummary';
import { checkoutWording, paymentDescriptionKey } from '../../components/checkout/checkout-wording';
import { PARCEL_SEARCH_PARAM, ParcelPointPicker } from '../../components/checkout/ParcelPointPicker';
import { type LiveQuote, type ServedQuote, useLiveQuote } from '../../components/checkout/use-live-quote';
import { ErrorSummary, FocusHeading } from '../../components/forms/focus';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useHydrated } from '../../lib/cart-hooks';
import { cartPricing, deliveryPending } from '../../lib/cart-pricing';
import {
  type CheckoutState,
  checkoutCookie,
  type FieldErrors,
  pickFields,
  readCheckoutState,
  requireSteps,
  STEP2_FIELDS,
} from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import { stateChoices, statePricing } from '../../lib/visitor.server';
import type { RootLoaderData } from '../../root';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/checkout-step2';
import { requireCart } from './checkout.server';

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((match) => match?.id === 'root')?.data as RootLoaderData | undefined;
  return accountMeta(args, checkoutWording(root?.site.key ?? 'academy').step2);
};

async function loadStep(request: Request, context: Route.LoaderArgs['context'], state: CheckoutState) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const shop = context.site.key === 'shop';
  const [siteCart, deliveryMethods, shopPayments] = await Promise.all([
    requireCart(request, context, locale, state),
    shop ? listDeliveryMethods(api, context.site.hostId, locale).then(({ data }) => data) : Promise.resolve([]),
    // Every method the shop has: the cart lists only those of the delivery it was priced with.
    shop ? listPaymentMethods(api, context.site.hostId, locale).then(({ data }) => data) : Promise.resolve(null),
  ]);
  return {
    api,
    locale,
    siteCart,
    deliveryMethods,
    paymentMethods: shopPayments ?? siteCart.cart.availablePaymentMethods,
  };
}

/** The totals of the cart as the server priced it for the state's choices. */
function servedQuote(siteCart: SiteCart, site: SiteKey, state: CheckoutState): ServedQuote {
  return {
    meta: siteCart.cart.meta,
    pricing: statePricing(site, state),
    feesPending: deliveryPending(site, stateChoices(state)),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readCheckoutState(request);
  const { api, locale, siteCart, deliveryMethods, paymentMethods } = await loadStep(request, context, state);
  requireSteps(state, locale, 1);
  const typed = new URL(request.url).searchParams.get(PARCEL_SEARCH_PARAM);
  const deliveryId = Number(state.fields.delivery_method_id) || null;
  const parcelId = Number(state.fields.gls_parcel_shop_id) || null;
  // The chosen parcel delivery's points; before one is chosen both kinds, so that choosing one
  // with JavaScript shows its points at once.
  const kinds =
    context.site.key !== 'shop'
      ? []
      : deliveryId && PARCEL_POINT_DELIVERY_METHOD_IDS.includes(deliveryId)
        ? [deliveryId]
        : PARCEL_POINT_DELIVERY_METHOD_IDS;
  const search = typed !== null ? typed.trim() : kinds.length > 0 ? await addressZipcode(api, state, locale) : '';
  const [parcelResults, chosenParcelShop] = await Promise.all([
    parcelPointsOf(api, search, kinds, locale),
    parcelId ? getParcelShop(api, parcelId).then(({ data }) => data, ignoreMissing) : null,
  ]);
  return {
    deliveryMethods,
    paymentMethods,
    quote: servedQuote(siteCart, context.site.key, state),
    credits: { usingMarketingCredit: state.usingMarketingCredit, usingGlobalCredit: state.usingGlobalCredit },
    fields: state.fields,
    search,
    parcelResults,
    chosenParcelShop,
  };
}

/** The zip code of the delivery address of step 1 (else the billing one's): where the picker starts. */
async function addressZipcode(api: ApiClient, state: CheckoutState, locale: Locale): Promise<string> {
  const { fields } = state;
  for (const prefix of ['', 'billing_']) {
    const typed = fields[`${prefix}zipcode_code`];
    if (typed) return typed;
    const bookId = fields[`${prefix}address_id`];
    if (bookId) {
      const book = await listAddresses(api, locale).then(
        ({ data }) => data,
        () => [],
      );
      const address = book.find((entry) => String(entry.id) === bookId);
      if (address) return address.zipcode.code;
    }
  }
  return '';
}

/** The points near `search` for each delivery method id in `kinds` (3 shops, 4 lockers). */
async function parcelPointsOf(
  api: ApiClient,
  search: string,
  kinds: readonly number[],
  locale: Locale,
): Promise<Record<number, ParcelShopList>> {
  const results: Record<number, ParcelShopList> = {};
  if (!search) return results;
  await Promise.all(
    kinds.map(async (kind) => {
      results[kind] = await findParcelPoints(api, search, kind === DeliveryMethodId.glsParcelLocker, locale);
    }),
  );
  return results;
}

function ignoreMissing(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

/** The choices against the site's methods; the API checks them again when the order is placed. */
function checkChoices(
  fields: Record<string, string>,
  loaded: Awaited<ReturnType<typeof loadStep>>,
  site: 'shop' | 'academy',
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  const deliveryId = site === 'academy' ? DeliveryMethodId.noDelivery : Number(fields.delivery_method_id);
  const delivery = loaded.deliveryMethods.find((method) => method.id === deliveryId);
  if (site === 'shop' && !delivery) errors.delivery_method_id = [validationMessage('required', locale)];
  if (delivery?.needs_parcel_point && !fields.gls_parcel_shop_id) {
    errors.gls_parcel_shop_id = [validationMessage('parcel_point_required', locale)];
  }
  const payment = loaded.paymentMethods.find((method) => String(method.id) === fields.payment_method_id);
  if (!payment) errors.payment_method_id = [validationMessage('required', locale)];
  else if (!payment.allowed_delivery_method_ids.includes(deliveryId)) {
    errors.payment_method_id = [validationMessage('choice_invalid', locale)];
  }
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const state = readCheckoutState(request);
  const loaded = await loadStep(request, context, state);
  requireSteps(state, loaded.locale, 1);
  const fields = pickFields(form, STEP2_FIELDS);
  if (context.site.key === 'academy') {
    fields.delivery_method_id = String(DeliveryMethodId.noDelivery);
    delete fields.gls_parcel_shop_id;
  } else if (!PARCEL_POINT_DELIVERY_METHOD_IDS.includes(Number(fields.delivery_method_id))) {
    delete fields.gls_parcel_shop_id;
  } else if (
    state.fields.delivery_method_id !== fields.delivery_method_id &&
    fields.gls_parcel_shop_id === state.fields.gls_parcel_shop_id
  ) {
    // A shop point is not a locker: switching between the two asks for a new point.
    delete fields.gls_parcel_shop_id;
  }
  const previous = { ...state, fields: { ...state.fields } };
  for (const name of STEP2_FIELDS) delete state.fields[name];
  Object.assign(state.fields, fields);
  const headers = { 'set-cookie': '' };
  const here = localizePath('/checkout/step2', loaded.locale);
  if (form.get('intent') === 'search') {
    state.step2Done = false;
    headers['set-cookie'] = checkoutCookie(request, state);
    const search = String(form.get(PARCEL_SEARCH_PARAM) ?? '').trim();
    throw redirect(`${here}?${new URLSearchParams({ [PARCEL_SEARCH_PARAM]: search })}#parcel-picker`, { headers });
  }
  const errors = checkChoices(fields, loaded, context.site.key, loaded.locale);
  state.step2Done = Object.keys(errors).length === 0;
  headers['set-cookie'] = checkoutCookie(request, state);
  if (!state.step2Done) {
    // The page drawn again without JavaScript has loaders that read the old cookie: the choices
    // and their totals as posted come from here (an unknown delivery keeps the earlier ones).
    const priced = errors.delivery_method_id
      ? loaded.siteCart
      : await requireCart(request, context, loaded.locale, state);
    const quote = servedQuote(priced, context.site.key, errors.delivery_method_id ? previous : state);
    return data({ errors, fields, quote }, { status: 422, headers });
  }
  throw redirect(localizePath('/checkout/step3', loaded.locale), { headers });
}

export default function CheckoutStep2({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const { deliveryMethods, paymentMethods } = loaderData;
  // Without JavaScript a refused post is drawn by loaders that read the old cookie: the action says what was posted.
  const fields = actionData?.fields ?? loaderData.fields;
  const [deliveryId, setDeliveryId] = useState(
    site === 'academy' ? DeliveryMethodId.noDelivery : Number(fields.delivery_method_id) || null,
  );
  const [paymentId, setPaymentId] = useState(Number(fields.payment_method_id) || null);
  const needsPoint = deliveryId !== null && PARCEL_POINT_DELIVERY_METHOD_IDS.includes(deliveryId);
  const allows = (method: PaymentMethod, delivery: number | null) =>
    delivery === null || method.allowed_delivery_method_ids.includes(delivery);
  // With JavaScript only the payment methods the chosen delivery allows are offered; without,
  // all of them (the server refuses a combination that is not allowed).
  const payments = hydrated ? paymentMethods.filter((method) => allows(method, deliveryId)) : paymentMethods;
  const chooseDelivery = (id: number) => {
    setDeliveryId(id);
    // A payment the new delivery does not allow leaves the list, and with it the choice.
    const payment = paymentMethods.find((method) => method.id === paymentId);
    if (payment && !allows(payment, id)) setPaymentId(null);
  };
  const choices = { ...loaderData.credits, deliveryMethodId: deliveryId, paymentMethodId: paymentId };
  const live = useLiveQuote(
    actionData?.quote ?? loaderData.quote,
    cartPricing(site, choices),
    deliveryPending(site, choices),
  );
  const errorOf = (name: string) => errors[name]?.[0];
  const chosen = loaderData.chosenParcelShop;
  return (
    <div className="container checkout-page">
      <CheckoutSteps current={2} />
      <FocusHeading>{t(checkoutWording(site).step2)}</FocusHeading>
      <ErrorSummary
        title={t('commerce.checkout.errorSummary')}
        errors={errors}
        labels={{
          delivery_method_id: t('commerce.checkout.deliveryMethod'),
          gls_parcel_shop_id: t('commerce.parcel.title'),
          payment_method_id: t('commerce.checkout.paymentMethod'),
        }}
        prefix="step2-"
        targets={{ gls_parcel_shop_id: 'parcel-picker' }}
      />
      <div className="checkout-page__layout">
        <Form method="post" className="checkout-form" noValidate>
          <CsrfField />
          {site === 'shop' && (
            <fieldset
              className="account-fieldset choice-list"
              aria-describedby={errorOf('delivery_method_id') ? 'delivery-error' : undefined}
            >
              <legend>{t('commerce.checkout.deliveryMethod')}</legend>
              {deliveryMethods.map((method, index) => (
                <label key={method.id} className="choice">
                  <input
                    id={index === 0 ? 'step2-delivery_method_id' : undefined}
                    type="radio"
                    name="delivery_method_id"
                    value={method.id}
                    defaultChecked={fields.delivery_method_id === String(method.id)}
                    onChange={() => chooseDelivery(method.id)}
                  />
                  <span>
                    <strong>{method.name}</strong> · {formatHuf(method.price)}
                    {method.description && <span className="muted choice__description">{method.description}</span>}
                  </span>
                </label>
              ))}
              {errorOf('delivery_method_id') && (
                <p id="delivery-error" className="field__error">
                  {errorOf('delivery_method_id')}
                </p>
              )}
            </fieldset>
          )}
          {site === 'shop' && (needsPoint || !hydrated) && (
            <ParcelPointPicker
              // A new kind is a new list: the radios start again from the chosen point, if it is of that kind.
              key={deliveryId ?? 0}
              search={loaderData.search}
              kindChosen={needsPoint}
              result={deliveryId === null ? null : (loaderData.parcelResults[deliveryId] ?? null)}
              chosen={
                chosen && chosen.is_parcel_locker === (deliveryId === DeliveryMethodId.glsParcelLocker) ? chosen : null
              }
              deliveryName={deliveryMethods.find((method) => method.id === deliveryId)?.name ?? null}
              error={errorOf('gls_parcel_shop_id')}
            />
          )}
          <fieldset
            className="account-fieldset choice-list"
            aria-describedby={errorOf('payment_method_id') ? 'payment-error' : undefined}
          >
            <legend>{t('commerce.checkout.paymentMethod')}</legend>
            {payments.map((method, index) => (
              <label key={method.id} className="choice">
                <input
                  id={index === 0 ? 'step2-payment_method_id' : undefined}
                  type="radio"
                  name="payment_method_id"
                  value={method.id}
                  checked={paymentId === method.id}
                  onChange={() => setPaymentId(method.id)}
                />
                <span>
                  <strong>{method.name}</strong> · {formatHuf(method.extra_cost)}
                  <PaymentDescription site={site} method={method} />
                </span>
              </label>
            ))}
            {errorOf('payment_method_id') && (
              <p id="payment-error" className="field__error">
                {errorOf('payment_method_id')}
              </p>
            )}
          </fieldset>
          <div className="checkout-form__actions">
            <Link className="button button--secondary" to={localizePath('/checkout/step1', locale)}>
              {t('commerce.checkout.back')}
            </Link>
            <SubmitButton busy={navigation.state === 'submitting'} name="intent" value="next">
              {t('commerce.checkout.next')}
            </SubmitButton>
          </div>
        </Form>
        <aside className="checkout-page__side">
          <LiveTotals live={live} />
        </aside>
      </div>
    </div>
  );
}

/**
 * The totals of the choices on screen; while the server prices a new choice the old figures stay
 * (dimmed, aria-busy), and the new total is read out politely once it is known.
 */
function LiveTotals({ live }: { live: LiveQuote }) {
  const t = useT();
  return (
    <div className={live.busy ? 'live-totals is-busy' : 'live-totals'} aria-busy={live.busy}>
      <CartTotals meta={live.meta} showFees feesPending={live.feesPending ? 'feeOnChoice' : undefined} />
      <p className="visually-hidden" role="status">
        {live.changed ? fillMessage(t('commerce.totals.updated'), { total: formatHuf(live.meta.total_with_tax) }) : ''}
      </p>
      {live.failed && <p className="muted live-totals__note">{t('commerce.totals.refreshFailed')}</p>}
    </div>
  );
}

function PaymentDescription({ site, method }: { site: SiteKey; method: { id: number; description: string | null } }) {
  const t = useT();
  const own = paymentDescriptionKey(site, method.id);
  const text = own ? t(own) : method.description;
  return text ? <span className="muted choice__description">{text}</span> : null;
}
