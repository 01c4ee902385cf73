import { TrainingLocationType } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';

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

const classroomClaims = (claims: SeatClaim[]) => {
  const byDate = new Map<number, number>();
  for (const claim of claims) {
    if (claim.locationTypeId !== TrainingLocationType.classroom) continue;
    byDate.set(claim.trainingDateId, (byDate.get(claim.trainingDateId) ?? 0) + claim.count);
  }
  // Dates in id order: two enrolments taking the same dates lock them in the same order.
  return [...byDate.entries()].sort(([a], [b]) => a - b);
};

/** Takes the seats of every classroom line, or throws 409 training_date_full and takes none. */
export async function takeSeats(tx: Db, claims: SeatClaim[]): Promise<void> {
  for (const [dateId, count] of classroomClaims(claims)) {
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`update training_dates set seats_held = seats_held + ${count}, updated_at = now()
        where id = ${dateId} and seats_held + ${count} <= capacity returning id`,
    );
    if (taken.length === 0) throw new AppError(409, 'training_date_full');
  }
}

/** Gives the seats of classroom lines back (the caller guarantees it happens once per hold). */
export async function giveBackSeats(tx: Db, claims: SeatClaim[]): Promise<void> {
  for (const [dateId, count] of classroomClaims(claims)) {
    await tx.execute(
      sql`update training_dates set seats_held = greatest(seats_held - ${count}, 0), updated_at = now()
        where id = ${dateId}`,
    );
  }
}

/**
 * Releases the seats of unpaid enrolments whose payment window has passed: the enrolment is
 * cancelled (payment status 5) and its seats go back, in one statement. `seats_released_at`
 * guards each hold: concurrent sweeps wait on the row lock, then find it released and skip it.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const rows = await queryRows<{ released: number | string }>(
    db,
    sql`with expired as (
        update academy_subscriptions
          set seats_released_at = now(), seats_hold_until = null, status = 'cancelled',
            payment_status_id = 5, updated_at = now()
          where seats_released_at is null and seats_hold_until < now() and payment_status_id <> 3
          returning id
      ), seats as (
        select i.training_date_id, sum(i.count)::int as n
          from academy_subscription_items i
          join expired e on e.id = i.academy_subscription_id
          where i.location_type_id = ${TrainingLocationType.classroom}
          group by i.training_date_id
      ), given_back as (
        update training_dates d set seats_held = greatest(d.seats_held - seats.n, 0), updated_at = now()
          from seats where d.id = seats.training_date_id
          returning d.id
      )
      select (select count(*) from expired) as released`,
  );
  return Number(rows[0]?.released ?? 0);
}
