import {
  type AdminDateParticipant,
  type AdminTrainingDateDetail,
  type AdminTrainingDateSettings,
  formatDateTime,
  formatHuf,
  TRAINING_CANCEL_REASON_MAX,
  TRAINING_DATE_MESSAGE_MAX,
  TRAINING_DATE_MESSAGE_SUBJECT_MAX,
} from '@vag/domain';
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { ApiError } from '../api-client/client';
import { getTrainingDate, messageTrainingDate, moveParticipant } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import {
  cancelTrainingDate,
  deleteTrainingDate,
  getTrainingDateSettings,
  updateTrainingDate,
} from '../api-client/trainings';
import { listWaitingList } from '../api-client/waiting-list';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { type FieldErrors, FormField } from '../components/FormField';
import { SeatsBar } from '../components/SeatsBar';
import { TrainingDateFields } from '../components/TrainingFields';
import { WaitingList, type WaitingListRefusal } from '../components/WaitingList';
import { type T, translator } from '../i18n';
import { idParamOf } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import { dateSpan, placeOf } from '../lib/training-date';
import { WAITING_LIST_INTENT, waitingEntryRowId } from '../lib/waiting-list';
import { takeWaitingListStep } from '../lib/waiting-list.server';
import academyStyles from '../styles/academy.css?url';
import stylesheet from '../styles/enrolments.css?url';
import type { Route } from './+types/training-date';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'stylesheet', href: academyStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.name ?? ''} · ${translator(loaderData?.locale ?? 'hu')('trainingDatesTitle')}`,
  },
];

/** A read the member's role may not make (403) is left out: the screen shows what the role may see. */
async function allowed<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/*
 * One date (issues 20, 21 and 24): its seats, enrolments, participants and waiting list for those
 * who handle enrolments (enrolments.read); its settings, cancellation and deletion for the
 * academy's editors (academy.manage). A member with one of the two sees that half.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idParamOf(params);
  const api = serverAdminApi(request, context);
  try {
    const [date, settings, waitingList] = await Promise.all([
      allowed(getTrainingDate(api, id, locale)),
      allowed(getTrainingDateSettings(api, id, locale)),
      allowed(listWaitingList(api, id, locale)),
    ]);
    if (!date && !settings) throw data(null, { status: 403 });
    return {
      locale,
      date,
      settings,
      waitingList,
      name: date?.training.name ?? settings?.training.name ?? '',
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

/** The date's settings, cancellation or deletion; a participant's move, a waiting-list step, or the date's message. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const submit = serverSubmit(request, context);
  const id = Number(params.id);
  let recipients: number | undefined;
  let entry: { id: number; step: string } | undefined;
  let answer: Awaited<ReturnType<typeof moveParticipant>>;
  if (intent === 'delete-date') {
    const trainingId = String(form.get('training_id'));
    const deleted = await deleteTrainingDate(submit, id, form, locale);
    if (deleted.ok) throw redirect(`/trainings/${encodeURIComponent(trainingId)}`, { headers: deleted.headers });
    answer = deleted;
  } else if (intent === 'update-date') {
    answer = await updateTrainingDate(submit, id, form, locale);
  } else if (intent === 'cancel-date') {
    form.delete('confirm');
    const cancelled = await cancelTrainingDate(submit, id, form, locale);
    recipients = cancelled.body.data?.enrolments_cancelled;
    answer = cancelled;
  } else if (intent === 'move') {
    const ids = { id: Number(form.get('enrolment_id')), participantId: Number(form.get('participant_id')) };
    form.delete('enrolment_id');
    form.delete('participant_id');
    answer = await moveParticipant(submit, ids, form, locale);
  } else if (intent === WAITING_LIST_INTENT) {
    const taken = await takeWaitingListStep(submit, id, form, locale);
    entry = { id: taken.entryId, step: taken.step };
    answer = taken.answer;
  } else {
    const sent = await messageTrainingDate(submit, id, form, locale);
    recipients = sent.body.data?.recipients;
    answer = sent;
  }
  return data(
    {
      ok: answer.ok,
      intent,
      message: answer.body.message,
      code: answer.body.code,
      errors: answer.body.errors,
      recipients,
      entry,
    },
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

function Prices({ settings, t }: { settings: AdminTrainingDateSettings; t: T }) {
  const { training } = settings;
  const price = (list: number | null, sale: number | null) =>
    list === null
      ? '–'
      : sale === null
        ? formatHuf(list)
        : t('academy_priceSale', { price: formatHuf(list), sale: formatHuf(sale) });
  const rows: [string, string][] = [];
  if (training.classroom_price !== null) {
    rows.push([t('academy_priceClassroom'), price(training.classroom_price, training.classroom_sales_price)]);
  }
  if (training.online_price !== null) {
    rows.push([t('academy_priceOnline'), price(training.online_price, training.online_sales_price)]);
  }
  return (
    <>
      <Facts rows={rows} />
      <p className="hint">{t('academy_datePricesHint')}</p>
    </>
  );
}

function SettingsForm({
  settings,
  csrf,
  busy,
  errors,
  t,
}: {
  settings: AdminTrainingDateSettings;
  csrf: string;
  busy: boolean;
  errors: FieldErrors;
  t: T;
}) {
  return (
    <Form method="post" className="stack" aria-labelledby="date-settings">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="update-date" />
      <TrainingDateFields date={settings} offered={settings.training.location_type_id} errors={errors} t={t} />
      <div>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {t('academy_save')}
        </button>
      </div>
    </Form>
  );
}

function CancelForm({
  settings,
  csrf,
  busy,
  canCancelEnrolments,
  errors,
  t,
}: {
  settings: AdminTrainingDateSettings;
  csrf: string;
  busy: boolean;
  canCancelEnrolments: boolean;
  errors: FieldErrors;
  t: T;
}) {
  const count = settings.live_enrolments;
  if (count > 0 && !canCancelEnrolments) return <p className="muted">{t('academy_cancelNeedsManager')}</p>;
  return (
    <Form method="post" className="stack">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="cancel-date" />
      <p>{t('academy_cancelIntro')}</p>
      <p className="notice warning" id="cancel-who">
        {count > 0 ? t('academy_cancelWho', { count }) : t('academy_cancelNobody')}
      </p>
      <FormField id="reason" label={t('academy_cancelReason')} errors={errors}>
        {(props) => <textarea {...props} required rows={3} maxLength={TRAINING_CANCEL_REASON_MAX} />}
      </FormField>
      <label className="check">
        <input type="checkbox" name="confirm" value="1" required aria-describedby="cancel-who" />{' '}
        {count > 0 ? t('academy_cancelConfirm', { count }) : t('academy_cancelConfirmEmpty')}
      </label>
      <div>
        <button type="submit" className="button danger" disabled={busy} aria-busy={busy}>
          {t('academy_cancelSubmit')}
        </button>
      </div>
    </Form>
  );
}

function DeleteForm({
  settings,
  csrf,
  busy,
  t,
}: {
  settings: AdminTrainingDateSettings;
  csrf: string;
  busy: boolean;
  t: T;
}) {
  if (settings.enrolments_total > 0) return <p className="muted">{t('academy_deleteHasEnrolments')}</p>;
  return (
    <Form method="post" className="stack">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="delete-date" />
      <input type="hidden" name="training_id" value={settings.training_id} />
      <p>{t('academy_deleteIntro')}</p>
      <div>
        <button type="submit" className="button danger" disabled={busy} aria-busy={busy}>
          {t('academy_deleteSubmit')}
        </button>
      </div>
    </Form>
  );
}

/** A waiting-list step's outcome: the notice of a step taken, or the refusal shown at its entry's row. */
function waitingListOutcome(
  actionData: Route.ComponentProps['actionData'],
  entries: { id: number; name: string }[] | null,
  t: T,
): { done?: string; refusal?: WaitingListRefusal } {
  const entry = actionData?.intent === WAITING_LIST_INTENT ? actionData.entry : undefined;
  if (!entry) return {};
  if (!actionData?.ok) {
    const message = actionData?.code === 'training_date_full' ? t('waitingListFull') : actionData?.message;
    return { refusal: { entryId: entry.id, message: message ?? t('actionFailed') } };
  }
  const name = entries?.find((candidate) => candidate.id === entry.id)?.name ?? '';
  return { done: entry.step === 'offer' ? t('waitingListOffered', { name }) : t('waitingListRemoved', { name }) };
}

export default function TrainingDate({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, date, settings, waitingList, name, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const canManage = shell?.me.permissions.includes('enrolments.manage') ?? false;
  const intent = actionData?.intent;
  const waiting = waitingListOutcome(actionData, waitingList, t);
  const done =
    waiting.done ??
    (actionData?.ok && intent === 'message'
      ? t('dateMessageSent', { count: actionData.recipients ?? 0 })
      : actionData?.ok && intent === 'cancel-date'
        ? t('academy_cancelledNotice', { count: actionData.recipients ?? 0 })
        : actionData?.message);
  const errorsOf = (name: string) => (intent === name ? actionData?.errors : undefined);
  const start = date?.start_at ?? settings?.start_at ?? '';
  const end = date?.end_at ?? settings?.end_at ?? '';
  const place = date ?? settings;
  const cancelled = settings?.cancelled_at ?? null;
  return (
    <div className="page">
      <p>
        {settings ? (
          <Link to={`/trainings/${settings.training_id}`}>← {t('academy_editTraining')}</Link>
        ) : (
          <Link to="/training-dates">← {t('trainingDatesBack')}</Link>
        )}
      </p>
      <div className="page-head">
        <h1>{name}</h1>
        <p className="muted">
          {cancelled ? (
            <s>
              <time dateTime={start}>{dateSpan(start, end)}</time>
            </s>
          ) : (
            <time dateTime={start}>{dateSpan(start, end)}</time>
          )}
          {place && <> · {placeOf(place, t)}</>}
        </p>
        {cancelled && settings && (
          <p className="notice warning">
            {t('academy_cancelledOn', { when: formatDateTime(cancelled), reason: settings.cancel_reason ?? '' })}
          </p>
        )}
      </div>
      {waiting.refusal ? (
        <ErrorSummary
          title={t('actionFailed')}
          fields={{ [waitingEntryRowId(waiting.refusal.entryId)]: [waiting.refusal.message] }}
        />
      ) : (
        actionData &&
        !actionData.ok && (
          <ErrorSummary title={t('actionFailed')} message={actionData.message} fields={actionData.errors} />
        )
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <div className="detail-grid">
        {date && (
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
        )}
        {settings && (
          <section className="panel" aria-labelledby="date-prices">
            <h2 id="date-prices">{t('academy_datePricesTitle')}</h2>
            <Prices settings={settings} t={t} />
          </section>
        )}
        {date && (
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
        )}
      </div>
      {settings && !cancelled && (
        <section className="panel" aria-labelledby="date-settings">
          <h2 id="date-settings">{t('academy_dateSettingsTitle')}</h2>
          <SettingsForm settings={settings} csrf={csrf} busy={busy} errors={errorsOf('update-date')} t={t} />
        </section>
      )}
      {date && (
        <>
          <section className="panel" aria-labelledby="date-enrolments">
            <h2 id="date-enrolments">{t('enrolmentsTitle')}</h2>
            <Enrolments date={date} t={t} />
          </section>
          <section className="panel" aria-labelledby="date-participants">
            <h2 id="date-participants">{t('participantsTitle')}</h2>
            <Participants date={date} csrf={csrf} canMove={canManage && !cancelled} t={t} />
          </section>
        </>
      )}
      {waitingList && (
        <WaitingList
          entries={waitingList}
          manage={canManage && !cancelled}
          csrf={csrf}
          busy={busy}
          refusal={waiting.refusal}
          t={t}
        />
      )}
      {date && canManage && !cancelled && (
        <section className="panel" aria-labelledby="date-message">
          <h2 id="date-message">{t('dateMessageTitle')}</h2>
          <MessageForm csrf={csrf} busy={busy} sent={Boolean(actionData?.ok && intent === 'message')} t={t} />
        </section>
      )}
      {settings && !cancelled && (
        <section className="panel danger-zone" aria-labelledby="date-cancel">
          <h2 id="date-cancel">{t('academy_cancelTitle')}</h2>
          <CancelForm
            settings={settings}
            csrf={csrf}
            busy={busy}
            canCancelEnrolments={canManage}
            errors={errorsOf('cancel-date')}
            t={t}
          />
        </section>
      )}
      {settings && (
        <section className="panel danger-zone" aria-labelledby="date-delete">
          <h2 id="date-delete">{t('academy_deleteTitle')}</h2>
          <DeleteForm settings={settings} csrf={csrf} busy={busy} t={t} />
        </section>
      )}
    </div>
  );
}
