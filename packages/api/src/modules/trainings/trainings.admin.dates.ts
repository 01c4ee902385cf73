import {
  type AdminCalendarDate,
  type AdminTrainingDateEdit,
  type AdminTrainingDateInput,
  type AdminTrainingDateSettings,
  budapestDayStart,
  budapestLocalOf,
  budapestLocalToInstant,
  HostId,
  type Locale,
  TrainingLocationType,
} from '@vag/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { applyEnrolmentEvent } from '../academy-subscriptions/academy-subscriptions.lifecycle';
import { liveEnrolmentIdsOn, livePlacesOn } from '../academy-subscriptions/academy-subscriptions.service';
import { recordAudit } from '../audit/audit.service';
import { endWaitingListOf } from '../waiting-list/waiting-list.service';
import { dateEditColumns, toDateEdit, trainingNameIn } from './trainings.admin.service';
import { trainingDates, trainings } from './trainings.schema';

/*
 * The dates of a training in the back office (issue 21): added, changed, deleted while nobody
 * enrolled, cancelled once people have. The capacity never goes below the seats held: the row is
 * locked first, so an enrolment taking a seat at that moment waits and then meets the new
 * capacity (the table's check stays the last guard). A cancellation marks the date (the
 * storefront stops showing and selling it) and then cancels each live enrolment through the
 * enrolment's own lifecycle (decision 14): seats back once, the money refunded, the buyer mailed,
 * one transaction per enrolment, each with its audit row.
 */

const ACADEMY = HostId.academy;

async function dateEdit(db: Db, id: number): Promise<AdminTrainingDateEdit> {
  const [row] = await db
    .select(dateEditColumns)
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(and(eq(trainingDates.id, id), eq(trainings.hostId, ACADEMY)));
  if (!row) throw new NotFoundError();
  return toDateEdit(row);
}

/** GET /api/admin/v1/training-dates/{id}/settings: the date's fields and its training's prices. */
export async function getTrainingDateSettings(db: Db, id: number, locale: Locale): Promise<AdminTrainingDateSettings> {
  const date = await dateEdit(db, id);
  const [training] = await db
    .select({
      id: trainings.id,
      name: trainingNameIn(trainings.id, locale),
      location_type_id: trainings.locationTypeId,
      classroom_price: trainings.classroomPrice,
      classroom_sales_price: trainings.classroomSalesPrice,
      online_price: trainings.onlinePrice,
      online_sales_price: trainings.onlineSalesPrice,
    })
    .from(trainings)
    .where(eq(trainings.id, date.training_id));
  if (!training) throw new NotFoundError();
  return { ...date, training };
}

interface TrainingOffer {
  locationTypeId: number;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The date's values from its form, or 422 at the fields. */
function dateValues(training: TrainingOffer, input: AdminTrainingDateInput) {
  const errors: Record<string, string[]> = {};
  const classroom = input.location_type_id === TrainingLocationType.classroom;
  const offered =
    training.locationTypeId === TrainingLocationType.both || training.locationTypeId === input.location_type_id;
  if (!offered) errors.location_type_id = ['training_location_not_offered'];
  if (classroom && !input.venue) errors.venue = ['training_venue_required'];
  if (!classroom) {
    if (!input.online_url) errors.online_url = ['training_online_url_required'];
    else if (!isHttpsUrl(input.online_url)) errors.online_url = ['training_online_url_invalid'];
  }
  if (input.duration != null && input.duration_type_id == null) {
    errors.duration_type_id = ['training_duration_type_required'];
  }
  const startAt = budapestLocalToInstant(input.start_local);
  // A wall-clock time that does not exist (the hour skipped in spring) or a date like 02-31.
  if (Number.isNaN(startAt.getTime()) || budapestLocalOf(startAt) !== input.start_local) {
    errors.start_local = ['date_invalid'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    startAt,
    duration: input.duration ?? null,
    durationTypeId: input.duration == null ? null : (input.duration_type_id ?? null),
    locationTypeId: input.location_type_id,
    // A classroom date has no link and an online one no venue: nothing stale stays behind.
    venue: classroom ? (input.venue ?? null) : null,
    onlineUrl: classroom ? null : (input.online_url ?? null),
    capacity: input.capacity,
  };
}

const audited = (date: AdminTrainingDateEdit) => {
  const { live_enrolments: _live, enrolments_total: _all, ...rest } = date;
  return rest;
};

function capacityBelowSeats(seats: number, locale: Locale) {
  return new ValidationError({
    capacity: [message('capacity_below_seats', locale).replace('{seats}', String(seats))],
  });
}

/** The seats check of the table fired after all (it cannot, under the lock; said at the field if it does). */
function seatsCheckRace(error: unknown, seats: number, locale: Locale) {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  if (cause?.code === '23514' && cause.constraint === 'training_dates_seats_check') {
    return capacityBelowSeats(seats, locale);
  }
  return undefined;
}

/** POST /api/admin/v1/trainings/{id}/dates. */
export async function createTrainingDate(
  db: Db,
  staffId: number,
  trainingId: number,
  input: AdminTrainingDateInput,
): Promise<AdminTrainingDateEdit> {
  const id = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [training] = await tx
      .select({ locationTypeId: trainings.locationTypeId })
      .from(trainings)
      .where(and(eq(trainings.id, trainingId), eq(trainings.hostId, ACADEMY)));
    if (!training) throw new NotFoundError();
    const values = dateValues(training, input);
    const [created] = await tx
      .insert(trainingDates)
      .values({ trainingId, ...values })
      .returning({ id: trainingDates.id });
    if (!created) throw new Error('training date insert returned nothing');
    const after = await dateEdit(tx, created.id);
    await recordAudit(tx, {
      staffId,
      action: 'training_date.create',
      entity: 'training_date',
      entityId: created.id,
      site: 'academy',
      after: audited(after),
    });
    return created.id;
  });
  return dateEdit(db, id);
}

/** Locks the date (an enrolment taking its seats waits) and answers it, or 404. */
async function lockDate(tx: Db, id: number) {
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`select d.id from training_dates d join trainings t on t.id = d.training_id
      where d.id = ${id} and t.host_id = ${ACADEMY} for update of d`,
  );
  if (locked.length === 0) throw new NotFoundError();
  return dateEdit(tx, id);
}

/** PATCH /api/admin/v1/training-dates/{id}: 422 capacity_below_seats, 409 when cancelled. */
export async function updateTrainingDate(
  db: Db,
  staffId: number,
  id: number,
  input: AdminTrainingDateInput,
  locale: Locale,
): Promise<AdminTrainingDateEdit> {
  let seats = 0;
  try {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const before = await lockDate(tx, id);
      seats = before.seats_taken;
      if (before.cancelled_at) throw new AppError(409, 'training_date_is_cancelled');
      const [training] = await tx
        .select({ locationTypeId: trainings.locationTypeId })
        .from(trainings)
        .where(eq(trainings.id, before.training_id));
      if (!training) throw new NotFoundError();
      const values = dateValues(training, input);
      if (values.locationTypeId !== before.location.id && before.live_enrolments > 0) {
        throw new ValidationError({ location_type_id: ['training_date_location_locked'] });
      }
      if (values.capacity < before.seats_taken) throw capacityBelowSeats(before.seats_taken, locale);
      await tx
        .update(trainingDates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(trainingDates.id, id));
      const after = await dateEdit(tx, id);
      await recordAudit(tx, {
        staffId,
        action: 'training_date.update',
        entity: 'training_date',
        entityId: id,
        site: 'academy',
        before: audited(before),
        after: audited(after),
      });
    });
  } catch (error) {
    throw seatsCheckRace(error, seats, locale) ?? error;
  }
  return dateEdit(db, id);
}

/** DELETE /api/admin/v1/training-dates/{id}: only while nobody ever enrolled (409 date_has_enrolments). */
export async function deleteTrainingDate(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await lockDate(tx, id);
    // Cancelled enrolments count too: their lines name the date (their history, their refunds).
    if (before.enrolments_total > 0) throw new AppError(409, 'date_has_enrolments');
    await tx.delete(trainingDates).where(eq(trainingDates.id, id));
    await recordAudit(tx, {
      staffId,
      action: 'training_date.delete',
      entity: 'training_date',
      entityId: id,
      site: 'academy',
      before: audited(before),
    });
  });
}

/**
 * POST /api/admin/v1/training-dates/{id}/cancel: the date is marked cancelled with its reason
 * (off sale at once), then each live enrolment is cancelled through its lifecycle. A second
 * call is 409, unless an enrolment's cancellation failed the first time (its card provider
 * refused, say): then it retries just those. Answers how many enrolments it cancelled.
 */
export async function cancelTrainingDate(
  db: Db,
  options: ApiOptions,
  staffId: number,
  id: number,
  reason: string,
): Promise<{ id: number; enrolments_cancelled: number }> {
  const retry = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await lockDate(tx, id);
    if (before.cancelled_at) {
      if (before.live_enrolments === 0) throw new AppError(409, 'training_date_is_cancelled');
      return true;
    }
    const now = new Date();
    await tx
      .update(trainingDates)
      .set({ cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(trainingDates.id, id));
    // Nobody waits for a date called off (issue 24): its waiting list ends, offers' places with it.
    await endWaitingListOf(tx, id);
    await recordAudit(tx, {
      staffId,
      action: 'training_date.cancel',
      entity: 'training_date',
      entityId: id,
      site: 'academy',
      before: audited(before),
      after: { ...audited(before), cancelled_at: now.toISOString(), cancel_reason: reason },
    });
    return false;
  });
  const stored = retry ? ((await dateEdit(db, id)).cancel_reason ?? reason) : reason;
  let cancelled = 0;
  let failure: unknown;
  for (const enrolmentId of await liveEnrolmentIdsOn(db, id)) {
    try {
      await applyEnrolmentEvent(db, options, staffId, enrolmentId, { event: 'cancel', reason: stored });
      cancelled += 1;
    } catch (error) {
      // One enrolment refused (a card payment still pending, a provider down): the others go on.
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return { id, enrolments_cancelled: cancelled };
}

/** GET /api/admin/v1/trainings/calendar: every date starting in the month (Budapest), cancelled ones too. */
export async function trainingCalendar(
  db: Db,
  month: string | undefined,
  locale: Locale,
): Promise<{ month: string; data: AdminCalendarDate[] }> {
  const shown = month ?? budapestLocalOf(new Date()).slice(0, 7);
  const [year, monthNumber] = shown.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const rows = await db
    .select({
      id: trainingDates.id,
      trainingId: trainings.id,
      name: trainingNameIn(trainings.id, locale),
      startAt: trainingDates.startAt,
      locationTypeId: trainingDates.locationTypeId,
      capacity: trainingDates.capacity,
      // Online dates hold no seats (spec §5): their places taken are those of live enrolments.
      seatsTaken: sql<number>`case when ${trainingDates.locationTypeId} = 1 then ${trainingDates.seatsHeld}
        else ${livePlacesOn(trainingDates.id)} end`,
      cancelledAt: trainingDates.cancelledAt,
    })
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(
      and(
        eq(trainings.hostId, ACADEMY),
        gte(trainingDates.startAt, budapestDayStart(`${shown}-01`)),
        lt(trainingDates.startAt, budapestDayStart(`${next}-01`)),
      ),
    )
    .orderBy(asc(trainingDates.startAt), asc(trainingDates.id));
  return {
    month: shown,
    data: rows.map((row) => ({
      id: row.id,
      training: { id: row.trainingId, name: row.name },
      start_at: row.startAt.toISOString(),
      location: {
        id: row.locationTypeId,
        code: row.locationTypeId === TrainingLocationType.classroom ? 'classroom' : 'online',
      },
      capacity: row.capacity,
      seats_taken: Number(row.seatsTaken),
      cancelled: row.cancelledAt !== null,
    })),
  };
}
