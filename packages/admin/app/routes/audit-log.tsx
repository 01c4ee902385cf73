import type { ColumnDef } from '@tanstack/react-table';
import { type AuditEntry, auditQuerySchema, formatDateTime } from '@vag/domain';
import { data, Form, useRouteLoaderData } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { listAuditLog } from '../api-client/staff';
import { DataTable } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/audit-log';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('auditTitle') },
];

/** The actions the log knows today; the filter offers these. */
const ACTIONS = ['staff.create', 'staff.update', 'staff.deactivate', 'totp.enable', 'totp.disable'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, auditQuerySchema);
  try {
    const page = await listAuditLog(serverAdminApi(request, context), query, locale);
    return { locale, query, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** Before → after of the fields that changed (all of them for a creation). */
function changes(entry: AuditEntry): { field: string; before: string; after: string }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (value === undefined || value === null ? '—' : String(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}

function columns(t: T): ColumnDef<AuditEntry, unknown>[] {
  const site = { shop: t('siteShop'), academy: t('siteAcademy') };
  return [
    {
      id: 'when',
      header: t('auditWhen'),
      meta: t('auditWhen'),
      accessorFn: (entry) => entry.created_at,
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDateTime(row.original.created_at)}</time>,
    },
    { id: 'who', header: t('auditWho'), meta: t('auditWho'), accessorFn: (entry) => entry.staff_name ?? '—' },
    {
      id: 'action',
      header: t('auditAction'),
      meta: t('auditAction'),
      accessorFn: (entry) => entry.action,
      cell: ({ getValue }) => <code>{String(getValue())}</code>,
    },
    {
      id: 'entity',
      header: t('auditEntity'),
      meta: t('auditEntity'),
      accessorFn: (entry) => `${entry.entity} #${entry.entity_id}`,
    },
    {
      id: 'site',
      header: t('auditSite'),
      meta: t('auditSite'),
      accessorFn: (entry) => (entry.site ? site[entry.site] : '—'),
    },
    {
      id: 'change',
      header: t('auditChange'),
      meta: t('auditChange'),
      enableSorting: false,
      cell: ({ row }) => (
        <ul className="changes">
          {changes(row.original).map((change) => (
            <li key={change.field}>
              <span className="field-name">{change.field}</span>:{' '}
              <span className="visually-hidden">{t('auditBefore')} </span>
              <del>{change.before}</del> <span aria-hidden="true">→</span>{' '}
              <span className="visually-hidden">{t('auditAfter')} </span>
              <ins>{change.after}</ins>
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: entries, meta: pageMeta } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  const sites = shell?.me.sites ?? [];
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('auditTitle')}</h1>
        <p className="muted">{t('auditIntro')}</p>
      </div>
      <Form method="get" className="filters">
        <div className="field inline">
          <label htmlFor="action">{t('auditAction')}</label>
          <select id="action" name="action" defaultValue={query.action ?? ''}>
            <option value="">{t('auditAnyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="site">{t('siteFilter')}</label>
          <select id="site" name="site" defaultValue={query.site ?? ''}>
            {sites.length > 1 && <option value="">{t('siteAll')}</option>}
            {sites.map((key) => (
              <option key={key} value={key}>
                {key === 'shop' ? t('siteShop') : t('siteAcademy')}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable caption={t('auditTitle')} columns={columns(t)} rows={entries} empty={t('auditEmpty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
