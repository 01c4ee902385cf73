import type { ColumnDef } from '@tanstack/react-table';
import { type AdminTrainingRow, adminTrainingQuerySchema, formatDateTime, formatHuf } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { listTrainings } from '../api-client/trainings';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { type MessageKey, type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/trainings';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('academy_trainingsTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminTrainingQuerySchema);
  try {
    const page = await listTrainings(serverAdminApi(request, context), query, locale);
    return { locale, query, data: page.data, meta: page.meta };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

export const locationLabel = (id: number, t: T) => t(`academy_location_${id}` as MessageKey);

function columns(t: T): ColumnDef<AdminTrainingRow, unknown>[] {
  return [
    {
      id: 'name',
      header: t('academy_columnName'),
      meta: t('academy_columnName'),
      accessorFn: (training) => training.name,
      cell: ({ row }) => (
        <Link to={`/trainings/${row.original.id}`} className="keep-words">
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'location',
      header: t('academy_columnLocation'),
      meta: t('academy_columnLocation'),
      accessorFn: (training) => locationLabel(training.location_type_id, t),
    },
    {
      id: 'price',
      header: t('academy_columnFromPrice'),
      meta: t('academy_columnFromPrice'),
      accessorFn: (training) => training.from_price,
      cell: ({ row }) => <span className="number keep-words">{formatHuf(row.original.from_price)}</span>,
    },
    {
      id: 'state',
      header: t('academy_columnState'),
      meta: t('academy_columnState'),
      accessorFn: (training) => (training.is_active ? 1 : 0),
      cell: ({ row }) => (
        <>
          <span className={row.original.is_active ? 'badge' : 'badge warning'}>
            {t(row.original.is_active ? 'academy_active' : 'academy_inactive')}
          </span>
          {row.original.is_highlighted && <span className="badge"> {t('academy_highlighted')}</span>}
        </>
      ),
    },
    {
      id: 'upcoming',
      header: t('academy_columnUpcoming'),
      meta: t('academy_columnUpcoming'),
      accessorFn: (training) => training.next_date ?? '',
      cell: ({ row }) =>
        row.original.next_date ? (
          t('academy_upcomingCount', {
            count: row.original.upcoming_dates,
            next: formatDateTime(row.original.next_date),
          })
        ) : (
          <span className="muted">{t('academy_noUpcoming')}</span>
        ),
    },
  ];
}

export default function Trainings({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: trainings, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('academy_trainingsTitle')}</h1>
        <p className="muted">{t('academy_trainingsIntro')}</p>
        <p className="link-row">
          <Link className="button primary" to="/trainings/new">
            {t('academy_trainingNew')}
          </Link>
          <Link className="button" to="/training-calendar">
            {t('academy_navCalendar')}
          </Link>
        </p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('academy_trainingsTitle')}>
        <div className="field inline">
          <label htmlFor="q">{t('academy_trainingsSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('academy_trainingsTitle')}
        columns={columns(t)}
        rows={trainings}
        empty={t('academy_trainingsEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
