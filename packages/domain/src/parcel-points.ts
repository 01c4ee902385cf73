import type { Locale } from './ids';

/** What naming a parcel point needs of it (the API's point, or an order's snapshot of one). */
export interface NamedParcelPoint {
  name: string;
  zipcode: string;
  city: string;
  address: string;
}

/** "Székesfehérvár " → "szekesfehervar": how place names are compared (accents, case and spaces ignored). */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('hu')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The carrier's product name GLS puts before a point's own name: "GLS CsomagAutomata – Szent István tér". */
const productPrefix = /^(.+?)\s+[–—-]\s+(.+)$/;

/**
 * A point's own name beside the delivery method that already names the carrier's product: GLS
 * calls its lockers "GLS CsomagAutomata – Szent István tér", and "GLS CsomagAutomata" (or, in
 * English, "GLS ParcelLocker") is the delivery method, so the point is "Szent István tér". The
 * prefix goes only when it starts with the carrier's word (the method's first word), so a shop
 * called "Papír – Írószer" keeps its name; a name that is only the product's is dropped ("").
 */
export function parcelPointName(name: string, deliveryName: string | null): string {
  if (!deliveryName) return name;
  const carrier = foldPlaceName(deliveryName).split(' ')[0] ?? '';
  if (foldPlaceName(name) === foldPlaceName(deliveryName)) return '';
  const parts = productPrefix.exec(name.trim());
  if (!carrier || !parts?.[1] || !parts[2]) return name;
  const prefix = foldPlaceName(parts[1]);
  return prefix === carrier || prefix.startsWith(`${carrier} `) ? parts[2] : name;
}

/**
 * "Szent István tér, 1051 Budapest, Október 6. utca 11.": the point's own name, then where it is;
 * shown after the delivery method's name, which says the carrier's product once.
 */
export function parcelPointLine(point: NamedParcelPoint, deliveryName: string | null = null): string {
  const own = parcelPointName(point.name, deliveryName);
  const place = `${point.zipcode} ${point.city}, ${point.address}`;
  return own ? `${own}, ${place}` : place;
}

const INTL_LOCALE: Record<Locale, string> = { hu: 'hu-HU', en: 'en-GB' };

/** Below this a distance is "< 0,1 km": a place's centre is an estimate, "0,0 km" would claim too much. */
const SHORTEST_SHOWN_KM = 0.1;

/** "0,8 km" (hu) / "0.8 km" (en); one decimal below 10 km, whole kilometres from there. */
export function formatDistanceKm(km: number, locale: Locale): string {
  const digits = km < 10 ? 1 : 0;
  const format = (value: number) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  return km < SHORTEST_SHOWN_KM ? `< ${format(SHORTEST_SHOWN_KM)} km` : `${format(km)} km`;
}

/** GLS Hungary's public tracking page of a parcel, in the reader's language (the shipped mail links it). */
export function glsTrackingUrl(parcelNumber: string, locale: Locale): string {
  const page = locale === 'hu' ? 'hu/csomagkovetes' : 'en/parcel-tracking';
  return `https://gls-group.com/HU/${page}?match=${encodeURIComponent(parcelNumber)}`;
}
