import { HostId, type Locale, LocaleId } from '@vag/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingDates, trainings, trainingTranslations } from './trainings.schema';

/*
 * What the back office's enrolment screens read of training dates (issue 20): dates with their
 * training's name, end and seats, and the row locks a participant's move takes. The enrolments
 * themselves belong to academy-subscriptions, which asks through these functions.
 */

export type TrainingDatePeriod = 'upcoming' | 'past' | 'all';

export interface StaffTrainingDateFilter {
  period: TrainingDatePeriod;
  trainingId?: number;
  /** Lower-cased text found in the training's name in either language. */
  text?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface StaffTrainingDate {
  id: number;
  trainingId: number;
  trainingName: string;
  startAt: Date;
  endAt: Date;
  locationTypeId: number;
  venue: string | null;
  capacity: number;
  seatsHeld: number;
  /** Called off (issue 21): off sale, nobody moved onto it. */
  cancelledAt: Date | null;
}

const nameIn = (locale: Locale) => sql<string>`coalesce(
  (select ${trainingTranslations.name} from ${trainingTranslations}
    where ${trainingTranslations.trainingId} = ${trainingDates.trainingId}
    order by ${trainingTranslations.localeId} = ${LocaleId[locale]} desc, ${trainingTranslations.localeId} limit 1),
  '')`;

/** Spec §3: duration type 2 is hours, anything else minutes; the date's own duration wins. */
const endAt = sql<Date>`${trainingDates.startAt} + make_interval(mins => (
  coalesce(${trainingDates.duration}, ${trainings.duration})
  * case when coalesce(${trainingDates.durationTypeId}, ${trainings.durationTypeId}) = 2 then 60 else 1 end)::int)`;

const columns = (locale: Locale) => ({
  id: trainingDates.id,
  trainingId: trainingDates.trainingId,
  trainingName: nameIn(locale),
  startAt: trainingDates.startAt,
  endAt,
  locationTypeId: trainingDates.locationTypeId,
  venue: trainingDates.venue,
  capacity: trainingDates.capacity,
  seatsHeld: trainingDates.seatsHeld,
  cancelledAt: trainingDates.cancelledAt,
});

/** Postgres answers a computed timestamp as text through some drivers: one type for both. */
const asDate = <T extends { endAt: Date | string }>(row: T) => ({ ...row, endAt: new Date(row.endAt) });

function conditions(filter: StaffTrainingDateFilter): SQL | undefined {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return and(
    eq(trainings.hostId, HostId.academy),
    filter.period === 'upcoming' ? gte(trainingDates.startAt, sql`now()`) : undefined,
    filter.period === 'past' ? lt(trainingDates.startAt, sql`now()`) : undefined,
    filter.trainingId ? eq(trainingDates.trainingId, filter.trainingId) : undefined,
    like
      ? sql`exists (select 1 from ${trainingTranslations} where ${trainingTranslations.trainingId} = ${trainingDates.trainingId}
          and lower(${trainingTranslations.name}) like ${like})`
      : undefined,
    filter.from ? gte(trainingDates.startAt, filter.from) : undefined,
    filter.to ? lt(trainingDates.startAt, filter.to) : undefined,
  );
}

/** A page of the academy's training dates: upcoming soonest first, otherwise latest first. */
export async function selectStaffTrainingDates(
  db: Db,
  filter: StaffTrainingDateFilter,
  locale: Locale,
  limit: number,
  offset: number,
): Promise<{ rows: StaffTrainingDate[]; total: number }> {
  const where = conditions(filter);
  const order =
    filter.period === 'upcoming'
      ? [asc(trainingDates.startAt), asc(trainingDates.id)]
      : [desc(trainingDates.startAt), desc(trainingDates.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(locale))
      .from(trainingDates)
      .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(trainingDates)
      .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
      .where(where),
  ]);
  return { rows: rows.map(asDate), total: Number(total?.n ?? 0) };
}

/** One of the academy's training dates. */
export async function selectStaffTrainingDate(db: Db, id: number, locale: Locale) {
  const [row] = await db
    .select(columns(locale))
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(and(eq(trainingDates.id, id), eq(trainings.hostId, HostId.academy)));
  return row ? asDate(row) : undefined;
}

/** The other upcoming dates of a training: where its participants can be moved. */
export async function selectOtherUpcomingDates(db: Db, trainingId: number, exceptId: number, locale: Locale) {
  const rows = await db
    .select(columns(locale))
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(
      and(
        eq(trainingDates.trainingId, trainingId),
        ne(trainingDates.id, exceptId),
        gte(trainingDates.startAt, sql`now()`),
        // A cancelled date takes nobody (issue 21).
        sql`${trainingDates.cancelledAt} is null`,
      ),
    )
    .orderBy(asc(trainingDates.startAt), asc(trainingDates.id));
  return rows.map(asDate);
}

/** The academy's trainings by name in `locale`: the date list's filter. */
export async function selectAcademyTrainingNames(db: Db, locale: Locale) {
  const rows = await db
    .select({
      id: trainings.id,
      name: sql<string>`coalesce(
        (select ${trainingTranslations.name} from ${trainingTranslations}
          where ${trainingTranslations.trainingId} = ${trainings.id}
          order by ${trainingTranslations.localeId} = ${LocaleId[locale]} desc, ${trainingTranslations.localeId} limit 1),
        '')`,
    })
    .from(trainings)
    .where(eq(trainings.hostId, HostId.academy));
  return rows.sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * Locks training dates in id order (FOR UPDATE) and answers them: two moves between the same
 * dates lock them in the same order, so they queue rather than deadlock.
 */
export async function lockTrainingDates(tx: Db, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, StaffTrainingDate>();
  const locked = await tx
    .select({ id: trainingDates.id })
    .from(trainingDates)
    .where(inArray(trainingDates.id, ids))
    .orderBy(asc(trainingDates.id))
    .for('update');
  const rows = locked.length
    ? await tx
        .select(columns(locale))
        .from(trainingDates)
        .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
        .where(
          and(
            inArray(
              trainingDates.id,
              locked.map((row) => row.id),
            ),
            eq(trainings.hostId, HostId.academy),
          ),
        )
    : [];
  return new Map(rows.map((row) => [row.id, asDate(row)]));
}
