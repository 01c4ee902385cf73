import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminContentListQuery,
  HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localizePath,
  type OpeningHours,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { FieldErrors, uniqueViolationOf } from '../content/content.admin';
import { SLUG_PATTERN } from '../content/content.slug';
import { mediaById } from '../media/media.service';
import { leaveRedirect } from '../redirects/redirects.service';
import {
  type AdminSalonRecord,
  countAdminSalons,
  deleteSalonTranslation,
  salonSlugTaken,
  selectAdminSalon,
  selectAdminSalons,
} from './salons.admin-queries';
import { type AdminSalon, type AdminSalonInput, type AdminSalonRow, SALON_DAYS } from './salons.admin-schemas';
import { saveSalon } from './salons.service';

/*
 * The back office's salons (issue 21): address, map coordinates, opening hours, image and the
 * description per language. Saved through the module's one write path (`saveSalon`: description
 * sanitised), audited; a changed slug leaves a 301 from the old address.
 */

const LOCALES = ['hu', 'en'] as const;
const ZIPCODE_PATTERN = /^\d{4}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The storefront's salon address (salons.service's `salonPath`), localized. */
const publicPath = (slug: string, locale: Locale) => localizePath(`/salons/${slug}`, locale);

const textOf = (record: AdminSalonRecord, locale: Locale) =>
  record.translations.find((row) => row.localeId === LocaleId[locale]);

function toRow(record: AdminSalonRecord): AdminSalonRow {
  const hu = textOf(record, 'hu');
  return {
    id: record.id,
    site: siteKeyOf(record.hostId as HostId),
    name: record.name,
    city: record.city,
    is_active: record.isActive,
    url: hu ? publicPath(hu.slug, 'hu') : null,
    updated_at: record.updatedAt.toISOString(),
  };
}

function toAdminSalon(record: AdminSalonRecord): AdminSalon {
  const hu = textOf(record, 'hu');
  const en = textOf(record, 'en');
  return {
    id: record.id,
    site: siteKeyOf(record.hostId as HostId),
    name: record.name,
    zipcode: record.zipcode,
    city: record.city,
    address: record.address,
    phone: record.phone,
    email: record.email,
    website: record.website,
    opening_hours: record.openingHours,
    lat: record.lat,
    lng: record.lng,
    image: record.image,
    site_ordering: record.siteOrdering,
    is_active: record.isActive,
    slug_hu: hu?.slug ?? '',
    description_hu: hu?.description ?? '',
    seo_title_hu: hu?.seoTitle ?? null,
    seo_description_hu: hu?.seoDescription ?? null,
    slug_en: en?.slug ?? '',
    description_en: en?.description ?? '',
    seo_title_en: en?.seoTitle ?? null,
    seo_description_en: en?.seoDescription ?? null,
    urls: { hu: hu ? publicPath(hu.slug, 'hu') : null, en: en ? publicPath(en.slug, 'en') : null },
    updated_at: record.updatedAt.toISOString(),
  };
}

export async function listAdminSalons(
  db: Db,
  query: AdminContentListQuery,
  sites: readonly SiteKey[],
): Promise<{ data: AdminSalonRow[]; meta: ListMeta }> {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const chosen = query.site ? sites.filter((site) => site === query.site) : sites;
  const filter = { hostIds: chosen.map((site) => HostId[site]), q: query.q || undefined };
  const [rows, total] = await Promise.all([
    selectAdminSalons(db, filter, paging.perPage, (paging.page - 1) * paging.perPage),
    countAdminSalons(db, filter),
  ]);
  const data = rows.map(toRow);
  return { data, meta: pageMeta(paging, total, data.length) };
}

export async function getAdminSalon(db: Db, id: number): Promise<AdminSalon> {
  const record = await selectAdminSalon(db, id);
  if (!record) throw new NotFoundError();
  return toAdminSalon(record);
}

export async function siteOfSalon(db: Db, id: number): Promise<SiteKey> {
  const record = await selectAdminSalon(db, id);
  if (!record) throw new NotFoundError();
  return siteKeyOf(record.hostId as HostId);
}

/** A coordinate field: null when blank, else a finite number within ±`limit`, or undefined (refused). */
function coordinateOf(value: number | string | null, limit: number): number | null | undefined {
  if (value === null) return null;
  const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** The week's hours in the storefront's shape: one interval per open day, closed days left out. */
function openingHoursOf(input: AdminSalonInput, errors: FieldErrors): OpeningHours {
  const hours: OpeningHours = [];
  for (const day of SALON_DAYS) {
    const open = input[`hours_${day}_open`];
    const close = input[`hours_${day}_close`];
    if (input[`hours_${day}_closed`] || (open === '' && close === '')) continue;
    if (!TIME_PATTERN.test(open) || !TIME_PATTERN.test(close)) errors.add(`hours_${day}`, 'salon_hours_invalid');
    // HH:MM strings compare as times.
    else if (close <= open) errors.add(`hours_${day}`, 'salon_hours_order');
    else hours.push({ day, open, close });
  }
  return hours;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export async function saveAdminSalon(
  db: Db,
  staffId: number,
  target: { id: number } | { site: SiteKey },
  input: AdminSalonInput,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const before = 'id' in target ? await selectAdminSalon(txDb, target.id) : undefined;
      if ('id' in target && !before) throw new NotFoundError();
      const hostId = before ? (before.hostId as HostId) : HostId[(target as { site: SiteKey }).site];
      const errors = new FieldErrors();
      if (input.name === '') errors.add('name', 'salon_name_required');
      if (!ZIPCODE_PATTERN.test(input.zipcode)) errors.add('zipcode', 'salon_zipcode_invalid');
      if (input.city === '') errors.add('city', 'salon_city_required');
      if (input.address === '') errors.add('address', 'salon_address_required');
      if (input.email && !EMAIL_PATTERN.test(input.email)) errors.add('email', 'salon_email_invalid');
      if (input.website && !isHttpsUrl(input.website)) errors.add('website', 'salon_website_invalid');
      const lat = coordinateOf(input.lat, 90);
      const lng = coordinateOf(input.lng, 180);
      if (lat === undefined) errors.add('lat', 'salon_lat_invalid');
      if (lng === undefined) errors.add('lng', 'salon_lng_invalid');
      if (lat !== undefined && lng !== undefined && (lat === null) !== (lng === null)) {
        errors.add(lat === null ? 'lat' : 'lng', 'salon_coordinates_incomplete');
      }
      const openingHours = openingHoursOf(input, errors);
      let image = before?.image ?? null;
      if (input.image_media_id === null) image = null;
      else if (input.image_media_id > 0) {
        const media = await mediaById(txDb, input.image_media_id);
        if (media) image = media.url;
        else errors.add('image_media_id', 'salon_image_unknown');
      }
      // Hungarian always; English when its slug is given (a blank one removes the English version).
      const locales = LOCALES.filter((locale) => locale === 'hu' || input.slug_en !== '');
      for (const locale of locales) {
        const slug = input[`slug_${locale}`];
        if (!SLUG_PATTERN.test(slug)) errors.add(`slug_${locale}`, 'content_slug_invalid');
        else if (await salonSlugTaken(txDb, hostId, LocaleId[locale], slug, before?.id)) {
          errors.add(`slug_${locale}`, 'content_slug_taken');
        }
      }
      errors.throwIfAny();
      const id = await saveSalon(txDb, {
        id: before?.id,
        hostId,
        name: input.name,
        zipcode: input.zipcode,
        city: input.city,
        address: input.address,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        openingHours,
        lat: lat ?? null,
        lng: lng ?? null,
        image,
        siteOrdering: input.site_ordering ?? null,
        isActive: input.is_active,
        translations: Object.fromEntries(
          locales.map((locale) => [
            locale,
            {
              slug: input[`slug_${locale}`],
              description: input[`description_${locale}`],
              seoTitle: input[`seo_title_${locale}`] ?? null,
              seoDescription: input[`seo_description_${locale}`] ?? null,
            },
          ]),
        ),
      });
      for (const locale of LOCALES) {
        const old = before ? textOf(before, locale) : undefined;
        if (!old) continue;
        if (!locales.includes(locale)) await deleteSalonTranslation(txDb, id, LocaleId[locale]);
        else if (old.slug !== input[`slug_${locale}`]) {
          await leaveRedirect(txDb, {
            hostId,
            fromPath: publicPath(old.slug, locale),
            toPath: publicPath(input[`slug_${locale}`], locale),
          });
        }
      }
      const after = await selectAdminSalon(txDb, id);
      await recordAudit(txDb, {
        staffId,
        action: before ? 'salon.update' : 'salon.create',
        entity: 'salon',
        entityId: id,
        site: siteKeyOf(hostId),
        before: before ? toAdminSalon(before) : undefined,
        after: after ? toAdminSalon(after) : undefined,
      });
      return id;
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'salon_translations_slug_idx') {
      const errors = new FieldErrors();
      errors.add('slug_hu', 'content_slug_taken');
      errors.throwIfAny();
    }
    throw error;
  }
}
