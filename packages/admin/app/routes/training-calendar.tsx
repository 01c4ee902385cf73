import { adminTrainingCalendarQuerySchema, budapestLocalOf } from '@vag/domain';
import { data, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { getTrainingCalendar } from '../api-client/trainings';
import { CalendarMonth, monthTitle, shiftMonth } from '../components/CalendarMonth';
import { translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/academy.css?url';
import type { Route } from './+types/training-calendar';

/*
 * The academy's calendar (issue 21): every date of a month in Budapest time, week by week, with
 * its time, training, seats taken of its capacity, a cancelled one struck through; each links to
 * its date's screen.
 */

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  return [{ title: `${loaderData ? monthTitle(loaderData.month, t) : ''} · ${t('academy_calendarTitle')}` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const { month } = listQueryOf(request, adminTrainingCalendarQuerySchema);
  try {
    const calendar = await getTrainingCalendar(serverAdminApi(request, context), month, locale);
    return { locale, month: calendar.month, dates: calendar.data, today: budapestLocalOf(new Date()).slice(0, 10) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

export default function TrainingCalendar({ loaderData }: Route.ComponentProps) {
  const { locale, month, dates, today } = loaderData;
  const t = translator(locale);
  const thisMonth = today.slice(0, 7);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('academy_calendarTitle')}</h1>
        <p className="muted">{t('academy_calendarIntro')}</p>
      </div>
      <nav className="calendar-nav" aria-label={t('academy_calendarTitle')}>
        <Link className="button small" to={`?month=${shiftMonth(month, -1)}`} rel="prev">
          ← {t('academy_calendarPrev')}
        </Link>
        <h2 className="calendar-month" aria-live="polite">
          {monthTitle(month, t)}
        </h2>
        <Link className="button small" to={`?month=${shiftMonth(month, 1)}`} rel="next">
          {t('academy_calendarNext')} →
        </Link>
        {month !== thisMonth && (
          <Link className="button small" to={`?month=${thisMonth}`}>
            {t('academy_calendarToday')}
          </Link>
        )}
      </nav>
      <p className="muted" role="status">
        {dates.length === 0 ? t('academy_calendarEmpty') : t('academy_calendarCount', { count: dates.length })}
      </p>
      <CalendarMonth month={month} dates={dates} today={today} t={t} />
    </div>
  );
}
