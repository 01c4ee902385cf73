import { formatDateTime, fullName, localizePath, PARTICIPANT_FIELDS, parsePath } from '@vag/domain';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { ApiError } from '../../api-client/client';
import { listEducationLevels } from '../../api-client/orders';
import { addParticipantByKey, getParticipantsByKey } from '../../api-client/participants';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { CsrfField } from '../../components/CsrfField';
import { ErrorSummary, FieldIdContext, FocusHeading } from '../../components/forms/focus';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ParticipantFields, participantLabels } from '../../components/participants/ParticipantFields';
import { requireSite } from '../../lib/account.server';
import { readForm } from '../../lib/form-data.server';
import { ONE_TIME_LINK_HEADERS } from '../../lib/one-time-link';
import { useLocale, useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/enrolment-participants';

/** The key in the path is the guest's proof (decision 0008): never stored, never sent on to another site. */
export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'participants.pageTitle');

/**
 * `/resztvevok/{payment key}` (academy): the seats of an enrolment and a form for each one still
 * without a participant, for whoever holds the key (the confirmation mail and the thank-you page
 * link here); a wrong key is 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  try {
    const [enrolment, levels] = await Promise.all([
      getParticipantsByKey(api, params.key, locale),
      listEducationLevels(api, locale),
    ]);
    return { enrolment: enrolment.data, educationLevels: levels.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data(null, { status: 404, headers: ONE_TIME_LINK_HEADERS });
    throw error;
  }
}

/** One seat's form: saved, the page is drawn anew (no form sent twice); refused, what was typed comes back. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireSite(context, 'academy');
  const { locale, canonical } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const seat = String(form.get('seat') ?? '');
  const values: Record<string, string> = {};
  for (const field of PARTICIPANT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  const answer = await addParticipantByKey(serverSubmit(request, context), locale, {
    ...values,
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone_number: values.phone_number ?? '',
    highest_level_of_education_id: values.highest_level_of_education_id ?? '',
    birth_place: values.birth_place ?? '',
    birth_date: values.birth_date ?? '',
    academy_subscription_item_id: String(form.get('academy_subscription_item_id') ?? ''),
    payment_key: params.key,
    _token: String(form.get('_token') ?? ''),
  });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (answer.ok) {
    throw redirect(`${localizePath(canonical, locale)}?saved=1`, { headers: answer.headers });
  }
  return data(
    { seat, values, errors: answer.body.errors ?? {}, message: answer.body.message ?? '' },
    { status: answer.status, headers: answer.headers },
  );
}

export default function EnrolmentParticipants({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { enrolment, educationLevels } = loaderData;
  const seats = enrolment.items.reduce((sum, item) => sum + item.seats, 0);
  const named = seats - enrolment.missing_participants;
  const closed = enrolment.academySubscriptionStatus.code === 'cancelled';
  return (
    <div className="container checkout-page key-participants">
      <FocusHeading>{t('participants.pageTitle')}</FocusHeading>
      <p className="muted">{t('participants.pageLead').replace('{number}', enrolment.subscription_id)}</p>
      {search.get('saved') === '1' && !actionData && (
        <p className="form-notice form-notice--success" role="status">
          {t('participants.saved')}
        </p>
      )}
      <p className="key-participants__progress">
        {t('participants.progress').replace('{named}', String(named)).replace('{seats}', String(seats))}
      </p>
      {closed ? (
        <p className="form-notice form-notice--error">{t('participants.cancelled')}</p>
      ) : (
        enrolment.missing_participants === 0 && (
          <p className="form-notice form-notice--success">{t('participants.allNamed')}</p>
        )
      )}
      {enrolment.items.map((item) => (
        <section
          key={item.academy_subscription_item_id}
          className="account-panel"
          aria-labelledby={`item-${item.academy_subscription_item_id}`}
        >
          <h2 id={`item-${item.academy_subscription_item_id}`} className="account-panel__title">
            {item.training.title}
          </h2>
          <p className="muted">
            {formatDateTime(item.trainingDate.start_at)} ·{' '}
            {t(`account.enrolments.location.${item.trainingLocationType.code}`)}
            {item.trainingDate.venue && <> · {item.trainingDate.venue}</>}
          </p>
          <ul className="key-participants__seats">
            {Array.from({ length: item.seats }, (_, index) => {
              const participant = item.participants[index];
              const seatName = t('participants.seat').replace('{n}', String(index + 1));
              if (participant) {
                return (
                  <li key={seatName}>
                    {seatName}:{' '}
                    <span className="key-participants__seat-name">
                      {fullName(participant.first_name, participant.last_name, locale)}
                    </span>
                  </li>
                );
              }
              if (closed) return <li key={seatName}>{seatName}: —</li>;
              const key = `${item.academy_subscription_item_id}-${index + 1}`;
              const prefix = `seat-${key}-`;
              const mine = actionData?.seat === key ? actionData : undefined;
              const errors = mine?.errors ?? {};
              return (
                <li key={seatName}>
                  <FieldIdContext.Provider value={prefix}>
                    <Form method="post" className="checkout-form participant-seat" noValidate>
                      <h3 className="participant-seat__title">{seatName}</h3>
                      <ErrorSummary
                        title={t('commerce.checkout.errorSummary')}
                        errors={errors}
                        labels={participantLabels(t)}
                        prefix={prefix}
                      >
                        {mine && Object.keys(errors).length === 0 && <p>{mine.message}</p>}
                      </ErrorSummary>
                      <CsrfField />
                      <input type="hidden" name="seat" value={key} />
                      <input
                        type="hidden"
                        name="academy_subscription_item_id"
                        value={item.academy_subscription_item_id}
                      />
                      <div className="checkout-form__grid">
                        <ParticipantFields values={mine?.values} errors={errors} educationLevels={educationLevels} />
                      </div>
                      <div className="checkout-form__actions">
                        <SubmitButton busy={navigation.state !== 'idle'}>{t('participants.save')}</SubmitButton>
                      </div>
                    </Form>
                  </FieldIdContext.Provider>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
