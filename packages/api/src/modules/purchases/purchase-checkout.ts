import {
  type CheckoutInput,
  DeliveryMethodId,
  fieldErrors,
  fullName,
  guestDataSchema,
  type HostId,
  type Locale,
  LocaleId,
  PaymentMethodId,
  PaymentStatusId,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { HistoricSubtraction } from '../../db/purchase-columns';
import { AppError, fieldError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/session';
import { newToken } from '../../lib/tokens';
import { getAddress } from '../addresses/addresses.service';
import type { CartQuote } from '../cart/cart.service';
import { findUsableParcelShop } from '../gls-parcel-shops/gls-parcel-shops.service';
import { type CheckoutMethods, listCheckoutMethods } from '../payment-methods/payment-methods.service';
import { streetTypesByIds, typedZipcodeErrors, zipcodeOfTyped, zipcodesByIds } from '../reference/reference.service';
import { type GuestCodeTerms, recordGuestCodeUse } from '../referrals/referrals.service';
import { getProfile } from '../users/users.service';

/*
 * What placing an order and an enrolment share (spec §5, §7; DESIGN §6): who buys, where the
 * goods and the invoice go, how it is delivered and paid, all checked and turned into the
 * snapshot columns before the transaction starts; and the snapshot of a priced cart.
 */

export interface PostalAddress {
  zipcode: string;
  city: string;
  street: string;
  streetType: string;
  number: string;
  building: string | null;
  staircase: string | null;
  floor: string | null;
  door: string | null;
}

export interface Buyer {
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export interface Checkout {
  buyer: Buyer;
  address: PostalAddress;
  billing: PostalAddress & { name: string; companyName: string | null; taxNumber: string | null };
  delivery: { id: number; name: string; price: number; parcelShopId: number | null; parcelShop: string | null };
  payment: { id: number; name: string; extraCost: number };
  comment: string | null;
  deliveryComment: string | null;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
  locale: Locale;
  /** The site's methods as checked here: pricing the cart reuses them. */
  methods: CheckoutMethods;
  /** What a guest code gives (the purchase options): pricing the cart and recording its use read them. */
  guestCodes: GuestCodeTerms;
  /** The total the shopper confirmed (`expected_total`); null when the client sent none. */
  expectedTotal: number | null;
}

type AddressFields = Pick<
  CheckoutInput,
  | 'zipcode_id'
  | 'zipcode'
  | 'city'
  | 'street_type_id'
  | 'street'
  | 'number'
  | 'building'
  | 'staircase'
  | 'floor'
  | 'door'
>;

async function resolveAddress(
  db: Db,
  user: CurrentUser | null,
  locale: Locale,
  addressId: number | null | undefined,
  fields: AddressFields,
  prefix: '' | 'billing_',
): Promise<PostalAddress & { billingName: string | null }> {
  if (addressId != null) {
    // Another user's address (or a guest's attempt) reads as unknown, never as someone's data.
    const saved = user ? await getAddress(db, user.id, addressId, locale).catch(() => undefined) : undefined;
    if (!saved) throw fieldError(`${prefix}address_id`, 'choice_invalid');
    return {
      zipcode: saved.zipcode.code,
      city: saved.zipcode.city.name,
      street: saved.street,
      streetType: saved.street_type.name,
      number: saved.number,
      building: saved.building,
      staircase: saved.staircase,
      floor: saved.floor,
      door: saved.door,
      billingName: saved.billing_name,
    };
  }
  // Issue 22: a code the list lacks comes typed with its settlement instead of an id.
  const typed = fields.zipcode_id == null ? { code: fields.zipcode ?? '', city: fields.city ?? '' } : null;
  const zipcodeId = fields.zipcode_id ?? 0;
  const streetTypeId = fields.street_type_id ?? 0;
  const [zipcodes, typedErrors, streetTypes] = await Promise.all([
    zipcodesByIds(db, typed ? [] : [zipcodeId]),
    typed ? typedZipcodeErrors(db, typed, locale, prefix) : {},
    streetTypesByIds(db, locale, [streetTypeId]),
  ]);
  const streetType = streetTypes.get(streetTypeId);
  const errors: Record<string, string[]> = { ...typedErrors };
  if (!typed && !zipcodes.has(zipcodeId)) errors[`${prefix}zipcode_id`] = ['zipcode_unknown'];
  if (!streetType) errors[`${prefix}street_type_id`] = ['street_type_unknown'];
  if (Object.keys(errors).length > 0 || !streetType) throw new ValidationError(errors);
  const zipcode = typed ? await zipcodeOfTyped(db, typed) : zipcodes.get(zipcodeId);
  if (!zipcode) throw new ValidationError({ [`${prefix}zipcode_id`]: ['zipcode_unknown'] });
  return {
    zipcode: zipcode.code,
    city: zipcode.city.name,
    street: fields.street ?? '',
    streetType: streetType.name,
    number: fields.number ?? '',
    building: fields.building ?? null,
    staircase: fields.staircase ?? null,
    floor: fields.floor ?? null,
    door: fields.door ?? null,
    billingName: null,
  };
}

async function resolveBuyer(
  db: Db,
  user: CurrentUser | null,
  input: CheckoutInput,
  locale: Locale,
): Promise<Buyer & { companyName: string | null; taxNumber: string | null }> {
  if (!user) {
    const guest = guestDataSchema.safeParse(input);
    if (!guest.success) throw new ValidationError(fieldErrors(guest.error.issues, locale, input));
    return {
      userId: null,
      email: guest.data.email,
      firstName: guest.data.first_name,
      lastName: guest.data.last_name,
      phoneNumber: guest.data.phone_number,
      companyName: null,
      taxNumber: null,
    };
  }
  const profile = await getProfile(db, user.id);
  if (!profile) throw new AppError(401, 'unauthenticated');
  // Spec: a signed-in buyer orders with the account's data; only the phone may be given anew.
  const phoneNumber = input.phone_number ?? profile.phoneNumber;
  if (!phoneNumber) throw fieldError('phone_number', 'required');
  return {
    userId: user.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber,
    companyName: profile.companyName,
    taxNumber: profile.taxNumber,
  };
}

/** Checks a checkout form against the site's methods, the address book and the parcel points. */
export async function prepareCheckout(
  db: Db,
  context: { hostId: HostId; user: CurrentUser | null; locale: Locale; academy: boolean; guestCodes: GuestCodeTerms },
  input: CheckoutInput,
): Promise<Checkout> {
  const { hostId, user, locale } = context;
  const deliveryMethodId = context.academy
    ? (input.delivery_method_id ?? DeliveryMethodId.noDelivery)
    : input.delivery_method_id;
  if (deliveryMethodId == null) throw fieldError('delivery_method_id', 'required');
  const [buyer, methods] = await Promise.all([
    resolveBuyer(db, user, input, locale),
    listCheckoutMethods(db, hostId, locale),
  ]);
  const deliveryMethod = methods.delivery.find((method) => method.id === deliveryMethodId);
  if (!deliveryMethod) throw fieldError('delivery_method_id', 'choice_invalid');
  const paymentMethod = methods.payments(deliveryMethodId).find((method) => method.id === input.payment_method_id);
  if (!paymentMethod) throw fieldError('payment_method_id', 'choice_invalid');

  let parcelShop: { id: number; text: string } | null = null;
  if (deliveryMethod.needs_parcel_point) {
    if (input.gls_parcel_shop_id == null) throw fieldError('gls_parcel_shop_id', 'parcel_point_required');
    const locker = deliveryMethod.id === DeliveryMethodId.glsParcelLocker;
    const point = await findUsableParcelShop(db, input.gls_parcel_shop_id, locker);
    if (!point) throw fieldError('gls_parcel_shop_id', 'choice_invalid');
    parcelShop = { id: point.id, text: `${point.name}, ${point.zipcode} ${point.city}, ${point.address}` };
  }

  const address = await resolveAddress(db, user, locale, input.address_id, input, '');
  const billingAddress = input.billing_is_same
    ? address
    : await resolveAddress(
        db,
        user,
        locale,
        input.billing_address_id,
        {
          zipcode_id: input.billing_zipcode_id,
          zipcode: input.billing_zipcode,
          city: input.billing_city,
          street_type_id: input.billing_street_type_id,
          street: input.billing_street,
          number: input.billing_number,
          building: input.billing_building,
          staircase: input.billing_staircase,
          floor: input.billing_floor,
          door: input.billing_door,
        },
        'billing_',
      );
  const { billingName: _unused, ...postal } = address;
  const { billingName, ...billingPostal } = billingAddress;
  return {
    buyer: {
      userId: buyer.userId,
      email: buyer.email,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      phoneNumber: buyer.phoneNumber,
    },
    address: postal,
    billing: {
      ...billingPostal,
      name: input.billing_name ?? billingName ?? fullName(buyer.firstName, buyer.lastName, locale),
      companyName: input.billing_company_name ?? buyer.companyName,
      taxNumber: input.billing_tax_number ?? buyer.taxNumber,
    },
    delivery: {
      id: deliveryMethod.id,
      name: deliveryMethod.name,
      price: deliveryMethod.price,
      parcelShopId: parcelShop?.id ?? null,
      parcelShop: parcelShop?.text ?? null,
    },
    payment: { id: paymentMethod.id, name: paymentMethod.name, extraCost: paymentMethod.extra_cost },
    comment: input.comment,
    deliveryComment: input.delivery_comment ?? null,
    usingMarketingCredit: input.using_marketing_credit,
    usingGlobalCredit: input.using_global_credit,
    locale,
    methods,
    guestCodes: context.guestCodes,
    expectedTotal: input.expected_total ?? null,
  };
}

/**
 * 409 order_total_changed: the total the shopper confirmed is not what the server charges now.
 * `usedUp` names a limit reached by a concurrent purchase (coupon, balance) when that was the news.
 */
export class TotalChangedError extends AppError {
  constructor(
    readonly expected: number,
    /** The cart priced anew for the answer prices a guest code by the same terms. */
    readonly guestCodes: GuestCodeTerms,
    readonly usedUp?: string,
  ) {
    super(409, 'order_total_changed');
  }
}

/** Codes of limits another purchase can use up between the final step and this one's transaction. */
const USED_UP_MEANWHILE = new Set(['coupon_used_up', 'coupon_email_limit', 'insufficient_balance']);

/** Inside the transaction, once priced: nothing is placed at a total the shopper did not see. */
export function requireExpectedTotal(checkout: Checkout, quote: CartQuote) {
  if (checkout.expectedTotal !== null && checkout.expectedTotal !== quote.totalGross) {
    throw new TotalChangedError(checkout.expectedTotal, checkout.guestCodes);
  }
}

/**
 * Runs the purchase's transaction; a coupon or balance used up meanwhile is a changed total
 * to a shopper who confirmed one (the transaction has rolled back: nothing is placed).
 */
export async function withExpectedTotal<T>(checkout: Checkout, place: () => Promise<T>): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (checkout.expectedTotal !== null && error instanceof AppError && USED_UP_MEANWHILE.has(error.code)) {
      throw new TotalChangedError(checkout.expectedTotal, checkout.guestCodes, error.code);
    }
    throw error;
  }
}

/**
 * Inside the purchase's transaction, after its row is written: a guest code the quote applied is
 * checked again against the checkout's e-mail (422 guest_code_own / guest_code_not_new_customer;
 * 409 when a concurrent purchase of the same customer took it) and its use recorded, to credit
 * the beautician when the purchase is paid (at placing when nothing is left to pay: the
 * placing's onPurchasePaid).
 */
export async function redeemGuestCode(
  tx: Db,
  placing: { checkout: Checkout; quote: CartQuote; id: number; placedAt: Date },
  kind: 'order' | 'academy_subscription',
): Promise<void> {
  const code = placing.quote.guestCode;
  if (!code?.applicable || (code.discount <= 0 && code.credit <= 0)) return;
  await recordGuestCodeUse(tx, {
    use: { referrerUserId: code.referrerUserId, discount: code.discount, credit: code.credit },
    buyer: { email: placing.checkout.buyer.email, userId: placing.checkout.buyer.userId },
    kind,
    id: placing.id,
    placedAt: placing.placedAt,
    terms: placing.checkout.guestCodes,
  });
}

/** The unguessable credential of the payment return page: 32 random bytes, url-safe. */
export const newPaymentKey = () => newToken(32);

/** `VAG-2026-000123`: the prefix, the year of placing, and the row id. */
export function humanNumber(prefix: 'VAG' | 'AKA', id: number, placedAt: Date): string {
  return `${prefix}-${placedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** A card payment is started only for something left to pay. */
export const needsCardPayment = (paymentMethodId: number, totalGross: number) =>
  paymentMethodId === PaymentMethodId.card && totalGross > 0;

/**
 * After the purchase committed: starts the card payment when one is due. A provider that cannot
 * start (5xx) leaves the purchase placed and repayable (`paymentFailed`); other errors propagate.
 */
export async function startDueCardPayment(
  paymentMethodId: number,
  totalGross: number,
  start: () => Promise<string>,
): Promise<{ paymentUrl?: string; paymentFailed?: true }> {
  if (!needsCardPayment(paymentMethodId, totalGross)) return {};
  try {
    return { paymentUrl: await start() };
  } catch (error) {
    if (error instanceof AppError && error.status >= 500) return { paymentFailed: true };
    throw error;
  }
}

/** The snapshot columns that orders and enrolments share, from the checkout and the quote. */
export function purchaseSnapshot(checkout: Checkout, quote: CartQuote, paymentKey: string) {
  const subtractions: HistoricSubtraction[] = quote.subtractions.map(({ kind, name, amount }) => ({
    kind,
    name,
    amount,
  }));
  const discount = subtractions.reduce((sum, subtraction) => sum + subtraction.amount, 0);
  const subTotalVat = quote.lines.reduce((sum, line) => sum + line.vat, 0);
  const paid = quote.totalGross === 0;
  return {
    userId: checkout.buyer.userId,
    email: checkout.buyer.email,
    firstName: checkout.buyer.firstName,
    lastName: checkout.buyer.lastName,
    phoneNumber: checkout.buyer.phoneNumber,
    localeId: LocaleId[checkout.locale],
    paymentKey,
    // Nothing left to pay (credits, coupon): paid at once.
    paymentStatusId: paid ? PaymentStatusId.paid : PaymentStatusId.pending,
    payedDate: paid ? new Date() : null,
    paymentMethodId: checkout.payment.id,
    comment: checkout.comment,
    billingAddressName: checkout.billing.name,
    billingCompanyName: checkout.billing.companyName,
    billingTaxNumber: checkout.billing.taxNumber,
    billingAddressZipcode: checkout.billing.zipcode,
    billingAddressCity: checkout.billing.city,
    billingAddressStreet: checkout.billing.street,
    billingAddressStreetType: checkout.billing.streetType,
    billingAddressNumber: checkout.billing.number,
    billingAddressBuilding: checkout.billing.building,
    billingAddressStaircase: checkout.billing.staircase,
    billingAddressFloor: checkout.billing.floor,
    billingAddressDoor: checkout.billing.door,
    historicPaymentMethodName: checkout.payment.name,
    historicSubTotalGross: quote.subtotal,
    historicSubTotalVat: subTotalVat,
    historicPaymentPriceGross: quote.paymentFee,
    historicDiscountAmount: discount,
    historicDiscountDescription: subtractions.length
      ? subtractions.map((subtraction) => subtraction.name).join(', ')
      : null,
    historicSubtractions: subtractions,
    historicMarketingCredit: quote.marketingCredit,
    historicGlobalCredit: quote.globalCredit,
    historicTotalNet: quote.totalNet,
    historicTotalVat: quote.taxAmount,
    historicTotalGross: quote.totalGross,
  };
}

/** The snapshot of one priced line. */
export function lineSnapshot(line: CartQuote['lines'][number]) {
  return {
    count: line.count,
    itemNameHistoric: line.name,
    itemPriceHistoric: line.unitPrice,
    itemPriceOriginalHistoric: line.unitPriceOriginal,
    itemVatRateHistoric: line.vatRate,
    itemVatExemptionHistoric: line.vatExemption,
    itemSumPriceHistoric: line.sumPrice,
    itemNetHistoric: line.net,
    itemVatHistoric: line.vat,
  };
}
