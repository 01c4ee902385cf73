import { isZipcodeInRange, type OpeningHours } from '@vag/domain';
import { z } from 'zod';
import type { ParcelShopValues } from './gls-parcel-shops.queries';

/*
 * GLS Hungary's public delivery-point feed (issue 22), as its map publishes it for a country
 * (`…/data/deliveryPoints/hu.json`): `{ "items": [point, …] }`, or a bare array of points.
 *
 *   {
 *     "id": "2000-CSOMAGPONT01",          GLS's id of the point: our `code`, the key of the upsert
 *     "name": "Szentendrei Papírbolt",
 *     "type": "parcel-shop",              or "parcel-locker" (any type naming a shop or a locker)
 *     "contact": { "countryCode": "HU", "postalCode": "2000", "city": "Szentendre", "address": "Dumtsa Jenő utca 7." },
 *     "location": [47.6693, 19.0756],     latitude, longitude (or { "lat": …, "lng": … })
 *     "hours": [[1, "08:00", "18:00"], [6, "08:00", "12:00", "10:00", "10:30"], [7, null, null]]
 *   }
 *
 * Hours are [ISO weekday, open, close] with an optional [lunch from, lunch to], which splits the
 * day in two intervals; null times are a closed day. For hand-made files, `address` may stand for
 * `contact` as { zipCode | postalCode, city, street }, and `openingHours` for `hours` in our own
 * form ([{ day, open, close }]). Other fields (features, description, …) are ignored.
 * A point is refused, with its reason, when a field is missing or malformed, its country is not
 * Hungary, its zip code is not a Hungarian one or its coordinates are outside Hungary (swapped
 * latitude and longitude would wreck the distance sorting).
 */

/** Hungary with a margin: 45.74–48.59 N, 16.11–22.90 E. */
const HUNGARY = { minLat: 45.6, maxLat: 48.7, minLng: 16.0, maxLng: 23.0 };

const text = z.string().trim().min(1);
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const digits = z.union([z.string().trim(), z.number().int().transform(String)]);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time as HH:MM');
const weekday = z.number().int().min(1).max(7);

const coordinates = z.union([
  z.tuple([numeric, numeric]).transform(([lat, lng]) => ({ lat, lng })),
  z.object({ lat: numeric, lng: numeric }),
]);

const contact = z.object({
  countryCode: z.string().trim().optional(),
  postalCode: digits,
  city: text,
  address: text,
});
const street = z
  .object({ zipCode: digits.optional(), postalCode: digits.optional(), city: text, street: text })
  .transform((value, context) => {
    const postalCode = value.zipCode ?? value.postalCode;
    if (postalCode === undefined) {
      context.addIssue({ code: 'custom', message: 'missing zipCode', path: ['zipCode'] });
      return z.NEVER;
    }
    return { postalCode, city: value.city, address: value.street, countryCode: undefined };
  });

const glsHours = z.array(
  z.tuple([weekday, time.nullable(), time.nullable()], time.nullable()).transform(([day, open, close, ...lunch]) => {
    if (open === null || close === null) return [];
    const [lunchFrom, lunchTo] = lunch;
    return lunchFrom && lunchTo
      ? [
          { day, open, close: lunchFrom },
          { day, open: lunchTo, close },
        ]
      : [{ day, open, close }];
  }),
);
const ownHours = z.array(z.object({ day: weekday, open: time, close: time }));

const point = z.object({
  id: z.union([text, z.number().int().transform(String)]),
  name: text,
  type: text,
  contact: contact.optional(),
  address: street.optional(),
  location: coordinates.optional(),
  coordinates: coordinates.optional(),
  hours: glsHours.optional(),
  openingHours: ownHours.optional(),
});

export interface RejectedPoint {
  /** 1-based position in the feed. */
  position: number;
  id: string | undefined;
  reason: string;
}

export interface ParcelPointFeed {
  points: ParcelShopValues[];
  rejected: RejectedPoint[];
}

/** A feed that cannot be read at all: nothing is changed. */
export class ParcelPointFeedError extends Error {
  override name = 'ParcelPointFeedError';
}

function lockerOf(type: string): boolean | undefined {
  const kind = type.toLowerCase();
  if (kind.includes('locker')) return true;
  if (kind.includes('shop')) return false;
  return undefined;
}

function toValues(raw: unknown): ParcelShopValues | string {
  const parsed = point.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') || 'point'}: ${issue?.message ?? 'malformed'}`;
  }
  const value = parsed.data;
  const place = value.contact ?? value.address;
  if (!place) return 'no contact (postalCode, city, address)';
  if (place.countryCode && place.countryCode.toUpperCase() !== 'HU') return `country ${place.countryCode}, not HU`;
  if (!isZipcodeInRange(place.postalCode)) return `zip code "${place.postalCode}" is not a Hungarian one`;
  const position = value.location ?? value.coordinates;
  if (!position) return 'no location';
  const { lat, lng } = position;
  if (!(lat >= HUNGARY.minLat && lat <= HUNGARY.maxLat && lng >= HUNGARY.minLng && lng <= HUNGARY.maxLng)) {
    return `location ${lat}, ${lng} is outside Hungary`;
  }
  const isParcelLocker = lockerOf(value.type);
  if (isParcelLocker === undefined) return `type "${value.type}" is neither a parcel shop nor a parcel locker`;
  const openingHours: OpeningHours = value.openingHours ?? value.hours?.flat() ?? [];
  return {
    code: value.id,
    name: value.name,
    zipcode: place.postalCode,
    city: place.city,
    address: place.address,
    isParcelLocker,
    isActive: true,
    openingHours,
    lat,
    lng,
  };
}

const idOf = (raw: unknown) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/** The feed's points as rows, and the points refused; a repeated id is refused after its first. */
export function readParcelPointFeed(json: string): ParcelPointFeed {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch (error) {
    throw new ParcelPointFeedError(`the feed is not JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(document) ? document : (document as { items?: unknown } | null)?.items;
  if (!Array.isArray(items))
    throw new ParcelPointFeedError('the feed is neither an array of points nor { "items": [...] }');
  const feed: ParcelPointFeed = { points: [], rejected: [] };
  const seen = new Set<string>();
  items.forEach((raw: unknown, index) => {
    const values = toValues(raw);
    const reason = typeof values === 'string' ? values : seen.has(values.code) ? 'the same id again' : undefined;
    if (reason || typeof values === 'string') {
      feed.rejected.push({ position: index + 1, id: idOf(raw), reason: reason ?? 'malformed' });
      return;
    }
    seen.add(values.code);
    feed.points.push(values);
  });
  return feed;
}
