import {
  type AdminSlide,
  type AdminSlideInput,
  HostId,
  type Locale,
  LocaleId,
  localeFromId,
  type SiteKey,
  siteKeyOf,
  toBudapestFieldValue,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { FieldErrors, isImageAddress, isLinkAddress, wallClockField } from '../content/content.admin';
import {
  deleteSlide,
  insertSlide,
  nextSlideSort,
  type SlideRecord,
  selectAdminSlide,
  selectAdminSlides,
  slidesTurnedWithin,
  updateSlide,
} from './home-carousels.admin-queries';

/*
 * The back office's home carousel (issue 21): slides per site and language with their image,
 * texts, link, order and display window. Every write is audited in its transaction; the
 * storefront's carousel is cached, and the change notice of each write drops it.
 */

const SORT_STEP = 10;

export function slideStateOf(slide: Pick<SlideRecord, 'isActive' | 'startsAt' | 'endsAt'>, now = new Date()) {
  if (!slide.isActive) return 'inactive' as const;
  if (slide.startsAt && slide.startsAt > now) return 'scheduled' as const;
  if (slide.endsAt && slide.endsAt <= now) return 'ended' as const;
  return 'live' as const;
}

function toAdminSlide(row: SlideRecord): AdminSlide {
  return {
    id: row.id,
    site: siteKeyOf(row.hostId as HostId),
    locale: localeFromId(row.localeId) ?? 'hu',
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    button_text: row.buttonText,
    sort: row.sort,
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    starts_local: row.startsAt ? toBudapestFieldValue(row.startsAt) : '',
    ends_local: row.endsAt ? toBudapestFieldValue(row.endsAt) : '',
    state: slideStateOf(row),
  };
}

export async function listAdminSlides(db: Db, sites: readonly SiteKey[], locale?: Locale): Promise<AdminSlide[]> {
  const rows = await selectAdminSlides(db, {
    hostIds: sites.map((site) => HostId[site]),
    localeId: locale ? LocaleId[locale] : undefined,
  });
  return rows.map(toAdminSlide);
}

export async function siteOfSlide(db: Db, id: number): Promise<SiteKey> {
  const row = await selectAdminSlide(db, id);
  if (!row) throw new NotFoundError();
  return siteKeyOf(row.hostId as HostId);
}

function fieldsOf(input: AdminSlideInput) {
  const errors = new FieldErrors();
  if (input.title === '') errors.add('title', 'content_title_required');
  if (!isImageAddress(input.image)) errors.add('image', 'content_image_invalid');
  if (input.link && !isLinkAddress(input.link)) errors.add('link', 'content_link_invalid');
  const startsAt = wallClockField(errors, 'starts_local', input.starts_local, false) ?? null;
  const endsAt = wallClockField(errors, 'ends_local', input.ends_local, false) ?? null;
  if (startsAt && endsAt && endsAt <= startsAt) errors.add('ends_local', 'carousel_ends_before_start');
  errors.throwIfAny();
  return {
    hostId: HostId[input.site],
    localeId: LocaleId[input.locale],
    title: input.title,
    subtitle: input.subtitle ?? null,
    image: input.image,
    link: input.link ?? null,
    buttonText: input.button_text ?? null,
    isActive: input.is_active,
    startsAt,
    endsAt,
  };
}

export async function createAdminSlide(db: Db, staffId: number, input: AdminSlideInput): Promise<AdminSlide> {
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const sort = input.sort ?? (await nextSlideSort(txDb, fields.hostId, fields.localeId));
    const id = await insertSlide(txDb, { ...fields, sort });
    const after = toAdminSlide((await selectAdminSlide(txDb, id)) as SlideRecord);
    await recordAudit(txDb, {
      staffId,
      action: 'carousel_slide.create',
      entity: 'carousel_slide',
      entityId: id,
      site: input.site,
      after,
    });
    return after;
  });
}

/** Replaces a slide's fields; moved to another site or language, it goes last there. */
export async function updateAdminSlide(db: Db, staffId: number, id: number, input: AdminSlideInput) {
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const before = await selectAdminSlide(txDb, id);
    if (!before) throw new NotFoundError();
    const moved = before.hostId !== fields.hostId || before.localeId !== fields.localeId;
    const sort = input.sort ?? (moved ? await nextSlideSort(txDb, fields.hostId, fields.localeId) : before.sort);
    await updateSlide(txDb, id, { ...fields, sort });
    const after = toAdminSlide((await selectAdminSlide(txDb, id)) as SlideRecord);
    await recordAudit(txDb, {
      staffId,
      action: 'carousel_slide.update',
      entity: 'carousel_slide',
      entityId: id,
      site: input.site,
      before: toAdminSlide(before),
      after,
    });
    return after;
  });
}

export async function deleteAdminSlide(db: Db, staffId: number, id: number) {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const before = await selectAdminSlide(txDb, id);
    if (!before) throw new NotFoundError();
    await deleteSlide(txDb, id);
    await recordAudit(txDb, {
      staffId,
      action: 'carousel_slide.delete',
      entity: 'carousel_slide',
      entityId: id,
      site: siteKeyOf(before.hostId as HostId),
      before: toAdminSlide(before),
    });
  });
}

/** Orders every slide of a site and language: `ids` names each exactly once, first shown first. */
export async function orderAdminSlides(db: Db, staffId: number, site: SiteKey, locale: Locale, ids: number[]) {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const slides = await selectAdminSlides(txDb, { hostIds: [HostId[site]], localeId: LocaleId[locale] });
    const known = new Set(slides.map((slide) => slide.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      const errors = new FieldErrors();
      errors.add('ids', 'carousel_order_mismatch');
      errors.throwIfAny();
    }
    for (const [index, id] of ids.entries()) await updateSlide(txDb, id, { sort: (index + 1) * SORT_STEP });
    await recordAudit(txDb, {
      staffId,
      action: 'carousel_slide.order',
      entity: 'carousel_slide',
      entityId: `${site}:${locale}`,
      site,
      before: slides.map((slide) => slide.id),
      after: ids,
    });
  });
}

/** Whether a slide's window opened or closed within (since, until]: see content.schedule.ts. */
export const carouselTurnedWithin = slidesTurnedWithin;
