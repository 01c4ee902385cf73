import type { Participant, ParticipantInput } from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { educationLevelExists } from '../reference/reference.service';
import {
  countParticipants,
  insertParticipant,
  lockItem,
  selectOwnItem,
  selectOwnParticipant,
  updateParticipant,
} from './academy-subscriptions.queries';
import { toParticipant } from './academy-subscriptions.service';

/*
 * The people attending an enrolment (spec §3 "Participant"): one per enrolled place, given by
 * the enrolment's owner; what a certificate of attendance needs, nothing more.
 */

const valuesOf = (input: ParticipantInput) => ({
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
