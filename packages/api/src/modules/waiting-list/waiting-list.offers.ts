import { TrainingLocationType } from '@vag/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { findTrainingDateSeats, lockTrainingDateSeats, type TrainingDateSeats } from '../trainings/trainings.dates';
import {
  endLiveEntriesOf,
  markDateStarted,
  markExpired,
  markOffered,
  selectDatesWithQueue,
  selectDueOffers,
  selectQueue,
} from './waiting-list.queries';
import {
  mailDateStarted,
  mailOffer,
  mailOfferExpired,
  offerHoursOf,
  type WaitingListOptions,
} from './waiting-list.view';

/*
 * Offers (decision 19): places that free up go to the first waiting entries that fit, each held
 * for WAITING_LIST_OFFER_HOURS by the entry's own `seats_held` (the trigger puts them on the
 * date). A date is walked under its row lock, so the free places read are free until given: an
 * enrolment, a cart hold or another sweep that wants them waits, then finds them taken.
 */

/** Only a classroom date still to come, not called off, of a training on sale, offers places. */
export const offersPlaces = (date: TrainingDateSeats, now = new Date()) =>
  date.locationTypeId === TrainingLocationType.classroom &&
  date.cancelledAt === null &&
  date.isActive &&
  date.startAt.getTime() > now.getTime();

/**
 * Offers the free places of a date (of every date with people waiting, without an id) to its
 * waiting entries in the order they joined; an entry that does not fit keeps its place and the
 * walk goes on. Each offer is mailed. Answers how many entries were offered places.
 */
export async function offerFreedSeats(
  db: Db,
  options: WaitingListOptions & { trainingDateId?: number },
): Promise<number> {
  const dateIds = options.trainingDateId === undefined ? await selectDatesWithQueue(db) : [options.trainingDateId];
  // A first look without locks: only dates that may have places to give are locked and walked (a
  // date that frees places later is offered by whatever freed them, or by the next sweep).
  const dates = await findTrainingDateSeats(db, dateIds);
  let offered = 0;
  for (const dateId of dateIds) {
    const date = dates.get(dateId);
    if (date && offersPlaces(date) && date.capacity > date.seatsHeld) offered += await offerOnDate(db, options, dateId);
  }
  return offered;
}

function offerOnDate(db: Db, options: WaitingListOptions, dateId: number): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const date = await lockTrainingDateSeats(tx, dateId);
    if (!date || !offersPlaces(date)) return 0;
    let free = date.capacity - date.seatsHeld;
    let offered = 0;
    for (const entry of await selectQueue(tx, dateId)) {
      if (free <= 0) break;
      if (entry.seats > free) continue;
      const token = newToken();
      const row = await markOffered(tx, entry.id, {
        from: ['waiting'],
        tokenHash: hashToken(token),
        hours: offerHoursOf(options),
        startAt: date.startAt,
      });
      // The person left meanwhile: the places stay for the next.
      if (!row) continue;
      free -= row.seats;
      offered += 1;
      await mailOffer(tx, options, row, token);
    }
    return offered;
  });
}

/**
 * Offers whose time ran out: each entry is told, its places go back (the trigger), and the next
 * entries of its date are offered them. One transaction per offer; a concurrent sweep finds the
 * offer expired already and skips it. Answers how many ran out.
 */
export async function expireOffers(db: Db, options: WaitingListOptions): Promise<number> {
  const dates = new Set<number>();
  let expired = 0;
  for (const due of await selectDueOffers(db)) {
    const row = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const ended = await markExpired(tx, due.id);
      if (ended) await mailOfferExpired(tx, options, ended);
      return ended;
    });
    if (!row) continue;
    expired += 1;
    dates.add(row.trainingDateId);
  }
  for (const trainingDateId of dates) await offerFreedSeats(db, { ...options, trainingDateId });
  return expired;
}

/**
 * Dates that began with people still waiting: their entries close (`expired`, never offered) and
 * each person is told, once, with the training's other dates. The date's row is locked as an
 * offer locks it, so a start moved later meanwhile is read as it is now. Answers how many closed.
 */
export async function closeStartedQueues(db: Db, options: WaitingListOptions): Promise<number> {
  const dateIds = await selectDatesWithQueue(db);
  const dates = await findTrainingDateSeats(db, dateIds);
  const hasBegun = (date: TrainingDateSeats | undefined) => date !== undefined && date.startAt.getTime() <= Date.now();
  let closed = 0;
  for (const dateId of dateIds.filter((id) => hasBegun(dates.get(id)))) {
    closed += await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!hasBegun(await lockTrainingDateSeats(tx, dateId))) return 0;
      const rows = await markDateStarted(tx, dateId);
      for (const row of rows) await mailDateStarted(tx, options, row);
      return rows.length;
    });
  }
  return closed;
}

/** A date called off ends its live entries (`removed`): their offers' places go back with it. */
export function endWaitingListOf(tx: Db, trainingDateId: number): Promise<number> {
  return endLiveEntriesOf(tx, trainingDateId);
}

/**
 * `offerFreedSeats` for the dates a committed change freed places on (an enrolment cancelled, a
 * capacity raised, an entry left). A failure is logged, not thrown: the change stands, and the
 * housekeeping sweep offers the places within its minute.
 */
export async function offerFreedSeatsAfter(
  db: Db,
  options: WaitingListOptions & { logger: Logger },
  trainingDateIds: Iterable<number>,
): Promise<void> {
  for (const trainingDateId of new Set(trainingDateIds)) {
    try {
      await offerFreedSeats(db, { ...options, trainingDateId });
    } catch (error) {
      options.logger.warn({ err: error, trainingDateId }, 'waiting-list offer failed; the sweep tries again');
    }
  }
}
