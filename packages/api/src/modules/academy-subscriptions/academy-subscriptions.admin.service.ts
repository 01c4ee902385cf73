import {
  type AcademySubscriptionStatusCode,
  ADMIN_ENROLMENTS_PAGE_SIZE,
  ADMIN_TRAINING_DATES_PAGE_SIZE,
  type AdminDateEnrolment,
  type AdminDateParticipant,
  type AdminEnrolmentDetail,
  type AdminEnrolmentQuery,
  type AdminEnrolmentRow,
  type AdminTrainingDateDetail,
  type AdminTrainingDateQuery,
  type AdminTrainingDateRow,
  availableEnrolmentEvents,
  budapestDayRange,
  fullName,
  type Locale,
  TrainingLocationType,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { csvDocument } from '../../lib/csv';
import { NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { mailHistory } from '../../lib/mail/history';
import { message } from '../../lib/messages';
import { staffInvoicesOf } from '../invoices/invoices.view';
import { paymentAttemptsOf, paymentStatusOf, recordedPaymentsOf } from '../purchases/purchases.service';
import {
  type StaffTrainingDate,
  selectAcademyTrainingNames,
  selectOtherUpcomingDates,
  selectStaffTrainingDate,
  selectStaffTrainingDates,
} from '../trainings/trainings.enrolment-queries';
import {
  type DateSeatStats,
  selectDateEnrolments,
  selectDateParticipants,
  selectDateSeatStats,
  selectStaffSubscriptions,
  selectSubscription,
} from './academy-subscriptions.admin-queries';
import { enrolmentFacts } from './academy-subscriptions.lifecycle';
import type { SubscriptionRow } from './academy-subscriptions.queries';
import { toSubscription } from './academy-subscriptions.service';

/*
 * The back office's academy reads (issue 20): training dates with their seats, one date with its
 * enrolments and participants (and its attendance sheet), enrolments with a search like the
 * orders', one enrolment with its payment attempts and mails. Writes: academy-subscriptions.admin.writes.ts.
 */

const isClassroom = (locationTypeId: number) => locationTypeId === TrainingLocationType.classroom;

const locationOf = (id: number) => ({
  id,
  code: isClassroom(id) ? ('classroom' as const) : ('online' as const),
});

const statusOf = (code: string, locale: Locale) => ({
  code: code as AcademySubscriptionStatusCode,
  name: message(`academy_subscription_status_${code as AcademySubscriptionStatusCode}`, locale),
});

const NO_STATS: DateSeatStats = { seatsHolding: 0, seatsPaid: 0, enrolments: 0 };

function toDateRow(date: StaffTrainingDate, stats: DateSeatStats = NO_STATS): AdminTrainingDateRow {
  return {
    id: date.id,
    training: { id: date.trainingId, name: date.trainingName },
    start_at: date.startAt.toISOString(),
    end_at: date.endAt.toISOString(),
    location: locationOf(date.locationTypeId),
    venue: date.venue,
    capacity: date.capacity,
    // A classroom's seats are its counter (DESIGN §5); an online date takes none, so count its enrolments'.
    seats_taken: isClassroom(date.locationTypeId) ? date.seatsHeld : stats.seatsHolding,
    seats_paid: stats.seatsPaid,
    enrolments_count: stats.enrolments,
    cancelled: date.cancelledAt !== null,
  };
}

/** GET /api/admin/v1/training-dates: the academy's dates, upcoming by default, with their seats. */
export async function listTrainingDatesForStaff(db: Db, query: AdminTrainingDateQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_TRAINING_DATES_PAGE_SIZE };
  const [{ rows, total }, trainings] = await Promise.all([
    selectStaffTrainingDates(
      db,
      {
        period: query.when ?? 'upcoming',
        trainingId: query.training_id,
        text: query.q ? query.q.toLowerCase() : undefined,
        ...budapestDayRange(query.from, query.to),
      },
      locale,
      paging.perPage,
      offsetOf(paging),
    ),
    selectAcademyTrainingNames(db, locale),
  ]);
  const stats = await selectDateSeatStats(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toDateRow(row, stats.get(row.id))),
    meta: pageMeta(paging, total, rows.length),
    trainings,
  };
}

const buyerOf = (row: SubscriptionRow, locale: Locale) => ({
  name: fullName(row.firstName, row.lastName, locale),
  email: row.email,
  phone_number: row.phoneNumber,
  paymentStatus: paymentStatusOf(row.paymentStatusId, locale),
  paymentMethod: { id: row.paymentMethodId, name: row.historicPaymentMethodName },
  status: statusOf(row.status, locale),
});

export async function requireDate(db: Db, id: number, locale: Locale) {
  const date = await selectStaffTrainingDate(db, id, locale);
  if (!date) throw new NotFoundError();
  return date;
}

/** The enrolments with seats on a date and the participants named for it. */
export async function datePeople(db: Db, dateId: number) {
  const [enrolments, participants] = await Promise.all([
    selectDateEnrolments(db, dateId),
    selectDateParticipants(db, dateId),
  ]);
  return { enrolments, participants };
}
type DatePeople = Awaited<ReturnType<typeof datePeople>>;

/** Seats of an enrolment on a date that nobody is named for yet. */
export const unnamedSeats = ({ seats, named }: { seats: number; named: number }) => Math.max(0, seats - named);

/** A date's people as the back office shows them, and its seats of open enrolments nobody is named for. */
function peopleOf({ enrolments, participants }: DatePeople, locale: Locale) {
  return {
    enrolments: enrolments.map(
      ({ subscription, seats, named }): AdminDateEnrolment => ({
        id: subscription.id,
        subscription_id: subscription.subscriptionId,
        ...buyerOf(subscription, locale),
        seats,
        named,
        created_at: subscription.createdAt.toISOString(),
      }),
    ),
    participants: participants.map(
      (row): AdminDateParticipant => ({
        id: row.participant.id,
        name: fullName(row.participant.firstName, row.participant.lastName, locale),
        email: row.participant.email,
        phone_number: row.participant.phoneNumber,
        academy_subscription_id: row.subscriptionId,
        subscription_id: row.number,
        cancelled: row.status === 'cancelled',
      }),
    ),
    unnamed_seats: enrolments
      .filter(({ subscription }) => subscription.status !== 'cancelled')
      .reduce((sum, enrolment) => sum + unnamedSeats(enrolment), 0),
  };
}

/** GET /api/admin/v1/training-dates/{id}: the date, its enrolments, participants and where they can move. */
export async function getTrainingDateForStaff(db: Db, id: number, locale: Locale): Promise<AdminTrainingDateDetail> {
  const date = await requireDate(db, id, locale);
  const [stats, people, others] = await Promise.all([
    selectDateSeatStats(db, [id]),
    datePeople(db, id),
    selectOtherUpcomingDates(db, date.trainingId, id, locale),
  ]);
  return {
    ...toDateRow(date, stats.get(id)),
    ...peopleOf(people, locale),
    move_targets: others.map((other) => ({
      id: other.id,
      start_at: other.startAt.toISOString(),
      location: locationOf(other.locationTypeId),
      venue: other.venue,
      seats_free: isClassroom(other.locationTypeId) ? Math.max(0, other.capacity - other.seatsHeld) : null,
    })),
  };
}

/** Paid or pending, not cancelled: who is expected on the day. */
const attends = (row: { status: string; paymentStatusId: number }) =>
  row.status !== 'cancelled' && (row.paymentStatusId === 1 || row.paymentStatusId === 3);

/**
 * GET /api/admin/v1/training-dates/{id}/attendance.csv: one row per participant of the enrolments
 * expected on the day, then one per seat nobody is named for yet (with the buyer's contact).
 */
export async function attendanceSheet(db: Db, id: number, locale: Locale) {
  const date = await requireDate(db, id, locale);
  const people = await datePeople(db, id);
  const payment = (paymentStatusId: number) => paymentStatusOf(paymentStatusId, locale).name;
  const named = people.participants
    .filter(attends)
    .map(({ participant, number, paymentStatusId }) => [
      fullName(participant.firstName, participant.lastName, locale),
      participant.email,
      participant.phoneNumber,
      number,
      payment(paymentStatusId),
    ]);
  const unnamed = people.enrolments
    .filter(({ subscription }) => attends(subscription))
    .flatMap((enrolment) =>
      Array.from({ length: unnamedSeats(enrolment) }, () => [
        `${message('attendance_unnamed', locale)}: ${fullName(enrolment.subscription.firstName, enrolment.subscription.lastName, locale)}`,
        enrolment.subscription.email,
        enrolment.subscription.phoneNumber,
        enrolment.subscription.subscriptionId,
        payment(enrolment.subscription.paymentStatusId),
      ]),
    );
  const header = [
    'attendance_name',
    'attendance_email',
    'attendance_phone',
    'attendance_enrolment',
    'attendance_payment',
  ] as const;
  const day = date.startAt.toISOString().slice(0, 10);
  return {
    filename: `attendance-${day}-${date.id}.csv`,
    body: csvDocument(
      header.map((code) => message(code, locale)),
      [...named, ...unnamed],
    ),
  };
}

/** GET /api/admin/v1/enrolments: every enrolment matching the search and filters, newest first. */
export async function listEnrolmentsForStaff(db: Db, query: AdminEnrolmentQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_ENROLMENTS_PAGE_SIZE };
  const { rows, total } = await selectStaffSubscriptions(
    db,
    {
      text: query.q ? query.q.toLowerCase() : undefined,
      paymentStatusId: query.payment_status_id,
      ...budapestDayRange(query.from, query.to),
    },
    paging.perPage,
    offsetOf(paging),
  );
  const data = rows.map(
    ({ subscription, seats }): AdminEnrolmentRow => ({
      id: subscription.id,
      subscription_id: subscription.subscriptionId,
      created_at: subscription.createdAt.toISOString(),
      ...buyerOf(subscription, locale),
      seats,
      total: subscription.historicTotalGross,
    }),
  );
  return { data, meta: pageMeta(paging, total, rows.length) };
}

/** GET /api/admin/v1/enrolments/{id}: the enrolment as its buyer reads it, its payment attempts and mails. */
export async function getEnrolmentForStaff(
  db: Db,
  options: ApiOptions,
  id: number,
  locale: Locale,
): Promise<AdminEnrolmentDetail> {
  const row = await selectSubscription(db, id);
  if (!row) throw new NotFoundError();
  const [data, payments, mails, recorded, invoices] = await Promise.all([
    toSubscription(db, options, row, locale),
    paymentAttemptsOf(db, 'academy_subscription', row.id, locale),
    mailHistory(db, { type: 'academy_subscription', id: row.id }),
    recordedPaymentsOf(db, 'academy_subscription', row.id),
    staffInvoicesOf(db, 'academy_subscription', row.id),
  ]);
  return {
    data,
    payments,
    mails,
    recorded_payments: recorded,
    events: availableEnrolmentEvents(enrolmentFacts(row)),
    cancel_reason: row.cancelReason,
    refunded_amount: row.refundedAmount,
    invoices,
  };
}
