import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime, type StaffMember } from '@vag/domain';
import { data } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { listStaff } from '../api-client/staff';
import { DataTable } from '../components/DataTable';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('staffTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  try {
    return { locale, staff: await listStaff(serverAdminApi(request, context), locale) };
  } catch (error) {
    // Owner only: the API decides, the screen answers its 403.
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<StaffMember, unknown>[] {
  return [
    { id: 'name', header: t('staffName'), meta: t('staffName'), accessorFn: (member) => member.name },
    { id: 'email', header: t('staffEmail'), meta: t('staffEmail'), accessorFn: (member) => member.email },
    {
      id: 'role',
      header: t('staffRole'),
      meta: t('staffRole'),
      accessorFn: (member) => t(`role_${member.role}`),
    },
    {
      id: 'status',
      header: t('staffStatus'),
      meta: t('staffStatus'),
      accessorFn: (member) => (member.active ? t('staffActive') : t('staffInactive')),
    },
    {
      id: 'twoFactor',
      header: t('twoFactor'),
      meta: t('twoFactor'),
      accessorFn: (member) => (member.totp_enabled ? t('twoFactorOn') : t('twoFactorOff')),
    },
    {
      id: 'lastLogin',
      header: t('staffLastLogin'),
      meta: t('staffLastLogin'),
      accessorFn: (member) => member.last_login_at ?? '',
      cell: ({ row }) => (row.original.last_login_at ? formatDateTime(row.original.last_login_at) : t('never')),
    },
  ];
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('staffTitle')}</h1>
      </div>
      <DataTable caption={t('staffTitle')} columns={columns(t)} rows={loaderData.staff} empty="—" t={t} />
    </div>
  );
}
