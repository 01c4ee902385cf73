import { type HostId, type Locale, LocaleId, TrainingLocationType } from '@vag/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { addHeldLine, DEFAULT_SEAT_HOLD_MINUTES, ensureCart, findCart, type Visitor } from '../cart/cart.service';
import { findTrainingDateSeats } from '../trainings/trainings.dates';
import type { WaitingListEntryView, WaitingListJoin } from './waiting-list.contract';
import { offerFreedSeatsAfter } from './waiting-list.offers';
import {
  type EntryRow,
  insertEntry,
  markAccepted,
  markEnded,
  renewToken,
  selectEntryByTokenHash,
  selectLiveEntry,
  selectPosition,
} from './waiting-list.queries';
import { entryView, mailJoined, mailOffer, type WaitingListOptions } from './waiting-list.view';

/*
 * The storefront's side of the waiting list (issue 24, decision 19): a full date's list is
 * joined with a name, an e-mail, the places wanted and consent; the token of the entry's mails
 * opens its page, where the person sees their place, leaves, or accepts an offer into their
 * academy cart.
 */

export * from './waiting-list.offers';
export { liveEntryCountOn } from './waiting-list.queries';
export { DEFAULT_WAITING_LIST_OFFER_HOURS, type WaitingListOptions } from './waiting-list.view';

/** A live entry's mail is sent again on a repeated join at most this often; its new token replaces the old. */
export const REMAIL_AFTER_MINUTES = 10;

type Options = WaitingListOptions & { logger: Logger };

/** Who joins: on which site, in which language, signed in or not. */
export interface Joiner {
  hostId: HostId;
  locale: Locale;
  userId: number | null;
}

/**
 * Joins a full date's list: 201 with a new entry (and its mail), or 200 with the e-mail's live
 * entry of the date (its mail sent again, with a new link, at most every REMAIL_AFTER_MINUTES).
 */
export async function joinWaitingList(
  db: Db,
  options: Options,
  who: Joiner,
  trainingDateId: number,
  input: WaitingListJoin,
): Promise<{ created: boolean; view: WaitingListEntryView }> {
  const date = (await findTrainingDateSeats(db, [trainingDateId])).get(trainingDateId);
  if (!date || date.hostId !== who.hostId || !date.isActive || date.cancelledAt !== null) {
    throw new AppError(404, 'training_date_not_found');
  }
  if (date.startAt.getTime() <= Date.now()) throw new AppError(409, 'training_date_started');
  const existing = await selectLiveEntry(db, trainingDateId, input.email);
  if (existing) return { created: false, view: await remind(db, options, existing) };
  // An online date is not limited; a classroom date with the places asked for is bought, not waited for.
  const isFull = date.locationTypeId === TrainingLocationType.classroom && date.capacity - date.seatsHeld < input.seats;
  if (!isFull) throw new AppError(409, 'training_date_not_full');
  const created = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const token = newToken();
    const row = await insertEntry(tx, {
      trainingDateId,
      userId: who.userId,
      email: input.email,
      name: input.name,
      localeId: LocaleId[who.locale],
      seats: input.seats,
      consentAt: new Date(),
      tokenHash: hashToken(token),
    });
    if (row) await mailJoined(tx, options, row, token, await selectPosition(tx, row));
    return row;
  });
  if (created) return { created: true, view: await entryView(db, created) };
  // The same e-mail joined at the same moment: the entry that won is the one.
  const winner = await selectLiveEntry(db, trainingDateId, input.email);
  if (!winner) throw new AppError(409, 'waiting_list_entry_closed');
  return { created: false, view: await entryView(db, winner) };
}

/** A repeated join: the entry's current mail again (joined, or its open offer) with a new token, unless sent lately. */
async function remind(db: Db, options: Options, entry: EntryRow): Promise<WaitingListEntryView> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const token = newToken();
    const renewed = await renewToken(tx, entry.id, hashToken(token), REMAIL_AFTER_MINUTES);
    if (!renewed) return;
    if (renewed.status === 'offered') await mailOffer(tx, options, renewed, token);
    else await mailJoined(tx, options, renewed, token, await selectPosition(tx, renewed));
  });
  return entryView(db, entry);
}

async function entryOfToken(db: Db, token: string, lock = false): Promise<EntryRow> {
  const entry = await selectEntryByTokenHash(db, hashToken(token), lock);
  if (!entry) throw new AppError(404, 'waiting_list_entry_not_found');
  return entry;
}

/** GET /api/v1/waiting-list/{token}. */
export async function getWaitingListEntry(db: Db, token: string): Promise<WaitingListEntryView> {
  return entryView(db, await entryOfToken(db, token));
}

/** Leaves the list; an open offer's places go back and the next entries are offered them. */
export async function leaveWaitingList(db: Db, options: Options, token: string): Promise<WaitingListEntryView> {
  const { before, after } = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const entry = await entryOfToken(tx, token, true);
    const left = await markEnded(tx, entry.id, 'left');
    if (!left) throw new AppError(409, 'waiting_list_entry_closed');
    return { before: entry, after: left };
  });
  if (before.status === 'offered') await offerFreedSeatsAfter(db, options, [before.trainingDateId]);
  return entryView(db, after);
}

/**
 * Accepts an open offer: its places move into the visitor's academy cart as a held line, and the
 * entry is accepted, in one transaction under the entry's row lock (the offer's hold goes to zero
 * and the line's takes it: the date's count does not move). Again from the same cart: the same
 * answer (a double click); from anywhere else, or once the offer is not open, 409.
 */
export async function acceptOffer(
  db: Db,
  options: WaitingListOptions,
  visitor: Visitor,
  token: string,
): Promise<WaitingListEntryView> {
  const holdMinutes = options.academySeatHoldMinutes ?? DEFAULT_SEAT_HOLD_MINUTES;
  const accepted = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const entry = await entryOfToken(tx, token, true);
    if (entry.status === 'accepted') {
      const cart = await findCart(tx, visitor);
      if (cart !== null && cart.id === entry.cartId) return entry;
      throw new AppError(409, 'waiting_list_offer_closed');
    }
    if (entry.status === 'expired') throw new AppError(409, 'waiting_list_offer_expired');
    if (entry.status !== 'offered') throw new AppError(409, 'waiting_list_offer_closed');
    // Run out, not yet swept: the sweep gives the places to the next.
    if ((entry.offerExpiresAt?.getTime() ?? 0) <= Date.now()) throw new AppError(409, 'waiting_list_offer_expired');
    const cartId = await ensureCart(tx, visitor);
    const row = await markAccepted(tx, entry.id, cartId);
    // The database's clock saw the offer run out.
    if (!row) throw new AppError(409, 'waiting_list_offer_expired');
    await addHeldLine(tx, cartId, row.trainingDateId, row.seats, holdMinutes);
    return row;
  });
  return entryView(db, accepted);
}
