import { type Locale, localeFromId, PaymentStatusId, TrainingLocationType } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { enqueueMail } from '../../lib/mail';
import { purchaseUrl } from '../purchases/purchases.service';
import { datesStartingWithin } from '../trainings/trainings.dates';
import { participantsUrl } from './academy-subscriptions.service';

/*
 * Reminders before a training date (issue 24). Once a date is within the lead time, the buyer of
 * each paid enrolment with seats on it gets one reminder of it (when, where or the online link),
 * and, while some of those seats have nobody named, one request to name them.
 *
 * Each line of an enrolment records the start of the date its reminder, and its request, was sent
 * for. A sweep claims the lines owed a mail by writing that start, in the transaction that queues
 * the mails: a concurrent sweep waits on the claimed rows, then finds them claimed and sends
 * nothing. A date moved to another start is owed again; a changed lead time changes nothing sent.
 */

export const DEFAULT_ACADEMY_REMINDER_HOURS = 48;

/** What the sweep needs of the API's options: the lead time and the sites' addresses for links. */
export type ReminderOptions = Pick<ApiOptions, 'accounts' | 'academyReminderHours'>;

type ReminderKind = 'training_reminder' | 'participants_reminder';

/** An enrolment's lines on one date claimed for one mail, with what the mail says. */
interface ClaimedDate {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  subscription_id: string;
  locale_id: number;
  payment_key: string;
  title: string;
  start_at: Date | string;
  location_type_id: number;
  venue: string | null;
  online_url: string | null;
  /** Seats of the claimed lines that nobody is named for. */
  missing: number;
}

const namedOfLine = sql`(select count(*) from academy_subscription_item_participants p
  where p.academy_subscription_item_id = i.id)::int`;

/** Where each mail's claim is recorded, and which lines are owed it besides being due. */
const claims = {
  training_reminder: { column: sql.identifier('reminded_for_start_at'), owed: sql`` },
  participants_reminder: {
    column: sql.identifier('participants_reminded_for_start_at'),
    owed: sql`and ${namedOfLine} < i.count`,
  },
} as const;

/**
 * Claims for `kind` the lines of paid enrolments that are not cancelled on dates not called off
 * that start within `hours`, unless claimed for that start already; answers them per enrolment
 * and date, as an enrolment may have more than one line on a date.
 */
function claimDates(tx: Db, kind: ReminderKind, hours: number): Promise<ClaimedDate[]> {
  const { column, owed } = claims[kind];
  return queryRows<ClaimedDate>(
    tx,
    sql`with claimed as (
        update academy_subscription_items i set ${column} = d.start_at
          from (${datesStartingWithin(hours)}) d, academy_subscriptions s
          where i.training_date_id = d.id and s.id = i.academy_subscription_id
            and s.payment_status_id = ${PaymentStatusId.paid} and s.status <> 'cancelled'
            and i.${column} is distinct from d.start_at ${owed}
          returning i.academy_subscription_id, i.training_date_id, i.item_name_historic,
            i.count - ${namedOfLine} as missing, d.start_at, d.location_type_id, d.venue, d.online_url
      )
      select s.id, s.user_id, s.email, s.first_name, s.subscription_id, s.locale_id, s.payment_key,
          min(c.item_name_historic) as title, sum(c.missing)::int as missing,
          c.start_at, c.location_type_id, c.venue, c.online_url
        from claimed c join academy_subscriptions s on s.id = c.academy_subscription_id
        group by s.id, c.training_date_id, c.start_at, c.location_type_id, c.venue, c.online_url
        order by s.id, c.start_at, c.training_date_id`,
  );
}

/**
 * Housekeeping: queues the reminders owed for the dates starting within the lead time
 * (ACADEMY_REMINDER_HOURS, 48 by default; 0 sends none). Answers how many mails it queued.
 */
export async function remindParticipants(db: Db, options: ReminderOptions = {}): Promise<number> {
  const hours = options.academyReminderHours ?? DEFAULT_ACADEMY_REMINDER_HOURS;
  if (hours <= 0) return 0;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const mailOf = (row: ClaimedDate) => {
      const locale: Locale = localeFromId(row.locale_id) ?? 'hu';
      return {
        to: row.email,
        locale,
        about: { type: 'academy_subscription', id: Number(row.id) } as const,
        common: {
          firstName: row.first_name,
          number: row.subscription_id,
          training: row.title,
          startsAt: new Date(row.start_at).toISOString(),
        },
      };
    };
    const reminders = await claimDates(tx, 'training_reminder', hours);
    for (const row of reminders) {
      const { to, locale, about, common } = mailOf(row);
      const online = Number(row.location_type_id) === TrainingLocationType.online;
      await enqueueMail(tx, {
        to,
        kind: 'training_reminder',
        locale,
        about,
        data: {
          ...common,
          location: online ? 'online' : 'classroom',
          venue: online ? null : row.venue,
          onlineUrl: online ? row.online_url : null,
          url: purchaseUrl(
            options,
            'academy_subscription',
            { id: Number(row.id), userId: row.user_id, paymentKey: row.payment_key },
            locale,
          ),
        },
      });
    }
    const requests = await claimDates(tx, 'participants_reminder', hours);
    for (const row of requests) {
      const { to, locale, about, common } = mailOf(row);
      await enqueueMail(tx, {
        to,
        kind: 'participants_reminder',
        locale,
        about,
        data: { ...common, missing: row.missing, url: participantsUrl(options, locale, row.payment_key) },
      });
    }
    return reminders.length + requests.length;
  });
}
