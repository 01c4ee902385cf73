import { type Locale, localizePath } from '@vag/domain';
import { redirect } from 'react-router';
import { cookieValue } from './cookies';

/**
 * What the shopper entered on the checkout steps, kept between the steps in an HttpOnly cookie
 * so the flow works without JavaScript (DESIGN §7) and survives a reload. It holds only the
 * shopper's own form input: the API validates every field again and prices everything itself
 * when the order is placed, so a tampered cookie can change nothing a forged form could not.
 */
export const CHECKOUT_COOKIE = 'checkout_state';
/** Long enough for a slow checkout, short enough not to prefill a shared computer tomorrow. */
const MAX_AGE_S = 2 * 60 * 60;

/** The step 1 fields as the API takes them (spec §5 / checkout-forms.ts). */
export const STEP1_FIELDS = [
  'last_name',
  'first_name',
  'email',
  'phone_number',
  'address_id',
  'zipcode_id',
  'zipcode_code',
  'zipcode',
  'city',
  'street_type_id',
  'street',
  'number',
  'building',
  'staircase',
  'floor',
  'door',
  'billing_is_same',
  'billing_name',
  'billing_company_name',
  'billing_tax_number',
  'billing_address_id',
  'billing_zipcode_id',
  'billing_zipcode_code',
  'billing_zipcode',
  'billing_city',
  'billing_street_type_id',
  'billing_street',
  'billing_number',
  'billing_building',
  'billing_staircase',
  'billing_floor',
  'billing_door',
] as const;

export const STEP2_FIELDS = ['delivery_method_id', 'gls_parcel_shop_id', 'payment_method_id'] as const;

/** Fields only the storefront uses (the zip code as typed, to show the form again). */
export const STOREFRONT_ONLY_FIELDS: readonly string[] = ['zipcode_code', 'billing_zipcode_code'];

export interface CheckoutState {
  fields: Record<string, string>;
  step1Done: boolean;
  step2Done: boolean;
  /** Cart page choices (spec §2: balance credits for roles 2 and 3). */
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
}

const EMPTY: CheckoutState = {
  fields: {},
  step1Done: false,
  step2Done: false,
  usingMarketingCredit: false,
  usingGlobalCredit: false,
};

export function readCheckoutState(request: Request): CheckoutState {
  const raw = cookieValue(request.headers.get('cookie'), CHECKOUT_COOKIE);
  if (!raw) return { ...EMPTY, fields: {} };
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<CheckoutState>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed.fields ?? {})) {
      if (typeof value === 'string') fields[key] = value;
    }
    return {
      fields,
      step1Done: parsed.step1Done === true,
      step2Done: parsed.step2Done === true,
      usingMarketingCredit: parsed.usingMarketingCredit === true,
      usingGlobalCredit: parsed.usingGlobalCredit === true,
    };
  } catch {
    return { ...EMPTY, fields: {} };
  }
}

export function checkoutCookie(request: Request, state: CheckoutState | null): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  if (!state) return `${CHECKOUT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  const value = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return `${CHECKOUT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

/** Copies the named fields of a posted form (trimmed; empty ones left out). */
export function pickFields(form: FormData, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') picked[name] = value.trim();
  }
  return picked;
}

/** A step opened before the previous one was done goes back to the first one missing. */
export function requireSteps(state: CheckoutState, locale: Locale, upTo: 1 | 2): void {
  if (!state.step1Done) throw redirect(localizePath('/checkout/step1', locale));
  if (upTo === 2 && !state.step2Done) throw redirect(localizePath('/checkout/step2', locale));
}

/** 422 field messages of the API or the schema, keyed by the posted field name. */
export type FieldErrors = Record<string, string[]>;
