import { TrainingLocationType } from '@vag/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { trainingDates } from './trainings.schema';

/*
 * Seats of classroom training dates (DESIGN §5 "seats"): an enrolment takes them when it is
 * placed and keeps them while it is paid or within its payment window. Every change is one
 * conditional UPDATE of `training_dates.seats_held`, whose check constraint keeps it within
 * 0..capacity, so no interleaving can oversell a date. Online dates are not limited (spec §5:
 * an online date needs only to be chosen), so they take no seats.
 */

export interface SeatClaim {
  trainingDateId: number;
  locationTypeId: number;
  count: number;
}

/** The seats asked for per classroom date, in date id order. */
export const classroomSeats = (claims: SeatClaim[]) => {
  const byDate = new Map<number, number>();
  for (const claim of claims) {
    if (claim.locationTypeId !== TrainingLocationType.classroom) continue;
    byDate.set(claim.trainingDateId, (byDate.get(claim.trainingDateId) ?? 0) + claim.count);
  }
  // Dates in id order: two enrolments taking the same dates lock them in the same order.
  return [...byDate.entries()].sort(([a], [b]) => a - b);
};

/** Takes the seats of every classroom line, or throws 409 training_date_full and takes none (a cancelled date has none). */
export async function takeSeats(tx: Db, claims: SeatClaim[]): Promise<void> {
  for (const [dateId, count] of classroomSeats(claims)) {
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`update training_dates set seats_held = seats_held + ${count}, updated_at = now()
        where id = ${dateId} and seats_held + ${count} <= capacity and cancelled_at is null returning id`,
    );
    if (taken.length === 0) throw new AppError(409, 'training_date_full');
  }
}

/** Gives the seats of classroom lines back (the caller guarantees it happens once per hold). */
export async function giveBackSeats(tx: Db, claims: SeatClaim[]): Promise<void> {
  for (const [dateId, count] of classroomSeats(claims)) {
    await tx.execute(
      sql`update training_dates set seats_held = greatest(seats_held - ${count}, 0), updated_at = now()
        where id = ${dateId}`,
    );
  }
}

/**
 * `giveBackSeats` as the body of a data-modifying `with`, over `seats` (rows of
 * `training_date_id, n`): an enrolment's statement that ends holds gives their seats back in it.
 */
export const seatsGivenBackFrom = (seats: SQL) =>
  sql`update training_dates d set seats_held = greatest(d.seats_held - s.n, 0), updated_at = now()
    from ${seats} s where d.id = s.training_date_id
    returning d.id`;

/** Capacity, start, venue and training of training dates (an enrolment's snapshot and guest share). */
export async function findTrainingDateFacts(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: trainingDates.id,
          trainingId: trainingDates.trainingId,
          startAt: trainingDates.startAt,
          venue: trainingDates.venue,
          capacity: trainingDates.capacity,
        })
        .from(trainingDates)
        .where(inArray(trainingDates.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
