import type { ColumnDef } from '@tanstack/react-table';
import { type AdminMailRow, adminMailQuerySchema, formatDateTime, MAIL_STATUSES } from '@vag/domain';
import { Form, Link } from 'react-router';
import { listMails } from '../api-client/mails';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { MailStatus } from '../components/MailStatus';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/inbox.css?url';
import type { Route } from './+types/mails';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('mailsTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminMailQuerySchema);
  const page = await loadOrRefuse(listMails(serverAdminApi(request, context), query, locale));
  return { locale, query, ...page };
}

function columns(t: T): ColumnDef<AdminMailRow, unknown>[] {
  return [
    {
      id: 'queued',
      header: t('mailsQueued'),
      meta: t('mailsQueued'),
      accessorFn: (mail) => mail.created_at,
      cell: ({ row }) => (
        <time className="keep-words" dateTime={row.original.created_at}>
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'subject',
      header: t('mailsSubject'),
      meta: t('mailsSubject'),
      accessorFn: (mail) => mail.subject,
      cell: ({ row }) => (
        <span className="excerpt">
          <Link to={`/mails/${row.original.id}`}>{row.original.subject}</Link>
          <br />
          <code className="muted">{row.original.kind}</code>
        </span>
      ),
    },
    {
      id: 'to',
      header: t('mailsSearch'),
      meta: t('mailsSearch'),
      accessorFn: (mail) => mail.to,
      cell: ({ getValue }) => <span className="excerpt">{String(getValue())}</span>,
    },
    {
      id: 'status',
      header: t('mailsStatus'),
      meta: t('mailsStatus'),
      accessorFn: (mail) => mail.status,
      cell: ({ row }) => <MailStatus mail={row.original} t={t} />,
    },
  ];
}

export default function Mails({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: mails, meta: pageMeta, kinds } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('mailsTitle')}</h1>
        <p className="muted">{t('mailsIntro')}</p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('mailsSearch')}>
        <div className="field inline">
          <label htmlFor="status">{t('mailsStatus')}</label>
          <select id="status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('mailsAnyStatus')}</option>
            {MAIL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`mailStatus_${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="kind">{t('mailsKind')}</label>
          <select id="kind" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t('mailsAnyKind')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="q">{t('mailsSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('mailsSearchHint')} />
        </div>
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable caption={t('mailsTitle')} columns={columns(t)} rows={mails} empty={t('mailsEmpty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
