import { type HostId, type Locale, LocaleId, TrainingLocationType } from '@vag/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingDates, trainings, trainingTranslations } from './trainings.schema';

/** A training date with what a cart needs to sell it: its training's price, VAT and state. */
export interface SellableTrainingDate {
  id: number;
  trainingId: number;
  title: string;
  startAt: Date;
  /** 1 classroom, 2 online. */
  locationTypeId: number;
  /** Places left (never negative); online dates are not limited by it. */
  availableLimit: number;
  /** Upcoming, of an active training of the site: only such a date can be bought. */
  isSellable: boolean;
  /** What the buyer pays for one place (the sales price when there is one), gross. */
  price: number;
  /** The price before the promotion, gross. */
  priceOriginal: number;
  vatRate: number;
  /** The exemption its invoice names (TAM, AAM) when the training is exempt; null when taxed. */
  vatExemption: string | null;
}

/** The given training dates of a site's trainings, with the title in `locale` (else any). */
export async function findSellableTrainingDates(
  db: Db,
  hostId: HostId,
  locale: Locale,
  ids: number[],
): Promise<Map<number, SellableTrainingDate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: trainingDates.id,
      trainingId: trainingDates.trainingId,
      startAt: trainingDates.startAt,
      locationTypeId: trainingDates.locationTypeId,
      availableLimit: sql<number>`greatest(${trainingDates.capacity} - ${trainingDates.seatsHeld}, 0)::int`,
      isSellable: sql<boolean>`${trainingDates.startAt} > now() and ${trainings.isActive} and ${trainingDates.cancelledAt} is null`,
      onlinePrice: trainings.onlinePrice,
      classroomPrice: trainings.classroomPrice,
      onlineSalesPrice: trainings.onlineSalesPrice,
      classroomSalesPrice: trainings.classroomSalesPrice,
      vatRate: trainings.vatRate,
      vatExemption: trainings.vatExemption,
      title: sql<string>`coalesce(
        (select ${trainingTranslations.name} from ${trainingTranslations}
          where ${trainingTranslations.trainingId} = ${trainings.id}
          order by ${trainingTranslations.localeId} = ${LocaleId[locale]} desc, ${trainingTranslations.localeId} limit 1),
        '')`,
    })
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(and(inArray(trainingDates.id, ids), eq(trainings.hostId, hostId)));
  return new Map(
    rows.flatMap((row) => {
      const classroom = row.locationTypeId === TrainingLocationType.classroom;
      const listPrice = classroom ? row.classroomPrice : row.onlinePrice;
      const salesPrice = classroom ? row.classroomSalesPrice : row.onlineSalesPrice;
      // A date whose way of teaching the training no longer offers has no price: not for sale.
      if (listPrice === null) return [];
      const date: SellableTrainingDate = {
        id: row.id,
        trainingId: row.trainingId,
        title: row.title,
        startAt: row.startAt,
        locationTypeId: row.locationTypeId,
        availableLimit: row.availableLimit,
        isSellable: row.isSellable,
        price: salesPrice ?? listPrice,
        priceOriginal: listPrice,
        vatRate: row.vatRate,
        vatExemption: row.vatExemption,
      };
      return [[row.id, date] as const];
    }),
  );
}

/**
 * The dates not called off that start within `hours` from now, as a subquery of `id, start_at,
 * location_type_id, venue, online_url`: the reminders of their enrolments read them (issue 24).
 */
export const datesStartingWithin = (hours: number): SQL =>
  sql`select id, start_at, location_type_id, venue, online_url from training_dates
    where start_at > now() and start_at <= now() + make_interval(hours => ${hours}) and cancelled_at is null`;

/** A training date as a waiting list checks it (issue 24): its training's site and state, its places. */
export interface TrainingDateSeats {
  id: number;
  trainingId: number;
  hostId: number;
  isActive: boolean;
  startAt: Date;
  /** 1 classroom, 2 online. */
  locationTypeId: number;
  venue: string | null;
  capacity: number;
  /** Places held: enrolments, cart holds and waiting-list offers together. */
  seatsHeld: number;
  cancelledAt: Date | null;
}

const seatColumns = {
  id: trainingDates.id,
  trainingId: trainingDates.trainingId,
  hostId: trainings.hostId,
  isActive: trainings.isActive,
  startAt: trainingDates.startAt,
  locationTypeId: trainingDates.locationTypeId,
  venue: trainingDates.venue,
  capacity: trainingDates.capacity,
  seatsHeld: trainingDates.seatsHeld,
  cancelledAt: trainingDates.cancelledAt,
};

/** The given training dates with their places (no lock: for reading them). */
export async function findTrainingDateSeats(db: Db, ids: number[]): Promise<Map<number, TrainingDateSeats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(seatColumns)
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(inArray(trainingDates.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks a training date's row until the transaction ends and answers it: whoever takes or gives
 * its places meanwhile (an enrolment, a cart hold, an offer) waits, so the free places read here
 * stay free until they are given (issue 24's waiting-list offers).
 */
export async function lockTrainingDateSeats(tx: Db, id: number): Promise<TrainingDateSeats | undefined> {
  const [row] = await tx
    .select(seatColumns)
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(eq(trainingDates.id, id))
    .for('update', { of: trainingDates });
  return row;
}
