import { type Address, type Locale, localizePath, type StreetType, validationMessage } from '@vag/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { listZipcodesByCode } from '../../api-client/account';
import type { SiteCart } from '../../api-client/cart';
import type { ApiClient } from '../../api-client/client';
import { type CheckoutState, type FieldErrors, STOREFRONT_ONLY_FIELDS } from '../../lib/checkout-state.server';
import { visitorCart } from '../../lib/visitor.server';
import { zipcodeChoice } from '../../lib/zipcode-choice.server';

/**
 * The cart the checkout sells, priced with the shopper's choices; an empty cart goes back to the
 * cart page. Reading it at a checkout step extends the academy cart's seat holds, once.
 */
export async function requireCart(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  state: CheckoutState,
): Promise<SiteCart> {
  const siteCart = await visitorCart(request, context, locale, state, true);
  if (!siteCart || siteCart.cart.data.items.length === 0) throw redirect(localizePath('/cart', locale));
  return siteCart;
}

/**
 * The zip code fields of an address form as the API takes them (`zipcodeChoice`): the listed
 * zip code's id, or a code the list lacks with its settlement (issue 22). A listed code typed
 * with a settlement it does not serve is refused here, naming its own, so the shopper learns of
 * it on this step; the API checks it all again when the order is placed.
 */
export async function resolveZipcode(
  api: ApiClient,
  fields: Record<string, string>,
  prefix: string,
  locale: Locale,
): Promise<FieldErrors> {
  const posted = {
    code: fields[`${prefix}zipcode_code`] ?? '',
    id: fields[`${prefix}zipcode_id`] ?? '',
    city: fields[`${prefix}city`] ?? '',
  };
  for (const part of ['zipcode_id', 'zipcode', 'city']) delete fields[`${prefix}${part}`];
  const { fields: chosen, listed } = await zipcodeChoice(api, posted);
  for (const [part, value] of Object.entries(chosen)) fields[`${prefix}${part}`] = value;
  if (chosen.zipcode && chosen.city && listed.length > 0) {
    const cities = listed.map((zipcode) => zipcode.city.name).join(', ');
    return { [`${prefix}city`]: [validationMessage('zipcode_city_mismatch', locale, { cities })] };
  }
  return {};
}

/**
 * An address entered earlier in this checkout in the shape the address form prefills from, or
 * undefined when there is none yet. A code the list lacks, typed with its settlement, has a zip
 * code of id 0: the API stores the pair only when the order is placed.
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
  const typed = fields[`${prefix}zipcode`];
  const city = fields[`${prefix}city`];
  if (!code || !streetType || !(zipcodeId || (typed && city))) return undefined;
  const zipcode = zipcodeId
    ? (await listZipcodesByCode(api, code)).data.find((match) => match.id === zipcodeId)
    : { id: 0, code, city: { id: 0, name: city ?? '' } };
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
