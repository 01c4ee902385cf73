import { type Locale, localeFromId } from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { recordAudit } from '../audit/audit.service';
import { splitGross } from '../cart/cart.service';
import { lockTrainingDates, type StaffTrainingDate } from '../trainings/trainings.enrolment-queries';
import { giveBackSeats, takeSeats } from '../trainings/trainings.service';
import { datePeople, requireDate, unnamedSeats } from './academy-subscriptions.admin.service';
import {
  lockParticipantItem,
  moveItem,
  resizeItem,
  selectMatchingItem,
  setParticipantItem,
} from './academy-subscriptions.admin-queries';
import { insertSubscriptionItems, lockSubscription, type SubscriptionItemRow } from './academy-subscriptions.queries';

/*
 * The back office's academy writes (issue 20): a participant moved to another date of the same
 * training, and a message to everyone of a date. Each runs in one transaction with its mail and
 * its audit row.
 */

const dateOfMail = (date: StaffTrainingDate) => ({ startsAt: date.startAt.toISOString(), venue: date.venue });

/** One seat of `item` on `date`: what the seat rules take and give back. */
const seatOn = (item: SubscriptionItemRow, dateId: number) => [
  { trainingDateId: dateId, locationTypeId: item.locationTypeId, count: 1 },
];

/**
 * The item the moved participant sits on afterwards. An item of one seat changes date; otherwise
 * one seat leaves it (its sums by one unit) for the enrolment's item on the target date sold the
 * same way at the same price, or a new one. The enrolment's total is unchanged.
 */
async function moveOneSeat(tx: Db, item: SubscriptionItemRow, target: StaffTrainingDate): Promise<number> {
  const snapshot = { id: target.id, startAt: target.startAt, venue: target.venue };
  if (item.count === 1) {
    await moveItem(tx, item.id, snapshot);
    return item.id;
  }
  const unit = item.itemPriceHistoric;
  const seat = { sum: unit, ...splitGross(unit, item.itemVatRateHistoric) };
  await resizeItem(tx, item.id, {
    count: item.count - 1,
    sum: item.itemSumPriceHistoric - seat.sum,
    net: item.itemNetHistoric - seat.net,
    vat: item.itemVatHistoric - seat.vat,
  });
  const joined = await selectMatchingItem(tx, item, target.id);
  if (joined) {
    await resizeItem(tx, joined.id, {
      count: joined.count + 1,
      sum: joined.itemSumPriceHistoric + seat.sum,
      net: joined.itemNetHistoric + seat.net,
      vat: joined.itemVatHistoric + seat.vat,
    });
    return joined.id;
  }
  const [created] = await insertSubscriptionItems(tx, item.academySubscriptionId, [
    {
      trainingDateId: target.id,
      trainingId: item.trainingId,
      locationTypeId: item.locationTypeId,
      historicStartAt: target.startAt,
      historicVenue: target.venue,
      count: 1,
      itemNameHistoric: item.itemNameHistoric,
      itemPriceHistoric: unit,
      itemPriceOriginalHistoric: item.itemPriceOriginalHistoric,
      itemVatRateHistoric: item.itemVatRateHistoric,
      itemSumPriceHistoric: seat.sum,
      itemNetHistoric: seat.net,
      itemVatHistoric: seat.vat,
    },
  ]);
  if (!created) throw new Error('moved seat item insert returned no row');
  return created.id;
}

export interface ParticipantMove {
  subscriptionId: number;
  participantId: number;
  trainingDateId: number;
}

/**
 * POST /api/admin/v1/enrolments/{id}/participants/{participantId}/move. Locks the enrolment, the
 * participant's item, then both dates in id order (as every seat change locks enrolment before
 * dates, and dates in id order, no two moves deadlock); takes the target's seat (409
 * training_date_full), gives the old one back, mails the participant, records the audit row.
 */
export async function moveParticipant(db: Db, staffId: number, move: ParticipantMove, locale: Locale) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const subscription = await lockSubscription(tx, move.subscriptionId);
    const found = subscription && (await lockParticipantItem(tx, subscription.id, move.participantId));
    if (!subscription || !found) throw new NotFoundError();
    if (subscription.status === 'cancelled' || subscription.seatsReleasedAt !== null) {
      throw new AppError(409, 'participant_move_closed');
    }
    const { item, participant } = found;
    if (item.trainingDateId === move.trainingDateId) throw fieldError('training_date_id', 'training_date_same');
    const dates = await lockTrainingDates(tx, [item.trainingDateId, move.trainingDateId], locale);
    const source = dates.get(item.trainingDateId);
    const target = dates.get(move.trainingDateId);
    if (!source || !target) throw fieldError('training_date_id', 'training_date_unknown');
    if (target.trainingId !== source.trainingId) throw fieldError('training_date_id', 'training_date_other_training');
    if (target.locationTypeId !== item.locationTypeId) {
      throw fieldError('training_date_id', 'training_date_other_location');
    }
    if (target.startAt.getTime() <= Date.now()) throw fieldError('training_date_id', 'training_date_started');
    if (target.cancelledAt !== null) throw fieldError('training_date_id', 'training_date_is_cancelled');

    await takeSeats(tx, seatOn(item, target.id));
    await giveBackSeats(tx, seatOn(item, source.id));
    await setParticipantItem(tx, participant.id, await moveOneSeat(tx, item, target));
    await enqueueMail(tx, {
      to: participant.email,
      kind: 'participant_moved',
      locale: localeFromId(subscription.localeId) ?? 'hu',
      about: { type: 'academy_subscription', id: subscription.id },
      data: {
        firstName: participant.firstName,
        training: item.itemNameHistoric,
        number: subscription.subscriptionId,
        from: dateOfMail(source),
        to: dateOfMail(target),
      },
    });
    const where = (date: StaffTrainingDate) => ({
      participant_id: participant.id,
      training_date_id: date.id,
      start_at: date.startAt.toISOString(),
    });
    await recordAudit(tx, {
      staffId,
      action: 'participant.move',
      entity: 'academy_subscription',
      entityId: subscription.id,
      site: 'academy',
      before: where(source),
      after: where(target),
    });
    return { participant_id: participant.id, from_training_date_id: source.id, to_training_date_id: target.id };
  });
}

interface Recipient {
  to: string;
  firstName: string;
  localeId: number;
  subscriptionId: number;
  training: string;
}

/**
 * Who a date's message goes to: every participant of its enrolments that are not cancelled, and
 * the buyer of each such enrolment with a seat nobody is named for; one mail per address.
 */
async function recipientsOf(db: Db, dateId: number): Promise<Recipient[]> {
  const { enrolments, participants } = await datePeople(db, dateId);
  const open = enrolments.filter(({ subscription }) => subscription.status !== 'cancelled');
  const training = new Map(open.map(({ subscription, training: name }) => [subscription.id, name]));
  const byAddress = new Map<string, Recipient>();
  const add = (recipient: Recipient) => {
    const key = recipient.to.trim().toLowerCase();
    if (!byAddress.has(key)) byAddress.set(key, recipient);
  };
  for (const row of participants.filter((p) => p.status !== 'cancelled')) {
    add({
      to: row.participant.email,
      firstName: row.participant.firstName,
      localeId: row.localeId,
      subscriptionId: row.subscriptionId,
      training: training.get(row.subscriptionId) ?? '',
    });
  }
  for (const enrolment of open.filter((row) => unnamedSeats(row) > 0)) {
    add({
      to: enrolment.subscription.email,
      firstName: enrolment.subscription.firstName,
      localeId: enrolment.subscription.localeId,
      subscriptionId: enrolment.subscription.id,
      training: enrolment.training,
    });
  }
  return [...byAddress.values()];
}

/** POST /api/admin/v1/training-dates/{id}/message: the message to everyone of the date, and the audit row with the count. */
export async function messageTrainingDate(
  db: Db,
  staffId: number,
  dateId: number,
  input: { subject: string; message: string },
  locale: Locale,
) {
  const date = await requireDate(db, dateId, locale);
  const recipients = await recipientsOf(db, dateId);
  if (!recipients.length) throw new AppError(409, 'training_date_no_recipients');
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    for (const recipient of recipients) {
      await enqueueMail(tx, {
        to: recipient.to,
        kind: 'participants_message',
        locale: localeFromId(recipient.localeId) ?? 'hu',
        about: { type: 'academy_subscription', id: recipient.subscriptionId },
        data: {
          firstName: recipient.firstName,
          training: recipient.training || date.trainingName,
          date: dateOfMail(date),
          subject: input.subject,
          message: input.message,
        },
      });
    }
    await recordAudit(tx, {
      staffId,
      action: 'training_date.message',
      entity: 'training_date',
      entityId: dateId,
      site: 'academy',
      after: { subject: input.subject, recipients: recipients.length },
    });
  });
  return { recipients: recipients.length };
}
