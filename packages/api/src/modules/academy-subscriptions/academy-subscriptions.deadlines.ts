import { mailboxIdentity, PaymentMethodId, TrainingLocationType } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { onPurchaseCancelledUnpaid } from '../purchases/purchase-settlement';
import {
  type DeadlineOptions,
  type DeadlinePurchase,
  giveBackTakings,
  purchaseOptionsOf,
  queueDeadlineMail,
} from '../purchases/purchases.service';
import { placedReferralIds } from '../referrals/referrals.service';
import {
  classroomSeats,
  findTrainingDateFacts,
  type SeatClaim,
  seatsGivenBackFrom,
} from '../trainings/trainings.service';

/*
 * The payment deadline of enrolments (issue 17): a reminder before a bank-transfer deadline,
 * and after any deadline the unpaid enrolment is cancelled, its seats go back and the buyer is
 * told. Each is one conditional UPDATE whose row locks make it happen once, however many
 * instances run the job; the mails are queued in the same transaction.
 */

interface DueRow {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  subscription_id: string;
  locale_id: number;
  historic_total_gross: number;
  payment_key: string;
  payment_deadline: Date | string | null;
  /** Only in the rows of cancelled enrolments. */
  historic_marketing_credit?: number;
  historic_global_credit?: number;
}

const purchaseOf = (row: DueRow): DeadlinePurchase => ({
  kind: 'academy_subscription',
  id: row.id,
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  number: row.subscription_id,
  localeId: row.locale_id,
  total: row.historic_total_gross,
  paymentKey: row.payment_key,
  deadline: row.payment_deadline,
});

/** Queues the one reminder of bank-transfer enrolments whose deadline is near. */
export async function remindSubscriptionPayments(db: Db, options: DeadlineOptions): Promise<number> {
  const { reminderHoursBefore } = purchaseOptionsOf(options);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<DueRow>(
      tx,
      sql`update academy_subscriptions set payment_reminder_sent_at = now(), updated_at = now()
        where payment_method_id = ${PaymentMethodId.bankTransfer} and payment_status_id = 1
          and payment_reminder_sent_at is null and payment_deadline > now()
          and payment_deadline <= now() + make_interval(hours => ${reminderHoursBefore})
        returning id, user_id, email, first_name, subscription_id, locale_id, historic_total_gross, payment_key, payment_deadline`,
    );
    for (const row of rows) {
      await queueDeadlineMail(tx, options, 'payment_reminder', purchaseOf(row));
    }
    return rows.length;
  });
}

/**
 * Cancels the enrolments still unpaid (pending or failed) at their deadline: payment status 5,
 * status cancelled, their seats given back unless a payment window's end gave them back already.
 */
export async function expireSubscriptions(db: Db, options: DeadlineOptions): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<DueRow>(
      tx,
      sql`with due as (
          select id, seats_released_at is null as holding from academy_subscriptions
            where payment_deadline < now() and payment_status_id in (1, 2)
            order by id
            for update
        ), expired as (
          update academy_subscriptions s
            set payment_status_id = 5, status = 'cancelled', seats_hold_until = null,
              seats_released_at = coalesce(s.seats_released_at, now()), updated_at = now()
            from due where s.id = due.id
            returning s.id, due.holding, s.user_id, s.email, s.first_name, s.subscription_id, s.locale_id,
              s.historic_total_gross, s.payment_key, s.payment_deadline, s.historic_marketing_credit,
              s.historic_global_credit
        ), seats as (
          select i.training_date_id, sum(i.count)::int as n
            from academy_subscription_items i
            join expired e on e.id = i.academy_subscription_id and e.holding
            where i.location_type_id = ${TrainingLocationType.classroom}
            group by i.training_date_id
        ), given_back as (${seatsGivenBackFrom(sql.raw('seats'))})
        select * from expired`,
    );
    for (const row of rows) {
      await giveBackTakings(tx, {
        kind: 'academy_subscription',
        id: row.id,
        userId: row.user_id,
        number: row.subscription_id,
        marketingCredit: row.historic_marketing_credit ?? 0,
        globalCredit: row.historic_global_credit ?? 0,
      });
      await onPurchaseCancelledUnpaid(tx, { kind: 'academy_subscription', id: row.id });
      await queueDeadlineMail(tx, options, 'purchase_expired', purchaseOf(row));
    }
    return rows.length;
  });
}

/**
 * Enrolments that lapsed unpaid without `expireSubscriptions`: the end of the payment window
 * (`releaseExpiredHolds`) or the gateway set 5 while they stayed payable until their deadline;
 * past it a guest code used on one is freed, so its customer may use one again. Locked, so a
 * payment cannot cross it.
 */
export async function voidLapsedSubscriptionReferrals(db: Db): Promise<number> {
  const ids = await placedReferralIds(db, 'academy_subscription');
  if (ids.length === 0) return 0;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select id from academy_subscriptions
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and payment_status_id = 5 and payment_deadline < now()
        order by id for update`,
    );
    for (const row of rows) await onPurchaseCancelledUnpaid(tx, { kind: 'academy_subscription', id: row.id });
    return rows.length;
  });
}

/**
 * In the placing transaction of a guest: the seats this mailbox holds in pending enrolments of
 * each classroom date plus the new ones stay within the guests' share of the date's capacity
 * (at least one seat), else 422 training_guest_seat_limit. The mailbox's advisory lock makes
 * two enrolments of one guest count one after the other.
 */
export async function requireGuestSeatShare(tx: Db, options: DeadlineOptions, email: string, claims: SeatClaim[]) {
  const byDate = new Map(classroomSeats(claims));
  if (byDate.size === 0) return;
  const identity = mailboxIdentity(email);
  const domain = identity.slice(identity.lastIndexOf('@') + 1);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-seats:${identity}`}))`);
  const dateIds = sql.join(
    [...byDate.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  const [dates, held] = await Promise.all([
    findTrainingDateFacts(tx, [...byDate.keys()]),
    queryRows<{ training_date_id: number; email: string; n: number }>(
      tx,
      sql`select i.training_date_id, s.email, sum(i.count)::int as n
        from academy_subscription_items i
        join academy_subscriptions s on s.id = i.academy_subscription_id
        where i.training_date_id in (${dateIds}) and i.location_type_id = ${TrainingLocationType.classroom}
          and s.status = 'pending' and s.payment_status_id <> 3 and s.seats_released_at is null
          and lower(s.email) like ${`%@${domain === 'gmail.com' ? '%mail.com' : domain}`}
        group by i.training_date_id, s.email`,
    ),
  ]);
  const { guestMaxSeatShare } = purchaseOptionsOf(options);
  for (const date of dates.values()) {
    const already = held
      .filter((row) => row.training_date_id === date.id && mailboxIdentity(row.email) === identity)
      .reduce((sum, row) => sum + row.n, 0);
    const allowed = Math.max(1, Math.floor(date.capacity * guestMaxSeatShare));
    if (already + (byDate.get(date.id) ?? 0) > allowed) throw new AppError(422, 'training_guest_seat_limit');
  }
}
