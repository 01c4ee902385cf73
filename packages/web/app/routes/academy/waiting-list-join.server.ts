import { type Locale, parsePath } from '@vag/domain';
import { type AppLoadContext, data } from 'react-router';
import { serverSubmit } from '../../api-client/submit.server';
import { joinWaitingList } from '../../api-client/waiting-list';
import { WAITING_LIST_INTENT, type WaitingListJoinAnswer } from '../../components/academy/waiting-list-join';
import { translator } from '../../i18n';
import { formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';

/** The typed fields a refused form shows again (no token). */
const TYPED = ['name', 'email', 'seats', 'consent'] as const;

/**
 * The training page's action: a full date's waiting list joined (issue 24). With JavaScript a
 * fetcher posts here; without it the page is drawn anew with the answer at the date's form. The
 * answer is the visitor's own (what they typed, their place in line): never stored by a cache.
 */
export async function waitingListJoinAction(request: Request, context: AppLoadContext) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const dateId = Number(form.get('training_date_id'));
  const fields = Object.fromEntries(TYPED.map((name) => [name, String(form.get(name) ?? '')]));
  if (form.get('intent') !== WAITING_LIST_INTENT || !Number.isInteger(dateId) || dateId <= 0) {
    return refused(locale, dateId, fields);
  }
  const response = await joinWaitingList(serverSubmit(request, context), locale, dateId, {
    name: fields.name ?? '',
    email: fields.email ?? '',
    seats: fields.seats ?? '',
    ...(form.has('consent') ? { consent: fields.consent } : {}),
    _token: String(form.get('_token') ?? ''),
  });
  const { result } = formSubmission(response, locale);
  const answer: WaitingListJoinAnswer = {
    ...result,
    intent: WAITING_LIST_INTENT,
    dateId,
    position: response.ok ? (response.body.data?.position ?? null) : null,
    ...(response.ok ? {} : { fields }),
  };
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  return data(answer, { status: response.ok ? 200 : response.status, headers });
}

function refused(locale: Locale, dateId: number, fields: Record<string, string>) {
  const answer: WaitingListJoinAnswer = {
    ok: false,
    message: translator(locale)('waitingList.join.failed'),
    errors: {},
    intent: WAITING_LIST_INTENT,
    dateId: Number.isInteger(dateId) ? dateId : 0,
    position: null,
    fields,
  };
  return data(answer, { status: 400, headers: { 'Cache-Control': 'private, no-store' } });
}
