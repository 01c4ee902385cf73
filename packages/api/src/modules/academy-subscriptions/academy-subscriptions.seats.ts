import { TrainingLocationType } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { seatsGivenBackFrom } from '../trainings/trainings.service';

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
      ), given_back as (${seatsGivenBackFrom(sql.raw('seats'))})
      select (select count(*) from expired) as released`,
  );
  return Number(rows[0]?.released ?? 0);
}
