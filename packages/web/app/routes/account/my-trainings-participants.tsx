import { formatDateTime, localizePath } from '@vag/domain';
import { data, Link } from 'react-router';
import { listAllMyTrainings, listEducationLevels, saveParticipant } from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { ParticipantForm } from '../../components/account/orders/ParticipantForm';
import { localeOf, requireSite, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm, withoutFields } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/my-trainings-participants';
import { accountMeta } from './account-meta';
import { parseId } from './orders.server';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.participants.title');

/** `my-trainings/participants/{slug}` (academy only): one enrolled date's seats, a form per seat. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  const itemId = parseId(params.id);
  const api = serverApi(request, context);
  const locale = localeOf(request);
  const [trainings, levels] = await Promise.all([listAllMyTrainings(api, locale), listEducationLevels(api, locale)]);
  const training = trainings.data.find((row) => row.academy_subscription_item_id === itemId);
  if (!training) throw data(null, { status: 404 });
  return { training, educationLevels: levels.data };
}

/** Create (on the enrolment item) or update (`_method=PUT`) one seat's participant. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  parseId(params.id);
  const form = await readForm(request);
  const participantId = form.get('participant_id');
  const existing = typeof participantId === 'string' && participantId ? parseId(participantId) : undefined;
  const intent = String(form.get('intent') ?? '');
  const locale = localeOf(request);
  const body = withoutFields(form, ['intent', 'participant_id']);
  const answer = await saveParticipant(serverSubmit(request, context), locale, existing, body);
  return formAnswer(formSubmission(answer, locale), intent);
}

export default function Participants({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { training, educationLevels } = loaderData;
  const seats = Array.from({ length: training.seats }, (_, index) => index + 1);
  return (
    <>
      <div className="account-page__heading">
        <h1 className="account-page__title">{t('account.participants.title')}</h1>
        <Link to={localizePath('/account/my-trainings', locale)} className="button button--secondary">
          {t('account.orders.back')}
        </Link>
      </div>
      <section className="account-panel participants-summary">
        <p className="participants-summary__training">{training.training.title}</p>
        <p className="muted">
          {formatDateTime(training.trainingDate.start_at)} ·{' '}
          {t(`account.enrolments.location.${training.trainingLocationType.code}`)}
          {training.trainingDate.venue && <> · {training.trainingDate.venue}</>}
        </p>
        <p>
          {t('account.enrolments.participants')}: {training.participants_count} / {training.seats}
        </p>
        <p className="muted">{t('account.participants.lead')}</p>
      </section>
      {seats.map((seat) => {
        const participant = training.participants[seat - 1];
        return (
          <ParticipantForm
            key={seat}
            itemId={training.academy_subscription_item_id}
            seat={seat}
            participant={participant}
            educationLevels={educationLevels}
          />
        );
      })}
    </>
  );
}
