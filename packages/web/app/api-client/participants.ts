import { type KeyParticipants, type keyParticipantSchema, type Locale, LocaleId, type Participant } from '@vag/domain';
import type { ApiClient } from './client';
import { type FormOf, formDataOf, inLocale, type Submit, write } from './submit';

/** The participants of an enrolment by its payment key (guests too; the key is the proof). */

const PATH = '/api/v1/academy-subscription-from-payment-key/participants';
const ADD_BY_KEY = write('POST', PATH);

/** The key's enrolment: each date's seats and the names given for them; 404 for a wrong key. */
export function getParticipantsByKey(api: ApiClient, paymentKey: string, locale: Locale) {
  return api.get<{ data: KeyParticipants }>(PATH, { payment_key: paymentKey, locale_id: LocaleId[locale] });
}

/** Names a seat of an item of the key's enrolment (422 once every seat of it has one). */
export function addParticipantByKey(submit: Submit, locale: Locale, body: FormOf<typeof keyParticipantSchema>) {
  return submit<{ message: string; data: Participant }>({
    write: ADD_BY_KEY,
    query: inLocale(locale),
    body: formDataOf(body),
  });
}
