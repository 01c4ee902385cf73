import {
  ADMIN_TRAININGS_PAGE_SIZE,
  type AdminTraining,
  type AdminTrainingDateEdit,
  type AdminTrainingInput,
  type AdminTrainingQuery,
  type AdminTrainingRow,
  HostId,
  LOCALES,
  type Locale,
  LocaleId,
  TrainingLocationType,
} from '@vag/domain';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { enrolmentLineCountOn, liveEnrolmentCountOn } from '../academy-subscriptions/academy-subscriptions.service';
import { recordAudit } from '../audit/audit.service';
import { localizedPath } from '../catalogue/catalogue.seo';
import { mediaByIds } from '../media/media.service';
import { leaveRedirect } from '../redirects/redirects.service';
import { listTrainingCategories } from '../training-categories/training-categories.service';
import { liveEntryCountOn } from '../waiting-list/waiting-list.service';
import { loadTrainings } from './trainings.hydrate';
import {
  trainingCategoryLinks,
  trainingDates,
  trainingImages,
  trainings,
  trainingTranslations,
} from './trainings.schema';

/*
 * The back office's trainings (issue 21): a list, one training with its dates (the online link
 * included: staff only), and the editor's save. A save is one transaction with its audit row;
 * a changed slug (or default category) leaves a 301 from the old public path in each language.
 * Dates: trainings.admin.dates.ts.
 */

const ACADEMY = HostId.academy;

/** A training's name in `locale`, else in the other language. */
export const trainingNameIn = (trainingId: SQL | typeof trainings.id, locale: Locale) => sql<string>`coalesce(
  (select ${trainingTranslations.name} from ${trainingTranslations}
    where ${trainingTranslations.trainingId} = ${trainingId}
    order by ${trainingTranslations.localeId} = ${LocaleId[locale]} desc, ${trainingTranslations.localeId} limit 1),
  '')`;

/** Minutes of a date: its own duration, else its training's. */
export const dateEndSql = sql<Date>`${trainingDates.startAt} + make_interval(mins => (
  coalesce(${trainingDates.duration}, ${trainings.duration})
  * case when coalesce(${trainingDates.durationTypeId}, ${trainings.durationTypeId}) = 2 then 60 else 1 end)::int)`;

/** Enrolments on the date that are not cancelled (who a cancellation reaches), and all of them. */
const liveEnrolments = liveEnrolmentCountOn(trainingDates.id);
const allEnrolments = enrolmentLineCountOn(trainingDates.id);

export const dateEditColumns = {
  id: trainingDates.id,
  trainingId: trainingDates.trainingId,
  startAt: trainingDates.startAt,
  endAt: dateEndSql,
  duration: trainingDates.duration,
  durationTypeId: trainingDates.durationTypeId,
  locationTypeId: trainingDates.locationTypeId,
  venue: trainingDates.venue,
  onlineUrl: trainingDates.onlineUrl,
  capacity: trainingDates.capacity,
  seatsHeld: trainingDates.seatsHeld,
  liveEnrolments,
  allEnrolments,
  waitingCount: liveEntryCountOn(trainingDates.id),
  cancelledAt: trainingDates.cancelledAt,
  cancelReason: trainingDates.cancelReason,
};

type DateEditRow = {
  id: number;
  trainingId: number;
  startAt: Date;
  endAt: Date | string;
  duration: number | null;
  durationTypeId: number | null;
  locationTypeId: number;
  venue: string | null;
  onlineUrl: string | null;
  capacity: number;
  seatsHeld: number;
  liveEnrolments: number;
  allEnrolments: number;
  waitingCount: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toDateEdit(row: DateEditRow): AdminTrainingDateEdit {
  return {
    id: row.id,
    training_id: row.trainingId,
    start_at: iso(row.startAt),
    end_at: iso(row.endAt),
    duration: row.duration,
    duration_type_id: row.durationTypeId,
    location: {
      id: row.locationTypeId,
      code: row.locationTypeId === TrainingLocationType.classroom ? 'classroom' : 'online',
    },
    venue: row.venue,
    online_url: row.onlineUrl,
    capacity: row.capacity,
    seats_taken: row.seatsHeld,
    live_enrolments: Number(row.liveEnrolments),
    enrolments_total: Number(row.allEnrolments),
    waiting_count: Number(row.waitingCount),
    cancelled_at: row.cancelledAt ? iso(row.cancelledAt) : null,
    cancel_reason: row.cancelReason,
  };
}

/** GET /api/admin/v1/trainings: the academy's trainings by name, with their upcoming dates counted. */
export async function listTrainingsForStaff(db: Db, query: AdminTrainingQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_TRAININGS_PAGE_SIZE };
  const name = trainingNameIn(trainings.id, locale);
  const where = and(
    eq(trainings.hostId, ACADEMY),
    query.q
      ? sql`exists (select 1 from ${trainingTranslations} where ${trainingTranslations.trainingId} = ${trainings.id}
          and lower(${trainingTranslations.name}) like ${likeLower(query.q)})`
      : undefined,
  );
  const upcoming = sql`d.start_at > now() and d.cancelled_at is null`;
  // Written out: a one-table select leaves its columns unqualified, and inside the subquery over
  // training_dates a bare "id" would be the date's.
  const trainingId = sql.raw('"trainings"."id"');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trainings.id,
        name,
        locationTypeId: trainings.locationTypeId,
        fromPrice: trainings.fromPrice,
        isActive: trainings.isActive,
        isHighlighted: trainings.isHighlighted,
        upcomingDates: sql<number>`(select count(*)::int from training_dates d where d.training_id = ${trainingId} and ${upcoming})`,
        nextDate: sql<
          string | null
        >`(select min(d.start_at) from training_dates d where d.training_id = ${trainingId} and ${upcoming})`,
      })
      .from(trainings)
      .where(where)
      .orderBy(asc(name), asc(trainings.id))
      .limit(paging.perPage)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(trainings).where(where),
  ]);
  const data: AdminTrainingRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    location_type_id: row.locationTypeId,
    from_price: row.fromPrice,
    is_active: row.isActive,
    is_highlighted: row.isHighlighted,
    upcoming_dates: Number(row.upcomingDates),
    next_date: row.nextDate ? iso(row.nextDate) : null,
  }));
  return { data, meta: pageMeta(paging, total?.n ?? 0, data.length) };
}

/** The academy's categories for the editor, parents before children, indented by level. */
export async function trainingCategoryChoices(db: Db, locale: Locale) {
  const out: { id: number; name: string; level: number }[] = [];
  const walk = (nodes: { id: number; name: string; childrens?: unknown[] }[], level: number) => {
    for (const node of nodes) {
      out.push({ id: node.id, name: node.name, level });
      walk((node.childrens ?? []) as typeof nodes, level + 1);
    }
  };
  walk(await listTrainingCategories(db, { hostId: ACADEMY, locale }), 0);
  return out;
}

/** The training's public path in each language (its default category's path and its slug). */
async function publicPaths(db: Db, id: number): Promise<Record<Locale, string | null>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const [training] = await loadTrainings(db, [id], locale, []);
      return [locale, training ? localizedPath('training', [training.full_uri], locale) : null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, string | null>;
}

/** One training as its editor shows it, with every date (cancelled ones too), soonest first. */
export async function getTrainingForStaff(db: Db, id: number): Promise<AdminTraining> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, id), eq(trainings.hostId, ACADEMY)));
  if (!row) throw new NotFoundError();
  const [texts, links, images, dates, urls] = await Promise.all([
    db.select().from(trainingTranslations).where(eq(trainingTranslations.trainingId, id)),
    db.select().from(trainingCategoryLinks).where(eq(trainingCategoryLinks.trainingId, id)),
    db
      .select()
      .from(trainingImages)
      .where(eq(trainingImages.trainingId, id))
      .orderBy(asc(trainingImages.sort), asc(trainingImages.id)),
    db
      .select(dateEditColumns)
      .from(trainingDates)
      .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
      .where(eq(trainingDates.trainingId, id))
      .orderBy(asc(trainingDates.startAt), asc(trainingDates.id)),
    publicPaths(db, id),
  ]);
  const text = (locale: Locale) => {
    const found = texts.find((entry) => entry.localeId === LocaleId[locale]);
    return found
      ? {
          name: found.name,
          slug: found.slug,
          description: found.description,
          seo_title: found.seoTitle,
          seo_description: found.seoDescription,
        }
      : null;
  };
  return {
    id: row.id,
    texts: { hu: text('hu'), en: text('en') },
    location_type_id: row.locationTypeId,
    classroom_price: row.classroomPrice,
    classroom_sales_price: row.classroomSalesPrice,
    online_price: row.onlinePrice,
    online_sales_price: row.onlineSalesPrice,
    duration: row.duration,
    duration_type_id: row.durationTypeId,
    vat_rate: row.vatRate,
    vat_exemption: (row.vatExemption as AdminTraining['vat_exemption']) ?? null,
    is_highlighted: row.isHighlighted,
    is_active: row.isActive,
    category_ids: links.map((link) => link.categoryId),
    default_category_id: links.find((link) => link.isDefault)?.categoryId ?? null,
    images: images.map((image) => image.urlPath),
    urls,
    dates: dates.map(toDateEdit),
  };
}

/** A slug made of a name: accents dropped, anything but letters and digits a hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

const offers = (locationTypeId: number) => ({
  classroom: locationTypeId === TrainingLocationType.classroom || locationTypeId === TrainingLocationType.both,
  online: locationTypeId === TrainingLocationType.online || locationTypeId === TrainingLocationType.both,
});

/** The rules the form's fields must meet together (the DB's checks, said at the field). */
async function checkTraining(db: Db, id: number | null, input: AdminTrainingInput) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  const offered = offers(input.location_type_id);
  for (const way of ['classroom', 'online'] as const) {
    const price = input[`${way}_price`];
    const sale = input[`${way}_sales_price`];
    if (offered[way]) {
      if (price == null) add(`${way}_price`, 'training_price_required');
      else if (sale != null && sale >= price) add(`${way}_sales_price`, 'training_sales_price_too_high');
    } else {
      if (price != null) add(`${way}_price`, 'training_price_not_offered');
      if (sale != null) add(`${way}_sales_price`, 'training_price_not_offered');
    }
  }
  // An exempt training is invoiced at 0 % (the table's check says the same): said at the field, never a 500.
  if (input.vat_exemption != null && input.vat_rate !== 0) add('vat_exemption', 'training_vat_exemption_rate');
  const hasEnglish = input.name_en !== '' || input.slug_en !== '';
  if (hasEnglish && input.name_en === '') add('name_en', 'training_english_incomplete');
  for (const locale of LOCALES) {
    const slug = input[`slug_${locale}`];
    if (slug === '') continue;
    const taken = await db
      .select({ id: trainingTranslations.trainingId })
      .from(trainingTranslations)
      .where(
        and(
          eq(trainingTranslations.slug, slug),
          eq(trainingTranslations.localeId, LocaleId[locale]),
          id === null ? undefined : ne(trainingTranslations.trainingId, id),
        ),
      )
      .limit(1);
    if (taken.length > 0) add(`slug_${locale}`, 'slug_taken');
  }
  if (input.category_ids.length > 0 || input.default_category_id != null) {
    const wanted = [
      ...new Set([...input.category_ids, ...(input.default_category_id ? [input.default_category_id] : [])]),
    ];
    const known = new Set((await trainingCategoryChoices(db, 'hu')).map((category) => category.id));
    if (wanted.some((categoryId) => !known.has(categoryId))) add('category_ids', 'training_category_unknown');
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The training's images in order: the editor's slots (a library image chosen by id, `0` keeping
 * the slot's path, empty dropped), else the paths as given. An id the library lacks is 422.
 */
async function imagePaths(db: Db, input: AdminTrainingInput): Promise<string[]> {
  if (input.image_media_ids.length === 0) return input.images.filter(Boolean);
  const ids = input.image_media_ids.filter((id) => id !== '' && id !== '0').map(Number);
  const media = await mediaByIds(db, ids);
  const paths = input.image_media_ids.flatMap((id, slot) => {
    if (id === '') return [];
    if (id === '0') return input.images[slot] ? [input.images[slot]] : [];
    const asset = media.get(Number(id));
    return asset ? [asset.url] : [''];
  });
  if (paths.includes('')) throw new ValidationError({ images: ['training_image_unknown'] });
  return paths;
}

/** Blank slugs are made of the name; English is kept only with a name; images resolved to their paths. */
async function normalized(db: Db, input: AdminTrainingInput): Promise<AdminTrainingInput> {
  return {
    ...input,
    slug_hu: input.slug_hu || slugify(input.name_hu),
    slug_en: input.name_en ? input.slug_en || slugify(input.name_en) : '',
    images: await imagePaths(db, input),
  };
}

/** Two editors saving the same slug at once: the unique index refuses the second, said at the field. */
function slugRace(error: unknown): ValidationError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && (constraint === undefined || constraint.includes('slug'))) {
    return new ValidationError({ slug_hu: ['slug_taken'] });
  }
  return undefined;
}

/** POST (id null) or PATCH /api/admin/v1/trainings/{id}: the whole editor saved in one transaction. */
export async function saveTraining(
  db: Db,
  staffId: number,
  id: number | null,
  raw: AdminTrainingInput,
): Promise<AdminTraining> {
  const input = await normalized(db, raw);
  if (input.slug_hu === '') throw new ValidationError({ slug_hu: ['required'] });
  try {
    const savedId = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      let before: AdminTraining | null = null;
      if (id !== null) {
        // The row's lock makes two saves of the same training take turns (and their redirects).
        const locked = await queryRows<{ id: number }>(
          tx,
          sql`select id from trainings where id = ${id} and host_id = ${ACADEMY} for update`,
        );
        if (locked.length === 0) throw new NotFoundError();
        before = await getTrainingForStaff(tx, id);
      }
      await checkTraining(tx, id, input);
      const values = {
        hostId: ACADEMY,
        locationTypeId: input.location_type_id,
        duration: input.duration,
        durationTypeId: input.duration_type_id,
        classroomPrice: input.classroom_price ?? null,
        classroomSalesPrice: input.classroom_sales_price ?? null,
        onlinePrice: input.online_price ?? null,
        onlineSalesPrice: input.online_sales_price ?? null,
        vatRate: input.vat_rate,
        vatExemption: input.vat_exemption ?? null,
        isHighlighted: input.is_highlighted,
        isActive: input.is_active,
      };
      let trainingId: number;
      if (id === null) {
        const [created] = await tx.insert(trainings).values(values).returning({ id: trainings.id });
        if (!created) throw new Error('training insert returned nothing');
        trainingId = created.id;
      } else {
        await tx
          .update(trainings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(trainings.id, id));
        trainingId = id;
      }
      for (const locale of LOCALES) {
        const localeId = LocaleId[locale];
        const name = input[`name_${locale}`];
        if (name === '') {
          await tx
            .delete(trainingTranslations)
            .where(and(eq(trainingTranslations.trainingId, trainingId), eq(trainingTranslations.localeId, localeId)));
          continue;
        }
        const text = {
          name,
          slug: input[`slug_${locale}`],
          // Staff-written HTML: sanitised when saved (and again when the storefront shows it).
          description: sanitizeHtml(input[`description_${locale}`]),
          seoTitle: input[`seo_title_${locale}`] ?? null,
          seoDescription: input[`seo_description_${locale}`] ?? null,
          updatedAt: new Date(),
        };
        await tx
          .insert(trainingTranslations)
          .values({ trainingId, localeId, ...text })
          .onConflictDoUpdate({ target: [trainingTranslations.trainingId, trainingTranslations.localeId], set: text });
      }
      await tx.delete(trainingCategoryLinks).where(eq(trainingCategoryLinks.trainingId, trainingId));
      const categoryIds = [...new Set(input.category_ids)];
      const defaultId =
        input.default_category_id && categoryIds.includes(input.default_category_id)
          ? input.default_category_id
          : categoryIds[0];
      if (categoryIds.length > 0) {
        await tx
          .insert(trainingCategoryLinks)
          .values(categoryIds.map((categoryId) => ({ trainingId, categoryId, isDefault: categoryId === defaultId })));
      }
      await tx.delete(trainingImages).where(eq(trainingImages.trainingId, trainingId));
      if (input.images.length > 0) {
        await tx
          .insert(trainingImages)
          .values(input.images.slice(0, 12).map((urlPath, sort) => ({ trainingId, urlPath, sort })));
      }
      const after = await getTrainingForStaff(tx, trainingId);
      // A page that moved leaves a 301 behind in each language (its slug or its category changed).
      for (const locale of LOCALES) {
        const from = before?.urls[locale];
        const to = after.urls[locale];
        if (from && to && from !== to) await leaveRedirect(tx, { hostId: ACADEMY, fromPath: from, toPath: to });
      }
      const { dates: _beforeDates, ...auditedBefore } = before ?? { dates: [] };
      const { dates: _afterDates, ...auditedAfter } = after;
      await recordAudit(tx, {
        staffId,
        action: id === null ? 'training.create' : 'training.update',
        entity: 'training',
        entityId: trainingId,
        site: 'academy',
        before: before ? auditedBefore : null,
        after: auditedAfter,
      });
      return trainingId;
    });
    return getTrainingForStaff(db, savedId);
  } catch (error) {
    throw slugRace(error) ?? error;
  }
}
