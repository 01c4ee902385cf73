import { formatDateTime, parsePath, TrainingLocationType } from '@vag/domain';
import { data, Link, redirect } from 'react-router';
import { listAllTrainings } from '../../api-client/academy';
import { serverApi } from '../../api-client/server';
import {
  addMonths,
  compareMonths,
  entriesOfMonth,
  type Month,
  monthGrid,
  monthKey,
  monthOf,
  parseMonth,
} from '../../components/academy/calendar';
import { dateLabel } from '../../components/academy/training-selector';
import { fillMessage } from '../../components/catalogue/fill-message';
import { trainingPath } from '../../components/catalogue/TrainingCard';
import { type Translate, translator } from '../../i18n';
import { pageMeta } from '../../lib/meta';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/training-calendar';

/** A safety net: the academy has a few dozen trainings; more pages than this would be a bug. */
const MAX_PAGES = 5;

/**
 * The training calendar (academy only): a month of upcoming dates in Budapest time. The API has
 * no dates-by-month query, so the month is cut from the all-trainings list (spec §9: 100 per page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.key !== 'academy') throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const current = monthOf(new Date());
  const asked = url.searchParams.get('month');
  const month = parseMonth(asked);
  // Only upcoming dates exist: a past or malformed month shows the current one.
  if (asked !== null && (!month || compareMonths(month, current) < 0)) throw redirect(url.pathname);
  const shown = month ?? current;

  const api = serverApi(request, context);
  const first = await listAllTrainings(api, context.site.hostId, locale);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.meta.last_page, MAX_PAGES) - 1 }, (_, i) =>
      listAllTrainings(api, context.site.hostId, locale, i + 2),
    ),
  );
  const trainings = [first, ...rest].flatMap((page) => page.data);
  const entries = entriesOfMonth(trainings, shown).map(({ training, date, day }) => ({
    id: date.id,
    day,
    label: dateLabel(training, date),
    title: training.title,
    path: trainingPath(training, locale),
    online: date.trainingLocationType.id === TrainingLocationType.online,
    venue: date.venue,
    seats: date.available_limit,
  }));
  return {
    month: shown,
    entries,
    previous: compareMonths(shown, current) > 0 ? addMonths(shown, -1) : null,
    next: addMonths(shown, 1),
  };
}

function monthName(t: Translate, month: Month): string {
  const names = t('academy.calendar.months').split(',');
  return fillMessage(t('academy.calendar.monthTitle'), { year: month.year, month: names[month.month - 1] ?? '' });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const t = translator(parsePath(location.pathname).locale);
  const base = t('academy.calendar.title');
  const title = loaderData ? `${base} – ${monthName(t, loaderData.month)}` : base;
  return pageMeta({ matches, location, title, description: t('academy.calendar.description') });
};

/** The month's entries by Budapest day, in date order. */
function groupByDay(entries: Entry[]): Map<string, Entry[]> {
  const days = new Map<string, Entry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return days;
}

type Entry = Awaited<ReturnType<typeof loader>>['entries'][number];

function Seats({ entry, t }: { entry: Entry; t: Translate }) {
  if (entry.online) return <span className="calendar-entry__seats">{t('academy.calendar.online')}</span>;
  return (
    <span className="calendar-entry__seats" data-full={entry.seats <= 0 || undefined}>
      {entry.seats > 1
        ? fillMessage(t('academy.calendar.seats'), { count: entry.seats })
        : t(entry.seats === 1 ? 'academy.calendar.seatsOne' : 'academy.calendar.full')}
    </span>
  );
}

export default function TrainingCalendar({ loaderData }: Route.ComponentProps) {
  const { month, entries, previous, next } = loaderData;
  const t = useT();
  const weekdays = t('academy.calendar.weekdays').split(',');
  const byDay = groupByDay(entries);
  const days = [...byDay.keys()];

  return (
    <div className="calendar-page container">
      <header className="calendar-page__header">
        <p className="eyebrow">{t('site.academy.name')}</p>
        <h1 className="calendar-page__title">{t('academy.calendar.title')}</h1>
        <p className="muted">{t('academy.calendar.description')}</p>
      </header>
      <nav className="calendar-nav" aria-label={t('academy.calendar.title')}>
        {previous ? (
          <Link
            to={`?month=${monthKey(previous)}`}
            className="button button--secondary calendar-nav__step"
            rel="prev"
            preventScrollReset
          >
            <span aria-hidden="true">‹</span> {t('academy.calendar.previous')}
          </Link>
        ) : (
          <span className="button button--secondary calendar-nav__step" aria-disabled="true">
            <span aria-hidden="true">‹</span> {t('academy.calendar.previous')}
          </span>
        )}
        <h2 className="calendar-nav__month" aria-live="polite">
          {monthName(t, month)}
        </h2>
        <Link
          to={`?month=${monthKey(next)}`}
          className="button button--secondary calendar-nav__step"
          rel="next"
          preventScrollReset
        >
          {t('academy.calendar.next')} <span aria-hidden="true">›</span>
        </Link>
      </nav>
      <p className="calendar-page__count" role="status">
        {entries.length > 0
          ? fillMessage(t('academy.calendar.count'), { count: entries.length })
          : t('academy.calendar.empty')}
      </p>

      <table className="calendar-grid">
        <caption className="visually-hidden">{monthName(t, month)}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'pad'}>
              {week.map((day, index) => (
                <td key={day ?? `pad-${index}`} className={day ? 'calendar-grid__day' : 'calendar-grid__pad'}>
                  {day && (
                    <>
                      <span className="calendar-grid__number">{Number(day.slice(8))}</span>
                      <ul className="calendar-grid__entries">
                        {(byDay.get(day) ?? []).map((entry) => (
                          <li key={entry.id}>
                            <Link to={entry.path} className="calendar-entry" data-online={entry.online || undefined}>
                              <span className="calendar-entry__time">{entry.label.slice(12)}</span>
                              <span className="calendar-entry__title">{entry.title}</span>
                              <Seats entry={entry} t={t} />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <section className="calendar-list" aria-label={t('academy.calendar.list')}>
        <ol>
          {days.map((day) => (
            <li key={day} className="calendar-list__day">
              <h3 className="calendar-list__date">
                <time dateTime={day}>{formatDateTime(`${day}T12:00:00Z`).slice(0, 11)}</time>
              </h3>
              <ul>
                {(byDay.get(day) ?? []).map((entry) => (
                  <li key={entry.id}>
                    <Link to={entry.path} className="calendar-entry" data-online={entry.online || undefined}>
                      <span className="calendar-entry__time">{entry.label}</span>
                      <span className="calendar-entry__title">{entry.title}</span>
                      {!entry.online && <span className="calendar-entry__venue">{entry.venue}</span>}
                      <Seats entry={entry} t={t} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
