import type {
  KeyParticipantInput,
  KeyParticipants,
  Locale,
  Participant,
  ParticipantInput,
  PlacedParticipantInput,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, fieldError, NotFoundError, ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { educationLevelExists } from '../reference/reference.service';
import {
  countParticipants,
  insertParticipant,
  insertParticipants,
  lockItem,
  type ParticipantValues,
  type SubscriptionItemRow,
  selectItemOfPaymentKey,
  selectOwnItem,
  selectOwnParticipant,
  selectParticipants,
  selectSubscriptionByPaymentKey,
  selectSubscriptionItems,
  updateParticipant,
} from './academy-subscriptions.queries';
import { itemFields, toParticipant, trainingsOf } from './academy-subscriptions.service';

/*
 * The people attending an enrolment (spec §3 "Participant"): one per enrolled place, given by
 * the enrolment's owner; what a certificate of attendance needs, nothing more.
 */

const valuesOf = (input: Omit<ParticipantInput, 'academy_subscription_item_id' | '_method'>): ParticipantValues => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  phoneNumber: input.phone_number,
  highestLevelOfEducationId: input.highest_level_of_education_id,
  birthPlace: input.birth_place,
  birthDate: input.birth_date,
});

async function checkEducationLevel(db: Db, id: number) {
  if (!(await educationLevelExists(db, id)))
    throw fieldError('highest_level_of_education_id', 'education_level_unknown');
}

/** Adds a participant to one of the user's enrolment items; 422 once every place has one. */
export async function createParticipant(db: Db, userId: number, input: ParticipantInput): Promise<Participant> {
  if (input.academy_subscription_item_id == null) throw fieldError('academy_subscription_item_id', 'required');
  const owned = await selectOwnItem(db, userId, input.academy_subscription_item_id);
  if (!owned) throw new NotFoundError();
  await checkEducationLevel(db, input.highest_level_of_education_id);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The item's row lock makes concurrent additions count one after the other.
    await lockItem(tx, owned.item.id);
    if ((await countParticipants(tx, owned.item.id)) >= owned.item.count) {
      throw new AppError(422, 'participant_limit_reached');
    }
    return toParticipant(await insertParticipant(tx, owned.item.id, valuesOf(input)));
  });
}

/** Updates a participant of one of the user's enrolments (404 for anyone else's). */
export async function editParticipant(
  db: Db,
  userId: number,
  id: number,
  input: ParticipantInput,
): Promise<Participant> {
  const existing = await selectOwnParticipant(db, userId, id);
  if (!existing) throw new NotFoundError();
  await checkEducationLevel(db, input.highest_level_of_education_id);
  const row = await updateParticipant(db, id, valuesOf(input));
  if (!row) throw new NotFoundError();
  return toParticipant(row);
}

/**
 * The education levels of the participants named while enrolling, checked before anything is
 * locked; each unknown one named by its place in the list.
 */
export async function checkPlacedParticipants(db: Db, participants: PlacedParticipantInput[]) {
  const errors: Record<string, string[]> = {};
  const known = new Map<number, boolean>();
  for (const [index, participant] of participants.entries()) {
    const id = participant.highest_level_of_education_id;
    if (!known.has(id)) known.set(id, await educationLevelExists(db, id));
    if (!known.get(id)) errors[`participants.${index}.highest_level_of_education_id`] = ['education_level_unknown'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * In the placing transaction: the participants named while enrolling, each on an item of its
 * training date that has a seat left (a date may be bought on two lines, classroom and online).
 * A date not bought, or more participants than its seats, refuses the whole enrolment (422).
 */
export async function insertPlacedParticipants(
  tx: Db,
  items: SubscriptionItemRow[],
  participants: PlacedParticipantInput[],
) {
  const free = new Map(items.map((item) => [item.id, item.count]));
  const rows = participants.map((participant, index) => {
    const bought = items.filter((item) => item.trainingDateId === participant.training_date_id);
    if (bought.length === 0) throw fieldError(`participants.${index}.training_date_id`, 'choice_invalid');
    const item = bought.find((candidate) => (free.get(candidate.id) ?? 0) > 0);
    if (!item) throw fieldError('participants', 'participants_too_many');
    free.set(item.id, (free.get(item.id) ?? 0) - 1);
    return { ...valuesOf(participant), academySubscriptionItemId: item.id };
  });
  await insertParticipants(tx, rows);
}

/** Seats of the items without a participant. */
export const missingParticipants = (items: { count: number }[], named: number) =>
  Math.max(0, items.reduce((sum, item) => sum + item.count, 0) - named);

/** An enrolment by its payment key (the guest's proof); 404 for a key that names none. */
async function subscriptionOfKey(db: Db, paymentKey: string) {
  const row = await selectSubscriptionByPaymentKey(db, paymentKey);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * GET /api/v1/academy-subscription-from-payment-key/participants: the enrolment's dates with
 * their seats and the names given for them (the rest of a participant's data stays unread).
 */
export async function listParticipantsByKey(db: Db, paymentKey: string, locale: Locale): Promise<KeyParticipants> {
  const row = await subscriptionOfKey(db, paymentKey);
  const items = await selectSubscriptionItems(db, [row.id]);
  const [participants, training] = await Promise.all([
    selectParticipants(
      db,
      items.map((item) => item.id),
    ),
    trainingsOf(db, items, locale),
  ]);
  const code = row.status as KeyParticipants['academySubscriptionStatus']['code'];
  return {
    subscription_id: row.subscriptionId,
    academySubscriptionStatus: { code, name: message(`academy_subscription_status_${code}`, locale) },
    missing_participants: missingParticipants(items, participants.length),
    items: items.map((item) => ({
      academy_subscription_item_id: item.id,
      training: training(item),
      ...itemFields(item),
      seats: item.count,
      participants: participants
        .filter((participant) => participant.academySubscriptionItemId === item.id)
        .map(({ firstName, lastName }) => ({ first_name: firstName, last_name: lastName })),
    })),
  };
}

/**
 * POST /api/v1/academy-subscription-from-payment-key/participants: names a seat of an item of the
 * key's enrolment. 404 when the key or the item is not the enrolment's; 422 once every seat of
 * the item has one (counted under the item's lock, as createParticipant).
 */
export async function addParticipantByKey(db: Db, input: KeyParticipantInput): Promise<Participant> {
  const owned = await selectItemOfPaymentKey(db, input.payment_key, input.academy_subscription_item_id);
  if (!owned) throw new NotFoundError();
  if (owned.subscription.status === 'cancelled') throw new AppError(409, 'participants_closed');
  await checkEducationLevel(db, input.highest_level_of_education_id);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockItem(tx, owned.item.id);
    if ((await countParticipants(tx, owned.item.id)) >= owned.item.count) {
      throw new AppError(422, 'participant_limit_reached');
    }
    return toParticipant(await insertParticipant(tx, owned.item.id, valuesOf(input)));
  });
}
