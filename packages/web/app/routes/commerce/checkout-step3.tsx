import {
  type Address,
  DeliveryMethodId,
  formatHuf,
  fullName,
  type Locale,
  localizePath,
  parcelPointLine,
  parsePath,
  type StreetType,
  type TotalChanged,
} from '@vag/domain';
import type { FormEvent } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  redirectDocument,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from 'react-router';
import { listAddresses, listStreetTypes } from '../../api-client/account';
import {
  type CheckoutBody,
  getParcelShop,
  listDeliveryMethods,
  placeEnrolment,
  placeOrder,
} from '../../api-client/checkout';
import type { ApiClient } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { CsrfField } from '../../components/CsrfField';
import { CartLines, CartTotals, CheckoutSteps } from '../../components/checkout/CartSummary';
import { ConsentLabel, LegalPageLink } from '../../components/checkout/ConsentLabel';
import { CouponBox } from '../../components/checkout/CouponBox';
import { checkoutWording } from '../../components/checkout/checkout-wording';
import { ParticipantsSummary } from '../../components/checkout/ParticipantsSummary';
import { captchaToken, TEST_CAPTCHA_TOKEN } from '../../components/content/captcha';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { FocusHeading, useFocusOn } from '../../components/forms/focus';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { toMiniCart } from '../../lib/cart-mini';
import { checkoutCookie, type FieldErrors, readCheckoutState, requireSteps } from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import { currentUser } from '../../lib/visitor.server';
import type { RootLoaderData } from '../../root';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/checkout-step3';
import { apiFields, enteredAddress, requireCart } from './checkout.server';
import { couponAction, isCouponIntent } from './coupon.server';
import { findLegalLinks } from './legal-pages.server';
import { participantsCookie, placedParticipants, readParticipants, seatSummaries } from './participants-state.server';

/** The reCAPTCHA action of placing (the API checks it: orders/checkout.guards). */
const CHECKOUT_CAPTCHA_ACTION = 'checkout';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'commerce.checkout.step3');

/** One line of an address as the summary shows it. */
function addressText(address: Address | undefined): string | null {
  if (!address) return null;
  const extra = [address.building, address.staircase, address.floor, address.door].filter(Boolean).join('/');
  return `${address.zipcode.code} ${address.zipcode.city.name}, ${address.street} ${address.street_type.name} ${address.number}${extra ? ` ${extra}` : ''}`;
}

async function summaryAddress(
  api: ApiClient,
  fields: Record<string, string>,
  prefix: '' | 'billing_',
  book: Address[],
  streetTypes: StreetType[],
) {
  const id = fields[`${prefix}address_id`];
  if (id) return addressText(book.find((address) => String(address.id) === id));
  return addressText(await enteredAddress(api, fields, prefix, streetTypes));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const state = readCheckoutState(request);
  requireSteps(state, locale, 2);
  const { fields } = state;
  const [siteCart, user, streetTypes, deliveryMethods, legal] = await Promise.all([
    requireCart(request, context, locale, state),
    currentUser(request, context),
    listStreetTypes(api, locale).then(({ data }) => data),
    context.site.key === 'shop' ? listDeliveryMethods(api, context.site.hostId, locale).then(({ data }) => data) : [],
    findLegalLinks(api, context.site.hostId, locale),
  ]);
  const participants = seatSummaries(request, siteCart, locale);
  const book = user ? (await listAddresses(api, locale)).data : [];
  const sameBilling = fields.billing_is_same !== '0';
  const [address, billingAddress, parcelShop] = await Promise.all([
    summaryAddress(api, fields, '', book, streetTypes),
    sameBilling ? null : summaryAddress(api, fields, 'billing_', book, streetTypes),
    fields.gls_parcel_shop_id
      ? getParcelShop(api, Number(fields.gls_parcel_shop_id)).then(
          // Shown after the delivery method's name: the point is named once (without "GLS CsomagAutomata – ").
          ({ data }) =>
            parcelPointLine(
              data,
              deliveryMethods.find((m) => String(m.id) === fields.delivery_method_id)?.name ?? null,
            ),
          () => null,
        )
      : null,
  ]);
  const deliveryMethodId = Number(fields.delivery_method_id);
  return {
    buyer: user
      ? { name: fullName(user.first_name, user.last_name, locale), email: user.email, phone: user.phone_number }
      : {
          name: fullName(fields.first_name ?? '', fields.last_name ?? '', locale),
          email: fields.email,
          phone: fields.phone_number,
        },
    address,
    billing: sameBilling
      ? null
      : {
          name: fields.billing_name ?? null,
          company: fields.billing_company_name ?? null,
          taxNumber: fields.billing_tax_number ?? null,
          address: billingAddress,
        },
    delivery: deliveryMethods.find((method) => method.id === deliveryMethodId)?.name ?? null,
    hasDelivery: context.site.key === 'shop' && deliveryMethodId !== DeliveryMethodId.noDelivery,
    parcelShop,
    payment:
      siteCart.cart.availablePaymentMethods.find((method) => String(method.id) === fields.payment_method_id)?.name ??
      null,
    cart: toMiniCart(siteCart),
    meta: siteCart.cart.meta,
    coupons: siteCart.cart.data.cartCoupons,
    guestCode: siteCart.cart.data.guestCode,
    userEmail: user?.email ?? null,
    // A guest's e-mail from step 1: the coupon form does not ask it again.
    guestEmail: fields.email ?? '',
    legal,
    participants,
  };
}

/** Step 1 and 2 fields the API may refuse: shown in one list with a way back to their step. */
const EARLIER_STEP_FIELDS =
  /^(last_name|first_name|email|phone_number|address_id|zipcode_id|zipcode|city|street_type_id|street|number|building|staircase|floor|door|billing_.*|delivery_method_id|gls_parcel_shop_id|payment_method_id|participants(\..*)?)$/;

/**
 * Places the order (shop) or enrolment (academy) with everything the steps collected; the API
 * validates and prices it all again. A card payment continues on the provider's page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  // The coupon form beside the summary posts here too (the cart's action).
  if (isCouponIntent(form.get('intent'))) return couponAction(request, context, form);
  const state = readCheckoutState(request);
  requireSteps(state, locale, 2);
  // The total the shopper saw here: the API places nothing at another one (409 order_total_changed).
  const expected = String(form.get('expected_total') ?? '');
  const captcha = form.get('captcha_token');
  const comment = String(form.get('comment') ?? '');
  const deliveryComment = String(form.get('delivery_comment') ?? '').trim();
  const body: CheckoutBody = {
    ...apiFields(state.fields),
    _token: String(form.get('_token') ?? ''),
    terms_accepted: form.get('terms_accepted') === '1' ? '1' : '0',
    second_terms_accepted: form.get('second_terms_accepted') === '1' ? '1' : '0',
    using_marketing_credit: state.usingMarketingCredit ? '1' : '0',
    using_global_credit: state.usingGlobalCredit ? '1' : '0',
    expected_total: /^\d+$/.test(expected) ? expected : undefined,
    // Without JavaScript no captcha could run: the API's test verifier accepts this token and a
    // real reCAPTCHA rejects it (as on the contact form).
    captcha_token: typeof captcha === 'string' && captcha ? captcha : TEST_CAPTCHA_TOKEN,
    // Spec §5: the order comment only when not empty and not a single space; the delivery
    // comment only when not empty.
    comment: comment !== '' && comment !== ' ' ? comment : undefined,
    delivery_comment: context.site.key === 'shop' && deliveryComment !== '' ? deliveryComment : undefined,
  };
  if (context.site.key === 'academy') body.delivery_method_id = String(DeliveryMethodId.noDelivery);

  const submit = serverSubmit(request, context);
  const result =
    context.site.key === 'shop'
      ? await placeOrder(submit, locale, body)
      : await placeEnrolment(submit, locale, body, await participantsToPlace(request, context, locale, state));
  if (!result.ok) {
    // The API's new cart: the totals (and the total to confirm) are the ones it will charge now.
    const changed = result.body as Partial<TotalChanged>;
    const totalChanged =
      result.body.code === 'order_total_changed' && changed.cart
        ? { reasons: changed.reasons ?? [], meta: changed.cart.meta }
        : null;
    const errors: FieldErrors = (result.body.errors as FieldErrors | undefined) ?? {};
    const earlier = Object.entries(errors)
      .filter(([field]) => EARLIER_STEP_FIELDS.test(field))
      .flatMap(([, messages]) => messages);
    return data(
      { errors, earlier, message: result.body.message ?? '', totalChanged, comment },
      { status: result.status, headers: result.headers },
    );
  }
  const headers = new Headers(result.headers);
  headers.append('set-cookie', checkoutCookie(request, null));
  if (context.site.key === 'academy') headers.append('set-cookie', participantsCookie(request, null));
  if (result.body.payment_url) return redirectDocument(result.body.payment_url, { headers });
  const key = result.body.data?.payment_key ?? '';
  throw redirect(`${localizePath('/payment/success', locale)}?${new URLSearchParams({ payment_key: key })}`, {
    headers,
  });
}

/** The seats named on the academy's participants step, for the cart as it is now. */
async function participantsToPlace(
  request: Request,
  context: Route.ActionArgs['context'],
  locale: Locale,
  state: ReturnType<typeof readCheckoutState>,
) {
  const siteCart = await requireCart(request, context, locale, state);
  return siteCart.site === 'academy' ? placedParticipants(siteCart.cart, readParticipants(request)) : [];
}

export default function CheckoutStep3({ loaderData, actionData: answer }: Route.ComponentProps) {
  // A coupon post without JavaScript answers with the coupon form's result, not the order's.
  const couponResult = answer && 'coupon' in answer ? answer : undefined;
  const actionData = answer && !('coupon' in answer) ? answer : undefined;
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  // Lines the stock cannot serve (409 order_product_out_of_stock): each named, fixed in the cart.
  const cartProblems = errors.cart ?? [];
  const totalChanged = actionData?.totalChanged ?? null;
  const meta = totalChanged?.meta ?? loaderData.meta;
  const siteKey = useRouteLoaderData<RootLoaderData>('root')?.captchaSiteKey;
  const submit = useSubmit();
  const { buyer, billing } = loaderData;
  // A refused placing moves the focus to what says why.
  const noticeRef = useFocusOn<HTMLDivElement>(actionData);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!siteKey) return;
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.set('captcha_token', await captchaToken(CHECKOUT_CAPTCHA_ACTION, siteKey).catch(() => ''));
    submit(formData, { method: 'post' });
  }
  return (
    <div className="container checkout-page">
      <CheckoutSteps current={3} />
      <FocusHeading>{t('commerce.checkout.step3')}</FocusHeading>
      {totalChanged && (
        <div ref={noticeRef} className="form-notice form-notice--error" role="alert" tabIndex={-1}>
          <p>
            <strong>{t('commerce.checkout.totalChanged')}</strong>
          </p>
          <p>{actionData?.message}</p>
          <ul>
            {totalChanged.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {actionData &&
        !totalChanged &&
        (actionData.earlier.length > 0 ||
          cartProblems.length > 0 ||
          (actionData.message && Object.keys(errors).length === 0)) && (
          <div ref={noticeRef} className="form-notice form-notice--error" role="alert" tabIndex={-1}>
            <p>{actionData.message}</p>
            {actionData.earlier.length + cartProblems.length > 0 && (
              <ul>
                {[...actionData.earlier, ...cartProblems].map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {cartProblems.length > 0 ? (
              <Link to={localizePath('/cart', locale)}>{t('commerce.miniCart.toCart')}</Link>
            ) : (
              <Link to={localizePath('/checkout/step1', locale)}>{t('commerce.checkout.editData')}</Link>
            )}
          </div>
        )}
      <div className="checkout-page__layout">
        <div>
          <section className="checkout-summary" aria-labelledby="summary-personal">
            <h2 id="summary-personal">{t('commerce.checkout.personal')}</h2>
            <dl>
              <dt>{t('commerce.checkout.name')}</dt>
              <dd>{buyer.name}</dd>
              <dt>{t('commerce.checkout.email')}</dt>
              <dd>{buyer.email}</dd>
              <dt>{t('commerce.checkout.phone')}</dt>
              <dd>{buyer.phone}</dd>
              <dt>{t(site === 'shop' ? 'commerce.checkout.deliveryAddress' : 'commerce.checkout.invoiceAddress')}</dt>
              <dd>{loaderData.address}</dd>
              <dt>{t('commerce.checkout.billingAddress')}</dt>
              <dd>
                {billing
                  ? [billing.name, billing.company, billing.taxNumber, billing.address].filter(Boolean).join(', ')
                  : t(checkoutWording(site).billingSame)}
              </dd>
              {loaderData.delivery && (
                <>
                  <dt>{t('commerce.checkout.deliveryMethod')}</dt>
                  <dd>
                    {loaderData.delivery}
                    {loaderData.parcelShop && <> — {loaderData.parcelShop}</>}
                  </dd>
                </>
              )}
              <dt>{t('commerce.checkout.paymentMethod')}</dt>
              <dd>{loaderData.payment}</dd>
            </dl>
            <p>
              <Link to={localizePath('/checkout/step1', locale)}>{t('commerce.checkout.editData')}</Link> ·{' '}
              <Link to={localizePath('/checkout/step2', locale)}>{t(checkoutWording(site).editMethods)}</Link>
            </p>
          </section>
          <section aria-labelledby="summary-items">
            <h2 id="summary-items">{t('commerce.cartPage.items')}</h2>
            <CartLines cart={loaderData.cart} editable={false} />
          </section>
          {loaderData.participants && <ParticipantsSummary seats={loaderData.participants} />}
        </div>
        <aside className="checkout-page__side">
          <CartTotals meta={meta} showFees />
          <CouponBox
            coupons={loaderData.coupons}
            guestCode={loaderData.guestCode}
            userEmail={loaderData.userEmail}
            guestEmail={loaderData.guestEmail}
            result={couponResult}
          />
          <Form method="post" className="checkout-form" onSubmit={onSubmit}>
            <CsrfField />
            <input type="hidden" name="expected_total" value={meta.total_with_tax} />
            <input type="hidden" name="captcha_token" value="" />
            <div className={`field${errors.comment ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor="order-comment">
                {t('commerce.checkout.comment')}
              </label>
              <textarea
                id="order-comment"
                className="field__input"
                name="comment"
                rows={3}
                maxLength={2000}
                defaultValue={actionData?.comment ?? ''}
              />
              {errors.comment && <p className="field__error">{errors.comment[0]}</p>}
            </div>
            {loaderData.hasDelivery && (
              <div className={`field${errors.delivery_comment ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor="delivery-comment">
                  {t('commerce.checkout.deliveryComment')}
                </label>
                <textarea
                  id="delivery-comment"
                  className="field__input"
                  name="delivery_comment"
                  rows={2}
                  maxLength={500}
                />
                {errors.delivery_comment && <p className="field__error">{errors.delivery_comment[0]}</p>}
              </div>
            )}
            <CheckboxField
              name="terms_accepted"
              label={
                <ConsentLabel
                  template={t('commerce.checkout.termsLabel')}
                  parts={{
                    link: (
                      <LegalPageLink href={loaderData.legal.terms}>{t('commerce.checkout.termsLink')}</LegalPageLink>
                    ),
                  }}
                />
              }
              errors={errors}
              required
            />
            <CheckboxField
              name="second_terms_accepted"
              label={
                <ConsentLabel
                  template={t('commerce.checkout.secondTermsLabel')}
                  parts={{
                    link: (
                      <LegalPageLink href={loaderData.legal.privacy}>
                        {t('commerce.checkout.secondTermsLink')}
                      </LegalPageLink>
                    ),
                  }}
                />
              }
              errors={errors}
              required
            />
            <div className="checkout-bar">
              <p className="checkout-bar__total" aria-hidden="true">
                {t('commerce.totals.total')}: <strong>{formatHuf(meta.total_with_tax)}</strong>
              </p>
              <SubmitButton busy={navigation.state !== 'idle'}>{t(checkoutWording(site).place)}</SubmitButton>
            </div>
          </Form>
        </aside>
      </div>
    </div>
  );
}
