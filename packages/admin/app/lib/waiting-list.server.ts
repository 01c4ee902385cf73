import type { Locale } from '@vag/domain';
import { data } from 'react-router';
import type { Submit, Submitted } from '../api-client/submit';
import { sendWaitingListEvent, WAITING_LIST_STEPS, type WaitingListStep } from '../api-client/waiting-list';
import { translator } from '../i18n';

const isStep = (value: unknown): value is WaitingListStep => WAITING_LIST_STEPS.includes(value as WaitingListStep);

/**
 * A step on one entry of the date's waiting list, from the row's form (`entry_id`, `type`, and
 * for a removal the ticked `confirm`, checked here too: a form posted without it removes nobody).
 * Only the step's type goes on to the API, which decides and refuses (409 `training_date_full`).
 */
export async function takeWaitingListStep(
  submit: Submit,
  dateId: number,
  form: FormData,
  locale: Locale,
): Promise<{ entryId: number; step: WaitingListStep; answer: Submitted<{ message?: string }> }> {
  const entryId = Number(form.get('entry_id'));
  const step = form.get('type');
  if (!Number.isInteger(entryId) || entryId <= 0 || !isStep(step)) throw data(null, { status: 400 });
  if (step === 'remove' && form.get('confirm') !== 'yes') {
    const message = translator(locale)('waitingListConfirmNeeded');
    return { entryId, step, answer: { status: 422, ok: false, body: { message }, headers: new Headers() } };
  }
  const body = new FormData();
  body.set('_token', String(form.get('_token') ?? ''));
  body.set('type', step);
  return { entryId, step, answer: await sendWaitingListEvent(submit, { id: dateId, entryId }, body, locale) };
}
