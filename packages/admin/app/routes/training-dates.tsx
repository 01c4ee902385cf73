import type { ColumnDef } from '@tanstack/react-table';
import { type AdminTrainingDateRow, adminTrainingDateQuerySchema, TRAINING_DATE_PERIODS } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listTrainingDates } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import { dateSpan, placeOf } from '../lib/training-date';
import type { Route } from './+types/training-dates';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('trainingDatesTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminTrainingDateQuerySchema);
  try {
    const page = await listTrainingDates(serverAdminApi(request, context), query, locale);
    return { locale, query, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

const PERIOD_LABEL = { upcoming: 'trainingDatesUpcoming', past: 'trainingDatesPast', all: 'trainingDatesAll' } as const;

function columns(t: T): ColumnDef<AdminTrainingDateRow, unknown>[] {
  return [
    {
      id: 'start',
      header: t('trainingDateStart'),
      meta: t('trainingDateStart'),
      accessorFn: (date) => date.start_at,
      cell: ({ row }) => {
        const when = (
          <time dateTime={row.original.start_at}>{dateSpan(row.original.start_at, row.original.end_at)}</time>
        );
        // A cancelled date (issue 21) stays listed, struck through and said so.
        return (
          <>
            <Link to={`/training-dates/${row.original.id}`} className="keep-words">
              {row.original.cancelled ? <s>{when}</s> : when}
            </Link>
            {row.original.cancelled && <span className="badge warning"> {t('academy_dateCancelled')}</span>}
          </>
        );
      },
    },
    {
      id: 'training',
      header: t('trainingDatesTraining'),
      meta: t('trainingDatesTraining'),
      accessorFn: (date) => date.training.name,
    },
    {
      id: 'venue',
      header: t('trainingDateVenue'),
      meta: t('trainingDateVenue'),
      accessorFn: (date) => placeOf(date, t),
    },
    {
      id: 'seats',
      header: t('trainingDateSeats'),
      meta: t('trainingDateSeats'),
      accessorFn: (date) => date.seats_taken,
      cell: ({ row }) => (
        <span className="number keep-words">
          {row.original.location.code === 'online'
            ? row.original.seats_taken
            : t('trainingDateSeatsOf', { taken: row.original.seats_taken, capacity: row.original.capacity })}
        </span>
      ),
    },
    {
      id: 'paid',
      header: t('trainingDatePaid'),
      meta: t('trainingDatePaid'),
      accessorFn: (date) => date.seats_paid,
      cell: ({ getValue }) => <span className="number">{String(getValue())}</span>,
    },
    {
      id: 'enrolments',
      header: t('trainingDateEnrolments'),
      meta: t('trainingDateEnrolments'),
      accessorFn: (date) => date.enrolments_count,
      cell: ({ getValue }) => <span className="number">{String(getValue())}</span>,
    },
  ];
}

export default function TrainingDates({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: dates, meta: pageMeta, trainings } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('trainingDatesTitle')}</h1>
        <p className="muted">{t('trainingDatesIntro')}</p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('trainingDatesTitle')}>
        <div className="field inline">
          <label htmlFor="when">{t('trainingDatesPeriod')}</label>
          <select id="when" name="when" defaultValue={query.when ?? 'upcoming'}>
            {TRAINING_DATE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(PERIOD_LABEL[period])}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="training_id">{t('trainingDatesTraining')}</label>
          <select id="training_id" name="training_id" defaultValue={query.training_id ?? ''}>
            <option value="">{t('trainingDatesAnyTraining')}</option>
            {trainings.map((training) => (
              <option key={training.id} value={training.id}>
                {training.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="q">{t('trainingDatesSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('trainingDatesTitle')}
        columns={columns(t)}
        rows={dates}
        empty={t('trainingDatesEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
