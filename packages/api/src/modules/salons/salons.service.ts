import {
  type HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localeFromId,
  localizePath,
  type OpeningHours,
  type Salon,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { htmlToText, sanitizeHtml } from '../../lib/html';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { alternatesOf, buildSeo } from '../content/content.seo';
import { assertSlug } from '../content/content.slug';
import type { SitemapSource } from '../sitemap/sitemap.types';
import {
  countSalons,
  insertSalon,
  type SalonRow,
  selectSalonSitemapRows,
  selectSalonSlugs,
  selectSalons,
  updateSalon,
  upsertSalonTranslations,
} from './salons.queries';

const salonPath = (slug: string) => `/salons/${slug}`;

async function toSalons(db: Db, rows: SalonRow[], locale: Locale): Promise<Salon[]> {
  const slugs = await selectSalonSlugs(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const url = localizePath(salonPath(row.slug), locale);
    const description = sanitizeHtml(row.description);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      url,
      zipcode: row.zipcode,
      city: row.city,
      address: row.address,
      phone: row.phone,
      email: row.email,
      website: row.website,
      opening_hours: row.openingHours,
      lat: row.lat,
      lng: row.lng,
      image: row.image,
      description,
      site_ordering: row.siteOrdering,
      seo: buildSeo({
        title: `${row.name} – ${row.city}`,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        text: htmlToText(description),
        image: row.image,
        slug: row.slug,
        url,
        type: 'place',
      }),
      alternates: alternatesOf(
        slugs.filter((slug) => slug.salonId === row.id),
        salonPath,
      ),
    };
  });
}

export interface SalonListParams {
  hostId: HostId;
  locale: Locale;
  /** The operator's order (`site_ordering=1`), else by city and name. */
  siteOrdering: boolean;
  city?: string;
  paging: Paging;
}

export async function listSalons(db: Db, params: SalonListParams): Promise<{ data: Salon[]; meta: ListMeta }> {
  const filter = { hostId: params.hostId, localeId: LocaleId[params.locale], city: params.city };
  const order = params.siteOrdering ? 'site' : 'place';
  const [rows, total] = await Promise.all([
    selectSalons(db, filter, order, params.paging.perPage, offsetOf(params.paging)),
    countSalons(db, filter),
  ]);
  const data = await toSalons(db, rows, params.locale);
  return { data, meta: pageMeta(params.paging, total, data.length) };
}

/** One salon by a slug of either language, in the requested language; 404 when there is none. */
export async function getSalon(db: Db, hostId: HostId, locale: Locale, slug: string): Promise<Salon> {
  const rows = await selectSalons(db, { hostId, localeId: LocaleId[locale], slug }, 'site', 1, 0);
  const [salon] = await toSalons(db, rows, locale);
  if (!salon) throw new NotFoundError();
  return salon;
}

export interface SalonInput {
  id?: number;
  hostId: HostId;
  name: string;
  zipcode: string;
  city: string;
  address: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  openingHours?: OpeningHours;
  lat?: number | null;
  lng?: number | null;
  image?: string | null;
  siteOrdering?: number | null;
  isActive?: boolean;
  translations: Partial<
    Record<Locale, { slug: string; description: string; seoTitle?: string | null; seoDescription?: string | null }>
  >;
}

/** Creates or updates a salon; its description is sanitised before it is stored. */
export async function saveSalon(db: Db, input: SalonInput): Promise<number> {
  const { id, translations, ...fields } = input;
  const values = {
    ...fields,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    website: fields.website ?? null,
    openingHours: fields.openingHours ?? [],
    lat: fields.lat ?? null,
    lng: fields.lng ?? null,
    image: fields.image ?? null,
    siteOrdering: fields.siteOrdering ?? null,
    isActive: fields.isActive ?? true,
  };
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const salonId = id ?? (await insertSalon(txDb, values));
    if (id) await updateSalon(txDb, salonId, values);
    await upsertSalonTranslations(
      txDb,
      Object.entries(translations).map(([locale, text]) => ({
        salonId,
        hostId: input.hostId,
        localeId: LocaleId[locale as Locale],
        slug: assertSlug(text.slug),
        description: sanitizeHtml(text.description),
        seoTitle: text.seoTitle ?? null,
        seoDescription: text.seoDescription ?? null,
      })),
    );
    return salonId;
  });
}

export const salonSitemapEntries: SitemapSource = async (db, hostId) => {
  const rows = await selectSalonSitemapRows(db, hostId);
  return rows.flatMap((row) => {
    const locale = localeFromId(row.localeId);
    return locale ? [{ locale, path: salonPath(row.slug), lastmod: row.updatedAt }] : [];
  });
};
