import {
  type AcademySubscription,
  type EducationLevel,
  type ListMeta,
  type Locale,
  LocaleId,
  MAX_PAGE_SIZE,
  type MyTraining,
  type Order,
} from '@vag/domain';
import type { ApiClient } from './client';

/**
 * Typed reads of the order history and the enrolments (spec §7 "Orders and payment");
 * repayment, reorder and participant writes go through the route actions.
 */

type Page<T> = { data: T[]; meta: ListMeta };

export function listOrders(api: ApiClient, locale: Locale, page: number) {
  return api.get<Page<Order>>('/api/v1/orders', { locale_id: LocaleId[locale], page });
}

export function getOrder(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: Order }>(`/api/v1/orders/${id}`, { locale_id: LocaleId[locale] });
}

export function listAcademySubscriptions(api: ApiClient, locale: Locale, page: number) {
  return api.get<Page<AcademySubscription>>('/api/v1/academy-subscriptions', { locale_id: LocaleId[locale], page });
}

export function getAcademySubscription(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: AcademySubscription }>(`/api/v1/academy-subscriptions/${id}`, {
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
