import { type Address, type Locale, localizePath, type StreetType } from '@vag/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { listZipcodesByCode } from '../../api-client/account';
import type { SiteCart } from '../../api-client/cart';
import type { ApiClient } from '../../api-client/client';
import { type CheckoutState, STOREFRONT_ONLY_FIELDS } from '../../lib/checkout-state.server';
import { visitorCart } from '../../lib/visitor.server';

/** The cart the checkout sells, priced with the shopper's choices; an empty cart goes back to the cart page. */
export async function requireCart(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  state: CheckoutState,
): Promise<SiteCart> {
  const siteCart = await visitorCart(request, context, locale, state);
  if (!siteCart || siteCart.cart.data.items.length === 0) throw redirect(localizePath('/cart', locale));
  return siteCart;
}

/**
 * Without JavaScript nobody looked the zip code up: the four digits posted as `zipcode_code`
 * become the id of the code's first settlement (the address book does the same). An address
 * form always posts its code; with none (or a malformed one) no id may stand.
 */
export async function resolveZipcode(api: ApiClient, fields: Record<string, string>, prefix: string) {
  const code = fields[`${prefix}zipcode_code`];
  if (!code || !/^\d{4}$/.test(code)) {
    delete fields[`${prefix}zipcode_id`];
    return;
  }
  const { data: found } = await listZipcodesByCode(api, code);
  const exact = found.filter((zipcode) => zipcode.code === code);
  // The id the browser chose stands when it belongs to the code; without JavaScript the page can
  // post the id of an address entered earlier beside a code the shopper has since changed.
  if (exact.some((zipcode) => String(zipcode.id) === fields[`${prefix}zipcode_id`])) return;
  if (exact[0]) fields[`${prefix}zipcode_id`] = String(exact[0].id);
  else delete fields[`${prefix}zipcode_id`];
}

/**
 * An address entered earlier in this checkout in the shape the address form prefills from, or
 * undefined when there is none yet.
 */
export async function enteredAddress(
  api: ApiClient,
  fields: Record<string, string>,
  prefix: string,
  streetTypes: StreetType[],
): Promise<Address | undefined> {
  const code = fields[`${prefix}zipcode_code`];
  const zipcodeId = Number(fields[`${prefix}zipcode_id`]);
  const streetType = streetTypes.find((type) => String(type.id) === fields[`${prefix}street_type_id`]);
  if (!code || !zipcodeId || !streetType) return undefined;
  const { data: found } = await listZipcodesByCode(api, code);
  const zipcode = found.find((match) => match.id === zipcodeId);
  if (!zipcode) return undefined;
  const part = (name: string) => fields[`${prefix}${name}`] ?? null;
  return {
    id: 0,
    zipcode,
    street: part('street') ?? '',
    street_type: streetType,
    number: part('number') ?? '',
    building: part('building'),
    staircase: part('staircase'),
    floor: part('floor'),
    door: part('door'),
    billing_name: null,
    is_default: false,
    created_at: '',
    updated_at: '',
  };
}

/** The state's fields as the API takes them (storefront-only helpers left out). */
export function apiFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !STOREFRONT_ONLY_FIELDS.includes(key)));
}
