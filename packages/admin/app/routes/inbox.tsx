import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminContactRequest,
  type AdminRecommendation,
  adminInboxQuerySchema,
  formatDateTime,
  INBOX_STATES,
} from '@vag/domain';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { type InboxKind, listContactRequests, listRecommendations } from '../api-client/inbox';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { InboxState } from '../components/InboxState';
import { Pager } from '../components/Pager';
import { SiteField, siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/inbox.css?url';
import type { Route } from './+types/inbox';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('inboxTitle') },
];

/** `?kind=recommendation` shows the training recommendations; anything else the contact form's messages. */
const kindOf = (request: Request): InboxKind =>
  new URL(request.url).searchParams.get('kind') === 'recommendation' ? 'recommendation' : 'contact';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const kind = kindOf(request);
  const query = listQueryOf(request, adminInboxQuerySchema);
  const api = serverAdminApi(request, context);
  const list =
    kind === 'contact'
      ? { kind, ...(await loadOrRefuse(listContactRequests(api, query, locale))) }
      : { kind, ...(await loadOrRefuse(listRecommendations(api, query, locale))) };
  return { locale, query, list };
}

const EXCERPT_LENGTH = 140;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

function receivedColumn<Row extends { created_at: string }>(t: T): ColumnDef<Row, unknown> {
  return {
    id: 'received',
    header: t('inboxReceived'),
    meta: t('inboxReceived'),
    accessorFn: (item) => item.created_at,
    cell: ({ row }) => (
      <time className="keep-words" dateTime={row.original.created_at}>
        {formatDateTime(row.original.created_at)}
      </time>
    ),
  };
}

function commonColumns<Row extends AdminContactRequest | AdminRecommendation>(t: T): ColumnDef<Row, unknown>[] {
  return [
    {
      id: 'site',
      header: t('siteFilter'),
      meta: t('siteFilter'),
      accessorFn: (item) => siteLabel(item.site, t),
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'state',
      header: t('inboxState'),
      meta: t('inboxState'),
      accessorFn: (item) => item.handled_at ?? '',
      cell: ({ row }) => <InboxState item={row.original} t={t} />,
    },
  ];
}

function contactColumns(t: T): ColumnDef<AdminContactRequest, unknown>[] {
  return [
    receivedColumn(t),
    {
      id: 'sender',
      header: t('inboxSender'),
      meta: t('inboxSender'),
      accessorFn: (item) => item.name,
      cell: ({ row }) => (
        <span className="keep-words">
          <Link to={`/inbox/contact/${row.original.id}`}>{row.original.name}</Link>
          <br />
          <span className="muted">{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'message',
      header: t('inboxMessage'),
      meta: t('inboxMessage'),
      enableSorting: false,
      accessorFn: (item) => item.message,
      cell: ({ row }) => <span className="excerpt">{excerpt(row.original.message)}</span>,
    },
    ...commonColumns<AdminContactRequest>(t),
  ];
}

function recommendationColumns(t: T): ColumnDef<AdminRecommendation, unknown>[] {
  return [
    receivedColumn(t),
    {
      id: 'training',
      header: t('inboxTraining'),
      meta: t('inboxTraining'),
      accessorFn: (item) => item.training_name_text,
      cell: ({ row }) => (
        <Link to={`/inbox/recommendation/${row.original.id}`}>{excerpt(row.original.training_name_text)}</Link>
      ),
    },
    {
      id: 'sender',
      header: t('inboxSender'),
      meta: t('inboxSender'),
      accessorFn: (item) => item.user?.email ?? '',
      cell: ({ row }) => {
        const user = row.original.user;
        if (!user) return <span className="muted">{t('inboxGuest')}</span>;
        return (
          <span className="keep-words">
            {user.name ?? ''}
            <br />
            <span className="muted">{user.email ?? `#${user.id}`}</span>
          </span>
        );
      },
    },
    ...commonColumns<AdminRecommendation>(t),
  ];
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { locale, query, list } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  const tab = (kind: InboxKind) => {
    const params = new URLSearchParams({ kind, ...(query.site ? { site: query.site } : {}) });
    return `/inbox?${params.toString()}`;
  };
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('inboxTitle')}</h1>
        <p className="muted">{t('inboxIntro')}</p>
      </div>
      <nav aria-label={t('inboxKinds')}>
        <ul className="tabs">
          {(['contact', 'recommendation'] as const).map((kind) => (
            <li key={kind}>
              <Link to={tab(kind)} aria-current={list.kind === kind ? 'page' : undefined}>
                {t(`inboxKind_${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="filters" role="search" aria-label={t('inboxSearch')}>
        <input type="hidden" name="kind" value={list.kind} />
        <div className="field inline">
          <label htmlFor="state">{t('inboxState')}</label>
          <select id="state" name="state" defaultValue={query.state ?? 'new'}>
            {INBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`inboxState_${state}`)}
              </option>
            ))}
          </select>
        </div>
        <SiteField sites={shell?.me.sites ?? []} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="q">{t('inboxSearch')}</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            title={t(`inboxSearchHint_${list.kind}`)}
            placeholder={t(`inboxSearchHint_${list.kind}`)}
          />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      {list.kind === 'contact' ? (
        <DataTable
          caption={t('inboxKind_contact')}
          columns={contactColumns(t)}
          rows={list.data}
          empty={t('inboxEmpty')}
          t={t}
        />
      ) : (
        <DataTable
          caption={t('inboxKind_recommendation')}
          columns={recommendationColumns(t)}
          rows={list.data}
          empty={t('inboxEmpty')}
          t={t}
        />
      )}
      <Pager meta={list.meta} t={t} />
    </div>
  );
}
