import { formatDateTime } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** An online date's link as a paid enrolment's mail gives it. */
export interface OnlineLink {
  title: string;
  startAt: string;
  url: string;
}

/**
 * The links of an enrolment's online dates (issue 21): sent only once it is paid, never shown
 * publicly; a cancelled date's link is left out. The title is the one the enrolment recorded.
 */
export async function onlineLinksOf(db: Db, subscriptionId: number): Promise<OnlineLink[]> {
  const rows = await queryRows<{ title: string; start_at: Date | string; online_url: string }>(
    db,
    sql`select i.item_name_historic as title, d.start_at, d.online_url from academy_subscription_items i
      join training_dates d on d.id = i.training_date_id
      where i.academy_subscription_id = ${subscriptionId} and d.location_type_id = 2
        and d.online_url is not null and d.cancelled_at is null
      order by d.start_at, d.id`,
  );
  return rows.map((row) => ({
    title: row.title,
    startAt: formatDateTime(new Date(row.start_at)),
    url: row.online_url,
  }));
}

/** The links of the given online dates that are not cancelled: what a paid enrolment's account view shows. */
export async function onlineUrlsOfDates(db: Db, dateIds: number[]): Promise<Map<number, string>> {
  if (dateIds.length === 0) return new Map();
  const ids = sql.join(
    dateIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; online_url: string }>(
    db,
    sql`select id, online_url from training_dates
      where id in (${ids}) and location_type_id = 2 and online_url is not null and cancelled_at is null`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.online_url]));
}
