import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/*
 * The enrolments of a training date, as the trainings module's back office reads them (issue 21):
 * this module owns the enrolment tables (DESIGN §2), so the statements over them live here and
 * the trainings module takes them through the service. `dateId` is a value or the date's column.
 */

/** Enrolments with a line on the date that are not cancelled: whom a cancellation of the date reaches. */
export const liveEnrolmentCountOn = (dateId: SQLWrapper | number): SQL<number> =>
  sql<number>`(select count(distinct i.academy_subscription_id)::int
    from academy_subscription_items i join academy_subscriptions s on s.id = i.academy_subscription_id
    where i.training_date_id = ${dateId} and s.status <> 'cancelled')`;

/** Every line ever placed on the date, cancelled or not: a date with any is never deleted. */
export const enrolmentLineCountOn = (dateId: SQLWrapper | number): SQL<number> =>
  sql<number>`(select count(*)::int from academy_subscription_items i where i.training_date_id = ${dateId})`;

/** Places taken on the date by enrolments that are not cancelled (an online date holds no seats). */
export const livePlacesOn = (dateId: SQLWrapper | number): SQL<number> =>
  sql<number>`(select coalesce(sum(i.count), 0)::int from academy_subscription_items i
    join academy_subscriptions s on s.id = i.academy_subscription_id
    where i.training_date_id = ${dateId} and s.status <> 'cancelled')`;

/** The ids of the date's enrolments that are not cancelled, in id order. */
export async function liveEnrolmentIdsOn(db: Db, dateId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct s.id from academy_subscriptions s
      join academy_subscription_items i on i.academy_subscription_id = s.id
      where i.training_date_id = ${dateId} and s.status <> 'cancelled' order by s.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** An enrolment's lines with their dates and the titles it recorded (for the online links of its mail). */
export function dateLinesOf(db: Db, subscriptionId: number) {
  return queryRows<{ title: string; training_date_id: number }>(
    db,
    sql`select item_name_historic as title, training_date_id from academy_subscription_items
      where academy_subscription_id = ${subscriptionId} order by id`,
  );
}
