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
 * publicly; a cancelled date's link is left out. `lines` are the enrolment's (its module reads
 * them), each with the title the enrolment recorded.
 */
export async function onlineLinksOf(
  db: Db,
  lines: { title: string; training_date_id: number }[],
): Promise<OnlineLink[]> {
  if (lines.length === 0) return [];
  const ids = sql.join(
    lines.map((line) => sql`${line.training_date_id}`),
    sql`, `,
  );
  const dates = await queryRows<{ id: number; start_at: Date | string; online_url: string }>(
    db,
    sql`select id, start_at, online_url from training_dates
      where id in (${ids}) and location_type_id = 2 and online_url is not null and cancelled_at is null
      order by start_at, id`,
  );
  return dates.flatMap((date) =>
    lines
      .filter((line) => Number(line.training_date_id) === Number(date.id))
      .map((line) => ({ title: line.title, startAt: formatDateTime(new Date(date.start_at)), url: date.online_url })),
  );
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
