import { type TrainingListMode, TrainingLocationType, type TrainingSortColumn } from '@vag/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SortKey } from '../catalogue/catalogue.params';
import {
  trainingCategoryLinks,
  trainingDates,
  trainingImages,
  trainings,
  trainingTranslations,
} from './trainings.schema';

const t = trainingTranslations;

export interface TrainingFilter {
  hostId: number;
  localeId: number;
  /** Each set narrows the list: a training must be in one of the set's categories. */
  categorySets: number[][];
  seo?: string;
  minPrice?: number;
  maxPrice?: number;
  mode?: TrainingListMode;
  /** Trainings offered this way (alone or besides the other). */
  location?: 'classroom' | 'online';
}

const modeCondition: Record<TrainingListMode, SQL | undefined> = {
  newest: undefined,
  highlighted: sql`${trainings.isHighlighted}`,
  promoted: sql`${trainings.hasPromotion}`,
};

const offeredAs = {
  classroom: inArray(trainings.locationTypeId, [TrainingLocationType.classroom, TrainingLocationType.both]),
  online: inArray(trainings.locationTypeId, [TrainingLocationType.online, TrainingLocationType.both]),
};

const inCategories = (ids: number[]) =>
  sql`exists (select 1 from ${trainingCategoryLinks} where ${trainingCategoryLinks.trainingId} = ${trainings.id}
    and ${inArray(trainingCategoryLinks.categoryId, ids)})`;

const withSlug = (slug: string) =>
  sql`exists (select 1 from ${t} as s where s.training_id = ${trainings.id} and s.slug = ${slug})`;

/** Upcoming and not called off: a cancelled date is never shown or sold (issue 21). */
const upcoming = sql`${trainingDates.startAt} > now() and ${trainingDates.cancelledAt} is null`;

/** The first upcoming date of the row's training, for sorting by `next_date`. */
const nextDate = sql`(select min(${trainingDates.startAt}) from ${trainingDates}
  where ${trainingDates.trainingId} = ${trainings.id} and ${upcoming})`;

function baseConditions(filter: TrainingFilter): (SQL | undefined)[] {
  return [
    eq(trainings.hostId, filter.hostId),
    eq(trainings.isActive, true),
    ...filter.categorySets.map(inCategories),
    filter.seo ? withSlug(filter.seo) : undefined,
    filter.mode ? modeCondition[filter.mode] : undefined,
    filter.location ? offeredAs[filter.location] : undefined,
  ];
}

const priceConditions = (filter: TrainingFilter) => [
  filter.minPrice === undefined ? undefined : gte(trainings.fromPrice, filter.minPrice),
  filter.maxPrice === undefined ? undefined : lte(trainings.fromPrice, filter.maxPrice),
];

const translated = (localeId: number) => and(eq(t.trainingId, trainings.id), eq(t.localeId, localeId));

export async function selectTrainingTotals(db: Db, filter: TrainingFilter) {
  const inPrice = and(...priceConditions(filter)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${inPrice}))::int`,
      min: sql<number | null>`min(${trainings.fromPrice})`,
      max: sql<number | null>`max(${trainings.fromPrice})`,
    })
    .from(trainings)
    .innerJoin(t, translated(filter.localeId))
    .where(and(...baseConditions(filter)));
  return { total: row?.total ?? 0, min: row?.min ?? 0, max: row?.max ?? 0 };
}

const sortColumn: Record<TrainingSortColumn, SQL> = {
  id: sql`${trainings.id}`,
  title: sql`lower(immutable_unaccent(${t.name}))`,
  price: sql`${trainings.fromPrice}`,
  created_at: sql`${trainings.createdAt}`,
  next_date: nextDate,
};

export async function selectTrainingPage(
  db: Db,
  filter: TrainingFilter,
  sort: SortKey<TrainingSortColumn>[],
  limit: number,
  offset: number,
): Promise<number[]> {
  // Trainings without an upcoming date come last in either direction of `next_date`.
  const order = sort.map(({ column, dir }) =>
    dir === 'desc' ? sql`${sortColumn[column]} desc nulls last` : sql`${sortColumn[column]} asc nulls last`,
  );
  const rows = await db
    .select({ id: trainings.id })
    .from(trainings)
    .innerJoin(t, translated(filter.localeId))
    .where(and(...baseConditions(filter), ...priceConditions(filter)))
    .orderBy(...order, asc(trainings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

export function selectTrainingRows(db: Db, ids: number[], localeId: number) {
  return db
    .select({
      id: trainings.id,
      locationTypeId: trainings.locationTypeId,
      duration: trainings.duration,
      durationTypeId: trainings.durationTypeId,
      onlinePrice: trainings.onlinePrice,
      classroomPrice: trainings.classroomPrice,
      onlineSalesPrice: trainings.onlineSalesPrice,
      classroomSalesPrice: trainings.classroomSalesPrice,
      hasPromotion: trainings.hasPromotion,
      isHighlighted: trainings.isHighlighted,
      createdAt: trainings.createdAt,
      name: t.name,
      slug: t.slug,
      description: t.description,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    })
    .from(trainings)
    .innerJoin(t, translated(localeId))
    .where(inArray(trainings.id, ids));
}

export function selectImages(db: Db, trainingIds: number[]) {
  return db
    .select({ trainingId: trainingImages.trainingId, urlPath: trainingImages.urlPath })
    .from(trainingImages)
    .where(inArray(trainingImages.trainingId, trainingIds))
    .orderBy(asc(trainingImages.sort), asc(trainingImages.id));
}

/** Upcoming dates only (spec: a past date cannot be chosen), soonest first. */
export function selectUpcomingDates(db: Db, trainingIds: number[]) {
  return db
    .select({
      id: trainingDates.id,
      trainingId: trainingDates.trainingId,
      startAt: trainingDates.startAt,
      duration: trainingDates.duration,
      durationTypeId: trainingDates.durationTypeId,
      locationTypeId: trainingDates.locationTypeId,
      venue: trainingDates.venue,
      // The check constraint keeps seats_held within capacity; greatest() keeps the contract regardless.
      availableLimit: sql<number>`greatest(${trainingDates.capacity} - ${trainingDates.seatsHeld}, 0)::int`,
    })
    .from(trainingDates)
    .where(and(inArray(trainingDates.trainingId, trainingIds), upcoming))
    .orderBy(asc(trainingDates.startAt), asc(trainingDates.id));
}

export function selectCategoryLinks(db: Db, trainingIds: number[]) {
  return db
    .select({
      trainingId: trainingCategoryLinks.trainingId,
      categoryId: trainingCategoryLinks.categoryId,
      isDefault: trainingCategoryLinks.isDefault,
    })
    .from(trainingCategoryLinks)
    .where(inArray(trainingCategoryLinks.trainingId, trainingIds))
    .orderBy(desc(trainingCategoryLinks.isDefault), asc(trainingCategoryLinks.categoryId));
}

/** Active trainings of a site whose slug (in any language) is `slug`, with that language. */
export function selectTrainingsBySlug(db: Db, hostId: number, slug: string) {
  return db
    .select({ id: trainings.id, localeId: t.localeId })
    .from(trainings)
    .innerJoin(t, eq(t.trainingId, trainings.id))
    .where(and(eq(trainings.hostId, hostId), eq(trainings.isActive, true), eq(t.slug, slug)));
}

/** Every active training (or the given ones), of a site or all, in every language: search and sitemap. */
export function selectTrainingTranslations(db: Db, ids?: number[], hostId?: number) {
  return db
    .select({
      id: trainings.id,
      hostId: trainings.hostId,
      localeId: t.localeId,
      name: t.name,
      slug: t.slug,
      description: t.description,
      updatedAt: sql<Date>`greatest(${trainings.updatedAt}, ${t.updatedAt})`,
    })
    .from(trainings)
    .innerJoin(t, eq(t.trainingId, trainings.id))
    .where(
      and(
        eq(trainings.isActive, true),
        ids ? inArray(trainings.id, ids) : undefined,
        hostId ? eq(trainings.hostId, hostId) : undefined,
      ),
    )
    .orderBy(asc(trainings.id), asc(t.localeId));
}

/** Categories that directly hold an active training of the site. */
export async function selectStockedTrainingCategoryIds(db: Db, hostId: number) {
  const rows = await db
    .selectDistinct({ id: trainingCategoryLinks.categoryId })
    .from(trainingCategoryLinks)
    .innerJoin(trainings, eq(trainings.id, trainingCategoryLinks.trainingId))
    .where(and(eq(trainings.hostId, hostId), eq(trainings.isActive, true)));
  return rows.map((row) => row.id);
}
