import { HostId } from '@vag/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { constraintOf } from '../../db/errors';
import { AppError, NotFoundError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { findTrainingDateSeats, lockTrainingDateSeats } from '../trainings/trainings.dates';
import type { AdminWaitingListEntry, AdminWaitingListEvent } from './waiting-list.contract';
import { offerFreedSeatsAfter } from './waiting-list.offers';
import { type EntryRow, markEnded, markOffered, selectDateList, selectEntry } from './waiting-list.queries';
import { adminEntryOf, mailOffer, offerHoursOf, type WaitingListOptions } from './waiting-list.view';

/*
 * A training date's waiting list in the back office (issue 24): staff see it, offer an entry the
 * free places now (out of turn too, or again after an offer ran out) and take entries off the
 * list. Each step is audited in its own transaction.
 */

const LIST_LIMIT = 200;

async function requireAcademyDate(db: Db, trainingDateId: number) {
  const date = (await findTrainingDateSeats(db, [trainingDateId])).get(trainingDateId);
  if (!date || date.hostId !== HostId.academy) throw new NotFoundError();
  return date;
}

/** GET …/training-dates/{id}/waiting-list: live entries in queue order, then ended ones newest first. */
export async function listWaitingListForStaff(db: Db, trainingDateId: number): Promise<AdminWaitingListEntry[]> {
  await requireAcademyDate(db, trainingDateId);
  let position = 0;
  return (await selectDateList(db, trainingDateId, LIST_LIMIT)).map((entry) =>
    adminEntryOf(entry, entry.status === 'waiting' ? ++position : null),
  );
}

const audited = (entry: EntryRow) => ({
  status: entry.status,
  seats: entry.seats,
  seats_held: entry.seatsHeld,
  offers: entry.offers,
  offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
});

/** POST …/waiting-list/{entryId}/events: `offer` or `remove`; answers the entry after the step. */
export async function applyWaitingListEvent(
  db: Db,
  options: WaitingListOptions & { logger: Logger },
  staffId: number,
  ids: { trainingDateId: number; entryId: number },
  type: AdminWaitingListEvent,
): Promise<AdminWaitingListEntry> {
  await requireAcademyDate(db, ids.trainingDateId);
  const { before, after } =
    type === 'offer' ? await offerNow(db, options, staffId, ids) : await remove(db, staffId, ids);
  if (type === 'remove' && before.status === 'offered') {
    await offerFreedSeatsAfter(db, options, [before.trainingDateId]);
  }
  const list = await listWaitingListForStaff(db, ids.trainingDateId);
  return list.find((entry) => entry.id === after.id) ?? adminEntryOf(after, null);
}

/** The step's audit row, in the step's transaction. */
function recordStep(tx: Db, staffId: number, type: AdminWaitingListEvent, before: EntryRow, after: EntryRow) {
  return recordAudit(tx, {
    staffId,
    action: `waiting_list.${type}`,
    entity: 'waiting_list_entry',
    entityId: after.id,
    site: 'academy',
    before: audited(before),
    after: audited(after),
  });
}

/** The date's row first, then the entry's, as the sweep locks them: the places read stay free. */
function offerNow(
  db: Db,
  options: WaitingListOptions,
  staffId: number,
  ids: { trainingDateId: number; entryId: number },
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const date = await lockTrainingDateSeats(tx, ids.trainingDateId);
    if (!date) throw new NotFoundError();
    const entry = await selectEntry(tx, ids.trainingDateId, ids.entryId, true);
    if (!entry) throw new AppError(404, 'waiting_list_entry_not_found');
    if (entry.status !== 'waiting' && entry.status !== 'expired') throw new AppError(409, 'waiting_list_entry_closed');
    if (date.cancelledAt !== null) throw new AppError(409, 'training_date_is_cancelled');
    if (date.startAt.getTime() <= Date.now()) throw new AppError(409, 'training_date_started');
    if (entry.seats > date.capacity - date.seatsHeld) throw new AppError(409, 'training_date_full');
    const token = newToken();
    let after: EntryRow | undefined;
    try {
      after = await markOffered(tx, entry.id, {
        from: ['waiting', 'expired'],
        tokenHash: hashToken(token),
        hours: offerHoursOf(options),
        startAt: date.startAt,
      });
    } catch (error) {
      // An expired entry whose e-mail has joined the date's list again: that entry is the live one.
      if (constraintOf(error) === 'waiting_list_entries_live_idx') throw new AppError(409, 'waiting_list_entry_closed');
      throw error;
    }
    if (!after) throw new AppError(409, 'waiting_list_entry_closed');
    await mailOffer(tx, options, after, token);
    await recordStep(tx, staffId, 'offer', entry, after);
    return { before: entry, after };
  });
}

function remove(db: Db, staffId: number, ids: { trainingDateId: number; entryId: number }) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const entry = await selectEntry(tx, ids.trainingDateId, ids.entryId, true);
    if (!entry) throw new AppError(404, 'waiting_list_entry_not_found');
    const after = await markEnded(tx, entry.id, 'removed');
    if (!after) throw new AppError(409, 'waiting_list_entry_closed');
    await recordStep(tx, staffId, 'remove', entry, after);
    return { before: entry, after };
  });
}
