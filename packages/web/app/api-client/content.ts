import {
  type BlogCategory,
  type BlogPostList,
  type CustomPage,
  type contactRequestInputSchema,
  type HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  type Salon,
  type SearchResponse,
  type SearchType,
  type SuggestResponse,
  type TagCloud,
} from '@vag/domain';
import { type ApiClient, ApiError } from './client';
import { formDataOf, inLocale, type Posted, type Submit, write } from './submit';

/**
 * Typed calls of the content area: blog, custom pages, salons, global search, and the writes of
 * its public forms (contact, newsletter, training recommendation, cookie consent).
 */

/** The about-us screen is the custom page with this slug (its Hungarian slug `rolunk` works too). */
export const ABOUT_US_PAGE_SLUG = 'about-us';
/** An optional custom page the operator can write for the beauticians screen. */
export const FOR_BEAUTICIANS_PAGE_SLUG = 'for-beauticians';

const site = (hostId: HostId, locale: Locale) => ({ host_id: hostId, locale_id: LocaleId[locale] });

export interface BlogPostQuery {
  page?: number;
  perPage?: number;
  categoryId?: number;
  search?: string;
  tag?: string;
  slug?: string;
}

/** Published posts, newest first (spec §7: per_page 10, sort by publication_date desc). */
export function listBlogPosts(api: ApiClient, hostId: HostId, locale: Locale, query: BlogPostQuery = {}) {
  return api.get<BlogPostList>('/api/v1/blog-posts', {
    ...site(hostId, locale),
    sort_by: 'publication_date',
    sort_dir: 'desc',
    page: query.page,
    per_page: query.perPage,
    blog_category_id: query.categoryId,
    search: query.search,
    tag_seo_slug: query.tag,
    seo_slug: query.slug,
  });
}

export function listBlogCategories(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: BlogCategory[]; meta: ListMeta }>('/api/v1/blog-categories', site(hostId, locale));
}

export function getTagCloud(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<TagCloud>('/api/v1/blog-posts/get-tag-cloud', site(hostId, locale));
}

/** The custom page with a slug in either language, in the language asked for; null when none. */
export async function findCustomPage(
  api: ApiClient,
  hostId: HostId,
  locale: Locale,
  slug: string,
): Promise<CustomPage | null> {
  const { data } = await api.get<{ data: CustomPage[] }>('/api/v1/custom-pages', {
    ...site(hostId, locale),
    seo_slug: slug,
  });
  return data[0] ?? null;
}

/** Partner salons in the operator's order (spec §7: site_ordering=1). */
export function listSalons(api: ApiClient, hostId: HostId, locale: Locale, perPage?: number) {
  return api.get<{ data: Salon[]; meta: ListMeta }>('/api/v1/salons', {
    ...site(hostId, locale),
    site_ordering: 1,
    per_page: perPage,
  });
}

/** One salon by its slug in either language; null when the site has none such. */
export async function getSalon(api: ApiClient, hostId: HostId, locale: Locale, slug: string): Promise<Salon | null> {
  try {
    return (await api.get<{ data: Salon }>(`/api/v1/salons/${encodeURIComponent(slug)}`, site(hostId, locale))).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface SearchQuery {
  keyword: string;
  page?: number;
  filter?: readonly SearchType[];
}

/** The search results page (spec §7: 20 per page, filter[] by kind). */
export function searchSite(api: ApiClient, hostId: HostId, locale: Locale, query: SearchQuery) {
  return api.get<SearchResponse>(`/api/v1/global-search/search/${hostId}/${LocaleId[locale]}`, {
    keyword: query.keyword,
    page: query.page,
    filter: query.filter,
  });
}

/** Suggestions of the search box: 5 on desktop, 2 in the phone overlay (spec §9). */
export function suggest(api: ApiClient, hostId: HostId, locale: Locale, keyword: string, limit: number) {
  return api.get<SuggestResponse>(`/api/v1/global-search/suggest/${hostId}/${LocaleId[locale]}`, {
    keyword,
    limit,
  });
}

/** The state of a newsletter confirmation link; reading it confirms nothing. Null: unknown or expired. */
export async function getNewsletterConfirmation(
  api: ApiClient,
  token: string,
): Promise<'pending' | 'confirmed' | null> {
  try {
    const { data } = await api.get<{ data: { status: 'pending' | 'confirmed' } }>('/api/v1/newsletter/confirmation', {
      token,
    });
    return data.status;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

/** The state of a newsletter unsubscribe link; reading it unsubscribes nothing. Null: unknown. */
export async function getNewsletterUnsubscription(
  api: ApiClient,
  token: string,
): Promise<'subscribed' | 'unsubscribed' | null> {
  try {
    const { data } = await api.get<{ data: { status: 'subscribed' | 'unsubscribed' } }>(
      '/api/v1/newsletter/unsubscription',
      { token },
    );
    return data.status;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

const CONTACT_REQUEST = write('POST', '/api/v1/contact-requests');
const NEWSLETTER_SUBSCRIBE = write('POST', '/api/v1/credential/subscribe');
const NEWSLETTER_CONFIRM = write('POST', '/api/v1/newsletter/confirm');
const NEWSLETTER_UNSUBSCRIBE = write('POST', '/api/v1/newsletter/unsubscribe');
const TRAINING_RECOMMENDATION = write('POST', '/api/v1/trainings/add-recommendation');
const COOKIE_CONSENT = write('POST', '/api/v1/cookie-consent');

/** What the public forms answer: the text to show, and a stable code (never a silent refusal). */
type CodedMessage = { message: string; code: string };
/** What the newsletter and recommendation forms answer. */
type SuccessMessage = { success: boolean; message: string };

/**
 * The contact form as JSON (the consent a boolean); its `_token` goes on as the CSRF header.
 * Every field may be missing: the API's messages say which are required.
 */
export type ContactBody = Partial<Posted<typeof contactRequestInputSchema>> & { _token?: unknown };

export function sendContactRequest(submit: Submit, locale: Locale, body: ContactBody) {
  return submit<CodedMessage>({ write: CONTACT_REQUEST, query: inLocale(locale), body });
}

/** The newsletter forms (double opt-in: the API mails a confirmation link). */
export function subscribeToNewsletter(submit: Submit, locale: Locale, form: FormData) {
  return submit<SuccessMessage>({ write: NEWSLETTER_SUBSCRIBE, query: inLocale(locale), body: form });
}

/** The confirmation link's button: the form carries the link's `token`. */
export function confirmNewsletter(submit: Submit, locale: Locale, form: FormData) {
  return submit<CodedMessage>({ write: NEWSLETTER_CONFIRM, query: inLocale(locale), body: form });
}

/** The unsubscribe link's button: the token rides in the query, as in the mail's one-click link. */
export function unsubscribeFromNewsletter(submit: Submit, locale: Locale, token: string, form: FormData) {
  return submit<CodedMessage>({
    write: NEWSLETTER_UNSUBSCRIBE,
    query: { token, ...inLocale(locale) },
    body: form,
  });
}

/** The academy's training recommendation (the captcha token is in the form). */
export function recommendTraining(submit: Submit, locale: Locale, form: FormData) {
  return submit<SuccessMessage>({ write: TRAINING_RECOMMENDATION, query: inLocale(locale), body: form });
}

/**
 * The cookie banner's choice as posted (the API's consent schema is its own: `choice` all or
 * selection, the two flags); the API stores it in the cookies it answers with.
 */
export interface CookieConsentBody {
  choice?: string;
  analytics?: string;
  marketing?: string;
}

export function saveCookieConsent(submit: Submit, body: CookieConsentBody) {
  return submit<{ message: string; code: 'cookie_consent_saved'; data: { analytics: boolean; marketing: boolean } }>({
    write: COOKIE_CONSENT,
    body: formDataOf({ ...body }),
  });
}
