import { formatDateTime, type Locale, LocaleId, localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { getAcademySubscription, listMyTrainings } from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { AccountPager } from '../../components/account/orders/AccountPager';
import { EnrolmentDetail } from '../../components/account/orders/EnrolmentDetail';
import { PaymentStatusBadge } from '../../components/account/orders/PaymentStatusBadge';
import { pageParam } from '../../components/Pagination';
import { localeOf, requireSite, requireUser } from '../../lib/account.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/my-trainings';
import { accountMeta } from './account-meta';
import { notFound, parseId, repay } from './orders.server';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.myTrainings');

/**
 * The enrolment's dates as an iCalendar file (issue 24): a plain link to the API on the same
 * origin, so it works without JavaScript (the session cookie authorizes it, as for invoices).
 */
const calendarUrl = (subscriptionId: number, locale: Locale) =>
  `/api/v1/academy-subscriptions/${subscriptionId}/calendar.ics?locale_id=${LocaleId[locale]}`;

/** `my-trainings/{slug?}` (academy only, spec §2): the enrolled dates, or one enrolment by its id. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  const api = serverApi(request, context);
  const locale = localeOf(request);
  if (params.id !== undefined) {
    const id = parseId(params.id);
    return {
      view: 'detail' as const,
      subscription: (await getAcademySubscription(api, id, locale).catch(notFound)).data,
    };
  }
  const page = pageParam(new URL(request.url).searchParams.get('page')) ?? 1;
  return { view: 'list' as const, trainings: await listMyTrainings(api, locale, page) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  return repay(request, context, 'academy-subscriptions', parseId(params.id), await readForm(request));
}

export default function MyTrainings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.view === 'detail') {
    const { subscription } = loaderData;
    return (
      <>
        <EnrolmentDetail subscription={subscription} backTo="/account/my-trainings" />
        <p className="account-actions">
          <a href={calendarUrl(subscription.id, locale)} download className="button button--secondary">
            {t('account.enrolments.calendar')}
          </a>
        </p>
      </>
    );
  }
  const { data: trainings, meta } = loaderData.trainings;
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.myTrainings')}</h1>
      {trainings.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.enrolments.empty')}</p>
          <Link to={localizePath('/training-calendar', locale)} className="button button--primary">
            {t('account.enrolments.browse')}
          </Link>
        </div>
      ) : (
        <ul className="my-trainings">
          {trainings.map((training) => {
            const missing = training.seats - training.participants_count;
            return (
              <li key={training.academy_subscription_item_id} className="account-panel my-training">
                <div className="my-training__head">
                  <h2 className="my-training__title">{training.training.title}</h2>
                  <PaymentStatusBadge status={training.paymentStatus} />
                </div>
                <dl className="purchase-facts">
                  <div>
                    <dt>{t('account.enrolments.date')}</dt>
                    <dd>{formatDateTime(training.trainingDate.start_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('account.enrolments.place')}</dt>
                    <dd>
                      {t(`account.enrolments.location.${training.trainingLocationType.code}`)}
                      {training.trainingDate.venue && <> · {training.trainingDate.venue}</>}
                    </dd>
                  </div>
                  {training.online_url && (
                    <div>
                      <dt>{t('account.enrolments.onlineLink')}</dt>
                      <dd>
                        <a href={training.online_url} rel="noopener noreferrer" className="keep-words">
                          {training.online_url}
                        </a>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('account.enrolments.participants')}</dt>
                    <dd>
                      {training.participants_count} / {training.seats}
                      {missing > 0 && (
                        <span className="my-training__missing"> · {t('account.enrolments.missing')}</span>
                      )}
                    </dd>
                  </div>
                </dl>
                <div className="account-actions">
                  <Link
                    to={localizePath(
                      `/account/my-trainings/participants/${training.academy_subscription_item_id}`,
                      locale,
                    )}
                    className={`button ${missing > 0 ? 'button--primary' : 'button--secondary'}`}
                  >
                    {t(missing > 0 ? 'account.enrolments.nameParticipants' : 'account.enrolments.editParticipants')}
                    <span className="visually-hidden"> ({training.training.title})</span>
                  </Link>
                  <Link to={localizePath(`/account/my-trainings/${training.academy_subscription_id}`, locale)}>
                    {t('account.enrolments.open')} {training.subscription_id}
                  </Link>
                  <a href={calendarUrl(training.academy_subscription_id, locale)} download>
                    {t('account.enrolments.calendar')}
                    <span className="visually-hidden"> ({training.training.title})</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AccountPager meta={meta} />
    </>
  );
}
