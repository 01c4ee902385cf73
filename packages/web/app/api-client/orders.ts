import {
  type AcademySubscription,
  type AcademySubscriptionDetail,
  type academyRefillResultSchema,
  type EducationLevel,
  type ListMeta,
  type Locale,
  LocaleId,
  MAX_PAGE_SIZE,
  type MyTraining,
  type Order,
  type OrderDetail,
  type Participant,
  type paymentKeySchema,
  type paymentSwitchSchema,
  type reorderResultSchema,
  type repaymentSchema,
  type SiteKey,
  type switchedAcademySubscriptionSchema,
  type switchedOrderSchema,
} from '@vag/domain';
import type { ApiClient } from './client';
import { type Answer, type FormOf, formDataOf, inLocale, type Submit, write } from './submit';

/** Typed calls of the order history and the enrolments (spec §7 "Orders and payment"). */

type Page<T> = { data: T[]; meta: ListMeta };

export function listOrders(api: ApiClient, locale: Locale, page: number) {
  return api.get<Page<Order>>('/api/v1/orders', { locale_id: LocaleId[locale], page });
}

export function getOrder(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: OrderDetail }>(`/api/v1/orders/${id}`, { locale_id: LocaleId[locale] });
}

export function listAcademySubscriptions(api: ApiClient, locale: Locale, page: number) {
  return api.get<Page<AcademySubscription>>('/api/v1/academy-subscriptions', { locale_id: LocaleId[locale], page });
}

export function getAcademySubscription(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: AcademySubscriptionDetail }>(`/api/v1/academy-subscriptions/${id}`, {
    locale_id: LocaleId[locale],
  });
}

export function listMyTrainings(api: ApiClient, locale: Locale, page: number, perPage?: number) {
  return api.get<Page<MyTraining>>('/api/v1/my-trainings', {
    locale_id: LocaleId[locale],
    page,
    per_page: perPage,
  });
}

/** Every enrolled date at once (to find one enrolment item by its id). */
export function listAllMyTrainings(api: ApiClient, locale: Locale) {
  return listMyTrainings(api, locale, 1, MAX_PAGE_SIZE);
}

export function listEducationLevels(api: ApiClient, locale: Locale) {
  return api.get<{ data: EducationLevel[] }>('/api/v1/education-levels', { locale_id: LocaleId[locale] });
}

/** A new card payment of an unpaid purchase: the browser goes to `payment_url` when `success`. */
export type RepaymentAnswer = Answer<typeof repaymentSchema>;

const REPAY_ORDER = write('POST', '/api/v1/orders/{id}/repayment');
const REPAY_ENROLMENT = write('POST', '/api/v1/academy-subscriptions/{id}/repayment');
const REORDER = write('POST', '/api/v1/orders/{id}/reorder');
const REFILL_BY_KEY = write('POST', '/api/v1/order-from-payment-key/cart');
const REFILL_ACADEMY_BY_KEY = write('POST', '/api/v1/academy-subscription-from-payment-key/cart');
const SWITCH_ORDER_BY_KEY = write('POST', '/api/v1/order-from-payment-key/payment-method');
const SWITCH_ENROLMENT_BY_KEY = write('POST', '/api/v1/academy-subscription-from-payment-key/payment-method');
const CREATE_PARTICIPANT = write('POST', '/api/v1/academy-subscription-item-participants');
const UPDATE_PARTICIPANT = write('POST', '/api/v1/academy-subscription-item-participants/{id}/');

/** "Pay again" of an order (spec §6, payment status 2 and 5). */
export function repayOrder(submit: Submit, locale: Locale, orderId: number, form: FormData) {
  const params = { id: orderId };
  return submit<RepaymentAnswer>({ write: REPAY_ORDER, params, query: inLocale(locale), body: form });
}

/** "Pay again" of an enrolment. */
export function repayEnrolment(submit: Submit, locale: Locale, subscriptionId: number, form: FormData) {
  const params = { id: subscriptionId };
  return submit<RepaymentAnswer>({ write: REPAY_ENROLMENT, params, query: inLocale(locale), body: form });
}

/** An unpaid order's products back in the visitor's cart, by its payment key (the return page). */
export function refillCartByPaymentKey(submit: Submit, locale: Locale, body: FormOf<typeof paymentKeySchema>) {
  return submit<Answer<typeof reorderResultSchema>>({
    write: REFILL_BY_KEY,
    query: inLocale(locale),
    body: formDataOf(body),
  });
}

/**
 * "Pay another way" on the return page: the unpaid card purchase of the key (an order on the
 * shop, an enrolment on the academy) is paid by another method its delivery allows.
 */
export function switchPaymentByPaymentKey(
  submit: Submit,
  locale: Locale,
  site: SiteKey,
  body: FormOf<typeof paymentSwitchSchema>,
) {
  const query = inLocale(locale);
  return site === 'shop'
    ? submit<Answer<typeof switchedOrderSchema>>({ write: SWITCH_ORDER_BY_KEY, query, body: formDataOf(body) })
    : submit<Answer<typeof switchedAcademySubscriptionSchema>>({
        write: SWITCH_ENROLMENT_BY_KEY,
        query,
        body: formDataOf(body),
      });
}

/** An unpaid enrolment's dates back in the visitor's academy cart, by its payment key (the return page). */
export function refillAcademyCartByPaymentKey(submit: Submit, locale: Locale, body: FormOf<typeof paymentKeySchema>) {
  return submit<Answer<typeof academyRefillResultSchema>>({
    write: REFILL_ACADEMY_BY_KEY,
    query: inLocale(locale),
    body: formDataOf(body),
  });
}

/** Puts an order's products into the cart again: what was added and what could not be. */
export function reorder(submit: Submit, locale: Locale, orderId: number, form: FormData) {
  const params = { id: orderId };
  return submit<Answer<typeof reorderResultSchema>>({ write: REORDER, params, query: inLocale(locale), body: form });
}

/** Creates a seat's participant on an enrolment item, or updates `participantId` (`_method=PUT`). */
export function saveParticipant(submit: Submit, locale: Locale, participantId: number | undefined, form: FormData) {
  return submit<{ message: string; data: Participant }>({
    ...(participantId === undefined
      ? { write: CREATE_PARTICIPANT }
      : { write: UPDATE_PARTICIPANT, params: { id: participantId } }),
    query: inLocale(locale),
    body: form,
  });
}
