import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { openingHoursSchema } from './content';

/** Delivery and payment methods and GLS parcel points (spec §7 "Cart"; DESIGN §5: the ids are the contract). */

export const DeliveryMethodId = {
  glsHomeDelivery: 1,
  personalPickup: 2,
  glsParcelShop: 3,
  glsParcelLocker: 4,
  noDelivery: 5,
} as const;
export type DeliveryMethodId = (typeof DeliveryMethodId)[keyof typeof DeliveryMethodId];

export const PaymentMethodId = { card: 1, bankTransfer: 2, cashOnDelivery: 3, payAtPickup: 4 } as const;
export type PaymentMethodId = (typeof PaymentMethodId)[keyof typeof PaymentMethodId];

/** Spec §5: these need a parcel point id. */
export const PARCEL_POINT_DELIVERY_METHOD_IDS: readonly number[] = [
  DeliveryMethodId.glsParcelShop,
  DeliveryMethodId.glsParcelLocker,
];

export const PARCEL_SHOP_PAGE_SIZE = 20;
/** How many of the nearest points the checkout's picker lists: a phone screen or two. */
export const PARCEL_POINT_PICKER_SIZE = 8;

export const deliveryMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Integer forints, gross. */
  price: z.number().int(),
  needs_parcel_point: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const deliveryMethodListSchema = z.object({ data: z.array(deliveryMethodSchema), meta: listMetaSchema });

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The fee of paying this way: integer forints, gross. */
  extra_cost: z.number().int(),
  /** The delivery methods of this site the payment method can be combined with. */
  allowed_delivery_method_ids: z.array(z.number().int()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ data: z.array(paymentMethodSchema), meta: listMetaSchema });

export const parcelShopSchema = z.object({
  id: z.number().int(),
  /** GLS's own id of the point, sent with the shipment. */
  code: z.string(),
  name: z.string(),
  zipcode: z.string(),
  city: z.string(),
  address: z.string(),
  is_parcel_locker: z.boolean(),
  is_active: z.boolean(),
  opening_hours: openingHoursSchema,
  lat: z.number(),
  lng: z.number(),
  /** Kilometres from the place searched from (`near`, or `lat`/`lng`); absent without one. */
  distance_km: z.number().optional(),
});
export type ParcelShop = z.infer<typeof parcelShopSchema>;

/** The place a `near` search measured from: a zip code's or a settlement's estimated centre. */
export const parcelPointOriginSchema = z.object({
  /** The zip code searched for, or null when a settlement was. */
  zipcode: z.string().nullable(),
  /** The settlement, when the zip code table or the points name it. */
  city: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type ParcelPointOrigin = z.infer<typeof parcelPointOriginSchema>;

export const parcelShopListSchema = z.object({
  data: z.array(parcelShopSchema),
  meta: listMetaSchema,
  /** With `near`: where distances are measured from; null when the place is not known. */
  origin: parcelPointOriginSchema.nullable().optional(),
  /** With `near` and no points: why, in the request's language, and its stable code. */
  message: z.string().optional(),
  code: z.string().optional(),
});
export type ParcelShopList = z.infer<typeof parcelShopListSchema>;
export const parcelShopResponseSchema = z.object({ data: parcelShopSchema });

// Naming a point and its distance: the same words in the checkout, the summary and the orders.
export * from '../parcel-points';
