import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminCustomerRow,
  adminCustomerQuerySchema,
  CUSTOMER_STATES,
  formatDateTime,
  HostId,
  PROFESSIONAL_STATUSES,
  RoleId,
} from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listCustomers } from '../api-client/customers';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { roleName, siteName } from '../lib/customers';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('customersTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminCustomerQuerySchema);
  try {
    const page = await listCustomers(serverAdminApi(request, context), query, locale);
    return { locale, query, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<AdminCustomerRow, unknown>[] {
  return [
    {
      id: 'name',
      header: t('customerName'),
      meta: t('customerName'),
      accessorFn: (customer) => customer.name,
      cell: ({ row }) => (
        <span className="keep-words">
          <Link to={`/customers/${row.original.id}`}>{row.original.name || row.original.email}</Link>
          <br />
          <span className="muted">{row.original.email}</span>
          {row.original.phone_number && (
            <>
              <br />
              <span className="muted">{row.original.phone_number}</span>
            </>
          )}
          {row.original.company_name && (
            <>
              <br />
              <span className="muted">{row.original.company_name}</span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'roles',
      header: t('customerRoles'),
      meta: t('customerRoles'),
      accessorFn: (customer) => customer.role_ids.map((id) => roleName(id, t)).join(', '),
      cell: ({ row, getValue }) => (
        <span className="keep-words">
          {String(getValue())}
          {row.original.professional_status !== 'none' && (
            <>
              <br />
              <span className="muted">
                {t('customerProfessional')}: {t(`professional_${row.original.professional_status}`)}
              </span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('customerState'),
      meta: t('customerState'),
      accessorFn: (customer) => t(`customerState_${customer.state}`),
      cell: ({ row, getValue }) => (
        <span className={row.original.state === 'active' ? 'keep-words' : 'keep-words badge'}>
          {String(getValue())}
          {!row.original.email_verified && row.original.state === 'active' && (
            <span className="muted"> · {t('customerNotVerified')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'registered',
      header: t('customerRegistered'),
      meta: t('customerRegistered'),
      accessorFn: (customer) => customer.created_at,
      cell: ({ row }) => (
        <span className="keep-words">
          <time dateTime={row.original.created_at}>{formatDateTime(row.original.created_at)}</time>
          <br />
          <span className="muted">{siteName(row.original.host_id, t)}</span>
        </span>
      ),
    },
  ];
}

/** A select of the list's filters: "all" first, then each value with its label. */
function FilterSelect({
  name,
  label,
  value,
  options,
  t,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  options: [string | number, string][];
  t: T;
}) {
  return (
    <div className="field inline">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">{t('customersAny')}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: customers, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('customersTitle')}</h1>
        <p className="muted">{t('customersIntro')}</p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('customersSearch')}>
        <div className="field inline">
          <label htmlFor="q">{t('customersSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} aria-describedby="q-hint" />
          <p className="hint" id="q-hint">
            {t('customersSearchHint')}
          </p>
        </div>
        <FilterSelect
          name="professional_status"
          label={t('customerProfessional')}
          value={query.professional_status}
          options={PROFESSIONAL_STATUSES.map((status) => [status, t(`professional_${status}`)])}
          t={t}
        />
        <FilterSelect
          name="role"
          label={t('customerRole')}
          value={query.role}
          options={Object.values(RoleId).map((id) => [id, roleName(id, t)])}
          t={t}
        />
        <FilterSelect
          name="host_id"
          label={t('customerSite')}
          value={query.host_id}
          options={Object.values(HostId).map((id) => [id, siteName(id, t)])}
          t={t}
        />
        <FilterSelect
          name="state"
          label={t('customerState')}
          value={query.state}
          options={CUSTOMER_STATES.map((state) => [state, t(`customerState_${state}`)])}
          t={t}
        />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('customersTitle')}
        columns={columns(t)}
        rows={customers}
        empty={t('customersEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
