import {
  type Address,
  type addressSchema,
  type credentialSchema,
  type Locale,
  LocaleId,
  type messageBodySchema,
  type Product,
  type StreetType,
  type selfDeleteSchema,
  type statusBodySchema,
  type User,
  type Zipcode,
} from '@vag/domain';
import { type ApiClient, ApiError } from './client';
import { type Answer, type FormOf, formDataOf, inLocale, type Submit, write } from './submit';

/**
 * Typed calls of the account area (spec §7 "Auth and account"). Writes take the posted form
 * where the no-JavaScript form goes on as it is, and a typed body where the action builds one.
 */

type MessageAnswer = Answer<typeof messageBodySchema>;
/** Forgot and reset password: `status` is the text to show (spec §8). */
type StatusAnswer = Answer<typeof statusBodySchema>;
/** Signing in, registering, saving the profile or the credentials: the user as saved. */
type UserAnswer = { message: string; data: User };
/** A posted form's CSRF field alone: the write needs no other field. */
type TokenOnly = { _token?: string };

export function listAddresses(api: ApiClient, locale: Locale) {
  return api.get<{ data: Address[] }>('/api/v1/addresses', { locale_id: LocaleId[locale] });
}

export function getAddress(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: Address }>(`/api/v1/addresses/${id}`, { locale_id: LocaleId[locale] });
}

/** Street types in their order, those without one last (spec §7). */
export function listStreetTypes(api: ApiClient, locale: Locale) {
  return api.get<{ data: StreetType[] }>('/api/v1/street-types', { locale_id: LocaleId[locale] });
}

/** Zip codes starting with `code` (a full four-digit code: its settlements; several can share one). */
export function listZipcodesByCode(api: ApiClient, code: string) {
  return api.get<{ data: Zipcode[] }>('/api/v1/zipcodes', { code });
}

/** The shop's wish list (spec §7 reads data.data.products). */
export function getWishlist(api: ApiClient, locale: Locale) {
  return api.get<{ data: { products: Product[] } }>('/api/v1/user-wishlist', { locale_id: LocaleId[locale] });
}

/**
 * The confirmation link of the registration mail; reading it confirms the address. Idempotent for
 * the link's owner: again, it answers `email_already_verified` (issue 18).
 */
export function verifyEmail(api: ApiClient, id: string, token: string, locale: Locale) {
  return api.get<{ message: string; code: 'email_verified' | 'email_already_verified' }>(
    `/api/v1/email/verify/${id}/${encodeURIComponent(token)}`,
    inLocale(locale),
  );
}

/** What a password reset link can still do; reading it spends nothing. Null: unknown, expired or replaced. */
export async function getResetLinkState(
  api: ApiClient,
  email: string,
  token: string,
): Promise<'valid' | 'used' | null> {
  try {
    const { data } = await api.get<{ data: { status: 'valid' | 'used' } }>('/api/v1/password-reset', { email, token });
    return data.status;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

const LOGIN = write('POST', '/auth/login');
const LOGOUT = write('POST', '/auth/logout');
const REGISTER = write('POST', '/auth/register');
const ACTIVATE_FROM_ORDER = write('POST', '/api/v1/credential/self-activate-from-order');
const FORGOT_PASSWORD = write('POST', '/auth/forgot-password');
const RESET_PASSWORD = write('POST', '/auth/reset-password');
const RESEND_VERIFICATION = write('POST', '/api/v1/email/verification-notification');
const UPDATE_USER = write('POST', '/api/v1/users/{id}');
/** The password change and the newsletter switch share it. */
const CREDENTIAL = write('POST', '/api/v1/credential/');
const SELF_DELETE = write('POST', '/api/v1/credential/self-delete');
const CREATE_ADDRESS = write('POST', '/api/v1/addresses');
const UPDATE_ADDRESS = write('POST', '/api/v1/addresses/{id}');
const DELETE_ADDRESS = write('DELETE', '/api/v1/addresses/{id}');
const WISHLIST_ADD = write('POST', '/api/v1/user-wishlist/add-product/{id}');
const WISHLIST_REMOVE = write('POST', '/api/v1/user-wishlist/remove-product/{id}');

export function login(submit: Submit, locale: Locale, form: FormData) {
  return submit<UserAnswer>({ write: LOGIN, query: inLocale(locale), body: form });
}

/** Ends the session; the API answers with a fresh guest session's cookies. */
export function logout(submit: Submit, locale: Locale, form: FormData) {
  return submit<MessageAnswer>({ write: LOGOUT, query: inLocale(locale), body: form });
}

/** Spec §6 registration (multipart, with the professional's proof_of_conduct document). */
export function register(submit: Submit, locale: Locale, form: FormData) {
  return submit<UserAnswer>({ write: REGISTER, query: inLocale(locale), body: form });
}

/** The account of a guest's order: its `payment_key` proves the guest placed it. */
export function activateAccountFromOrder(submit: Submit, locale: Locale, form: FormData) {
  return submit<UserAnswer>({ write: ACTIVATE_FROM_ORDER, query: inLocale(locale), body: form });
}

export function forgotPassword(submit: Submit, locale: Locale, form: FormData) {
  return submit<StatusAnswer>({ write: FORGOT_PASSWORD, query: inLocale(locale), body: form });
}

export function resetPassword(submit: Submit, locale: Locale, form: FormData) {
  return submit<StatusAnswer>({ write: RESET_PASSWORD, query: inLocale(locale), body: form });
}

/** Sends the e-mail confirmation again. */
export function resendVerificationMail(submit: Submit, locale: Locale, form: FormData) {
  return submit<MessageAnswer>({ write: RESEND_VERIFICATION, query: inLocale(locale), body: form });
}

/** The own profile (the form with `_method=PUT`); another user's id answers 404. */
export function updateProfile(submit: Submit, locale: Locale, userId: number, form: FormData) {
  return submit<UserAnswer>({ write: UPDATE_USER, params: { id: userId }, query: inLocale(locale), body: form });
}

/** A password change with the current password; the API ends the user's other sessions. */
export function changePassword(submit: Submit, locale: Locale, form: FormData) {
  return submit<UserAnswer>({ write: CREDENTIAL, query: inLocale(locale), body: form });
}

/** The profile's newsletter switch (the same credential endpoint as the password). */
export function setNewsletterWish(submit: Submit, locale: Locale, body: FormOf<typeof credentialSchema>) {
  return submit<UserAnswer>({ write: CREDENTIAL, query: inLocale(locale), body: formDataOf(body) });
}

/** Spec §6 self-delete, confirmed with the password; the API signs out. */
export function deleteAccount(submit: Submit, locale: Locale, body: FormOf<typeof selfDeleteSchema>) {
  return submit<MessageAnswer>({ write: SELF_DELETE, query: inLocale(locale), body: formDataOf(body) });
}

/**
 * Creates an address, or saves the whole address `id` (`_method=PUT`): the posted form of the
 * address book, or a typed body an action builds (setting the default address).
 */
export function saveAddress(
  submit: Submit,
  locale: Locale,
  id: number | undefined,
  body: FormData | FormOf<typeof addressSchema>,
) {
  return submit<{ message: string; data: Address }>({
    ...(id === undefined ? { write: CREATE_ADDRESS } : { write: UPDATE_ADDRESS, params: { id } }),
    query: inLocale(locale),
    body: body instanceof FormData ? body : formDataOf(body),
  });
}

export function deleteAddress(submit: Submit, locale: Locale, id: number, body: TokenOnly) {
  return submit<MessageAnswer>({
    write: DELETE_ADDRESS,
    params: { id },
    query: inLocale(locale),
    body: formDataOf(body),
  });
}

/** Spec §7: the wish list's add and remove take an empty form. */
export function addToWishlist(submit: Submit, locale: Locale, productId: number, body: TokenOnly) {
  const params = { id: productId };
  return submit<MessageAnswer>({ write: WISHLIST_ADD, params, query: inLocale(locale), body: formDataOf(body) });
}

export function removeFromWishlist(submit: Submit, locale: Locale, productId: number, body: TokenOnly) {
  const params = { id: productId };
  return submit<MessageAnswer>({ write: WISHLIST_REMOVE, params, query: inLocale(locale), body: formDataOf(body) });
}
