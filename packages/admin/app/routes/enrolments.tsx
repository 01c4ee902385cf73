import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminEnrolmentRow,
  adminEnrolmentQuerySchema,
  formatDateTime,
  formatHuf,
  PaymentStatusId,
} from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listEnrolments } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/enrolments';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('enrolmentsTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminEnrolmentQuerySchema);
  try {
    const page = await listEnrolments(serverAdminApi(request, context), query, locale);
    return { locale, query, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<AdminEnrolmentRow, unknown>[] {
  return [
    {
      id: 'number',
      header: t('enrolmentNumber'),
      meta: t('enrolmentNumber'),
      accessorFn: (enrolment) => enrolment.subscription_id,
      cell: ({ row }) => (
        <Link to={`/enrolments/${row.original.id}`} className="keep-words">
          {row.original.subscription_id}
        </Link>
      ),
    },
    {
      id: 'placed',
      header: t('enrolmentPlaced'),
      meta: t('enrolmentPlaced'),
      accessorFn: (enrolment) => enrolment.created_at,
      cell: ({ row }) => (
        <time className="keep-words" dateTime={row.original.created_at}>
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'buyer',
      header: t('orderBuyer'),
      meta: t('orderBuyer'),
      accessorFn: (enrolment) => enrolment.name,
      cell: ({ row }) => (
        <span className="keep-words">
          {row.original.name}
          <br />
          <span className="muted">{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'seats',
      header: t('enrolmentSeats'),
      meta: t('enrolmentSeats'),
      accessorFn: (enrolment) => enrolment.seats,
      cell: ({ getValue }) => <span className="number">{String(getValue())}</span>,
    },
    {
      id: 'total',
      header: t('orderTotal'),
      meta: t('orderTotal'),
      accessorFn: (enrolment) => enrolment.total,
      cell: ({ row }) => <span className="number keep-words">{formatHuf(row.original.total)}</span>,
    },
    {
      id: 'payment',
      header: t('orderPaymentStatus'),
      meta: t('orderPaymentStatus'),
      accessorFn: (enrolment) => enrolment.paymentStatus.name,
    },
    {
      id: 'method',
      header: t('orderPaymentMethod'),
      meta: t('orderPaymentMethod'),
      accessorFn: (enrolment) => enrolment.paymentMethod.name,
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'status',
      header: t('enrolmentStatus'),
      meta: t('enrolmentStatus'),
      accessorFn: (enrolment) => enrolment.status.name,
    },
  ];
}

const STATUSES = Object.values(PaymentStatusId);

export default function Enrolments({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: enrolments, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('enrolmentsTitle')}</h1>
        <p className="muted">{t('enrolmentsIntro')}</p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('ordersSearch')}>
        <div className="field inline">
          <label htmlFor="q">{t('ordersSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <div className="field inline">
          <label htmlFor="payment_status_id">{t('orderPaymentStatus')}</label>
          <select id="payment_status_id" name="payment_status_id" defaultValue={query.payment_status_id ?? ''}>
            <option value="">{t('ordersAnyStatus')}</option>
            {STATUSES.map((id) => (
              <option key={id} value={id}>
                {t(`paymentStatus_${id}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('enrolmentsTitle')}
        columns={columns(t)}
        rows={enrolments}
        empty={t('enrolmentsEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
