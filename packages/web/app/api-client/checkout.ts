import {
  type AcademyCart,
  type AcademySubscription,
  type BackFromPayment,
  type checkoutSchema,
  type DeliveryMethod,
  type HostId,
  type Locale,
  LocaleId,
  type Order,
  type ParcelShop,
  type PaymentMethod,
  type paymentKeySchema,
  type placedAcademySubscriptionSchema,
  type placedOrderSchema,
  type placedParticipantSchema,
  type ShopCart,
  type SiteKey,
} from '@vag/domain';
import { cartApiPath, type SiteCart } from './cart';
import { type ApiClient, ApiError } from './client';
import type { RepaymentAnswer } from './orders';
import { type Answer, type FormOf, formDataOf, inLocale, type Submit, write } from './submit';

/** What the cart is priced with (spec §7 GET {cart}): the chosen methods and the balances spent. */
export interface CartPricing {
  deliveryMethodId?: number;
  paymentMethodId?: number;
  usingMarketingCredit?: boolean;
  usingGlobalCredit?: boolean;
  /** Read by a checkout step: the academy cart's seat holds are extended, once (issue 24). */
  atCheckout?: boolean;
}

/** The visitor's cart priced for the checkout's choices, or null when there is none. */
export async function getPricedCart(
  api: ApiClient,
  site: SiteKey,
  locale: Locale,
  pricing: CartPricing,
): Promise<SiteCart | null> {
  const query = {
    locale_id: LocaleId[locale],
    delivery_method_id: pricing.deliveryMethodId,
    payment_method_id: pricing.paymentMethodId,
    using_marketing_credit: pricing.usingMarketingCredit ? 1 : undefined,
    using_global_credit: pricing.usingGlobalCredit ? 1 : undefined,
    checkout: pricing.atCheckout && site === 'academy' ? 1 : undefined,
  };
  try {
    return site === 'shop'
      ? { site, cart: await api.get<ShopCart>(cartApiPath(site), query) }
      : { site, cart: await api.get<AcademyCart>(cartApiPath(site), query) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function listDeliveryMethods(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: DeliveryMethod[] }>('/api/v1/delivery-methods', {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}

/** The site's payment methods, each with its fee and the delivery methods it goes with. */
export function listPaymentMethods(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: PaymentMethod[] }>('/api/v1/payment-methods', {
    host_id: hostId,
    locale_id: LocaleId[locale],
  });
}

export function getParcelShop(api: ApiClient, id: number) {
  return api.get<{ data: ParcelShop }>(`/api/v1/gls-parcel-shops/${id}`);
}

/** Applies the provider's state of a returning payment and says which page to show. */
export function backFromPayment(api: ApiClient, paymentKey: string, paymentId: string | null) {
  return api.get<BackFromPayment>('/api/v1/barion-payment/back-from-payment/', {
    payment_key: paymentKey,
    paymentId: paymentId ?? undefined,
  });
}

export function getOrderByPaymentKey(api: ApiClient, paymentKey: string, locale: Locale) {
  return api.get<{ data: Order }>('/api/v1/order-from-payment-key/', {
    payment_key: paymentKey,
    locale_id: LocaleId[locale],
  });
}

export function getSubscriptionByPaymentKey(api: ApiClient, paymentKey: string, locale: Locale) {
  return api.get<{ data: AcademySubscription }>('/api/v1/academy-subscription-from-payment-key/', {
    payment_key: paymentKey,
    locale_id: LocaleId[locale],
  });
}

const PLACE_ORDER = write('POST', '/api/v1/order');
const PLACE_ENROLMENT = write('POST', '/api/v1/academy-subscriptions');
const REPAY_ORDER_BY_KEY = write('POST', '/api/v1/order-from-payment-key');
const REPAY_ENROLMENT_BY_KEY = write('POST', '/api/v1/academy-subscription-from-payment-key');

/** The checkout's form (spec §7): the buyer, addresses, methods, consents and the total confirmed. */
export type CheckoutBody = FormOf<typeof checkoutSchema>;

/**
 * Places the shop's order; a card payment continues at `payment_url`. A 409 `order_total_changed`
 * (the domain's TotalChanged) carries the cart as it is priced now: nothing was placed.
 */
export function placeOrder(submit: Submit, locale: Locale, body: CheckoutBody) {
  return submit<Answer<typeof placedOrderSchema>>({
    write: PLACE_ORDER,
    query: inLocale(locale),
    body: formDataOf(body),
  });
}

/** A seat named at the checkout: the participant's fields (as typed) and the seat's training date. */
export type PlacedParticipantBody = FormOf<typeof placedParticipantSchema>;

/**
 * Places the academy's enrolment, as placeOrder; the participants named at the checkout go with
 * it (a JSON body then: a form has no lists), stored in the enrolment's transaction.
 */
export function placeEnrolment(
  submit: Submit,
  locale: Locale,
  body: CheckoutBody,
  participants: PlacedParticipantBody[] = [],
) {
  return submit<Answer<typeof placedAcademySubscriptionSchema>>({
    write: PLACE_ENROLMENT,
    query: inLocale(locale),
    body: participants.length > 0 ? { ...body, participants } : formDataOf(body),
  });
}

/** "Pay again" on the payment return page: a new payment of the order its key names. */
export function repayOrderByPaymentKey(submit: Submit, locale: Locale, body: FormOf<typeof paymentKeySchema>) {
  return submit<RepaymentAnswer>({ write: REPAY_ORDER_BY_KEY, query: inLocale(locale), body: formDataOf(body) });
}

/** "Pay again" of an enrolment by its payment key. */
export function repayEnrolmentByPaymentKey(submit: Submit, locale: Locale, body: FormOf<typeof paymentKeySchema>) {
  return submit<RepaymentAnswer>({ write: REPAY_ENROLMENT_BY_KEY, query: inLocale(locale), body: formDataOf(body) });
}
