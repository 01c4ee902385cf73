import {
  type AdminDateParticipant,
  type AdminTrainingDateDetail,
  formatDateTime,
  TRAINING_DATE_MESSAGE_MAX,
  TRAINING_DATE_MESSAGE_SUBJECT_MAX,
} from '@vag/domain';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { ApiError } from '../api-client/client';
import { getTrainingDate, messageTrainingDate, moveParticipant } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { STAFF_XSRF_COOKIE, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { SeatsBar } from '../components/SeatsBar';
import { type T, translator } from '../i18n';
import { cookieValue } from '../lib/cookies';
import { localeOf } from '../lib/locale';
import { dateSpan, placeOf } from '../lib/training-date';
import stylesheet from '../styles/enrolments.css?url';
import type { Route } from './+types/training-date';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.date.training.name ?? ''} · ${translator(loaderData?.locale ?? 'hu')('trainingDatesTitle')}`,
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    return {
      locale,
      date: await getTrainingDate(serverAdminApi(request, context), id, locale),
      csrf: cookieValue(request.headers.get('cookie'), STAFF_XSRF_COOKIE) ?? '',
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

/** A participant's move, or the date's message; the API's refusal in the member's language. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const submit = serverSubmit(request, context);
  let recipients: number | undefined;
  let answer: Awaited<ReturnType<typeof moveParticipant>>;
  if (intent === 'move') {
    const ids = { id: Number(form.get('enrolment_id')), participantId: Number(form.get('participant_id')) };
    form.delete('enrolment_id');
    form.delete('participant_id');
    answer = await moveParticipant(submit, ids, form, locale);
  } else {
    const sent = await messageTrainingDate(submit, Number(params.id), form, locale);
    recipients = sent.body.data?.recipients;
    answer = sent;
  }
  return data(
    { ok: answer.ok, intent, message: answer.body.message, errors: answer.body.errors, recipients },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function Enrolments({ date, t }: { date: AdminTrainingDateDetail; t: T }) {
  if (date.enrolments.length === 0) return <p className="muted">{t('enrolmentsNone')}</p>;
  return (
    <div className="scroll-x">
      <table className="lines">
        <caption className="visually-hidden">{t('enrolmentsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('enrolmentNumber')}</th>
            <th scope="col">{t('orderBuyer')}</th>
            <th scope="col" className="number">
              {t('enrolmentNamedOfSeats')}
            </th>
            <th scope="col">{t('orderPaymentStatus')}</th>
            <th scope="col">{t('enrolmentStatus')}</th>
            <th scope="col">{t('enrolmentPlaced')}</th>
          </tr>
        </thead>
        <tbody>
          {date.enrolments.map((enrolment) => (
            <tr key={enrolment.id} className={enrolment.status.code === 'cancelled' ? 'cancelled' : undefined}>
              <td>
                <Link to={`/enrolments/${enrolment.id}`} className="keep-words">
                  {enrolment.subscription_id}
                </Link>
              </td>
              <td>
                {enrolment.name}
                <br />
                <span className="muted">{enrolment.email}</span>
              </td>
              <td className="number">
                {t('trainingDateSeatsOf', { taken: enrolment.named, capacity: enrolment.seats })}
              </td>
              <td>
                {enrolment.paymentStatus.name}
                <br />
                <span className="muted">{enrolment.paymentMethod.name}</span>
              </td>
              <td>{enrolment.status.name}</td>
              <td className="nowrap">{formatDateTime(enrolment.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MoveForm({
  participant,
  date,
  csrf,
  t,
}: {
  participant: AdminDateParticipant;
  date: AdminTrainingDateDetail;
  csrf: string;
  t: T;
}) {
  return (
    <Form method="post" className="row-form move-form">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="enrolment_id" value={participant.academy_subscription_id} />
      <input type="hidden" name="participant_id" value={participant.id} />
      <select name="training_date_id" aria-label={t('participantNewDateOf', { name: participant.name })} required>
        {date.move_targets.map((target) => (
          <option key={target.id} value={target.id}>
            {formatDateTime(target.start_at)}
            {target.venue !== date.venue ? ` · ${placeOf(target, t)}` : ''}
            {target.seats_free !== null ? ` · ${t('participantSeatsFree', { count: target.seats_free })}` : ''}
          </option>
        ))}
      </select>
      <button type="submit" className="button small" aria-label={t('participantMoveOf', { name: participant.name })}>
        {t('participantMove')}
      </button>
    </Form>
  );
}

function Participants({
  date,
  csrf,
  canMove,
  t,
}: {
  date: AdminTrainingDateDetail;
  csrf: string;
  canMove: boolean;
  t: T;
}) {
  const movable = canMove && date.move_targets.length > 0;
  return (
    <>
      {date.participants.length === 0 ? (
        <p className="muted">{t('participantsNone')}</p>
      ) : (
        <div className="scroll-x">
          <table className="lines">
            <caption className="visually-hidden">{t('participantsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('participantColumn')}</th>
                <th scope="col">{t('enrolmentNumber')}</th>
                {movable && <th scope="col">{t('participantMoveTo')}</th>}
              </tr>
            </thead>
            <tbody>
              {date.participants.map((participant) => (
                <tr key={participant.id} className={participant.cancelled ? 'cancelled' : undefined}>
                  <td>
                    {participant.name}
                    {participant.cancelled && <span className="badge"> {t('participantCancelled')}</span>}
                    <br />
                    <a href={`mailto:${participant.email}`}>{participant.email}</a>
                    <span className="muted nowrap"> · {participant.phone_number}</span>
                  </td>
                  <td>
                    <Link to={`/enrolments/${participant.academy_subscription_id}`} className="keep-words">
                      {participant.subscription_id}
                    </Link>
                  </td>
                  {movable && (
                    <td>
                      {!participant.cancelled && <MoveForm participant={participant} date={date} csrf={csrf} t={t} />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {date.unnamed_seats > 0 && <p className="muted">{t('trainingDateUnnamed', { count: date.unnamed_seats })}</p>}
      {canMove && date.participants.length > 0 && date.move_targets.length === 0 && (
        <p className="muted">{t('participantNoTargets')}</p>
      )}
    </>
  );
}

function MessageForm({ csrf, busy, sent, t }: { csrf: string; busy: boolean; sent: boolean; t: T }) {
  return (
    <Form method="post" className="stack message-form" key={sent ? 'sent' : 'form'}>
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="message" />
      <p className="hint">{t('dateMessageIntro')}</p>
      <div className="field">
        <label htmlFor="subject">{t('dateMessageSubject')}</label>
        <input id="subject" name="subject" required maxLength={TRAINING_DATE_MESSAGE_SUBJECT_MAX} />
      </div>
      <div className="field">
        <label htmlFor="message">{t('dateMessageBody')}</label>
        <textarea id="message" name="message" required rows={6} maxLength={TRAINING_DATE_MESSAGE_MAX} />
      </div>
      <div>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {t('dateMessageSend')}
        </button>
      </div>
    </Form>
  );
}

export default function TrainingDate({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, date, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const canManage = shell?.me.permissions.includes('enrolments.manage') ?? false;
  const done =
    actionData?.ok && actionData.intent === 'message'
      ? t('dateMessageSent', { count: actionData.recipients ?? 0 })
      : actionData?.message;
  return (
    <div className="page">
      <p>
        <Link to="/training-dates">← {t('trainingDatesBack')}</Link>
      </p>
      <div className="page-head">
        <h1>{date.training.name}</h1>
        <p className="muted">
          <time dateTime={date.start_at}>{dateSpan(date.start_at, date.end_at)}</time> · {placeOf(date, t)}
        </p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('actionFailed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="detail-grid">
        <section className="panel" aria-labelledby="date-seats">
          <h2 id="date-seats">{t('trainingDateSeats')}</h2>
          <SeatsBar
            capacity={date.capacity}
            taken={date.seats_taken}
            paid={date.seats_paid}
            online={date.location.code === 'online'}
            t={t}
          />
        </section>
        <section className="panel" aria-labelledby="date-attendance">
          <h2 id="date-attendance">{t('trainingDateDownloads')}</h2>
          <p className="link-row">
            <a className="button" href={`/training-dates/${date.id}/attendance.csv`} download>
              {t('trainingDateCsv')}
            </a>
            <Link className="button" to={`/training-dates/${date.id}/attendance`}>
              {t('trainingDatePrintable')}
            </Link>
          </p>
        </section>
      </div>
      <section className="panel" aria-labelledby="date-enrolments">
        <h2 id="date-enrolments">{t('enrolmentsTitle')}</h2>
        <Enrolments date={date} t={t} />
      </section>
      <section className="panel" aria-labelledby="date-participants">
        <h2 id="date-participants">{t('participantsTitle')}</h2>
        <Participants date={date} csrf={csrf} canMove={canManage} t={t} />
      </section>
      {canManage && (
        <section className="panel" aria-labelledby="date-message">
          <h2 id="date-message">{t('dateMessageTitle')}</h2>
          <MessageForm
            csrf={csrf}
            busy={busy}
            sent={Boolean(actionData?.ok && actionData.intent === 'message')}
            t={t}
          />
        </section>
      )}
    </div>
  );
}
